// Receivers' measured polar outlines of one day and height (the farthest position per 10°
// bearing sector, coverage_outline), as the landing detail, the index map's range and the
// air-route coverage read them. A height selects its band and every band above it (§9: "1000"
// means 1000 m and up), so a sector's range is the maximum over those bands.
import { sql } from 'drizzle-orm';
import { destinationPoint } from '@skytrace/contracts';
import { queryRows } from '../coverage/query-rows';
import { SECTOR_COUNT, SECTOR_DEGREES, bandOfHeight } from '../coverage/coverage.grid';
import type { Db } from '../db/db';
import type { ReceiverOutline } from './siting';

/** Public receivers with a position and an outline on `day` at `height` m and up. */
export async function readDayOutlines(
  db: Db,
  day: string,
  height: number,
): Promise<ReceiverOutline[]> {
  const band = bandOfHeight(height) ?? 0;
  const rows = await queryRows(
    db,
    sql`select o.dev_id, o.sector, max(o.range_km) as km, d.alias,
        coalesce(d.lat, d.estimated_lat) as lat, coalesce(d.lon, d.estimated_lon) as lon
      from coverage_outline o join devices d on d.dev_id = o.dev_id
      where o.day = ${day}::date and o.band >= ${band}
        and (d.owner_user_id is not null or d.operator_owned)
        and coalesce(d.lat, d.estimated_lat) is not null
      group by o.dev_id, o.sector, d.alias, d.lat, d.estimated_lat, d.lon, d.estimated_lon
      order by o.dev_id`,
  );
  const byDevice = new Map<number, ReceiverOutline>();
  for (const row of rows) {
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
  return [...byDevice.values()];
}

/**
 * The outline as a closed GeoJSON ring ([lon, lat]): each sector an arc at its range, three
 * points per sector, so the ring is what `insideOutline` tests (sector by sector), not a
 * smoothed guess.
 */
export function outlineRing(outline: ReceiverOutline): [number, number][] {
  const ring: [number, number][] = [];
  const out: [number, number] = [0, 0];
  for (let sector = 0; sector < SECTOR_COUNT; sector++) {
    const km = outline.sectors[sector] ?? 0;
    for (const step of [0, 0.5, 1]) {
      destinationPoint(outline.lat, outline.lon, (sector + step) * SECTOR_DEGREES, km * 1000, out);
      ring.push([Math.round(out[1] * 1e4) / 1e4, Math.round(out[0] * 1e4) / 1e4]);
    }
  }
  const first = ring[0];
  if (first) ring.push([first[0], first[1]]);
  return ring;
}
