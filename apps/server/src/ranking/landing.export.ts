// Exports of the airport landing list (`/adsb/airport/landing {iata, date}` as a file) and of the
// runway data: per runway end of one airport, the landings of a date range (≤ 31 days) that the
// final approach's track and touchdown match to it (landing.detail.ts `matchRunway`), and those
// that match none. Both streamed as .xlsx or CSV under the coverage permission.
import { sql } from 'drizzle-orm';
import {
  airportLandingQuerySchema,
  distanceMetres,
  runwayDataFilterSchema,
  translateMessage,
  ADSB_PATHS,
  COVERAGE_PERMISSION,
  type AirportLandingRow,
  type Language,
  type MessageKey,
} from '@skytrace/contracts';
import { queryRows } from '../coverage/query-rows';
import type { Db } from '../db/db';
import type { ExportProgress } from '../exports/export.progress';
import { registerExportRoute } from '../exports/export.route';
import { exportTime } from '../exports/export.stream';
import { HttpError } from '../http/errors';
import type { App } from '../http/types';
import { findAirportByCode } from '../reference/runway.repo';
import { readFlightsPoints } from '../traces/recorded-points.repo';
import { checkRange, readLandings } from './airport.coverage';
import { APPROACH_KM, APPROACH_MS, matchRunway, runwayEnds } from './landing.detail';
import { addDays } from './ranking.job';

const tags = ['back office: coverage'];
/** Flights whose points are read in one statement. */
const BATCH = 200;
/** Points after the landing that still show the roll-out. */
const ROLL_OUT_MS = 5 * 60_000;

export interface RunwayUseRow {
  airport: string;
  /** Runway end, or null for landings that matched none. */
  runway: string | null;
  landings: number;
  share: number;
}

const dayStartMs = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/** Landings per runway end of one airport over [startDate, endDate] (UTC+8 days). */
export async function readRunwayUse(
  db: Db,
  filter: { iata: string; startDate: string; endDate: string },
): Promise<RunwayUseRow[]> {
  checkRange(filter.startDate, filter.endDate);
  const airport = await findAirportByCode(db, filter.iata);
  if (!airport) throw new HttpError(404, 'coverage.airportUnknown');
  const ends = await runwayEnds(db, airport.icao);
  const from = new Date(dayStartMs(filter.startDate)).toISOString();
  const to = new Date(dayStartMs(addDays(filter.endDate, 1))).toISOString();
  const landed = await queryRows(
    db,
    sql`select id, landed_at from flights where destination = ${airport.icao}
      and landed_at >= ${from}::timestamptz and landed_at < ${to}::timestamptz
      order by landed_at`,
  );
  const counts = new Map<string | null, number>();
  for (let i = 0; i < landed.length; i += BATCH) {
    const batch = landed.slice(i, i + BATCH).map((row) => ({
      id: Number(row.id),
      at: new Date(row.landed_at as string | Date).getTime(),
    }));
    // Landed in time order: the batch's window runs from its first landing to its last.
    const first = (batch[0]?.at ?? 0) - APPROACH_MS;
    const last = (batch.at(-1)?.at ?? 0) + ROLL_OUT_MS;
    const points = await readFlightsPoints(
      db,
      batch.map((flight) => flight.id),
      first,
      last,
    );
    for (const flight of batch) {
      const approach = (points.get(flight.id) ?? []).filter(
        (point) =>
          point.time >= flight.at - APPROACH_MS &&
          point.time <= flight.at + ROLL_OUT_MS &&
          distanceMetres(airport.lat, airport.lon, point.lat, point.lon) / 1000 <= APPROACH_KM,
      );
      const ident = matchRunway(approach, ends)?.ident ?? null;
      counts.set(ident, (counts.get(ident) ?? 0) + 1);
    }
  }
  const total = landed.length;
  const share = (n: number) => (total === 0 ? 0 : Math.round((n / total) * 1000) / 1000);
  const rows: RunwayUseRow[] = ends.map((end) => ({
    airport: airport.icao,
    runway: end.ident,
    landings: counts.get(end.ident) ?? 0,
    share: share(counts.get(end.ident) ?? 0),
  }));
  rows.push({
    airport: airport.icao,
    runway: null,
    landings: counts.get(null) ?? 0,
    share: share(counts.get(null) ?? 0),
  });
  return rows;
}

function landingColumns(language: Language) {
  const t = (key: MessageKey) => translateMessage(language, key);
  const time = (seconds: number | null) =>
    seconds === null ? t('landingExport.notHeard') : exportTime(new Date(seconds * 1000));
  return [
    {
      header: t('coverageRest.colCallsign'),
      width: 12,
      value: (r: AirportLandingRow) => r.callsign,
    },
    { header: t('coverageRest.colIcao'), width: 10, value: (r: AirportLandingRow) => r.icao },
    { header: t('coverageRest.colFrom'), width: 10, value: (r: AirportLandingRow) => r.origin },
    {
      header: t('coverageRest.colLandedAt'),
      width: 20,
      value: (r: AirportLandingRow) => time(r.landedAt),
    },
    {
      header: t('coverageRest.colLastSeen'),
      width: 20,
      value: (r: AirportLandingRow) => time(r.lastSeen),
    },
    {
      header: t('coverageRest.colReceivers'),
      width: 40,
      value: (r: AirportLandingRow) =>
        r.devices.map((device) => device.alias ?? String(device.devId)).join(', '),
    },
  ];
}

function runwayColumns(language: Language) {
  const t = (key: MessageKey) => translateMessage(language, key);
  return [
    { header: t('coverageRest.colAirport'), width: 10, value: (r: RunwayUseRow) => r.airport },
    {
      header: t('coverageRest.colRunway'),
      width: 30,
      value: (r: RunwayUseRow) => r.runway ?? t('landingExport.unknownRunway'),
    },
    { header: t('coverageRest.colLandings'), value: (r: RunwayUseRow) => r.landings },
    { header: t('landingExport.share'), value: (r: RunwayUseRow) => r.share },
  ];
}

export function registerLandingExports(app: App, db: Db, progress: ExportProgress): void {
  registerExportRoute(app, progress, {
    path: ADSB_PATHS.airportLandingExport,
    summary: 'An airport’s landings of a day and who heard them, as .xlsx or CSV',
    tags,
    permission: COVERAGE_PERMISSION,
    action: 'landing.export',
    filters: airportLandingQuerySchema,
    fileName: 'landings',
    sheetName: 'landings',
    columns: landingColumns,
    count: async (filter) => (await readLandings(db, filter.iata, filter.date)).rows.length,
    source: (filter) =>
      (async function* () {
        // At most 1000 landings a day (readLandings' limit): one batch.
        const { rows } = await readLandings(db, filter.iata, filter.date);
        if (rows.length > 0) yield rows;
      })(),
  });
  registerExportRoute(app, progress, {
    path: ADSB_PATHS.runwayDataExport,
    summary: 'Landings per runway end of one airport over a date range, as .xlsx or CSV',
    tags,
    permission: COVERAGE_PERMISSION,
    action: 'runway.export',
    filters: runwayDataFilterSchema,
    fileName: 'runway-data',
    sheetName: 'runways',
    columns: runwayColumns,
    count: async (filter) => {
      checkRange(filter.startDate, filter.endDate);
      const airport = await findAirportByCode(db, filter.iata);
      if (!airport) throw new HttpError(404, 'coverage.airportUnknown');
      return (await runwayEnds(db, airport.icao)).length + 1;
    },
    source: (filter) =>
      (async function* () {
        yield await readRunwayUse(db, filter);
      })(),
  });
}
