import {
  envelopeSchema,
  healthSchema,
  langQuerySchema,
  type ServerRole,
  API_V2_PATHS,
} from '@skytrace/contracts';
import type { Database } from '../db/db';
import { ok, sendFailure } from '../http/envelope';
import type { App } from '../http/types';
import { readHealth } from './health.service';

/** `GET /api/v2/health`: 200 with the database state and roles, 503 when the database is down. */
export function registerHealthRoutes(
  api: App,
  deps: { database: Database; roles: () => ServerRole[]; version: string },
): void {
  api.get(
    API_V2_PATHS.health,
    {
      schema: {
        summary: 'Liveness and readiness of this server process',
        tags: ['system'],
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(healthSchema) },
      },
    },
    async (request, reply) => {
      const health = await readHealth(deps.database, deps.roles(), deps.version);
      if (health.db !== 'ok') return sendFailure(request, reply, 503, 'errors.unavailable');
      return ok(request, health);
    },
  );
}
