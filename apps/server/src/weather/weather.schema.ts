import { index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * METAR and TAF reports per station with their history (issue 19 item 4). `decoded` is the
 * contract's `Metar` for a METAR (null for a TAF, whose card shows the raw text and validity);
 * the same report arriving twice (file drop re-read, polled URL unchanged) is stored once.
 */
export const weatherReports = pgTable(
  'weather_reports',
  {
    id: serial('id').primaryKey(),
    icao: text('icao').notNull(),
    kind: text('kind', { enum: ['METAR', 'TAF'] }).notNull(),
    /** Observation time of a METAR, issue time of a TAF. */
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    raw: text('raw').notNull(),
    decoded: jsonb('decoded'),
    /** `file`, `http`, `admin` or `sim`. */
    source: text('source').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('weather_reports_unique_idx').on(
      table.icao,
      table.kind,
      table.observedAt,
      table.raw,
    ),
    index('weather_reports_station_idx').on(table.icao, table.kind, table.observedAt),
    index('weather_reports_observed_idx').on(table.kind, table.observedAt),
  ],
);
export type WeatherReportRow = typeof weatherReports.$inferSelect;
