// The runway in use, told from where recent flights lifted off and landed: a take-off leaves the
// ground past the runway's middle, so it used the end farther from the lift-off point; the
// landing point is taken 30 s after touchdown, still in the first half, so the landing used the
// nearer end. The end used most over the last hour wins.
import { distanceMetres } from '@skytrace/contracts';
import type { RunwayRow } from '../reference/runway.sources';

/** Movements older than this do not tell today's runway, seconds. */
export const RUNWAY_LOOKBACK_SECONDS = 3600;
/** A point farther than this from every runway is not on this airport's runways, m. */
const ON_RUNWAY_METRES = 1500;

interface End {
  ident: string;
  lat: number;
  lon: number;
}

function endsOf(runway: RunwayRow): [End, End] | undefined {
  const { leIdent, leLat, leLon, heIdent, heLat, heLon } = runway;
  if (runway.closed || !leIdent || !heIdent) return undefined;
  if (leLat === null || leLon === null || heLat === null || heLon === null) return undefined;
  return [
    { ident: leIdent, lat: leLat, lon: leLon },
    { ident: heIdent, lat: heLat, lon: heLon },
  ];
}

/** The runway end a movement at `point` used, or undefined when it is on no runway. */
export function runwayEndOf(
  runways: readonly RunwayRow[],
  point: { lat: number; lon: number },
  kind: 'takeOff' | 'landing',
): string | undefined {
  let best: { ident: string; offset: number } | undefined;
  for (const runway of runways) {
    const ends = endsOf(runway);
    if (!ends) continue;
    const [a, b] = ends;
    const toA = distanceMetres(point.lat, point.lon, a.lat, a.lon);
    const toB = distanceMetres(point.lat, point.lon, b.lat, b.lon);
    const length = distanceMetres(a.lat, a.lon, b.lat, b.lon);
    // How far off the runway's line the point lies (0 on it): the triangle's excess length.
    const offset = toA + toB - length;
    if (offset > ON_RUNWAY_METRES || (best && best.offset <= offset)) continue;
    const nearer = toA <= toB ? a : b;
    const farther = nearer === a ? b : a;
    best = { ident: (kind === 'takeOff' ? farther : nearer).ident, offset };
  }
  return best?.ident;
}

/** The end used most by `points`, or null when none lies on a runway. */
export function runwayInUse(
  runways: readonly RunwayRow[],
  points: readonly { lat: number; lon: number }[],
  kind: 'takeOff' | 'landing',
): string | null {
  const counts = new Map<string, number>();
  for (const point of points) {
    const ident = runwayEndOf(runways, point, kind);
    if (ident) counts.set(ident, (counts.get(ident) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [ident, count] of counts) if (count > bestCount) [best, bestCount] = [ident, count];
  return best;
}
