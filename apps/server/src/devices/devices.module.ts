import { API_V2_ROOT } from '@skytrace/contracts';
import type { Database } from '../db/db';
import { defineModule } from '../modules/define-module';
import type { DeviceRegistry } from './device.registry';
import { registerDeviceRoutes } from './devices.routes';

/** Receivers' lists and statistics, when this process keeps the device registry. */
export const devicesModule = defineModule<{
  database: Database;
  stats?: { registry: DeviceRegistry };
}>({
  name: 'devices',
  role: 'http',
  routes: ({ database, stats }) =>
    stats
      ? [
          {
            prefix: API_V2_ROOT,
            register: (api) =>
              registerDeviceRoutes(api, { db: database.db, registry: stats.registry }),
          },
        ]
      : [],
});
