// Back office of coverage and ranking: every device's coverage figures of a day
// (`/adsb/adsb/data {searchDate, devType}`, spec §7) and users by their devices' ranks
// (`/adsb/rank/userrank`), each with its export (.xlsx or CSV, streamed).
import { sql } from 'drizzle-orm';
import {
  airportCoverRatePageSchema,
  airportCoverRateQuerySchema,
  airportLandingQuerySchema,
  airportLandingSchema,
  coverageDataPageSchema,
  coverageDataQuerySchema,
  envelopeSchema,
  langQuerySchema,
  translateMessage,
  userRankPageSchema,
  userRankQuerySchema,
  ADSB_PATHS,
  COVERAGE_PERMISSION,
  type CoverageDataRow,
  type Language,
  type MessageKey,
  type UserRankRow,
} from '@skytrace/contracts';
import { registerAdminScope } from '../access/admin-scope';
import { queryRows } from '../coverage/query-rows';
import type { Db } from '../db/db';
import type { ExportProgress } from '../exports/export.progress';
import { keysetBatches, registerExportRoute } from '../exports/export.route';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { countCoverRate, readCoverRate, readLandings } from './airport.coverage';
import { maskName } from './cities';
import { readUserRank } from './ranking.repo';

const tags = ['back office: coverage'];

function coverageFilter(day: string): ReturnType<typeof sql> {
  return sql`c.day = ${day}::date and (d.owner_user_id is not null or d.operator_owned)`;
}

