import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Observed routes (issue 19 item 6): the corridors recorded traffic flew between two airports
 * over the last days, rebuilt by the `observed routes` job (the whole table replaced each run).
 * Not airways: no open airway data exists for the region.
 */
export const observedRoutes = pgTable(
  'observed_routes',
  {
    id: serial('id').primaryKey(),
    /** 'domestic' (both ends in mainland China) or 'sea' (an end in an ASEAN country). */
    routeSet: text('route_set', { enum: ['domestic', 'sea'] }).notNull(),
    /** ICAO codes, fromIcao < toIcao: both directions are one route. */
    fromIcao: text('from_icao').notNull(),
    toIcao: text('to_icao').notNull(),
    flights: integer('flights').notNull(),
    windowDays: integer('window_days').notNull(),
    widthKm: doublePrecision('width_km').notNull(),
    /** Centreline [lon, lat][] from `fromIcao` to `toIcao`. */
    points: jsonb('points').$type<[number, number][]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('observed_routes_set_idx').on(table.routeSet, table.flights)],
);
