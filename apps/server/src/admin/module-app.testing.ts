// Test harness of a domain's HTTP calls: a real app of the accounts module and the domain's own
// modules on a fresh database (PGlite, or PostgreSQL under test:pg), over real HTTP, the back
// office's menus seeded as at start, and users made directly with sessions, holding the
// permissions a test gives them through a role of their own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { allMenus } from '../access/menus.repo';
import { accountsModule } from '../accounts/accounts.module';
import { users } from '../accounts/accounts.schema';
import { hashPassword } from '../accounts/passwords';
import { createSession } from '../accounts/tokens.service';
import { insertUser } from '../accounts/users.repo';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { composeApp, type ComposeOptions, type Composed } from '../modules/compose';
import type { ServerModule } from '../modules/define-module';
import { createRole } from './roles.service';
import { seedBackOffice } from './seed';

export interface Answer {
  status: number;
  body: { code: number; msg: string; data: unknown };
}

export interface ModuleHarness {
  base: string;
  dataDir: string;
  database: Database;
  app: FastifyInstance;
  /** Calls `fullPath` (with `lang`, en by default) and parses the envelope. */
  call(
    method: 'GET' | 'POST',
    fullPath: string,
    options?: { token?: string; body?: unknown; lang?: 'en' | 'zh' },
  ): Promise<Answer>;
  /** Posts one file as multipart field "file". */
  upload(
    fullPath: string,
    token: string | undefined,
    file: { bytes: Buffer; name: string; type: string },
  ): Promise<Answer>;
  /** A new signed-in user holding `permissions`: its id and token. */
  user(permissions?: readonly string[]): Promise<{ id: number; token: string }>;
  close(): Promise<void>;
}

/** Gives a user a role of its own that holds the seeded menus granting `permissions`. */
export async function grantPermissions(
  database: Database,
  user: { id: number; username: string },
  permissions: readonly string[],
): Promise<void> {
  if (permissions.length === 0) return;
  const menuIds = (await allMenus(database.db))
    .filter((menu) => menu.permission !== null && permissions.includes(menu.permission))
    .map((menu) => menu.id);
  const role = await createRole(database.db, {
    roleName: user.username,
    roleDesc: '',
    roleStatus: 'enabled',
    roleCode: `r${user.username}`,
    menuIds,
  });
  await database.db.update(users).set({ roleId: role.roleId }).where(eq(users.id, user.id));
}

/** What the harness gives every module: the kernel's options, the database, the accounts'. */
interface BaseServices extends ComposeOptions {
  config: ComposeOptions['config'] & { dataDir: string };
  database: Database;
  roles: () => string[];
  accounts: { dataDir: string };
}

let serial = 0;
let passwordHash: Promise<string> | undefined;

/**
 * Starts the app of `modules` (after accounts). `services` adds what those modules need beyond
 * the kernel, the database and the accounts' data directory.
 */
export async function startModuleApp<S extends object = object>(options: {
  /** Names the data directory and the users. */
  name: string;
  modules: readonly ServerModule<BaseServices & S & Composed>[];
  /** Or made from the test database, for services that read it (flight identity). */
  services?: S | ((database: Database) => S);
  referenceData?: boolean;
}): Promise<ModuleHarness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `skytrace-${options.name}-`));
  const database = await createTestDatabase({ referenceData: options.referenceData ?? false });
  const modules = [accountsModule, ...options.modules];
  await seedBackOffice(database.db, modules, { warn: () => undefined });
  const given: (S & { config?: object }) | undefined =
    typeof options.services === 'function' ? options.services(database) : options.services;
  const services: BaseServices & S = {
    database,
    roles: () => ['http'],
    version: 'test',
    accounts: { dataDir },
    ...(given as S),
    // A test's own settings (map sources, limits) join the harness's.
    config: {
      logLevel: 'silent',
      corsOrigins: [],
      bodyLimitBytes: 1024 * 1024,
      trustProxy: false,
      webDist: dataDir,
      dataDir,
      ...given?.config,
    },
  };
  const app = await composeApp(services, modules);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const parse = async (response: Response): Promise<Answer> => ({
    status: response.status,
    body: (await response.json()) as Answer['body'],
  });
  return {
    base,
    dataDir,
    database,
    app,
    call: async (method, fullPath, callOptions = {}) => {
      const headers: Record<string, string> = {};
      if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
      if (callOptions.body !== undefined) headers['content-type'] = 'application/json';
      const separator = fullPath.includes('?') ? '&' : '?';
      const language = callOptions.lang ?? 'en';
      const response = await fetch(`${base}${fullPath}${separator}lang=${language}`, {
        method,
        headers,
        body: callOptions.body === undefined ? undefined : JSON.stringify(callOptions.body),
      });
      return parse(response);
    },
    upload: async (fullPath, token, file) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      const response = await fetch(`${base}${fullPath}?lang=en`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
      });
      return parse(response);
    },
    user: async (permissions = []) => {
      serial += 1;
      const username = `${options.name}${process.pid}x${serial}`;
      passwordHash ??= hashPassword('module harness password 42');
      const row = await insertUser(database.db, { username, passwordHash: await passwordHash });
      await grantPermissions(database, { id: row.id, username }, permissions);
      return { id: row.id, token: (await createSession(database.db, row.id)).token };
    },
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
