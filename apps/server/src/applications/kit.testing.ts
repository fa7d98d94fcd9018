// Test harness of the kit domains (storage, applications, fittings, contracts): a real app with
// accounts and exports on a fresh database over real HTTP, the back office's menus seeded as at
// start, users made directly with sessions, and real images made with sharp.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { allMenus } from '../access/menus.repo';
import { users } from '../accounts/accounts.schema';
import { accountsModule } from '../accounts/accounts.module';
import { hashPassword } from '../accounts/passwords';
import { createSession } from '../accounts/tokens.service';
import { insertUser } from '../accounts/users.repo';
import { createRole } from '../admin/roles.service';
import { seedBackOffice } from '../admin/seed';
import { contractsModule } from '../contracts/contracts.module';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { ExportProgress } from '../exports/export.progress';
import { exportsModule } from '../exports/exports.module';
import { composeApp } from '../modules/compose';
import { storageModule } from '../storage/storage.module';
import { applicationsModule } from './applications.module';

export interface Answer {
  status: number;
  body: { code: number; msg: string; data: unknown };
}

export interface KitHarness {
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

let serial = 0;
let passwordHash: Promise<string> | undefined;

/** A real PNG (or JPEG) of `width`×`height` with a gradient, so it does not compress to nothing. */
export async function testImage(
  format: 'png' | 'jpeg',
  width = 640,
  height = 480,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    pixels[i * 3] = (i % width) % 256;
    pixels[i * 3 + 1] = Math.floor(i / width) % 256;
    pixels[i * 3 + 2] = 128;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

export async function startKitApp(): Promise<KitHarness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-kit-'));
  const database = await createTestDatabase();
  const modules = [
    accountsModule,
    exportsModule,
    storageModule,
    contractsModule,
    applicationsModule,
  ];
  await seedBackOffice(database.db, modules, { warn: () => undefined });
  const app = await composeApp(
    {
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        bodyLimitBytes: 1024 * 1024,
        trustProxy: false,
        webDist: dataDir,
        dataDir,
      },
      database,
      roles: () => ['http'],
      version: 'test',
      accounts: { dataDir },
      exportProgress: new ExportProgress(),
    },
    modules,
  );
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
    call: async (method, fullPath, options = {}) => {
      const headers: Record<string, string> = {};
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const separator = fullPath.includes('?') ? '&' : '?';
      const response = await fetch(`${base}${fullPath}${separator}lang=${options.lang ?? 'en'}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
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
      const username = `kit${process.pid}x${serial}`;
      passwordHash ??= hashPassword('kit harness password 42');
      const row = await insertUser(database.db, {
        username,
        passwordHash: await passwordHash,
      });
      if (permissions.length > 0) {
        const menuIds = (await allMenus(database.db))
          .filter((menu) => menu.permission !== null && permissions.includes(menu.permission))
          .map((menu) => menu.id);
        const role = await createRole(database.db, {
          roleName: username,
          roleDesc: '',
          roleStatus: 'enabled',
          roleCode: `r${username}`,
          menuIds,
        });
        await database.db.update(users).set({ roleId: role.roleId }).where(eq(users.id, row.id));
      }
      return { id: row.id, token: (await createSession(database.db, row.id)).token };
    },
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
