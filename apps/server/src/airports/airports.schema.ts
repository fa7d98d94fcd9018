import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An airport's timeline of notices (closures, works, other notices) written by an administrator
 * in the back office. A closure in force makes the airport's status 6 (spec §4).
 */
export const airportNotices = pgTable(
  'airport_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** ICAO code of the airport (airports.icao). */
    airportIcao: text('airport_icao').notNull(),
    /** closure, works or notice (NOTICE_KINDS). */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    startsAt: time('starts_at').notNull(),
    /** Open-ended when null. */
    endsAt: time('ends_at'),
    createdBy: text('created_by'),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (table) => [index('airport_notices_airport_starts_idx').on(table.airportIcao, table.startsAt)],
);
