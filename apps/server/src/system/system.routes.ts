import {
  envelopeSchema,
  langQuerySchema,
  systemStatsSchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import type { Config } from '../config';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { readSystemStats, type RefusalTotals, type StatsSources } from './system.service';

/** Who sees internals, and the refusal counter of the HTTP app. */
export interface SystemRouteOptions {
  access: Config['stats'];
  refusals?: RefusalTotals;
}

/**
 * `GET /api/v2/system/stats`: ingest, live table, device, trace and refusal counters for
 * everyone; process memory only for a signed-in user listed in STATS_ADMIN_USER_IDS (until the
 * back office brings permissions), or for everyone with STATS_INTERNALS=public (benchmarks).
 */
export function registerSystemRoutes(
  api: App,
  sources: StatsSources,
  options: SystemRouteOptions,
): void {
  const admins = new Set(options.access.adminUserIds);
  api.get(
    API_V2_PATHS.systemStats,
    {
      schema: {
        summary: 'What this server process is doing (feeds, live aircraft, traces, memory)',
        tags: ['system'],
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(systemStatsSchema) },
      },
    },
    (request) => {
      // The session is read by the accounts plugin's hook; without accounts there is none.
      const userId = request.accountSession?.userId;
      const internals =
        options.access.internalsPublic || (userId !== undefined && admins.has(userId));
      return ok(
        request,
        readSystemStats(sources, Date.now() / 1000, { internals, refusals: options.refusals }),
      );
    },
  );
}
