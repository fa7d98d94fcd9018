import {
  envelopeSchema,
  exportIdParamsSchema,
  exportProgressSchema,
  langQuerySchema,
  ADSB_PATHS,
  ADSB_ROOT,
} from '@skytrace/contracts';
import { registerAdminScope } from '../access/admin-scope';
import type { Database } from '../db/db';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { BACK_OFFICE, requireUser } from '../http/guards';
import { defineModule } from '../modules/define-module';
import type { ExportProgress } from './export.progress';

/** `GET /adsb/export/progress/{id}`: how far an export of the asking user has got. */
export const exportsModule = defineModule<{
  database: Database;
  exportProgress?: ExportProgress;
}>({
  name: 'exports',
  role: 'http',
  routes: ({ database, exportProgress }) =>
    exportProgress
      ? [
          {
            prefix: ADSB_ROOT,
            register: async (app) => {
              await registerAdminScope(app, database.db);
              app.get(
                ADSB_PATHS.exportProgress,
                {
                  schema: {
                    summary: 'Progress of a running back-office export',
                    tags: ['exports'],
                    params: exportIdParamsSchema,
                    querystring: langQuerySchema,
                    response: { 200: envelopeSchema(exportProgressSchema) },
                    security: [{ bearer: [] }],
                  },
                  // Whoever may export a list may follow their own exports (one user's ids).
                  config: { permission: BACK_OFFICE },
                },
                (request) => {
                  const session = requireUser(request);
                  const state = exportProgress.read(request.params.id, session.userId);
                  if (!state) throw new HttpError(404, 'bmsOps.exportNotFound');
                  return ok(request, state);
                },
              );
            },
          },
        ]
      : [],
});
