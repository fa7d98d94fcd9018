// `/adsb/adsb/seaway` (spec §7, issue 17's last call): the airway page's coverage measure over
// the Southeast Asia observed routes. Each route's centreline is sampled every ~10 km and a
// sample is covered when it lies inside some public receiver's measured outline at cruise
// height (6000 m and up) that day, as in ranking/airway.ts.
import { AIRWAY_CRUISE_HEIGHT, type SeawayRow } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { greatCircleKm, OutlineIndex } from '../ranking/airway';
import { readDayOutlines } from '../ranking/outlines';
import { readObservedRoutes } from './observed-routes.repo';

const SAMPLE_KM = 10;
const PATH_EVERY = 5;
const CACHE_MS = 60_000;

/** Points (lat, lon) along a polyline of [lon, lat] every ~10 km, its vertices' ends included. */
export function polylineSamples(points: readonly [number, number][]): {
  samples: [number, number][];
  km: number;
} {
  const samples: [number, number][] = [];
  let km = 0;
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1];
    const to = points[i];
    if (!from || !to) continue;
    const [lon1, lat1] = from;
    const [lon2, lat2] = to;
    const length = greatCircleKm(lat1, lon1, lat2, lon2);
    km += length;
    // Segments are a fortieth of a route (< 150 km): straight in degrees is close enough.
    const steps = Math.max(1, Math.ceil(length / SAMPLE_KM));
    for (let s = i === 1 ? 0 : 1; s <= steps; s++)
      samples.push([lat1 + ((lat2 - lat1) * s) / steps, lon1 + ((lon2 - lon1) * s) / steps]);
  }
  return { samples, km };
}

export async function computeSeaways(db: Db, day: string): Promise<SeawayRow[]> {
  const [{ routes }, outlines] = await Promise.all([
    readObservedRoutes(db, 'sea'),
    readDayOutlines(db, day, AIRWAY_CRUISE_HEIGHT),
  ]);
  const index = new OutlineIndex(outlines);
  return routes.map((route) => {
    const { samples, km } = polylineSamples(route.points);
    let covered = 0;
    const path: [number, number, boolean][] = [];
    samples.forEach(([lat, lon], i) => {
      const inside = index.covers(lat, lon);
      if (inside) covered++;
      if (i % PATH_EVERY === 0 || i === samples.length - 1)
        path.push([Math.round(lon * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4, inside]);
    });
    const end = ({ icao, iata, name, nameZh }: typeof route.from) => ({ icao, iata, name, nameZh });
    return {
      from: end(route.from),
      to: end(route.to),
      distanceKm: Math.round(km),
      samples: samples.length,
      covered,
      rate: samples.length === 0 ? 0 : Math.round((covered / samples.length) * 1000) / 1000,
      flightsPerDay: route.flightsPerDay,
      path,
    };
  });
}

/** The day's seaways, computed once a minute per day (the page and its export ask again). */
export class SeawayService {
  private readonly cache = new Map<string, { at: number; rows: Promise<SeawayRow[]> }>();

  constructor(private readonly db: Db) {}

  routes(day: string, search?: string): Promise<SeawayRow[]> {
    const now = performance.now();
    let hit = this.cache.get(day);
    if (!hit || now - hit.at >= CACHE_MS) {
      for (const [key, entry] of this.cache) if (now - entry.at >= CACHE_MS) this.cache.delete(key);
      const rows = computeSeaways(this.db, day);
      hit = { at: now, rows };
      this.cache.set(day, hit);
      rows.catch(() => this.cache.delete(day));
    }
    if (!search) return hit.rows;
    const matches = (end: SeawayRow['from']) => end.icao === search || end.iata === search;
    return hit.rows.then((rows) => rows.filter((row) => matches(row.from) || matches(row.to)));
  }
}
