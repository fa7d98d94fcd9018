import { ADSB_ROOT } from '@skytrace/contracts';
import type { AccountsOptions } from '../accounts/accounts.plugin';
import type { Database } from '../db/db';
import type { ExportProgress } from '../exports/export.progress';
import { defineModule } from '../modules/define-module';
import { ADMIN_MENU, ADMIN_PERMISSIONS } from './admin-menu';
import { registerAdmin } from './admin.plugin';

/**
 * The back-office core (issue 16): menus, roles, users and the system log under /adsb. The menu
 * tree is seeded at start from every module's `menu` (server.ts, `seedBackOffice`).
 */
export const adminModule = defineModule<{
  database: Database;
  accounts?: AccountsOptions;
  exportProgress?: ExportProgress;
}>({
  name: 'admin',
  role: 'http',
  permissions: ADMIN_PERMISSIONS,
  menu: ADMIN_MENU,
  routes: ({ database, accounts, exportProgress }) =>
    accounts
      ? [
          {
            prefix: ADSB_ROOT,
            register: (app) => registerAdmin(app, database.db, accounts, exportProgress),
          },
        ]
      : [],
});
