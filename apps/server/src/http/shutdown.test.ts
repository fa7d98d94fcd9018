import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { buildApp } from '../server';
import type { App } from './types';
import { listenLocally } from '../testing/http';

let database: Database;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: {
      logLevel: 'silent',
      corsOrigins: [],
      bodyLimitBytes: 1024,
      trustProxy: false,
      webDist: '/nonexistent',
    },
    database,
    roles: () => ['http'],
    version: 'test',
  });
  await app.register(
    (api: App, _options, done) => {
      api.get('/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        return { code: 200, msg: 'ok', data: 'finished' };
      });
      done();
    },
    { prefix: '/api/v2/test' },
  );
  base = await listenLocally(app);
});

afterAll(async () => {
  await database.close();
});

describe('graceful close', () => {
  it('finishes in-flight requests and stops accepting new ones', async () => {
    const inFlight = fetch(`${base}/api/v2/test/slow`).then(
      (r) => r.json() as Promise<{ data: string }>,
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    const closing = app.close();
    const body = await inFlight;
    expect(body.data).toBe('finished');
    await closing;
    await expect(fetch(`${base}${API_V2_FULL_PATHS.health}`)).rejects.toThrow();
  });
});
