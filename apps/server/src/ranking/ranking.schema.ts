import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

/**
 * The ranking of one day (UTC+8): every public device's score over the 30 days before it, its
 * rank and its rank among the devices of its city (the nearest airport's city). Yesterday's rows
 * give today's change; rows older than the retention are deleted by the job.
 */
export const deviceRanks = pgTable(
  'device_ranks',
  {
    day: date('day', { mode: 'string' }).notNull(),
    devId: integer('dev_id').notNull(),
    rank: integer('rank').notNull(),
    cityRank: integer('city_rank'),
    cityEn: text('city_en'),
    cityZh: text('city_zh'),
    score: doublePrecision('score').notNull(),
    uniquePositions: bigint('unique_positions', { mode: 'number' }).notNull(),
    uniqueCells: integer('unique_cells').notNull(),
    onlineSeconds: bigint('online_seconds', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.devId] }),
    index('device_ranks_day_rank_idx').on(table.day, table.rank),
    index('device_ranks_dev_idx').on(table.devId, table.day),
  ],
);
