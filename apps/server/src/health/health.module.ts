import { API_V2_ROOT, type ServerRole } from '@skytrace/contracts';
import type { Database } from '../db/db';
import { defineModule } from '../modules/define-module';
import type { ProcessState } from '../modules/process-state';
import { registerProbeRoutes } from './health.probes';
import { registerHealthRoutes } from './health.routes';

/**
 * `GET /api/v2/health` (the database state and the roles running here, for the web app), and
 * the probes `GET /health/live` and `GET /health/ready` (per role, for orchestrators).
 */
export const healthModule = defineModule<{
  database: Database;
  roles: () => ServerRole[];
  version: string;
  /** The process's life, when a started server composed the app (none in module tests). */
  processState?: ProcessState;
}>({
  name: 'health',
  role: 'http',
  routes: (needs) => [
    { prefix: API_V2_ROOT, register: (api) => registerHealthRoutes(api, needs) },
    { prefix: '', register: (app) => registerProbeRoutes(app, needs) },
  ],
});
