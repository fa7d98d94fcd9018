import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The community's activity calendar (issue 20 item 4): events and kit-distribution rounds.
 * Days are calendar days (`yyyy-MM-dd`, China's), inclusive at both ends.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['event', 'distribution'] }).notNull(),
    title: text('title').notNull(),
    /** English title; the Chinese one stands in when empty. */
    titleEn: text('title_en').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    place: text('place').notNull().default(''),
    description: text('description').notNull().default(''),
    signUpUrl: text('sign_up_url'),
    createdBy: integer('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('activities_dates').on(table.startDate, table.endDate)],
);
