// The siting advisor: what a receiver at a point would add to the community's coverage.
//
// - Reach: a line-of-sight radio horizon over a 4/3 Earth radius (standard refraction),
//   d = √(2·k·R·h_antenna) + √(2·k·R·h_aircraft); the modelled reach is the horizon for
//   aircraft at 3000 m (terminal-area and climbing traffic), capped at 450 km.
// - Existing coverage: each public receiver's measured polar outline (farthest position per
//   10° sector over the last 7 days, any height): a place is covered when it lies within some
//   receiver's outline in its bearing from that receiver.
// - New area: the 0.05° cells of the reach that no outline covers, in km².
// - New flights: recorded flights of the last 24 hours (traces) with a point the site would see
//   (within the horizon for that point's altitude) in a cell no outline covers.
import { sql } from 'drizzle-orm';
import { EARTH_MEAN_RADIUS_M, distanceMetres, type Siting } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { queryRows } from '../coverage/query-rows';
import {
  CELL_DEGREES,
  SECTOR_COUNT,
  bearingDegrees,
  latIndex,
  lonIndex,
  sectorOf,
} from '../coverage/coverage.grid';
import { findFlightsMeeting } from '../traces/recorded-flights.repo';
import { readFlightsPoints } from '../traces/recorded-points.repo';

const K_FACTOR = 4 / 3;
const LOW_AIRCRAFT_M = 3000;
const HIGH_AIRCRAFT_M = 10_000;
const MAX_REACH_KM = 450;
const OUTLINE_DAYS = 7;
const OUTLINE_CACHE_MS = 60_000;
const SAMPLE_FLIGHTS = 1_000;
const KM_PER_DEGREE = (Math.PI * EARTH_MEAN_RADIUS_M) / 180 / 1000;

/** Line-of-sight distance (km) between an antenna and an aircraft, heights in metres. */
export function radioHorizonKm(antennaM: number, aircraftM: number): number {
  const r = K_FACTOR * EARTH_MEAN_RADIUS_M;
  return (
    (Math.sqrt(2 * r * Math.max(0, antennaM)) + Math.sqrt(2 * r * Math.max(0, aircraftM))) / 1000
  );
}

export interface ReceiverOutline {
  devId: number;
  alias: string | null;
  lat: number;
  lon: number;
  /** km per 10° sector. */
  sectors: number[];
  maxKm: number;
}

/** True when (lat, lon) lies inside the receiver's measured outline. */
export function insideOutline(outline: ReceiverOutline, lat: number, lon: number): boolean {
  const km = distanceMetres(outline.lat, outline.lon, lat, lon) / 1000;
  if (km > outline.maxKm) return false;
  const sector = sectorOf(bearingDegrees(outline.lat, outline.lon, lat, lon));
  return km <= (outline.sectors[sector] ?? 0);
}

function cellAreaKm2(lat: number): number {
  const side = CELL_DEGREES * KM_PER_DEGREE;
  return side * side * Math.cos((lat * Math.PI) / 180);
}

