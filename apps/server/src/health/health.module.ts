import { API_V2_ROOT, type ServerRole } from '@skytrace/contracts';
import type { Database } from '../db/db';
import { defineModule } from '../modules/define-module';
import { registerHealthRoutes } from './health.routes';

/** `GET /api/v2/health` for probes: the database state and the roles running here. */
export const healthModule = defineModule<{
  database: Database;
  roles: () => ServerRole[];
  version: string;
}>({
  name: 'health',
  role: 'http',
  routes: (needs) => [{ prefix: API_V2_ROOT, register: (api) => registerHealthRoutes(api, needs) }],
});
