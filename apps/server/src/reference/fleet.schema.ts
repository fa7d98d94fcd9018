import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Known airframes by 24-bit ICAO address (registration, type, operator). */
export const aircraft = pgTable(
  'aircraft',
  {
    /** 24-bit ICAO address as an integer, like traces. */
    icao: integer('icao').primaryKey(),
    registration: text('registration'),
    /** ICAO Doc 8643 designator, e.g. A320. */
    typeDesignator: text('type_designator'),
    /** ICAO designator of the operating airline, e.g. CES. */
    operatorIcao: text('operator_icao'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('aircraft_registration_idx').on(table.registration)],
);

/**
 * Scheduled flights as a repeating pattern: one row per flight number and leg, with UTC times of
 * day and a weekday mask, valid over a date range. The flight date of an instance is the UTC date
 * of its scheduled departure; the arrival may fall on a later UTC day (`arrivalDayOffset`).
 */
export const schedules = pgTable(
  'schedules',
  {
    /** IATA flight number, e.g. MU5101. */
    flightNumber: text('flight_number').notNull(),
    originIcao: text('origin_icao').notNull(),
    destinationIcao: text('destination_icao').notNull(),
    airlineIcao: text('airline_icao').notNull(),
    /** Minutes after 00:00 UTC of the flight date. */
    departureMinuteUtc: smallint('departure_minute_utc').notNull(),
    arrivalMinuteUtc: smallint('arrival_minute_utc').notNull(),
    /** Days after the flight date on which the arrival falls (0 or 1, rarely 2). */
    arrivalDayOffset: smallint('arrival_day_offset').notNull().default(0),
    /** Bit 0 Monday … bit 6 Sunday (ISO weekdays, UTC flight date); 127 is daily. */
    daysOfWeek: smallint('days_of_week').notNull().default(127),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.flightNumber, table.originIcao] })],
);