export class SitingService {
  private cache: { at: number; outlines: ReceiverOutline[] } | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = () => Date.now() / 1000,
  ) {}

  /** Public receivers' outlines of the last 7 days (cached for a minute). */
  async outlines(): Promise<ReceiverOutline[]> {
    const at = performance.now();
    if (this.cache && at - this.cache.at < OUTLINE_CACHE_MS) return this.cache.outlines;
    const since = new Date((this.now() - OUTLINE_DAYS * 86_400) * 1000).toISOString().slice(0, 10);
    const result = await queryRows(
      this.db,
      sql`select o.dev_id, o.sector, max(o.range_km) as km,
        d.alias, coalesce(d.lat, d.estimated_lat) as lat, coalesce(d.lon, d.estimated_lon) as lon
      from coverage_outline o join devices d on d.dev_id = o.dev_id
      where o.day >= ${since}::date and (d.owner_user_id is not null or d.operator_owned)
        and coalesce(d.lat, d.estimated_lat) is not null
      group by o.dev_id, o.sector, d.alias, d.lat, d.estimated_lat, d.lon, d.estimated_lon`,
    );
    const byDevice = new Map<number, ReceiverOutline>();
    for (const row of result) {
      const devId = Number(row.dev_id);
      let outline = byDevice.get(devId);
      if (!outline) {
        outline = {
          devId,
          alias: (row.alias as string | null) ?? null,
          lat: Number(row.lat),
          lon: Number(row.lon),
          sectors: new Array<number>(SECTOR_COUNT).fill(0),
          maxKm: 0,
        };
        byDevice.set(devId, outline);
      }
      const km = Number(row.km);
      outline.sectors[Number(row.sector)] = km;
      if (km > outline.maxKm) outline.maxKm = km;
    }
    const outlines = [...byDevice.values()];
    this.cache = { at, outlines };
    return outlines;
  }

  /** Forgets the cached outlines (tests, after new data). */
  invalidate(): void {
    this.cache = undefined;
  }

  async advise(query: { lat: number; lon: number; antennaHeight: number }): Promise<Siting> {
    const started = performance.now();
    const { lat, lon, antennaHeight } = query;
    const low = radioHorizonKm(antennaHeight, LOW_AIRCRAFT_M);
    const high = radioHorizonKm(antennaHeight, HIGH_AIRCRAFT_M);
    const reach = Math.min(MAX_REACH_KM, low);
    const near = (await this.outlines()).filter(
      (o) => distanceMetres(lat, lon, o.lat, o.lon) / 1000 <= reach + o.maxKm,
    );
    // Cells of the reach: covered or not, and by whom.
    const dLat = reach / KM_PER_DEGREE;
    const dLon = dLat / Math.max(0.05, Math.cos((lat * Math.PI) / 180));
    const uncovered = new Set<number>();
    const overlap = new Map<number, number>();
    let reachArea = 0;
    let newArea = 0;
    const lat0 = latIndex(lat - dLat);
    const lat1 = latIndex(lat + dLat);
    const lon0 = lonIndex(lon - dLon);
    const lon1 = lonIndex(lon + dLon);
    for (let i = lat0; i <= lat1; i++) {
      const cLat = (i + 0.5) * CELL_DEGREES - 90;
      const area = cellAreaKm2(cLat);
      for (let j = lon0; j <= lon1; j++) {
        const cLon = (j + 0.5) * CELL_DEGREES - 180;
        if (distanceMetres(lat, lon, cLat, cLon) / 1000 > reach) continue;
        reachArea += area;
        let covered = false;
        for (const outline of near) {
          if (!insideOutline(outline, cLat, cLon)) continue;
          covered = true;
          overlap.set(outline.devId, (overlap.get(outline.devId) ?? 0) + area);
        }
        if (!covered) {
          newArea += area;
          uncovered.add(i * 10_000 + j);
        }
      }
    }
    const flights = await this.flightsThrough(lat, lon, antennaHeight, dLat, dLon, uncovered);
    return {
      lat,
      lon,
      antennaHeight,
      horizonKm: { low: Math.round(low), high: Math.round(high) },
      newAreaKm2: Math.round(newArea),
      reachAreaKm2: Math.round(reachArea),
      newFlightsPerDay: flights.fresh,
      flightsPerDay: flights.all,
      sampleDays: 1,
      overlaps: near
        .filter((o) => (overlap.get(o.devId) ?? 0) > 0)
        .map((o) => ({
          devId: o.devId,
          alias: o.alias,
          distanceKm: Math.round(distanceMetres(lat, lon, o.lat, o.lon) / 100) / 10,
          overlapKm2: Math.round(overlap.get(o.devId) ?? 0),
        }))
        .sort((a, b) => b.overlapKm2 - a.overlapKm2)
        .slice(0, 20),
      tookMs: Math.round(performance.now() - started),
    };
  }

  /** Recorded flights of the last 24 h the site would see, and those seen in uncovered cells. */
  private async flightsThrough(
    lat: number,
    lon: number,
    antennaHeight: number,
    dLat: number,
    dLon: number,
    uncovered: ReadonlySet<number>,
  ): Promise<{ all: number; fresh: number }> {
    const to = this.now() * 1000;
    const from = to - 86_400_000;
    const box = { minLat: lat - dLat, maxLat: lat + dLat, minLon: lon - dLon, maxLon: lon + dLon };
    const found = await findFlightsMeeting(this.db, [box], from, to, SAMPLE_FLIGHTS);
    const points = await readFlightsPoints(
      this.db,
      found.map((f) => f.id),
      from,
      to,
    );
    const antennaKm = radioHorizonKm(antennaHeight, 0);
    let all = 0;
    let fresh = 0;
    for (const track of points.values()) {
      let seen = false;
      let seenNew = false;
      for (const point of track) {
        const altitudeM = (point.altitude ?? 0) * 0.3048;
        const horizon = Math.min(MAX_REACH_KM, radioHorizonKm(antennaHeight, altitudeM));
        if (horizon <= antennaKm) continue;
        if (distanceMetres(lat, lon, point.lat, point.lon) / 1000 > horizon) continue;
        seen = true;
        if (uncovered.has(latIndex(point.lat) * 10_000 + lonIndex(point.lon))) {
          seenNew = true;
          break;
        }
      }
      if (seen) all++;
      if (seenNew) fresh++;
    }
    return { all, fresh };
  }
}
