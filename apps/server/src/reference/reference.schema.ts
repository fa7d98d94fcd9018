import {
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Which version of each bundled reference data set is loaded (reference.version.ts), so a start
 * skips the load when nothing changed.
 */
export const referenceVersions = pgTable('reference_versions', {
  dataset: text('dataset').primaryKey(),
  version: text('version').notNull(),
  rowCount: integer('row_count').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Airports of the world (base list from @williamkapke/airports, Chinese names authored). */
export const airports = pgTable(
  'airports',
  {
    icao: text('icao').primaryKey(),
    /** Empty IATA codes are stored as null. */
    iata: text('iata'),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh'),
    cityEn: text('city_en'),
    cityZh: text('city_zh'),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** Feet above mean sea level, as published. */
    elevationFt: integer('elevation_ft'),
    /** IANA time zone, e.g. Asia/Shanghai. */
    timeZone: text('time_zone'),
  },
  (table) => [index('airports_iata_idx').on(table.iata)],
);

/** Airlines (OpenFlights base list, Chinese names authored), keyed by ICAO designator. */
export const airlines = pgTable(
  'airlines',
  {
    icao: text('icao').primaryKey(),
    iata: text('iata'),
    callsign: text('callsign'),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh'),
    shortNameZh: text('short_name_zh'),
    country: text('country'),
  },
  (table) => [index('airlines_iata_idx').on(table.iata)],
);

/** ICAO Doc 8643 type designators with the icon class the map draws. */
export const aircraftTypes = pgTable('aircraft_types', {
  designator: text('designator').primaryKey(),
  manufacturer: text('manufacturer').notNull(),
  model: text('model').notNull(),
  /** Doc 8643 engine type: J jet, T turboprop/turboshaft, P piston, E electric. */
  engineType: text('engine_type').notNull(),
  engineCount: smallint('engine_count').notNull(),
  /** Doc 8643 wake category: L, M, H or J (super). */
  wake: text('wake').notNull(),
  iconClass: text('icon_class').notNull(),
});

/** China's provinces (parent 0) and prefecture-level cities, for address fields (spec §7). */
export const areas = pgTable(
  'areas',
  {
    /** GB/T 2260 administrative division code, e.g. 110000 Beijing. */
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (table) => [index('areas_parent_idx').on(table.parentId)],
);
