import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import type { DecodedReport } from './metar.decode';
import { weatherReports, type WeatherReportRow } from './weather.schema';

const INSERT_SLICE = 1000;

/** Stores decoded reports in one statement; a report already stored is skipped. */
export async function insertReports(
  db: Db,
  reports: readonly DecodedReport[],
  source: string,
): Promise<number> {
  if (reports.length === 0) return 0;
  const rows = reports.map((report) => ({
    icao: report.icao,
    kind: report.kind,
    observedAt: report.observedAt,
    validFrom: report.kind === 'TAF' ? report.validFrom : null,
    validTo: report.kind === 'TAF' ? report.validTo : null,
    raw: report.kind === 'TAF' ? report.raw : report.metar.raw,
    decoded: report.kind === 'METAR' ? report.metar : null,
    source,
  }));
  // In slices: a day of simulated reports is thousands of rows, past PostgreSQL's 65,535
  // parameters in one statement.
  let stored = 0;
  for (let start = 0; start < rows.length; start += INSERT_SLICE) {
    const inserted = await db
      .insert(weatherReports)
      .values(rows.slice(start, start + INSERT_SLICE))
      .onConflictDoNothing()
      .returning({ id: weatherReports.id });
    stored += inserted.length;
  }
  return stored;
}

export async function latestReport(
  db: Db,
  icao: string,
  kind: 'METAR' | 'TAF',
): Promise<WeatherReportRow | undefined> {
  const [row] = await db
    .select()
    .from(weatherReports)
    .where(and(eq(weatherReports.icao, icao), eq(weatherReports.kind, kind)))
    .orderBy(desc(weatherReports.observedAt), desc(weatherReports.id))
    .limit(1);
  return row;
}

export async function metarsBetween(
  db: Db,
  icao: string,
  from: Date,
  to: Date,
): Promise<WeatherReportRow[]> {
  return db
    .select()
    .from(weatherReports)
    .where(
      and(
        eq(weatherReports.icao, icao),
        eq(weatherReports.kind, 'METAR'),
        gte(weatherReports.observedAt, from),
        lte(weatherReports.observedAt, to),
      ),
    )
    .orderBy(asc(weatherReports.observedAt), asc(weatherReports.id));
}

/** Every station's latest METAR observed since `since` (one row per station). */
export async function latestMetars(db: Db, since: Date): Promise<WeatherReportRow[]> {
  return db
    .selectDistinctOn([weatherReports.icao])
    .from(weatherReports)
    .where(and(eq(weatherReports.kind, 'METAR'), gte(weatherReports.observedAt, since)))
    .orderBy(weatherReports.icao, desc(weatherReports.observedAt), desc(weatherReports.id));
}

/** Reports older than `before` go (the history kept is WEATHER_RETENTION_DAYS). */
export async function deleteReportsBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(weatherReports)
    .where(sql`${weatherReports.observedAt} < ${before}`)
    .returning({ id: weatherReports.id });
  return deleted.length;
}
