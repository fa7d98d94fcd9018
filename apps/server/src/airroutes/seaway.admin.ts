// Back office: `/adsb/adsb/seaway {searchDate, search, page, size}` and its export, beside the
// air-route coverage (same permission, page and export shape).
import {
  envelopeSchema,
  langQuerySchema,
  seawayPageSchema,
  seawayQuerySchema,
  translateMessage,
  airwayFilterSchema,
  ADSB_PATHS,
  COVERAGE_PERMISSION,
  type Language,
  type MessageKey,
  type SeawayRow,
} from '@skytrace/contracts';
import { registerAdminScope } from '../access/admin-scope';
import type { Db } from '../db/db';
import { statsDay } from '../devices/device.live';
import type { ExportProgress } from '../exports/export.progress';
import { registerExportRoute } from '../exports/export.route';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { SeawayService } from './seaway';

const tags = ['back office: coverage'];

export async function registerSeawayAdmin(
  app: App,
  deps: { db: Db; now: () => number; exportProgress?: ExportProgress },
): Promise<void> {
  const { db, now } = deps;
  const seaways = new SeawayService(db);
  const yesterday = () => statsDay(now() - 86_400);
  await registerAdminScope(app, db);
  app.get(
    ADSB_PATHS.seawayCoverage,
    {
      schema: {
        summary:
          'Coverage of the Southeast Asia observed routes at cruise height on a day (spec §7 /adsb/adsb/seaway)',
        tags,
        querystring: seawayQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(seawayPageSchema) },
        security: [{ bearer: [] }],
      },
      config: { permission: COVERAGE_PERMISSION },
    },
    async (request) => {
      const { searchDate, search, page, size } = request.query;
      const day = searchDate ?? yesterday();
      const rows = await seaways.routes(day, search);
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
  registerExportRoute(app, deps.exportProgress, {
    path: ADSB_PATHS.seawayCoverageExport,
    summary: 'The Southeast Asia observed routes’ coverage of a day as .xlsx or CSV, streamed',
    tags,
    permission: COVERAGE_PERMISSION,
    action: 'seaway.export',
    filters: airwayFilterSchema,
    fileName: 'seaway-coverage',
    sheetName: 'seaway',
    columns: seawayColumns,
    count: async (filter) =>
      (await seaways.routes(filter.searchDate ?? yesterday(), filter.search)).length,
    source: (filter) =>
      (async function* () {
        const rows = await seaways.routes(filter.searchDate ?? yesterday(), filter.search);
        for (let i = 0; i < rows.length; i += 1_000) yield rows.slice(i, i + 1_000);
      })(),
  });
}

function seawayColumns(language: Language) {
  const t = (key: MessageKey) => translateMessage(language, key);
  const end = (e: SeawayRow['from']) =>
    `${e.iata ?? e.icao} ${language === 'zh' ? (e.nameZh ?? e.name) : e.name}`;
  return [
    { header: t('coverageRest.colFrom'), width: 28, value: (r: SeawayRow) => end(r.from) },
    { header: t('coverageRest.colTo'), width: 28, value: (r: SeawayRow) => end(r.to) },
    { header: t('coverageRest.colDistance'), value: (r: SeawayRow) => r.distanceKm },
    { header: t('coverageRest.colFlightsPerDay'), value: (r: SeawayRow) => r.flightsPerDay },
    { header: t('coverageRest.colSamples'), value: (r: SeawayRow) => r.samples },
    { header: t('coverageRest.colCovered'), value: (r: SeawayRow) => r.covered },
    { header: t('coverageRest.colRate'), value: (r: SeawayRow) => r.rate },
  ];
}
