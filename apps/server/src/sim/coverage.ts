// What a receiver hears: an aircraft is heard when it is above the radio horizon (4/3-Earth
// refraction: d ≈ 4.12 km × (√h_antenna + √h_aircraft), heights in metres) and within the
// receiver's sensitivity range. Signal falls with distance (free-space, −20 dB per decade,
// softened for antenna gain at low elevation), and far messages are sometimes lost.
import { EARTH_MEAN_RADIUS_M } from '@skytrace/contracts';

const RAD = Math.PI / 180;
const EARTH_MEAN_RADIUS_KM = EARTH_MEAN_RADIUS_M / 1000;
const HORIZON_KM_PER_SQRT_M = 4.12;

/** Radio horizon, km, between an antenna `antennaM` high and an aircraft `altitudeM` up. */
export function radioHorizonKm(antennaM: number, altitudeM: number): number {
  return (
    HORIZON_KM_PER_SQRT_M * (Math.sqrt(Math.max(antennaM, 0)) + Math.sqrt(Math.max(altitudeM, 0)))
  );
}

/**
 * Fast ground distance, km (equirectangular: within 0.5 % below ~500 km, ample for ranges). The
 * caller hands in the cosine of the receiver's latitude: this runs per aircraft and receiver.
 */
export function groundDistanceKm(
  lat1: number,
  lon1: number,
  lat2: number,
  lon2: number,
  cosLat: number,
): number {
  let dLon = lon2 - lon1;
  if (dLon > 180) dLon -= 360;
  else if (dLon < -180) dLon += 360;
  const x = dLon * RAD * cosLat;
  const y = (lat2 - lat1) * RAD;
  return EARTH_MEAN_RADIUS_KM * Math.sqrt(x * x + y * y);
}

/** Distance at which an aircraft `altitudeM` above the antenna's ground can be heard, km. */
export function hearingRangeKm(antennaM: number, rangeKm: number, altitudeM: number): number {
  return Math.min(rangeKm, radioHorizonKm(antennaM, altitudeM));
}

/**
 * Beast signal byte (readsb's RSSI: 20·log10(s/255) dBFS) at `distanceKm`: about −6 dBFS at
 * 5 km falling to about −34 dBFS at 400 km, with `jitter` (±1.5 dB) for fading.
 */
export function signalLevel(distanceKm: number, jitter: number): number {
  const dbfs = -6 - 15 * Math.log10(Math.max(distanceKm, 5) / 5) + (jitter - 0.5) * 3;
  const level = Math.round(255 * 10 ** (dbfs / 20));
  return level < 1 ? 1 : level > 255 ? 255 : level;
}

/** Probability a message is decoded at `fraction` of the hearing range (edge: ~55 %). */
export function receptionProbability(fraction: number): number {
  return 0.97 - 0.42 * fraction * fraction;
}
