import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Operational events of the server itself (start, stop, migrations): the admin system log
 * (`/adsb/syslog/list`) reads them, and they tell an operator when a node restarted.
 */
export const systemEvents = pgTable(
  'system_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('system_events_at_idx').on(table.at)],
);
