import { PLAYBACK_GAP_SECONDS } from '@skytrace/contracts';

// One recorded flight as playback sees it, and the position at any moment between its points.
// Spec §9: a gap longer than 300 s between two points is "signal missing": it is drawn apart and
// never interpolated across (the aircraft waits at its last known point, marked as such).

export const GAP_MS = PLAYBACK_GAP_SECONDS * 1000;

export interface PlaybackPoint {
  /** ms since epoch */
  timeMs: number;
  lat: number;
  lon: number;
  altitudeFt: number | null;
  speedKt: number | null;
  /** degrees [0, 360) */
  track: number | null;
  verticalRateFpm: number | null;
  onGround: boolean;
  /** The squawk in effect (recorded only where it changed; absent or null: not heard). */
  squawk?: string | null;
}

export interface PlaybackSample extends PlaybackPoint {
  /** The moment lies in a gap over 300 s: the values are the last known ones. */
  signalMissing: boolean;
}

/** Index of the last point at or before `timeMs` (-1 before the first). Points sorted by time. */
export function pointIndexAt(points: readonly PlaybackPoint[], timeMs: number): number {
  let low = 0;
  let high = points.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const point = points[middle];
    if (point !== undefined && point.timeMs <= timeMs) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

const lerp = (a: number, b: number, f: number) => a + (b - a) * f;
const lerpNullable = (a: number | null, b: number | null, f: number) =>
  a === null || b === null ? (f < 0.5 ? a : b) : lerp(a, b, f);

/** The angle between a and b along the shorter way round, in [0, 360). */
function lerpAngle(a: number | null, b: number | null, f: number): number | null {
  if (a === null || b === null) return f < 0.5 ? a : b;
  const delta = ((((b - a) % 360) + 540) % 360) - 180;
  return (((a + delta * f) % 360) + 360) % 360;
}

/**
 * The aircraft at `timeMs`: interpolated between its neighbouring points, or its last point when
 * the moment falls in a gap over 300 s. Null outside the flight's first and last points.
 */
export function sampleAt(points: readonly PlaybackPoint[], timeMs: number): PlaybackSample | null {
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return null;
  if (timeMs < first.timeMs || timeMs > last.timeMs) return null;
  const index = pointIndexAt(points, timeMs);
  const before = points[index];
  if (before === undefined) return null;
  const after = points[index + 1];
  if (after === undefined || before.timeMs === timeMs) return { ...before, signalMissing: false };
  if (after.timeMs - before.timeMs > GAP_MS) return { ...before, signalMissing: true };
  const f = (timeMs - before.timeMs) / (after.timeMs - before.timeMs);
  return {
    timeMs,
    lat: lerp(before.lat, after.lat, f),
    // Longitudes across the antimeridian take the short way too.
    lon: lerpLongitude(before.lon, after.lon, f),
    altitudeFt: lerpNullable(before.altitudeFt, after.altitudeFt, f),
    speedKt: lerpNullable(before.speedKt, after.speedKt, f),
    track: lerpAngle(before.track, after.track, f),
    verticalRateFpm: lerpNullable(before.verticalRateFpm, after.verticalRateFpm, f),
    onGround: f < 0.5 ? before.onGround : after.onGround,
    // A code is not interpolated: the one set at the last point holds until the next.
    squawk: before.squawk ?? null,
    signalMissing: false,
  };
}

function lerpLongitude(a: number, b: number, f: number): number {
  let delta = b - a;
  if (delta > 180) delta -= 360;
  if (delta < -180) delta += 360;
  const lon = a + delta * f;
  return lon > 180 ? lon - 360 : lon < -180 ? lon + 360 : lon;
}
