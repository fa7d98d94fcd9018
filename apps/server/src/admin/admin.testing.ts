// Test harness of the back office: accounts and admin modules on a fresh database with the menus
// seeded and an administrator made, real HTTP on a free port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADSB_ROOT } from '@skytrace/contracts';
import { accountsModule } from '../accounts/accounts.module';
import type { AccountsHarness, Answer } from '../accounts/accounts.testing';
import { loginToken } from '../accounts/accounts.testing';
import { createTestDatabase } from '../db/testing';
import { ExportProgress } from '../exports/export.progress';
import { composeApp } from '../modules/compose';
import { listenLocally } from '../testing/http';
import { adminModule } from './admin.module';
import { createAdministrator } from './first-admin';
import { seedBackOffice } from './seed';

export const ADMIN_NAME = 'chief';
export const ADMIN_PASSWORD = 'violet harbour lantern 42';

/** The app with the back office, and the administrator's token. */
export async function startAdminApp(): Promise<AccountsHarness & { adminToken: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-admin-'));
  const database = await createTestDatabase();
  const silent = { warn: () => undefined };
  await seedBackOffice(database.db, [adminModule], silent);
  await createAdministrator(database.db, { username: ADMIN_NAME, password: ADMIN_PASSWORD });
  const app = await composeApp(
    {
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        bodyLimitBytes: 1024 * 1024,
        trustProxy: false,
        webDist: dataDir,
      },
      database,
      roles: () => ['http'],
      version: 'test',
      accounts: { dataDir },
      exportProgress: new ExportProgress(),
    },
    [accountsModule, adminModule],
  );
  const base = await listenLocally(app);
  const harness: AccountsHarness = {
    base,
    dataDir,
    database,
    app,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return { ...harness, adminToken: await loginToken(harness, ADMIN_NAME, ADMIN_PASSWORD) };
}

/** Calls a back-office path (relative to /adsb) and parses the envelope. */
export async function adminCall(
  harness: AccountsHarness,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const separator = url.includes('?') ? '&' : '?';
  const response = await fetch(`${harness.base}${ADSB_ROOT}${url}${separator}lang=en`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}
