// Back office: the remaining coverage calls of spec §7 — any aircraft's recorded trajectory,
// one landing's detail, the community's range outline for the index map and the coverage of the
// timetable's routes with its export. Reads only, under the coverage permission, like the other
// coverage pages.
import {
  airwayPageSchema,
  envelopeSchema,
  indexRangeQuerySchema,
  indexRangeSchema,
  langQuerySchema,
  landingDetailQuerySchema,
  landingDetailSchema,
  trajectoryQuerySchema,
  trajectorySchema,
  ADSB_PATHS,
  COVERAGE_PERMISSION,
} from '@skytrace/contracts';
import { registerAdminScope } from '../access/admin-scope';
import type { Db } from '../db/db';
import { statsDay } from '../devices/device.live';
import type { ExportProgress } from '../exports/export.progress';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { AirwayService } from './airway';
import { IndexRangeService } from './index.range';
import { readLandingDetail } from './landing.detail';
import { registerLandingExports } from './landing.export';
import { registerRouteCoverage } from './route-coverage.routes';
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
  registerRouteCoverage(app, deps, {
    path: ADSB_PATHS.airwayCoverage,
    summary:
      'Coverage of the timetable’s routes (great circles between airport pairs) at cruise height on a day (spec §7 /adsb/adsb/airway)',
    pageSchema: airwayPageSchema,
    export: {
      path: ADSB_PATHS.airwayCoverageExport,
      summary: 'The routes’ coverage of a day as .xlsx or CSV, streamed',
      action: 'airway.export',
      fileName: 'airway-coverage',
      sheetName: 'airway',
    },
    frequency: { header: 'coverageRest.colFlights', value: (row) => row.flightsPerWeek },
    routes: (day, search) => airways.routes(day, search),
  });
  if (deps.exportProgress) registerLandingExports(app, db, deps.exportProgress);
}
