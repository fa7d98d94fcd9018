import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Notable flight events the detector found (issue 19): go-arounds, holds, diversions, returns,
 * emergency squawks, rapid descents, go-around bursts. One row per event: the unique key (kind,
 * aircraft, airport, time) makes a replay of recorded traces over the same hours (or a second
 * process seeing the same stream) add nothing twice.
 */
export const flightEvents = pgTable(
  'flight_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** 24-bit ICAO address. */
    icao: integer('icao').notNull(),
    callsign: text('callsign').notNull().default(''),
    /** Flight number from the timetable when known, else the callsign. */
    fnum: text('fnum').notNull().default(''),
    /** ICAO code of the airport concerned, '' when none. */
    airport: text('airport').notNull().default(''),
    airportIata: text('airport_iata').notNull().default(''),
    runway: text('runway').notNull().default(''),
    time: timestamp('time', { withTimezone: true, mode: 'date' }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    altitude: integer('altitude'),
    details: jsonb('details').$type<Record<string, string | number>>().notNull().default({}),
  },
  (table) => [
    uniqueIndex('flight_events_dedupe_idx').on(table.kind, table.icao, table.airport, table.time),
    index('flight_events_time_idx').on(table.time),
    index('flight_events_airport_time_idx').on(table.airport, table.time),
    index('flight_events_iata_time_idx').on(table.airportIata, table.time),
  ],
);
