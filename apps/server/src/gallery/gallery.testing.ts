// Test harness of the gallery: a real app (accounts, storage, gallery) on a fresh database with
// the reference data, over real HTTP, with users made directly with sessions. The kit harness
// gives the HTTP helpers; this adds the gallery's module and the reference airports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { allMenus } from '../access/menus.repo';
import { accountsModule } from '../accounts/accounts.module';
import { users } from '../accounts/accounts.schema';
import { hashPassword } from '../accounts/passwords';
import { createSession } from '../accounts/tokens.service';
import { insertUser } from '../accounts/users.repo';
import type { Answer, KitHarness } from '../applications/kit.testing';
import { createRole } from '../admin/roles.service';
import { seedBackOffice } from '../admin/seed';
import { createTestDatabase } from '../db/testing';
import { composeApp } from '../modules/compose';
import { storageModule } from '../storage/storage.module';
import { galleryModule } from './gallery.module';

export type GalleryHarness = KitHarness;
export type { Answer };

let serial = 0;

export async function startGalleryApp(): Promise<GalleryHarness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-gallery-'));
  const database = await createTestDatabase({ referenceData: true });
  const modules = [accountsModule, storageModule, galleryModule];
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
  const passwordHash = hashPassword('gallery harness password 42');
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
      const username = `gal${process.pid}x${serial}`;
      const row = await insertUser(database.db, { username, passwordHash: await passwordHash });
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
