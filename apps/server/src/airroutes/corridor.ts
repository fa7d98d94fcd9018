// The corridor recorded traffic flies between two airports (issue 19 item 6): no open airway
// data exists for the region, so routes are what our flights actually did. Each flight's
// airborne points are placed on the great circle from one airport to the other (distance along
// it as a fraction, signed distance off it in km); per fraction the median offset of the flights
// is the centreline, and the spread around it the corridor's width. Flights that stray far from
// the consensus (a diversion, a weather deviation, a mislabelled route) are left out and the
// median taken again. Fractions no flight covered (outside every receiver's reach) are
// interpolated between the nearest covered ones, the ends being the airports themselves.
import { EARTH_MEAN_RADIUS_M } from '@skytrace/contracts';

const RAD = Math.PI / 180;
const R_KM = EARTH_MEAN_RADIUS_M / 1000;

export interface LatLon {
  lat: number;
  lon: number;
}

/** Fractions 0, 1/STEPS, …, 1 of the great circle. */
export const CORRIDOR_STEPS = 40;
/** A flight whose median distance from the consensus exceeds this is an outlier, km. */
const OUTLIER_KM = 60;
/** Only points at least this far off the ground count (cruise and en-route, not taxiing). */
const MIN_AIRBORNE_FT = 3_000;

export interface Corridor {
  /** Centreline from `from` to `to`, [lon, lat] rounded to 1e-4°. */
  points: [number, number][];
  /** Twice the median over fractions of the 80th-percentile distance from the centreline, km. */
  widthKm: number;
  /** Flights the centreline was built from (outliers and flights with no usable points out). */
  used: number;
  outliers: number;
}

function bearing(a: LatLon, b: LatLon): number {
  const φ1 = a.lat * RAD;
  const φ2 = b.lat * RAD;
  const Δλ = (b.lon - a.lon) * RAD;
  return Math.atan2(
    Math.sin(Δλ) * Math.cos(φ2),
    Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ),
  );
}