async function countCoverageRows(db: Db, day: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::integer as n from coverage_days c join devices d on d.dev_id = c.dev_id
      where ${coverageFilter(day)}`,
  );
  return Number(row?.n ?? 0);
}

/** A day's coverage rows in device order, after `afterDevId`. */
async function coverageRows(
  db: Db,
  day: string,
  options: { afterDevId?: number; offset?: number; limit: number },
): Promise<CoverageDataRow[]> {
  const after =
    options.afterDevId === undefined ? sql`true` : sql`c.dev_id > ${options.afterDevId}`;
  const rows = await queryRows(
    db,
    sql`select c.dev_id, d.alias, coalesce(u.nickname, u.username) as owner, c.day::text as day,
      c.positions, c.unique_positions, c.cells, c.unique_cells, c.dropped_positions,
      coalesce(s.max_range_km, 0) as max_range, coalesce(s.typical_range_km, 0) as typical_range,
      coalesce(s.online_seconds, 0) as online_seconds
    from coverage_days c
    join devices d on d.dev_id = c.dev_id
    left join users u on u.id = d.owner_user_id
    left join device_daily_stats s on s.dev_id = c.dev_id and s.day = c.day
    where ${coverageFilter(day)} and ${after}
    order by c.dev_id
    limit ${options.limit} offset ${options.offset ?? 0}`,
  );
  return rows.map((row) => ({
    devId: Number(row.dev_id),
    alias: (row.alias as string | null) ?? null,
    owner: maskName(row.owner as string | null),
    day: String(row.day),
    positions: Number(row.positions),
    uniquePositions: Number(row.unique_positions),
    cells: Number(row.cells),
    uniqueCells: Number(row.unique_cells),
    droppedPositions: Number(row.dropped_positions),
    maxRangeKm: Math.round(Number(row.max_range)),
    typicalRangeKm: Math.round(Number(row.typical_range)),
    onlineHours: Math.round(Number(row.online_seconds) / 360) / 10,
  }));
}

function coverageColumns(language: Language) {
  const t = (key: MessageKey) => translateMessage(language, key);
  return [
    { header: t('coverage.colDevice'), width: 10, value: (r: CoverageDataRow) => r.devId },
    { header: t('coverage.colAlias'), width: 20, value: (r: CoverageDataRow) => r.alias },
    { header: t('coverage.colOwner'), width: 16, value: (r: CoverageDataRow) => r.owner },
    { header: t('coverage.colDay'), width: 12, value: (r: CoverageDataRow) => r.day },
    { header: t('coverage.colPositions'), value: (r: CoverageDataRow) => r.positions },
    { header: t('coverage.colUniquePositions'), value: (r: CoverageDataRow) => r.uniquePositions },
    { header: t('coverage.colCells'), value: (r: CoverageDataRow) => r.cells },
    { header: t('coverage.colUniqueCells'), value: (r: CoverageDataRow) => r.uniqueCells },
    { header: t('coverage.colDropped'), value: (r: CoverageDataRow) => r.droppedPositions },
    { header: t('coverage.colMaxRange'), value: (r: CoverageDataRow) => r.maxRangeKm },
    { header: t('coverage.colTypicalRange'), value: (r: CoverageDataRow) => r.typicalRangeKm },
    { header: t('coverage.colOnlineHours'), value: (r: CoverageDataRow) => r.onlineHours },
  ];
}

function userRankColumns(language: Language) {
  const t = (key: MessageKey) => translateMessage(language, key);
  return [
    { header: t('coverage.colBestRank'), value: (r: UserRankRow) => r.bestRank },
    { header: t('coverage.colUser'), width: 20, value: (r: UserRankRow) => r.username },
    { header: t('coverage.colNickname'), width: 20, value: (r: UserRankRow) => r.nickname },
    { header: t('coverage.colDevices'), value: (r: UserRankRow) => r.devices },
    { header: t('coverage.colScore'), width: 12, value: (r: UserRankRow) => r.score },
  ];
}

export async function registerRankingAdmin(
  app: App,
  deps: { db: Db; exportProgress?: ExportProgress },
): Promise<void> {
  const { db } = deps;
  await registerAdminScope(app, db);
  app.get(
    ADSB_PATHS.coverageData,
    {
      schema: {
        summary: 'Every device’s coverage figures of a day (spec §7 /adsb/adsb/data)',
        tags,
        querystring: coverageDataQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(coverageDataPageSchema) },
        security: [{ bearer: [] }],
      },
      config: { permission: COVERAGE_PERMISSION },
    },
    async (request) => {
      const { searchDate, page, size } = request.query;
      const [total, rows] = await Promise.all([
        countCoverageRows(db, searchDate),
        coverageRows(db, searchDate, { offset: (page - 1) * size, limit: size }),
      ]);
      return ok(request, { total, rows });
    },
  );
  app.get(
    ADSB_PATHS.userRank,
    {
      schema: {
        summary: 'Users by the summed ranking score of their devices (spec §7 /adsb/rank/userrank)',
        tags,
        querystring: userRankQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(userRankPageSchema) },
        security: [{ bearer: [] }],
      },
      config: { permission: COVERAGE_PERMISSION },
    },
    async (request) => ok(request, await readUserRank(db, request.query)),
  );
  app.get(
    ADSB_PATHS.airportCoverRate,
    {
      schema: {
        summary:
          'Airports’ runway coverage: movements and those heard (spec §7 /adsb/airport/coverRate)',
        tags,
        querystring: airportCoverRateQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(airportCoverRatePageSchema) },
        security: [{ bearer: [] }],
      },
      config: { permission: COVERAGE_PERMISSION },
    },
    async (request) => {
      const { startDate, endDate, search } = request.query;
      const total = await countCoverRate(db, startDate, endDate, search);
      return ok(request, { total, rows: await readCoverRate(db, request.query) });
    },
  );
  app.get(
    ADSB_PATHS.airportLanding,
    {
      schema: {
        summary: 'An airport’s landings of a day and who heard them (spec §7 airport landing list)',
        tags,
        querystring: airportLandingQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(airportLandingSchema) },
        security: [{ bearer: [] }],
      },
      config: { permission: COVERAGE_PERMISSION },
    },
    async (request) => ok(request, await readLandings(db, request.query.iata, request.query.date)),
  );
  if (!deps.exportProgress) return;
  registerExportRoute(app, deps.exportProgress, {
    path: ADSB_PATHS.coverageDataExport,
    summary: 'A day’s coverage figures of every device as .xlsx or CSV, streamed',
    tags,
    permission: COVERAGE_PERMISSION,
    action: 'coverage.export',
    filters: coverageDataQuerySchema.pick({ searchDate: true, devType: true }),
    fileName: 'coverage',
    sheetName: 'coverage',
    columns: coverageColumns,
    count: (filter) => countCoverageRows(db, filter.searchDate),
    source: (filter) =>
      keysetBatches(
        (after: number | undefined, limit) =>
          coverageRows(db, filter.searchDate, { afterDevId: after, limit }),
        (row) => row.devId,
      ),
  });
  registerExportRoute(app, deps.exportProgress, {
    path: ADSB_PATHS.userRankExport,
    summary: 'The user ranking as .xlsx or CSV, streamed',
    tags,
    permission: COVERAGE_PERMISSION,
    action: 'rank.export',
    filters: userRankQuerySchema.pick({ search: true }),
    fileName: 'user-rank',
    sheetName: 'user rank',
    columns: userRankColumns,
    count: async (filter) => (await readUserRank(db, { page: 1, size: 1, ...filter })).total,
    source: (filter) =>
      (async function* () {
        // Users with devices are few (one row each); pages of 100 in score order.
        for (let page = 1; ; page++) {
          const { rows } = await readUserRank(db, { page, size: 100, ...filter });
          if (rows.length > 0) yield rows;
          if (rows.length < 100) return;
        }
      })(),
  });
}
