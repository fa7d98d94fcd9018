import type { Feature, Polygon } from 'geojson';

// Where the sun is overhead and where it has set, from the date alone (no network): the low-accuracy
// solar coordinates of the Astronomical Almanac (good to about 0.01° in declination between 1950
// and 2050), ample for a day/night shading on a world map.

const DEG = Math.PI / 180;
const MS_PER_DAY = 86_400_000;
// Julian date of the Unix epoch, and of the J2000.0 epoch.
const JULIAN_UNIX_EPOCH = 2_440_587.5;
const JULIAN_J2000 = 2_451_545;

export interface SubsolarPoint {
  /** Solar declination: latitude where the sun is overhead, degrees. */
  lat: number;
  /** Longitude where it is apparent noon, degrees in [-180, 180). */
  lon: number;
}

const wrap180 = (degrees: number) => ((((degrees + 180) % 360) + 360) % 360) - 180;

/** The point on the Earth where the sun is at the zenith at `time`. */
export function subsolarPoint(time: Date): SubsolarPoint {
  const ms = time.getTime();
  const days = ms / MS_PER_DAY + JULIAN_UNIX_EPOCH - JULIAN_J2000;
  const meanAnomaly = (357.529 + 0.98560028 * days) * DEG;
  const meanLongitude = 280.459 + 0.98564736 * days;
  const eclipticLongitude =
    (meanLongitude + 1.915 * Math.sin(meanAnomaly) + 0.02 * Math.sin(2 * meanAnomaly)) * DEG;
  const obliquity = (23.439 - 0.00000036 * days) * DEG;
  const rightAscension =
    Math.atan2(Math.cos(obliquity) * Math.sin(eclipticLongitude), Math.cos(eclipticLongitude)) /
    DEG;
  const declination = Math.asin(Math.sin(obliquity) * Math.sin(eclipticLongitude)) / DEG;
  // Equation of time in degrees of rotation (4 minutes per degree): apparent minus mean sun.
  const equationOfTime = wrap180(meanLongitude - rightAscension);
  const utcHours = (((ms % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) / 3_600_000;
  return { lat: declination, lon: wrap180(-15 * (utcHours - 12) - equationOfTime) };
}

/** Height of the sun's centre above the horizon at a place, degrees (no refraction). */
export function solarElevation(lat: number, lon: number, time: Date): number {
  const sun = subsolarPoint(time);
  const hourAngle = (lon - sun.lon) * DEG;
  const sine =
    Math.sin(lat * DEG) * Math.sin(sun.lat * DEG) +
    Math.cos(lat * DEG) * Math.cos(sun.lat * DEG) * Math.cos(hourAngle);
  return Math.asin(Math.max(-1, Math.min(1, sine))) / DEG;
}

// Below this declination the terminator is practically a pair of meridians; keeping it off zero
// avoids dividing by tan(0) at the instant of an equinox.
const MIN_DECLINATION = 1e-4;

/** Latitude of the terminator (solar elevation 0) on meridian `lon`, degrees. */
export function terminatorLatitude(lon: number, sun: SubsolarPoint): number {
  const declination =
    Math.abs(sun.lat) < MIN_DECLINATION ? Math.sign(sun.lat || 1) * MIN_DECLINATION : sun.lat;
  return Math.atan(-Math.cos((lon - sun.lon) * DEG) / Math.tan(declination * DEG)) / DEG;
}

/**
 * The night side at `time` as one polygon: the terminator sampled every `stepDegrees` of
 * longitude, closed over the pole that is in darkness (the south pole while the sun is north of
 * the equator). MapLibre clamps the pole to the edge of the Mercator world.
 */
export function nightPolygon(time: Date, stepDegrees = 1): Feature<Polygon> {
  const sun = subsolarPoint(time);
  const ring: [number, number][] = [];
  for (let lon = -180; lon <= 180; lon += stepDegrees) {
    ring.push([lon, terminatorLatitude(lon, sun)]);
  }
  const darkPole = sun.lat >= 0 ? -90 : 90;
  ring.push([180, darkPole], [-180, darkPole]);
  ring.push(ring[0] ?? [-180, darkPole]);
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } };
}
