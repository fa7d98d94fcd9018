// Back office: the remaining coverage calls of spec §7 — any aircraft's recorded trajectory,
// one landing's detail, the community's range outline for the index map and the coverage of the
// timetable's routes with its export. Reads only, under the coverage permission, like the other
// coverage pages.
import {
  airwayFilterSchema,
  airwayPageSchema,
  airwayQuerySchema,
  envelopeSchema,
  indexRangeQuerySchema,
  indexRangeSchema,
  langQuerySchema,
  landingDetailQuerySchema,
  landingDetailSchema,
  trajectoryQuerySchema,
  trajectorySchema,
  translateMessage,
  ADSB_PATHS,
  COVERAGE_PERMISSION,
  type AirwayRow,
  type Language,
  type MessageKey,
} from '@skytrace/contracts';
import { registerAdminScope } from '../access/admin-scope';
import type { Db } from '../db/db';
import { statsDay } from '../devices/device.live';
import type { ExportProgress } from '../exports/export.progress';
import { registerExportRoute } from '../exports/export.route';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { AirwayService } from './airway';
import { IndexRangeService } from './index.range';
import { readLandingDetail } from './landing.detail';
import { registerLandingExports } from './landing.export';
import { readTrajectory } from './trajectory';

const tags = ['back office: coverage'];

export async function registerCoverageRestAdmin(
  app: App,
  deps: { db: Db; now: () => number; exportProgress?: ExportProgress },
): Promise<void> {
  const { db, now } = deps;
  const range = new IndexRangeService(db);
  const airways = new AirwayService(db);
  const yesterday = () => statsDay(now() - 86_400);
  await registerAdminScope(app, db);
  app.get(
    ADSB_PATHS.trajectoryAny,
    {
      schema: {
        summary:
          'The recorded trajectory of any aircraft or flight number in a window of at most two days (spec §7 /adsb/trajectory/any)',
        tags,
        querystring: trajectoryQuerySchema.and(langQuerySchema),
        response: { 200: envelopeSchema(trajectorySchema) },
        security: [{ bearer: [] }],
      },
      config: { permission: COVERAGE_PERMISSION },
    },
    async (request) => ok(request, await readTrajectory(db, request.query)),
  );
  app.get(
    ADSB_PATHS.airportLandingDetail,
    {
      schema: {
        summary:
          'One landing: the flight, its runway when known and the receivers that heard its approach (spec §7)',
        tags,
        querystring: landingDetailQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(landingDetailSchema) },
        security: [{ bearer: [] }],
      },
      config: { permission: COVERAGE_PERMISSION },
    },
    async (request) => ok(request, await readLandingDetail(db, request.query.flightId)),
  );
  app.get(
    ADSB_PATHS.indexRange,
    {
      schema: {
        summary:
          'The receivers’ range outlines of a day and height as GeoJSON, with the union’s area (spec §7 /adsb/index/range)',
        tags,
        querystring: indexRangeQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(indexRangeSchema) },
        security: [{ bearer: [] }],
      },
      config: { permission: COVERAGE_PERMISSION },
    },
    async (request) => {
      const { date, height } = request.query;
      return ok(request, await range.read(date ?? yesterday(), height));
    },
  );
  app.get(
    ADSB_PATHS.airwayCoverage,
    {
      schema: {
        summary:
          'Coverage of the timetable’s routes (great circles between airport pairs) at cruise height on a day (spec §7 /adsb/adsb/airway)',
        tags,
        querystring: airwayQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(airwayPageSchema) },
        security: [{ bearer: [] }],
      },
      config: { permission: COVERAGE_PERMISSION },
    },
    async (request) => {
      const { searchDate, search, page, size } = request.query;
      const day = searchDate ?? yesterday();
      const rows = await airways.routes(day, search);
      let samples = 0;
      let covered = 0;
      for (const row of rows) {
        samples += row.samples;
        covered += row.covered;
      }
      return ok(request, {
        day,
        total: rows.length,
        samples,
        covered,
        rows: rows.slice((page - 1) * size, page * size),
      });
    },
  );
  if (!deps.exportProgress) return;
  registerLandingExports(app, db, deps.exportProgress);
  registerExportRoute(app, deps.exportProgress, {
    path: ADSB_PATHS.airwayCoverageExport,
    summary: 'The routes’ coverage of a day as .xlsx or CSV, streamed',
    tags,
    permission: COVERAGE_PERMISSION,
    action: 'airway.export',
    filters: airwayFilterSchema,
    fileName: 'airway-coverage',
    sheetName: 'airway',
    columns: airwayColumns,
    count: async (filter) =>
      (await airways.routes(filter.searchDate ?? yesterday(), filter.search)).length,
    source: (filter) =>
      (async function* () {
        const rows = await airways.routes(filter.searchDate ?? yesterday(), filter.search);
        for (let i = 0; i < rows.length; i += 1_000) yield rows.slice(i, i + 1_000);
      })(),
  });
}

function airwayColumns(language: Language) {
  const t = (key: MessageKey) => translateMessage(language, key);
  const end = (e: AirwayRow['from']) =>
    `${e.iata ?? e.icao} ${language === 'zh' ? (e.nameZh ?? e.name) : e.name}`;
  return [
    { header: t('coverageRest.colFrom'), width: 28, value: (r: AirwayRow) => end(r.from) },
    { header: t('coverageRest.colTo'), width: 28, value: (r: AirwayRow) => end(r.to) },
    { header: t('coverageRest.colDistance'), value: (r: AirwayRow) => r.distanceKm },
    { header: t('coverageRest.colFlights'), value: (r: AirwayRow) => r.flightsPerWeek },
    { header: t('coverageRest.colSamples'), value: (r: AirwayRow) => r.samples },
    { header: t('coverageRest.colCovered'), value: (r: AirwayRow) => r.covered },
    { header: t('coverageRest.colRate'), value: (r: AirwayRow) => r.rate },
  ];
}
