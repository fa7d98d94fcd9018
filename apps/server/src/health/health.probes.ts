// The probes of an orchestrator or load balancer (issue 22 part 4), at the host root beside
// `/metrics`: liveness says the process answers (restart it when not), readiness that it has
// started its roles and reaches its database (send it traffic only then).
import {
  envelopeSchema,
  HOST_PATHS,
  langQuerySchema,
  livenessSchema,
  readinessSchema,
  type ServerRole,
} from '@skytrace/contracts';
import type { Database } from '../db/db';
import { ok, sendFailure } from '../http/envelope';
import type { App } from '../http/types';
import type { ProcessState } from '../modules/process-state';
import { readLiveness, readReadiness } from './health.service';

/** `GET /health/live` and `GET /health/ready`. */
export function registerProbeRoutes(
  app: App,
  deps: { database: Database; roles: () => ServerRole[]; processState?: ProcessState },
): void {
  app.get(
    HOST_PATHS.healthLive,
    {
      schema: {
        summary: 'Liveness: the process answers',
        tags: ['system'],
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(livenessSchema) },
      },
    },
    (request) => ok(request, readLiveness()),
  );
  app.get(
    HOST_PATHS.healthReady,
    {
      schema: {
        summary: 'Readiness: every role of this process started and the database answers',
        description:
          '503 (the same report in `data`) while starting, stopping, or when the database ' +
          'does not answer within 2 s.',
        tags: ['system'],
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(readinessSchema) },
      },
    },
    async (request, reply) => {
      const readiness = await readReadiness(deps.database, deps.processState, deps.roles());
      if (!readiness.ready) {
        return sendFailure(request, reply, 503, 'errors.unavailable', { data: readiness });
      }
      return ok(request, readiness);
    },
  );
}
