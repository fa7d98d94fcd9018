import rateLimit from '@fastify/rate-limit';
import { ADSB_ROOT, API_V2_ROOT, KIT_PERMISSIONS } from '@skytrace/contracts';
import type { Database } from '../db/db';
import type { ExportProgress } from '../exports/export.progress';
import { defineModule } from '../modules/define-module';
import { storageFor } from '../storage/storage.module';
import { registerContractAdminRoutes, registerContractRoutes } from './contracts.routes';
import { ContractsService } from './contracts.service';

/**
 * Device-hosting agreements (issue 17 item 5): made when a kit application is approved, signed
 * by the volunteer, downloadable as a PDF; the back office lists, renews and ends them.
 */
export const contractsModule = defineModule<{
  database: Database;
  config: { dataDir?: string };
  exportProgress?: ExportProgress;
}>({
  name: 'contracts',
  role: 'http',
  routes: ({ database, config, exportProgress }) => {
    if (!config.dataDir) return [];
    const service = new ContractsService(database.db, storageFor(database, config.dataDir));
    return [
      {
        prefix: API_V2_ROOT,
        register: async (api) => {
          await api.register(rateLimit, { global: false });
          registerContractRoutes(api, service);
        },
      },
      {
        prefix: ADSB_ROOT,
        register: (app) =>
          registerContractAdminRoutes(app, { db: database.db, service, exportProgress }),
      },
    ];
  },
  permissions: [{ name: KIT_PERMISSIONS.contracts, label: 'bmsPermission.contract' }],
  menu: [
    // The devices submenu; the device pages of the other issue-17 parts sit in it too.
    { key: 'devices', label: 'bmsMenu.devices', icon: 'wifi', order: 40 },
    {
      key: 'devices.contracts',
      parent: 'devices',
      label: 'bmsMenu.contracts',
      route: '/bms/devices/contracts',
      permission: KIT_PERMISSIONS.contracts,
      icon: 'file-text',
      order: 30,
    },
  ],
});
