// `/adsb/adsb/airway` (spec §7): how much of the air routes the receivers cover. Routes data
// (airways, waypoints) arrives with issue 19; until then a route is the great circle between
// the two airports of each timetable pair (reference `schedules`, both directions as one pair),
// sampled every 10 km, and its coverage is the share of samples inside some public receiver's
// measured outline at cruise height (6000 m and up) on the day — where en-route traffic flies.
import { sql } from 'drizzle-orm';
import { AIRWAY_CRUISE_HEIGHT, EARTH_MEAN_RADIUS_M, type AirwayRow } from '@skytrace/contracts';
import { queryRows } from '../coverage/query-rows';
import type { Db } from '../db/db';
import { readDayOutlines } from './outlines';
import { insideOutline, type ReceiverOutline } from './siting';

const SAMPLE_KM = 10;
/** Every 5th sample (50 km) goes to the map. */
const PATH_EVERY = 5;
const CACHE_MS = 60_000;
const RAD = Math.PI / 180;
const KM_PER_DEGREE = (Math.PI * EARTH_MEAN_RADIUS_M) / 180 / 1000;

export type AirwayResult = AirwayRow & { path: [number, number, boolean][] };

interface RouteEnd {
  icao: string;
  iata: string | null;
  name: string;
  nameZh: string | null;
  lat: number;
  lon: number;
}

/** Great-circle distance, km (haversine: routes are long, the flat formula is not enough). */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lon2 - lon1) * RAD) / 2) ** 2;
  return (2 * EARTH_MEAN_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)))) / 1000;
}

/** Points (lat, lon) along the great circle every ~10 km, both ends included. */
export function greatCircleSamples(from: RouteEnd, to: RouteEnd): [number, number][] {
  const km = greatCircleKm(from.lat, from.lon, to.lat, to.lon);
  const steps = Math.max(1, Math.ceil(km / SAMPLE_KM));
  const δ = km / (EARTH_MEAN_RADIUS_M / 1000);
  const φ1 = from.lat * RAD;
  const λ1 = from.lon * RAD;
  const φ2 = to.lat * RAD;
  const λ2 = to.lon * RAD;
  const points: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const f = i / steps;
    if (δ === 0) {
      points.push([from.lat, from.lon]);
      continue;
    }
    const a = Math.sin((1 - f) * δ) / Math.sin(δ);
    const b = Math.sin(f * δ) / Math.sin(δ);
    const x = a * Math.cos(φ1) * Math.cos(λ1) + b * Math.cos(φ2) * Math.cos(λ2);
    const y = a * Math.cos(φ1) * Math.sin(λ1) + b * Math.cos(φ2) * Math.sin(λ2);
    const z = a * Math.sin(φ1) + b * Math.sin(φ2);
    points.push([Math.atan2(z, Math.hypot(x, y)) / RAD, Math.atan2(y, x) / RAD]);
  }
  return points;
}

/** Outlines bucketed by the 1° cells their reach touches, so a sample tests only its neighbours. */
export class OutlineIndex {
  private readonly cells = new Map<number, ReceiverOutline[]>();

  constructor(outlines: readonly ReceiverOutline[]) {
    for (const outline of outlines) {
      if (outline.maxKm <= 0) continue;
      const dLat = outline.maxKm / KM_PER_DEGREE;
      const dLon = dLat / Math.max(0.05, Math.cos(outline.lat * RAD));
      for (let i = Math.floor(outline.lat - dLat); i <= Math.floor(outline.lat + dLat); i++)
        for (let j = Math.floor(outline.lon - dLon); j <= Math.floor(outline.lon + dLon); j++) {
          const key = OutlineIndex.key(i, j);
          const list = this.cells.get(key);
          if (list) list.push(outline);
          else this.cells.set(key, [outline]);
        }
    }
  }

  private static key(latDeg: number, lonDeg: number): number {
    return (latDeg + 90) * 1000 + (lonDeg + 360);
  }

