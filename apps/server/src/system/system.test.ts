// `/api/v2/system/stats`: counters for everyone, process memory only for the listed operators
// (issue 13 #15).
import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/accounts.schema';
import { createSession } from '../accounts/tokens.service';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { DeviceRegistry } from '../devices/device.registry';
import { buildApp } from '../server';
import { LiveTable } from '../live/live.table';
import { TraceRecorder } from '../traces/trace.recorder';

let database: Database;
let app: FastifyInstance;
let adminToken: string;
let userToken: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-stats-'));

async function signedIn(username: string): Promise<{ id: number; token: string }> {
  const [user] = await database.db
    .insert(users)
    .values({ username, passwordHash: 'x' })
    .returning({ id: users.id });
  const id = user!.id;
  return { id, token: (await createSession(database.db, id)).token };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const admin = await signedIn('operator');
  adminToken = admin.token;
  userToken = (await signedIn('visitor')).token;
  app = await buildApp({
    config: {
      logLevel: 'silent',
      corsOrigins: [],
      bodyLimitBytes: 65536,
      trustProxy: false,
      webDist: dataDir,
      stats: { adminUserIds: [admin.id], internalsPublic: false },
    },
    database,
    roles: () => ['http'],
    version: 'test',
    accounts: { dataDir },
    stats: {
      liveTable: new LiveTable(),
      registry: new DeviceRegistry(database.db),
      recorder: new TraceRecorder(database.db),
      ingest: () => undefined,
    },
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function stats(token?: string) {
  const response = await app.inject({
    url: API_V2_FULL_PATHS.systemStats,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { memory: unknown; live: unknown; refused: number } }>().data;
}

describe('system statistics', () => {
  it('keeps process memory from anonymous and ordinary users', async () => {
    for (const data of [await stats(), await stats(userToken)]) {
      expect(data.memory).toBeNull();
      expect(data.live).toEqual({ aircraft: 0, messages: 0, withPosition: 0 });
    }
  });

  it('shows process memory to an operator of STATS_ADMIN_USER_IDS', async () => {
    const data = await stats(adminToken);
    expect(data.memory).toEqual({
      rssBytes: expect.any(Number),
      heapUsedBytes: expect.any(Number),
    });
  });

  it('counts refused requests', async () => {
    const before = (await stats()).refused;
    await app.inject('/api/v2/nothing-here');
    expect((await stats()).refused).toBe(before + 1);
  });
});
