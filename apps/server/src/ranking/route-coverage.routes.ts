// The wiring every route coverage page shares (the timetable's air routes here, the observed
// seaways in airroutes/): one day's routes filtered, paged and totalled, and their export, under
// the coverage permission.
import {
  airwayFilterSchema,
  airwayQuerySchema,
  envelopeSchema,
  langQuerySchema,
  translateMessage,
  COVERAGE_PERMISSION,
  type AirwayRow,
  type Language,
  type MessageKey,
} from '@skytrace/contracts';
import type { z } from 'zod';
import { statsDay } from '../devices/device.live';
import type { ExportProgress } from '../exports/export.progress';
import { EXPORT_BATCH, registerExportRoute } from '../exports/export.route';
import type { ExportColumn } from '../exports/export.stream';
import { ok } from '../http/envelope';
import type { App } from '../http/types';

const tags = ['back office: coverage'];

/** What every route coverage row has: its ends, length and samples (the frequency differs). */
export type RouteCoverageRow = Omit<AirwayRow, 'flightsPerWeek'>;

/** One page of a route coverage call, totalled over every route of the filter. */
export interface RouteCoveragePage<Row> {
  day: string;
  total: number;
  samples: number;
  covered: number;
  rows: Row[];
}

/** What one route set gives: its calls, its frequency column and how to read its routes. */
export interface RouteCoverageSpec<Row extends RouteCoverageRow> {
  path: string;
  summary: string;
  pageSchema: z.ZodType<RouteCoveragePage<Row>>;
  export: { path: string; summary: string; action: string; fileName: string; sheetName: string };
  /** The route set's frequency column (flights a week or a day). */
  frequency: { header: MessageKey; value: (row: Row) => number };
  /** Every route of the day whose ends match `search`, in page order. */
  routes(day: string, search: string | undefined): Promise<Row[]>;
}

/** Registers the page call (a day defaults to yesterday) and, with exports on, its export. */
export function registerRouteCoverage<Row extends RouteCoverageRow>(
  app: App,
  deps: { now: () => number; exportProgress?: ExportProgress },
  spec: RouteCoverageSpec<Row>,
): void {
  const yesterday = () => statsDay(deps.now() - 86_400);
  app.get(
    spec.path,
    {
      schema: {
        summary: spec.summary,
        tags,
        querystring: airwayQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(spec.pageSchema) },
        security: [{ bearer: [] }],
      },
      config: { permission: COVERAGE_PERMISSION },
    },
    async (request) => {
      const { searchDate, search, page, size } = request.query;
      const day = searchDate ?? yesterday();
      const rows = await spec.routes(day, search);
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
    ...spec.export,
    tags,
    permission: COVERAGE_PERMISSION,
    filters: airwayFilterSchema,
    columns: (language) => routeColumns(language, spec.frequency),
    count: async (filter) =>
      (await spec.routes(filter.searchDate ?? yesterday(), filter.search)).length,
    source: (filter) =>
      (async function* () {
        const rows = await spec.routes(filter.searchDate ?? yesterday(), filter.search);
        for (let i = 0; i < rows.length; i += EXPORT_BATCH) yield rows.slice(i, i + EXPORT_BATCH);
      })(),
  });
}

function routeColumns<Row extends RouteCoverageRow>(
  language: Language,
  frequency: RouteCoverageSpec<Row>['frequency'],
): ExportColumn<Row>[] {
  const t = (key: MessageKey) => translateMessage(language, key);
  const end = (e: Row['from']) =>
    `${e.iata ?? e.icao} ${language === 'zh' ? (e.nameZh ?? e.name) : e.name}`;
  return [
    { header: t('coverageRest.colFrom'), width: 28, value: (r) => end(r.from) },
    { header: t('coverageRest.colTo'), width: 28, value: (r) => end(r.to) },
    { header: t('coverageRest.colDistance'), value: (r) => r.distanceKm },
    { header: t(frequency.header), value: frequency.value },
    { header: t('coverageRest.colSamples'), value: (r) => r.samples },
    { header: t('coverageRest.colCovered'), value: (r) => r.covered },
    { header: t('coverageRest.colRate'), value: (r) => r.rate },
  ];
}