  covers(lat: number, lon: number): boolean {
    const near = this.cells.get(OutlineIndex.key(Math.floor(lat), Math.floor(lon)));
    return near?.some((outline) => insideOutline(outline, lat, lon)) ?? false;
  }
}

async function readRoutes(db: Db, day: string) {
  const rows = await queryRows(
    db,
    sql`with pairs as (
        select least(origin_icao, destination_icao) as a, greatest(origin_icao, destination_icao) as b,
          sum(length(replace(days_of_week::integer::bit(7)::text, '0', ''))) as weekly
        from schedules
        where origin_icao <> destination_icao
          and (valid_from is null or valid_from <= ${day}::date)
          and (valid_to is null or valid_to >= ${day}::date)
        group by 1, 2)
      select p.weekly, x.icao as a_icao, x.iata as a_iata, x.name_en as a_name,
        x.name_zh as a_name_zh, x.lat as a_lat, x.lon as a_lon,
        y.icao as b_icao, y.iata as b_iata, y.name_en as b_name, y.name_zh as b_name_zh,
        y.lat as b_lat, y.lon as b_lon
      from pairs p join airports x on x.icao = p.a join airports y on y.icao = p.b
      order by p.weekly desc, p.a, p.b`,
  );
  const end = (row: Record<string, unknown>, side: 'a' | 'b'): RouteEnd => ({
    icao: String(row[`${side}_icao`]),
    iata: (row[`${side}_iata`] as string | null) ?? null,
    name: String(row[`${side}_name`]),
    nameZh: (row[`${side}_name_zh`] as string | null) ?? null,
    lat: Number(row[`${side}_lat`]),
    lon: Number(row[`${side}_lon`]),
  });
  return rows.map((row) => ({
    from: end(row, 'a'),
    to: end(row, 'b'),
    flightsPerWeek: Number(row.weekly),
  }));
}

const presentEnd = ({ icao, iata, name, nameZh }: RouteEnd) => ({ icao, iata, name, nameZh });

/** Every timetable route's coverage on `day`, busiest first. */
export async function computeAirways(db: Db, day: string): Promise<AirwayResult[]> {
  const [routes, outlines] = await Promise.all([
    readRoutes(db, day),
    readDayOutlines(db, day, AIRWAY_CRUISE_HEIGHT),
  ]);
  const index = new OutlineIndex(outlines);
  return routes.map((route) => {
    const samples = greatCircleSamples(route.from, route.to);
    let covered = 0;
    const path: [number, number, boolean][] = [];
    samples.forEach(([lat, lon], i) => {
      const inside = index.covers(lat, lon);
      if (inside) covered++;
      if (i % PATH_EVERY === 0 || i === samples.length - 1)
        path.push([Math.round(lon * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4, inside]);
    });
    return {
      from: presentEnd(route.from),
      to: presentEnd(route.to),
      distanceKm: Math.round(
        greatCircleKm(route.from.lat, route.from.lon, route.to.lat, route.to.lon),
      ),
      samples: samples.length,
      covered,
      rate: Math.round((covered / samples.length) * 1000) / 1000,
      flightsPerWeek: route.flightsPerWeek,
      path,
    };
  });
}

/** The day's routes, computed once a minute per day (the page and its export ask again). */
export class AirwayService {
  private readonly cache = new Map<string, { at: number; rows: Promise<AirwayResult[]> }>();

  constructor(private readonly db: Db) {}

  routes(day: string, search?: string): Promise<AirwayResult[]> {
    const now = performance.now();
    let hit = this.cache.get(day);
    if (!hit || now - hit.at >= CACHE_MS) {
      for (const [key, entry] of this.cache) if (now - entry.at >= CACHE_MS) this.cache.delete(key);
      const rows = computeAirways(this.db, day);
      hit = { at: now, rows };
      this.cache.set(day, hit);
      rows.catch(() => this.cache.delete(day));
    }
    if (!search) return hit.rows;
    const matches = (end: AirwayRow['from']) => end.icao === search || end.iata === search;
    return hit.rows.then((rows) => rows.filter((row) => matches(row.from) || matches(row.to)));
  }
}
