import rateLimit from '@fastify/rate-limit';
import { ADSB_ROOT, API_V2_ROOT, KIT_PERMISSIONS } from '@skytrace/contracts';
import type { Database } from '../db/db';
import type { ExportProgress } from '../exports/export.progress';
import path from 'node:path';
import type { AccountsOptions } from '../accounts/accounts.plugin';
import { createMailer, createOutboxSms, recordedTransports } from '../accounts/mail/mailer';
import { defineModule } from '../modules/define-module';
import { storageFor } from '../storage/storage.module';
import { registerKitAdminRoutes } from './applications.admin.routes';
import { registerApplicationRoutes } from './applications.routes';
import { ApplicationsService } from './applications.service';
import { FittingsService } from './fittings.service';
import { KitNotifier } from './kit.notify';

/**
 * Receiver kit applications and fitting replacements (issue 17 item 4): the volunteer's calls
 * and the back office's audit, express and reject pages.
 */
export const applicationsModule = defineModule<{
  database: Database;
  config: { dataDir?: string };
  exportProgress?: ExportProgress;
  /** The accounts' mail settings: applicants are told of state changes through the same channels. */
  accounts?: AccountsOptions;
}>({
  name: 'applications',
  role: 'http',
  routes: ({ database, config, exportProgress, accounts }) => {
    if (!config.dataDir) return [];
    const applications = new ApplicationsService(database.db, storageFor(database, config.dataDir));
    const fittings = new FittingsService(database.db);
    return [
      {
        prefix: API_V2_ROOT,
        register: async (api) => {
          await api.register(rateLimit, { global: false });
          registerApplicationRoutes(api, { applications, fittings });
        },
      },
      {
        prefix: ADSB_ROOT,
        register: (app) =>
          registerKitAdminRoutes(app, {
            db: database.db,
            applications,
            fittings,
            exportProgress,
            // Same transports as the accounts' codes (SMTP or the outbox), each message logged.
            notifier: accounts
              ? new KitNotifier(
                  database.db,
                  recordedTransports(
                    createMailer(accounts.smtpUrl, path.join(accounts.dataDir, 'outbox'), app.log),
                    createOutboxSms(path.join(accounts.dataDir, 'outbox'), app.log),
                    database.db,
                    app.log,
                  ),
                  app.log,
                )
              : undefined,
          }),
      },
    ];
  },
  permissions: [
    { name: KIT_PERMISSIONS.applications, label: 'bmsPermission.application' },
    { name: KIT_PERMISSIONS.fittings, label: 'bmsPermission.fitting' },
  ],
  menu: [
    { key: 'devices', label: 'bmsMenu.devices', icon: 'wifi', order: 40 },
    {
      key: 'devices.applications',
      parent: 'devices',
      label: 'bmsMenu.applications',
      route: '/bms/devices/applications',
      permission: KIT_PERMISSIONS.applications,
      icon: 'appstore',
      order: 10,
    },
    {
      key: 'devices.fittings',
      parent: 'devices',
      label: 'bmsMenu.fittings',
      route: '/bms/devices/fittings',
      permission: KIT_PERMISSIONS.fittings,
      icon: 'tool',
      order: 20,
    },
  ],
});
