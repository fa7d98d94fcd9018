// Hostile input that used to answer 500 or leave the envelope (issue 13 #13): ids above int4,
// NUL characters, multipart without a boundary, URLs the router cannot decode.
import { API_V2_FULL_PATHS, fillPath } from '@skytrace/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../accounts/accounts.schema';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { buildApp } from '../server';
import type { App } from './types';

let database: Database;
let app: FastifyInstance;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-input-'));

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: {
      logLevel: 'silent',
      corsOrigins: [],
      bodyLimitBytes: 65536,
      trustProxy: false,
      webDist: dataDir,
    },
    database,
    roles: () => ['http'],
    version: 'test',
    accounts: { dataDir },
  });
  // Routes of this test that hand input to the database and the multipart parser unchecked, as a
  // route with a missing bound would.
  await app.register(
    async (api: App) => {
      await api.register(multipart);
      api.get(
        '/user/:id',
        { schema: { params: z.object({ id: z.coerce.number().int() }) } },
        async (request) => {
          const rows = await database.db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.id, request.params.id));
          return { code: 200, msg: 'ok', data: rows.length };
        },
      );
      api.post('/note', { schema: { body: z.object({ text: z.string() }) } }, async (request) => {
        const rows = await database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.username, request.body.text));
        return { code: 200, msg: 'ok', data: rows.length };
      });
      api.post('/upload', async (request) => {
        const file = await request.file();
        return { code: 200, msg: 'ok', data: file?.filename ?? null };
      });
    },
    { prefix: '/api/v2/test' },
  );
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function request(options: string | InjectOptions) {
  const response = await app.inject(options);
  return { status: response.statusCode, body: response.json<unknown>(), raw: response.body };
}

const badRequest = { code: 400, msg: 'The request is not valid.', data: null };
const invalidCharacters = {
  code: 400,
  msg: 'The request contains characters that are not allowed.',
  data: null,
};

describe('hostile input', () => {
  it('answers 400 for a user id above int4 on the public profile', async () => {
    const { status, body, raw } = await request(
      `${fillPath(API_V2_FULL_PATHS.publicProfile, { id: '2147483648' })}?lang=en`,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, msg: expect.stringContaining('params.id') });
    expect(raw).not.toContain('2147483648');
  });

  it('maps a database out-of-range error to 400 where a route lacks the bound', async () => {
    expect(await request('/api/v2/test/user/2147483648')).toMatchObject({
      status: 400,
      body: badRequest,
    });
  });

  it('refuses NUL characters in paths, queries and bodies', async () => {
    expect(await request('/api/v2/test/user/1%00')).toMatchObject({
      status: 400,
      body: invalidCharacters,
    });
    expect(await request(`${API_V2_FULL_PATHS.health}?lang=en&x=%00`)).toMatchObject({
      status: 400,
      body: invalidCharacters,
    });
    expect(
      await request({
        method: 'POST',
        url: '/api/v2/test/note',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ text: 'a\u0000b' }),
      }),
    ).toMatchObject({ status: 400, body: invalidCharacters });
    expect(
      await request({
        method: 'POST',
        url: '/api/v2/test/note',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'text=a%00b',
      }),
    ).toMatchObject({ status: 400, body: invalidCharacters });
  });

  it('answers 400 for multipart without a boundary', async () => {
    expect(
      await request({
        method: 'POST',
        url: '/api/v2/test/upload',
        headers: { 'content-type': 'multipart/form-data' },
        payload: '--x\r\n\r\n',
      }),
    ).toMatchObject({ status: 400, body: badRequest });
  });

  it('answers a URL the router cannot decode in the envelope, without echoing it', async () => {
    const { status, body, raw } = await request('/api/v2/test/user/%E0%A4%A<b>');
    expect(status).toBe(400);
    expect(body).toEqual(badRequest);
    expect(raw).not.toContain('<b>');
  });
});
