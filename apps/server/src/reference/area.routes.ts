import { areaQuerySchema, areaSchema, envelopeSchema, API_V2_PATHS } from '@skytrace/contracts';
import type { Database } from '../db/db';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import type { App } from '../http/types';
import { listAreasByParent } from './reference.repo';

/** `GET /api/v2/business/area/getAreaByPid` (spec §7): provinces, or the cities of one. */
export function registerAreaRoutes(api: App, database: Database): void {
  api.get(
    API_V2_PATHS.areasByParent,
    {
      schema: {
        summary: 'Provinces (pid 0 or absent) or the cities of one province',
        tags: ['reference'],
        querystring: areaQuerySchema,
        response: { 200: envelopeSchema(areaSchema.array()) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const rows = await listAreasByParent(database.db, request.query.pid);
      return ok(
        request,
        rows.map((row) => ({
          id: row.id,
          pid: row.parentId,
          name: language === 'zh' ? row.nameZh : row.nameEn,
          nameZh: row.nameZh,
          nameEn: row.nameEn,
        })),
      );
    },
  );
}
