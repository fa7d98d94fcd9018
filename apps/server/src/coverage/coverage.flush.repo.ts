// Writes the coverage part of the device statistics flush, inside its transaction: cells and
// counters are added, outline sectors keep the farthest. Rows travel as one JSON parameter per
// statement (as the per-day aircraft do): building a 5,000-row Drizzle insert costs far more of
// the event loop than a JSON text.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import type { CoverageFlush } from './coverage.accumulator';
import { SECTOR_COUNT, decodeCellKey } from './coverage.grid';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows per statement. */
const ROWS_PER_STATEMENT = 2_000;

export async function writeCoverage(
  tx: Tx,
  entries: readonly { devId: number; flush: CoverageFlush }[],
  pause: () => Promise<void>,
): Promise<void> {
  const cells: [number, string, number, number, number, number][] = [];
  const outline: [number, string, number, number, number][] = [];
  const days: [number, string, number, number, number][] = [];
  for (const { devId, flush } of entries) {
    for (let i = 0; i < flush.cells.length; i += 2) {
      const { band, latIdx, lonIdx } = decodeCellKey(flush.cells[i] ?? 0);
      cells.push([devId, flush.day, band, latIdx, lonIdx, flush.cells[i + 1] ?? 0]);
    }
    for (let i = 0; i < flush.outline.length; i += 2) {
      const slot = flush.outline[i] ?? 0;
      const band = Math.floor(slot / SECTOR_COUNT);
      outline.push([devId, flush.day, band, slot - band * SECTOR_COUNT, flush.outline[i + 1] ?? 0]);
    }
    days.push([devId, flush.day, flush.positions, flush.uniquePositions, flush.droppedPositions]);
  }
  for (let start = 0; start < cells.length; start += ROWS_PER_STATEMENT) {
    await pause();
    const json = JSON.stringify(cells.slice(start, start + ROWS_PER_STATEMENT));
    await tx.execute(sql`insert into coverage_cells (dev_id, day, band, lat_idx, lon_idx, positions)
      select (r->>0)::integer, (r->>1)::date, (r->>2)::smallint, (r->>3)::integer, (r->>4)::integer, (r->>5)::integer
      from json_array_elements(${json}::json) as r
      on conflict (dev_id, day, band, lat_idx, lon_idx) do update set
        positions = coverage_cells.positions + excluded.positions`);
  }
  for (let start = 0; start < outline.length; start += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(outline.slice(start, start + ROWS_PER_STATEMENT));
    await tx.execute(sql`insert into coverage_outline (dev_id, day, band, sector, range_km)
      select (r->>0)::integer, (r->>1)::date, (r->>2)::smallint, (r->>3)::smallint, (r->>4)::real
      from json_array_elements(${json}::json) as r
      on conflict (dev_id, day, band, sector) do update set
        range_km = greatest(coverage_outline.range_km, excluded.range_km)`);
  }
  if (days.length > 0) {
    const json = JSON.stringify(days);
    await tx.execute(sql`insert into coverage_days (dev_id, day, positions, unique_positions, dropped_positions)
      select (r->>0)::integer, (r->>1)::date, (r->>2)::bigint, (r->>3)::bigint, (r->>4)::integer
      from json_array_elements(${json}::json) as r
      on conflict (dev_id, day) do update set
        positions = coverage_days.positions + excluded.positions,
        unique_positions = coverage_days.unique_positions + excluded.unique_positions,
        dropped_positions = coverage_days.dropped_positions + excluded.dropped_positions`);
  }
}
