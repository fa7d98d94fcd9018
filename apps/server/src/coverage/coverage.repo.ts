// Reads of the coverage tables: a device's cells for a day from a height band up (the heat
// map), its polar outline, and its daily counters.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { SECTOR_COUNT, cellCentre } from './coverage.grid';
import { coverageCells, coverageDays, coverageOutline } from './coverage.schema';

export interface CoveragePoint {
  lat: number;
  lon: number;
  /** The lowest band's lower bound heard in this cell, metres. */
  height: number;
  positions: number;
}

const BAND_FLOOR_M = [0, 1000, 3000, 6000];

/** Cells `devId` heard on `day` in bands `band` and above, positions summed over those bands. */
export async function readCoveragePoints(
  db: Db,
  devId: number,
  day: string,
  band: number,
): Promise<CoveragePoint[]> {
  const rows = await db
    .select({
      latIdx: coverageCells.latIdx,
      lonIdx: coverageCells.lonIdx,
      band: sql<string | number>`min(${coverageCells.band})`,
      positions: sql<string | number>`sum(${coverageCells.positions})`,
    })
    .from(coverageCells)
    .where(
      and(
        eq(coverageCells.devId, devId),
        eq(coverageCells.day, day),
        gte(coverageCells.band, band),
      ),
    )
    .groupBy(coverageCells.latIdx, coverageCells.lonIdx);
  return rows.map((row) => ({
    ...cellCentre(row.latIdx, row.lonIdx),
    height: BAND_FLOOR_M[Number(row.band)] ?? 0,
    positions: Number(row.positions),
  }));
}

/** Farthest km per 10° sector (index 0 = 0–10° from north) on `day`, bands `band` and above. */
export async function readOutline(
  db: Db,
  devId: number,
  day: string,
  band: number,
): Promise<number[]> {
  const rows = await db
    .select({
      sector: coverageOutline.sector,
      km: sql<string | number>`max(${coverageOutline.rangeKm})`,
    })
    .from(coverageOutline)
    .where(
      and(
        eq(coverageOutline.devId, devId),
        eq(coverageOutline.day, day),
        gte(coverageOutline.band, band),
      ),
    )
    .groupBy(coverageOutline.sector);
  const outline = new Array<number>(SECTOR_COUNT).fill(0);
  for (const row of rows) outline[row.sector] = Math.round(Number(row.km) * 10) / 10;
  return outline;
}

export interface CoverageDayRow {
  day: string;
  positions: number;
  uniquePositions: number;
  droppedPositions: number;
  cells: number;
  uniqueCells: number;
  settled: boolean;
}

/** A device's coverage counters of one day, or undefined when it heard nothing that day. */
export async function readCoverageDay(
  db: Db,
  devId: number,
  day: string,
): Promise<CoverageDayRow | undefined> {
  const [row] = await db
    .select()
    .from(coverageDays)
    .where(and(eq(coverageDays.devId, devId), eq(coverageDays.day, day)));
  if (!row) return undefined;
  return {
    day: row.day,
    positions: row.positions,
    uniquePositions: row.uniquePositions,
    droppedPositions: row.droppedPositions,
    cells: row.cells,
    uniqueCells: row.uniqueCells,
    settled: row.settled,
  };
}

/**
 * Counts, per device and day from `sinceDay` to `today`, its distinct cells (any band) and the
 * cells no other device heard that day; a day before `today` is then settled (never counted
 * again), today is counted afresh at every run. Runs in the ranking job, one day per statement.
 */
export async function settleCoverageDays(db: Db, today: string, sinceDay: string): Promise<number> {
  const open = await db
    .selectDistinct({ day: coverageDays.day })
    .from(coverageDays)
    .where(sql`${coverageDays.settled} = false and ${coverageDays.day} <= ${today} and ${coverageDays.day} >= ${sinceDay}`);
  for (const { day } of open) {
    await db.execute(sql`with cells as (
        select distinct dev_id, lat_idx, lon_idx from coverage_cells where day = ${day}
      ), owners as (
        select lat_idx, lon_idx, count(*) as devices from cells group by lat_idx, lon_idx
      ), per_device as (
        select c.dev_id, count(*)::integer as cells,
          (count(*) filter (where o.devices = 1))::integer as unique_cells
        from cells c join owners o using (lat_idx, lon_idx)
        group by c.dev_id
      )
      update coverage_days d set cells = coalesce(p.cells, 0),
        unique_cells = coalesce(p.unique_cells, 0), settled = d.day < ${today}::date
      from coverage_days d2 left join per_device p on p.dev_id = d2.dev_id
      where d.dev_id = d2.dev_id and d.day = d2.day and d.day = ${day}`);
  }
  return open.length;
}

/** Days of cells and outlines kept (the detail page's date picker, the airport ranking's 30). */
export const COVERAGE_KEEP_DAYS = 60;
/** Rows deleted per call: a run every 10 minutes keeps up with 14 million rows a day. */
const DELETE_BATCH = 100_000;

/**
 * Deletes up to a batch of cells and outlines of days before `beforeDay` (one statement each, so
 * PGlite is never held for long); answers the rows deleted.
 */
export async function pruneCoverage(db: Db, beforeDay: string): Promise<number> {
  let deleted = 0;
  for (const table of ['coverage_cells', 'coverage_outline'] as const) {
    // PGlite answers affectedRows, node-postgres rowCount; the Db type leaves both unknown.
    const result: unknown = await db.execute(
      sql`delete from ${sql.identifier(table)} where ctid in (
        select ctid from ${sql.identifier(table)} where day < ${beforeDay}::date limit ${DELETE_BATCH})`,
    );
    const counts = result as { affectedRows?: number | null; rowCount?: number | null };
    deleted += counts.affectedRows ?? counts.rowCount ?? 0;
  }
  return deleted;
}
