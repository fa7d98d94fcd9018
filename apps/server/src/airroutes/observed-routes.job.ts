// The `observed routes` job: for each airport pair with enough recorded flights in the last
// WINDOW_DAYS, the corridor those flights flew (corridor.ts), stored in `observed_routes`. The
// table is replaced in one transaction, so readers see the previous run or this one.
import { sql } from 'drizzle-orm';
import type { RouteSet } from '@skytrace/contracts';
import { queryRows } from '../coverage/query-rows';
import type { Db } from '../db/db';
import { readFlightsPoints } from '../traces/recorded-points.repo';
import { observedRoutes } from './airroutes.schema';
import { buildCorridor, type LatLon } from './corridor';

export const WINDOW_DAYS = 7;
/** A pair needs this many recorded flights in the window to become a route. */
export const MIN_FLIGHTS = 3;
/** The most recent flights of a pair the corridor is built from (bounds memory and time). */
const FLIGHTS_PER_PAIR = 40;
const DAY_MS = 86_400_000;

/** ASEAN member states (ISO 3166-1 alpha-2). */
export const ASEAN = new Set(['BN', 'KH', 'ID', 'LA', 'MY', 'MM', 'PH', 'SG', 'TH', 'VN']);

/** Domestic: both ends in mainland China; sea: one end or both in ASEAN; else not a set of ours. */
export function routeSetOf(countryA: string, countryB: string): RouteSet | undefined {
  if (countryA === 'CN' && countryB === 'CN') return 'domestic';
  if (ASEAN.has(countryA) || ASEAN.has(countryB)) return 'sea';
  return undefined;
}

interface Pair {
  a: string;
  b: string;
  aPos: LatLon;
  bPos: LatLon;
  set: RouteSet;
  flights: number;
  /** Its most recent flights (either direction: a track is placed on a→b whatever its way). */
  ids: number[];
}

async function readPairs(db: Db, from: Date): Promise<Pair[]> {
  const rows = await queryRows(
    db,
    sql`with recent as (
        select id, origin, destination, first_seen,
          least(origin, destination) as a, greatest(origin, destination) as b
        from flights
        where first_seen >= ${from} and origin is not null and destination is not null
          and origin <> destination),
      counted as (
        select a, b, count(*)::integer as n,
          (array_agg(id order by first_seen desc))[1:${FLIGHTS_PER_PAIR}] as ids
        from recent group by a, b having count(*) >= ${MIN_FLIGHTS})
      select c.a, c.b, c.n, c.ids, x.country as a_country, x.lat as a_lat,
        x.lon as a_lon, y.country as b_country, y.lat as b_lat, y.lon as b_lon
      from counted c join airports x on x.icao = c.a join airports y on y.icao = c.b
      order by c.n desc, c.a, c.b`,
  );
  const pairs: Pair[] = [];
  for (const row of rows) {
    const set = routeSetOf(String(row.a_country), String(row.b_country));
    if (!set) continue;
    pairs.push({
      a: String(row.a),
      b: String(row.b),
      aPos: { lat: Number(row.a_lat), lon: Number(row.a_lon) },
      bPos: { lat: Number(row.b_lat), lon: Number(row.b_lon) },
      set,
      flights: Number(row.n),
      ids: (row.ids as (number | string)[]).map(Number),
    });
  }
  return pairs;
}

export interface ObservedRoutesRun {
  routes: number;
  pairs: number;
  outliers: number;
  ms: number;
}

/** Rebuilds every observed route from the flights of the WINDOW_DAYS before `nowMs`. */
export async function computeObservedRoutes(db: Db, nowMs: number): Promise<ObservedRoutesRun> {
  const started = performance.now();
  const from = nowMs - WINDOW_DAYS * DAY_MS;
  const pairs = await readPairs(db, new Date(from));
  const computedAt = new Date(nowMs);
  const rows: (typeof observedRoutes.$inferInsert)[] = [];
  let outliers = 0;
  for (const pair of pairs) {
    // One pair's points at a time: at most FLIGHTS_PER_PAIR flights held in memory.
    const points = await readFlightsPoints(db, pair.ids, from - DAY_MS, nowMs + DAY_MS);
    const tracks = pair.ids.map((id) => points.get(id) ?? []);
    const corridor = buildCorridor(pair.aPos, pair.bPos, tracks);
    if (!corridor) continue;
    outliers += corridor.outliers;
    rows.push({
      routeSet: pair.set,
      fromIcao: pair.a,
      toIcao: pair.b,
      flights: pair.flights,
      windowDays: WINDOW_DAYS,
      widthKm: corridor.widthKm,
      points: corridor.points,
      computedAt,
    });
  }
  await db.transaction(async (tx) => {
    await tx.delete(observedRoutes);
    for (let i = 0; i < rows.length; i += 200)
      await tx.insert(observedRoutes).values(rows.slice(i, i + 200));
  });
  return {
    routes: rows.length,
    pairs: pairs.length,
    outliers,
    ms: Math.round(performance.now() - started),
  };
}
