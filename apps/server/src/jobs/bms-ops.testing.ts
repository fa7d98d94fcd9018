// Test harness of the back-office operations: a real app (accounts, exports, jobs, message
// log, statistics, WeChat) on a fresh database over real HTTP, its menus seeded as at start, and
// signed-in users whose role holds the menus of the permissions a test gives them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '../accounts/accounts.schema';
import { accountsModule } from '../accounts/accounts.module';
import {
  loginToken,
  registerByEmail,
  type AccountsHarness,
  type Answer,
} from '../accounts/accounts.testing';
import { grantPermissions } from '../admin/module-app.testing';
import { seedBackOffice } from '../admin/seed';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { ExportProgress } from '../exports/export.progress';
import { exportsModule } from '../exports/exports.module';
import { composeApp } from '../modules/compose';
import type { ScheduledJob } from '../modules/define-module';
import { messagesModule } from '../messages/messages.module';
import { userStatisticsModule } from '../user-statistics/user-statistics.module';
import type { WechatSettings } from '../wechat/wechat.client';
import { wechatModule } from '../wechat/wechat.module';
import { jobsModule } from './jobs.module';
import { JobScheduler } from './scheduler';

export interface OpsHarness extends AccountsHarness {
  scheduler: JobScheduler;
  /** Calls `fullPath` (with `lang=en`) and parses the envelope. */
  call(
    method: 'GET' | 'POST',
    fullPath: string,
    options?: { token?: string; body?: unknown },
  ): Promise<{ status: number; body: Answer['body'] }>;
  /** A new signed-in user holding `permissions`; answers the token. */
  user(permissions: readonly string[]): Promise<string>;
}

let serial = 0;

/** Starts the app; `jobs` are the handlers the scheduler knows (none run until started). */
export async function startOpsApp(
  options: { jobs?: readonly ScheduledJob[]; wechat?: WechatSettings; database?: Database } = {},
): Promise<OpsHarness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-ops-'));
  const database = options.database ?? (await createTestDatabase());
  const scheduler = new JobScheduler(database.db, {
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    node: 'test',
  });
  const modules = [
    accountsModule,
    exportsModule,
    messagesModule,
    userStatisticsModule,
    wechatModule,
    jobsModule,
  ];
  await seedBackOffice(database.db, modules, { warn: () => undefined });
  const app: FastifyInstance = await composeApp(
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
      jobScheduler: scheduler,
      exportProgress: new ExportProgress(),
      wechat: options.wechat,
    },
    modules,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await scheduler.start(options.jobs ?? []);
  const harness: OpsHarness = {
    base,
    dataDir,
    database,
    app,
    scheduler,
    call: async (method, fullPath, callOptions = {}) => {
      const headers: Record<string, string> = {};
      if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
      if (callOptions.body !== undefined) headers['content-type'] = 'application/json';
      const separator = fullPath.includes('?') ? '&' : '?';
      const response = await fetch(`${base}${fullPath}${separator}lang=en`, {
        method,
        headers,
        body: callOptions.body === undefined ? undefined : JSON.stringify(callOptions.body),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    },
    user: async (permissions) => {
      serial += 1;
      const username = `ops${process.pid}x${serial}`;
      const password = 'correct horse battery staple 42';
      await registerByEmail(harness, username, `${username}@example.com`, password);
      const token = await loginToken(harness, username, password);
      const [row] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username));
      if (row === undefined) throw new Error(`${username} was not registered`);
      await grantPermissions(database, { id: row.id, username }, permissions);
      return token;
    },
    close: async () => {
      await scheduler.stop();
      await app.close();
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}
