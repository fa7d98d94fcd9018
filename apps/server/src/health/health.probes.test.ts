// The probes through an app composed with the real modules and a process state: not ready
// while starting or stopping, nor when the database is gone; live all along.
import { HOST_PATHS } from '@skytrace/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { ProcessState } from '../modules/process-state';
import { buildApp } from '../server';

let database: Database;
let app: FastifyInstance;
const processState = new ProcessState(['ingest', 'sim']);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: {
      logLevel: 'silent',
      corsOrigins: [],
      bodyLimitBytes: 65536,
      trustProxy: false,
      webDist: '/none',
    },
    database,
    roles: () => ['http'],
    version: 'test',
    processState,
  });
});

afterAll(async () => {
  await app.close();
});

async function readiness() {
  const response = await app.inject(HOST_PATHS.healthReady);
  const body = response.json<{
    code: number;
    data: { ready: boolean; db: string; roles: { role: string; state: string }[] };
  }>();
  return { status: response.statusCode, ...body };
}

describe('health probes', () => {
  it('is not ready while the process starts', async () => {
    const { status, code, data } = await readiness();
    expect([status, code]).toEqual([503, 503]);
    expect(data.ready).toBe(false);
    expect(data.roles).toEqual([
      { role: 'http', state: 'starting', modules: {} },
      { role: 'ingest', state: 'starting', modules: {} },
      { role: 'sim', state: 'starting', modules: {} },
    ]);
    expect((await app.inject(HOST_PATHS.healthLive)).statusCode).toBe(200);
  });

  it('is ready once running; a role that did not start is reported off', async () => {
    processState.add('sim', 'sim', {
      stop: () => undefined,
      readiness: () => ({ ready: true, report: { state: 'building' } }),
    });
    processState.phase = 'running';
    const { status, data } = await readiness();
    expect(status).toBe(200);
    expect(data).toEqual({
      ready: true,
      db: 'ok',
      roles: [
        { role: 'http', state: 'running', modules: {} },
        { role: 'ingest', state: 'off', modules: {} },
        { role: 'sim', state: 'running', modules: { sim: { state: 'building' } } },
      ],
    });
  });

  it('is not ready while stopping', async () => {
    processState.phase = 'stopping';
    expect((await readiness()).status).toBe(503);
    processState.phase = 'running';
    expect((await readiness()).status).toBe(200);
  });

  it('is not ready once the database is closed, and still live', async () => {
    await database.close();
    const { status, data } = await readiness();
    expect(status).toBe(503);
    expect(data.db).toBe('down');
    expect(data.ready).toBe(false);
    const live = await app.inject(HOST_PATHS.healthLive);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ data: { status: 'live' } });
  });
});
