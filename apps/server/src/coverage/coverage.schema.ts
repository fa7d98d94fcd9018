import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
} from 'drizzle-orm/pg-core';

/**
 * Positions a device heard per UTC+8 day, height band and 0.05° cell (coverage.grid.ts). Rows
 * are added to, never overwritten, so flushes of several processes and restarts lose nothing.
 */
export const coverageCells = pgTable(
  'coverage_cells',
  {
    devId: integer('dev_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    band: smallint('band').notNull(),
    latIdx: integer('lat_idx').notNull(),
    lonIdx: integer('lon_idx').notNull(),
    positions: integer('positions').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.devId, table.day, table.band, table.latIdx, table.lonIdx] }),
    // Cells only one device heard on a day (the ranking's settlement) group by day and cell.
    index('coverage_cells_day_cell_idx').on(table.day, table.latIdx, table.lonIdx),
  ],
);

/** Farthest position per device, day, band and 10° bearing sector (the polar outline), km. */
export const coverageOutline = pgTable(
  'coverage_outline',
  {
    devId: integer('dev_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    band: smallint('band').notNull(),
    sector: smallint('sector').notNull(),
    rangeKm: real('range_km').notNull(),
  },
  (table) => [primaryKey({ columns: [table.devId, table.day, table.band, table.sector] })],
);

/**
 * Per device and day, the counters the ranking reads: positions, unique positions (seconds in
 * which this device alone supplied an aircraft's position), positions over the cell cap, and,
 * once the day is over and settled, its cells and the cells no other device heard.
 */
export const coverageDays = pgTable(
  'coverage_days',
  {
    devId: integer('dev_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    positions: bigint('positions', { mode: 'number' }).notNull().default(0),
    uniquePositions: bigint('unique_positions', { mode: 'number' }).notNull().default(0),
    droppedPositions: integer('dropped_positions').notNull().default(0),
    cells: integer('cells').notNull().default(0),
    uniqueCells: integer('unique_cells').notNull().default(0),
    settled: boolean('settled').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.devId, table.day] }),
    index('coverage_days_day_idx').on(table.day),
  ],
);
