import { envelopeSchema, langQuerySchema, systemStatsSchema } from '@skytrace/contracts';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { readSystemStats, type StatsSources } from './system.service';

/** `GET /api/v2/system/stats`: ingest, live table, device, trace and memory figures. */
export function registerSystemRoutes(api: App, sources: StatsSources): void {
  api.get(
    '/system/stats',
    {
      schema: {
        summary: 'What this server process is doing (feeds, live aircraft, traces, memory)',
        tags: ['system'],
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(systemStatsSchema) },
      },
    },
    (request) => ok(request, readSystemStats(sources, Date.now() / 1000)),
  );
}