/** Angular distance, radians. */
function angle(a: LatLon, b: LatLon): number {
  const h =
    Math.sin(((b.lat - a.lat) * RAD) / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(((b.lon - a.lon) * RAD) / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `distance` radians from `start` on `course` (radians). */
function destination(start: LatLon, course: number, distance: number): LatLon {
  const φ1 = start.lat * RAD;
  const λ1 = start.lon * RAD;
  const φ2 = Math.asin(
    Math.sin(φ1) * Math.cos(distance) + Math.cos(φ1) * Math.sin(distance) * Math.cos(course),
  );
  const λ2 =
    λ1 +
    Math.atan2(
      Math.sin(course) * Math.sin(distance) * Math.cos(φ1),
      Math.cos(distance) - Math.sin(φ1) * Math.sin(φ2),
    );
  return { lat: φ2 / RAD, lon: ((((λ2 / RAD + 540) % 360) + 360) % 360) - 180 };
}

/** Where `p` lies against the great circle a→b: fraction along it and km to its right. */
export function placeOnRoute(
  a: LatLon,
  b: LatLon,
  p: LatLon,
): { fraction: number; offsetKm: number } {
  const total = angle(a, b);
  const δ13 = angle(a, p);
  const θ = bearing(a, p) - bearing(a, b);
  const cross = Math.asin(Math.sin(δ13) * Math.sin(θ));
  const along = Math.acos(Math.max(-1, Math.min(1, Math.cos(δ13) / Math.cos(cross))));
  const signedAlong = Math.cos(θ) < 0 ? -along : along;
  return { fraction: total === 0 ? 0 : signedAlong / total, offsetKm: cross * R_KM };
}

/** The point at `fraction` of the great circle a→b, moved `offsetKm` to its right. */
export function pointOnRoute(a: LatLon, b: LatLon, fraction: number, offsetKm: number): LatLon {
  const total = angle(a, b);
  const onCircle = destination(a, bearing(a, b), total * fraction);
  if (offsetKm === 0) return onCircle;
  // The course of the great circle at that point (at b: the reverse of b's course to a).
  const course = fraction < 1 ? bearing(onCircle, b) : bearing(b, a) + Math.PI;
  const right = course + Math.PI / 2;
  return destination(onCircle, right, offsetKm / R_KM);
}

const median = (values: number[]): number => quantile(values, 0.5);

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (position - low);
}

/**
 * One flight's offset (km) at each fraction its points cover, by linear interpolation between
 * consecutive points; null where it has no points (outside coverage) or is not airborne.
 */
export function flightProfile(
  a: LatLon,
  b: LatLon,
  points: readonly (LatLon & { altitude: number | null; onGround: boolean })[],
): (number | null)[] {
  const placed = points
    .filter((p) => !p.onGround && (p.altitude ?? 0) >= MIN_AIRBORNE_FT)
    .map((p) => placeOnRoute(a, b, p))
    .filter((p) => p.fraction >= 0 && p.fraction <= 1);
  const profile: (number | null)[] = new Array<number | null>(CORRIDOR_STEPS + 1).fill(null);
  // A gap of more than two steps between consecutive points is missing data, not a straight line.
  const maxGap = 2 / CORRIDOR_STEPS;
  for (let i = 1; i < placed.length; i++) {
    const p = placed[i - 1];
    const q = placed[i];
    if (!p || !q) continue;
    const lo = Math.min(p.fraction, q.fraction);
    const hi = Math.max(p.fraction, q.fraction);
    if (hi - lo > maxGap) continue;
    for (let s = Math.ceil(lo * CORRIDOR_STEPS); s <= Math.floor(hi * CORRIDOR_STEPS); s++) {
      const f = s / CORRIDOR_STEPS;
      const t = hi === lo ? 0 : (f - p.fraction) / (q.fraction - p.fraction);
      profile[s] = p.offsetKm + (q.offsetKm - p.offsetKm) * t;
    }
  }
  return profile;
}

function consensus(profiles: readonly (number | null)[][]): (number | null)[] {
  const line: (number | null)[] = [];
  for (let s = 0; s <= CORRIDOR_STEPS; s++) {
    const values = profiles
      .map((p) => p[s])
      .filter((v): v is number => v !== null && v !== undefined);
    line.push(values.length > 0 ? median(values) : null);
  }
  return line;
}

/** Known offsets kept; unknown ones interpolated between neighbours, the airports at 0 km. */
function fill(line: (number | null)[]): number[] {
  const known = line.map((v, s) => (s === 0 || s === CORRIDOR_STEPS ? 0 : v));
  return known.map((v, s) => {
    if (v !== null) return v;
    let before = s - 1;
    while (known[before] === null) before--;
    let after = s + 1;
    while (known[after] === null) after++;
    // The ends are 0, never null: the walks stop at them.
    const lo = known[before] ?? 0;
    const hi = known[after] ?? 0;
    return lo + ((hi - lo) * (s - before)) / (after - before);
  });
}

/** The corridor of the given flights between a and b; undefined when none had usable points. */
export function buildCorridor(
  a: LatLon,
  b: LatLon,
  flights: readonly (readonly (LatLon & { altitude: number | null; onGround: boolean })[])[],
): Corridor | undefined {
  const profiles = flights
    .map((points) => flightProfile(a, b, points))
    .filter((profile) => profile.some((v) => v !== null));
  if (profiles.length === 0) return undefined;
  const first = consensus(profiles);
  const kept = profiles.filter((profile) => {
    const distances = profile.flatMap((v, s) => {
      const c = first[s];
      return v === null || c === null || c === undefined ? [] : [Math.abs(v - c)];
    });
    return median(distances) <= OUTLIER_KM;
  });
  const used = kept.length > 0 ? kept : profiles;
  const line = consensus(used);
  const spreads: number[] = [];
  for (let s = 0; s <= CORRIDOR_STEPS; s++) {
    const c = line[s];
    if (c === null || c === undefined) continue;
    const off = used.flatMap((p) => {
      const v = p[s];
      return v === null || v === undefined ? [] : [Math.abs(v - c)];
    });
    if (off.length > 0) spreads.push(quantile(off, 0.8));
  }
  const filled = fill(line);
  return {
    points: filled.map((offset, s) => {
      const p = pointOnRoute(a, b, s / CORRIDOR_STEPS, offset);
      return [Math.round(p.lon * 1e4) / 1e4, Math.round(p.lat * 1e4) / 1e4];
    }),
    widthKm: Math.round(2 * (spreads.length > 0 ? median(spreads) : 0) * 10) / 10,
    used: used.length,
    outliers: profiles.length - used.length,
  };
}
