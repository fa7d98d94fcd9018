// Which offered positions become trace points. The rules and thresholds follow readsb's
// `traceAdd` (wiedehopf/readsb, globe_index.c), the reference trace logic behind tar1090:
//   - at least one point every 30 s airborne (readsb's default --json-trace-interval);
//   - speed change ≥ 5 kt (≥ 10 kt above 10,000 ft); vertical rate change ≥ 450 ft/min;
//   - altitude change ≥ 100 ft up to 7,000 ft, ≥ 200 ft up to 12,000 ft, ≥ 400 ft above, and a
//     slower altitude drift once it has lasted long enough (readsb's "alt_change2");
//   - a turn once track change (°) × elapsed (s) > 20: 2° after 10 s, 20° after 1 s;
//   - every air/ground change; on the ground, every 50 m moved, every 15 s while moving
//     faster than 5 kt, every 30 s when moved at all, every 2 min when parked;
//   - nothing closer than 250 ms to the previous point, no repeated position within 1 s.
// A squawk change (or the first known squawk) keeps the point, as every other change does, so
// playback shows exactly where a 7700 began.
// Our other addition: every point within 10 s of an air/ground change, so the take-off and landing
// roll are drawn densely (readsb keeps only the change itself and relies on the speed rule).
// All inputs are packed points (trace.point.ts) so that no object is built per message.
import {
  ALTITUDE_STEP_FT,
  LATLON_PER_DEGREE,
  TIME_STEP_MS,
  VERTICAL_RATE_STEP_FPM,
  isNull12,
  isNull16,
  packedAltitude,
  packedOnGround,
  packedSpeed,
  packedSquawk,
  packedTrack,
  packedVerticalRate,
} from './trace.point';

/** Why a point was kept; `Drop` means it was not. */
export const KeepReason = {
  Drop: 0,
  AirGround: 1,
  NearTransition: 2,
  Speed: 3,
  VerticalRate: 4,
  Altitude: 5,
  Interval: 6,
  Turn: 7,
  GroundDistance: 8,
  Squawk: 9,
} as const;
export type KeepReason = (typeof KeepReason)[keyof typeof KeepReason];

export const MAX_INTERVAL_MS = 30_000;
const MIN_INTERVAL_MS = 250;
export const NEAR_TRANSITION_MS = 10_000;
const METRES_PER_STEP = (1_852 * 60) / LATLON_PER_DEGREE;

/** Track difference in degrees (0…180) between two 0.1° packed tracks. */
function trackDifference(a: number, b: number): number {
  const delta = Math.abs(a - b) % 3600;
  return (delta > 1800 ? 3600 - delta : delta) / 10;
}

/**
 * Decides whether the candidate point (at `candidateOffset` of `candidate`) is kept after the
 * last kept point (at `lastOffset` of `last`); both share one time base.
 * `msSinceTransition` is the time since the aircraft's last air/ground change.
 */
export function thinningDecision(
  last: Int32Array,
  lastOffset: number,
  candidate: Int32Array,
  candidateOffset: number,
  msSinceTransition: number,
): KeepReason {
  const elapsedMs = ((candidate[candidateOffset] ?? 0) - (last[lastOffset] ?? 0)) * TIME_STEP_MS;
  if (elapsedMs < 0) return KeepReason.Drop;
  const latSteps = (candidate[candidateOffset + 1] ?? 0) - (last[lastOffset + 1] ?? 0);
  const lonSteps = (candidate[candidateOffset + 2] ?? 0) - (last[lastOffset + 2] ?? 0);
  if (elapsedMs < 1_000 && latSteps === 0 && lonSteps === 0) return KeepReason.Drop;

  const onGround = packedOnGround(candidate, candidateOffset);
  if (onGround !== packedOnGround(last, lastOffset)) return KeepReason.AirGround;
  const squawk = packedSquawk(candidate, candidateOffset);
  if (squawk >= 0 && squawk !== packedSquawk(last, lastOffset)) return KeepReason.Squawk;
  if (msSinceTransition <= NEAR_TRANSITION_MS && elapsedMs >= MIN_INTERVAL_MS) {
    return KeepReason.NearTransition;
  }

  const altitude = packedAltitude(candidate, candidateOffset);
  const lastAltitude = packedAltitude(last, lastOffset);
  const altitudeKnown = !isNull16(altitude);
  const altitudeFt = altitude * ALTITUDE_STEP_FT;

  const speed = packedSpeed(candidate, candidateOffset);
  const lastSpeed = packedSpeed(last, lastOffset);
  if (!isNull12(speed) && !isNull12(lastSpeed)) {
    const maxSpeedDifference = altitudeKnown && altitudeFt > 10_000 ? 10 : 5;
    if (Math.abs(speed - lastSpeed) >= maxSpeedDifference) return KeepReason.Speed;
  }

  const rate = packedVerticalRate(candidate, candidateOffset);
  const lastRate = packedVerticalRate(last, lastOffset);
  if (!isNull16(rate) && !isNull16(lastRate)) {
    if (Math.abs(rate - lastRate) * VERTICAL_RATE_STEP_FPM >= 450) return KeepReason.VerticalRate;
  }

  if (altitudeKnown && isNull16(lastAltitude)) return KeepReason.Altitude;
  if (altitudeKnown) {
    const difference = Math.abs(altitude - lastAltitude) * ALTITUDE_STEP_FT;
    if (difference > 0) {
      const low = altitudeFt <= 7_000;
      const middle = altitudeFt <= 12_000;
      if (difference >= (low ? 100 : middle ? 200 : 400)) return KeepReason.Altitude;
      const base = low ? 125 : middle ? 250 : 800;
      const tooLongMs = ((MAX_INTERVAL_MS / 4) * base) / difference;
      if (difference >= 25 && elapsedMs > tooLongMs) return KeepReason.Altitude;
    }
  }

  if (elapsedMs < MIN_INTERVAL_MS) return KeepReason.Drop;

  const track = packedTrack(candidate, candidateOffset);
  const lastTrack = packedTrack(last, lastOffset);
  const turn = isNull12(track) || isNull12(lastTrack) ? 0 : trackDifference(track, lastTrack);

  if (!onGround) {
    if (elapsedMs > MAX_INTERVAL_MS) return KeepReason.Interval;
    if (turn > 0.5 && (elapsedMs / 1_000) * turn * 5 > 100) return KeepReason.Turn;
    return KeepReason.Drop;
  }

  // Equirectangular distance: exact enough over the metres that matter on an apron.
  const latitude = ((last[lastOffset + 1] ?? 0) / LATLON_PER_DEGREE) * (Math.PI / 180);
  const distance = METRES_PER_STEP * Math.hypot(latSteps, lonSteps * Math.cos(latitude));
  if (elapsedMs > 4 * MAX_INTERVAL_MS) return KeepReason.Interval;
  if (distance > 10 && elapsedMs > MAX_INTERVAL_MS) return KeepReason.Interval;
  if (!isNull12(speed) && speed > 5 && elapsedMs > MAX_INTERVAL_MS / 2) return KeepReason.Interval;
  if (distance * turn > 130) return KeepReason.Turn;
  if (distance > 50) return KeepReason.GroundDistance;
  return KeepReason.Drop;
}
