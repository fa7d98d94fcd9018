import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/** One row per user and (China) day on which the user made a signed-in request. */
export const userActiveDays = pgTable(
  'user_active_days',
  {
    userId: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.userId] })],
);
