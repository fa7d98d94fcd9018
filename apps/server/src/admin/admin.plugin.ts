import path from 'node:path';
import { registerAdminScope } from '../access/admin-scope';
import type { AccountsOptions } from '../accounts/accounts.plugin';
import { createMailer, createOutboxSms } from '../accounts/mail/mailer';
import type { Db } from '../db/db';
import type { ExportProgress } from '../exports/export.progress';
import type { App } from '../http/types';
import { registerAdminExports } from './admin.exports';
import { registerMenuRoutes } from './menu.routes';
import { registerRoleRoutes } from './role.routes';
import { registerSyslogRoutes } from './syslog.routes';
import { registerAdminUserRoutes } from './user.routes';

/** The back-office core under /adsb: menus, roles, users and the system log (and their exports). */
export async function registerAdmin(
  app: App,
  db: Db,
  accounts: AccountsOptions,
  exportProgress?: ExportProgress,
): Promise<void> {
  await registerAdminScope(app, db);
  const outboxDir = path.join(accounts.dataDir, 'outbox');
  const channels = {
    db,
    mailer: createMailer(accounts.smtpUrl, outboxDir, app.log),
    sms: createOutboxSms(outboxDir, app.log),
  };
  registerMenuRoutes(app, db);
  registerRoleRoutes(app, db);
  registerAdminUserRoutes(app, channels);
  registerSyslogRoutes(app, db);
  if (exportProgress) registerAdminExports(app, db, exportProgress);
}
