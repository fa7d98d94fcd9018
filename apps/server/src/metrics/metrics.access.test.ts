// Who reads /metrics when METRICS_TOKEN is set: loopback as always, anyone else with the Bearer
// token only; refusals are the JSON envelope. An app composed with the real modules, no pipeline.
import { HOST_PATHS } from '@skytrace/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { buildApp } from '../server';
import { isLoopback } from './metrics.access';
import { parseExposition, sampleValue } from './exposition.testing';

const TOKEN = 'scrape-7f3a9c1e5b2d4a60';
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: {
      logLevel: 'silent',
      corsOrigins: [],
      bodyLimitBytes: 65536,
      trustProxy: false,
      webDist: '/none',
      metricsToken: TOKEN,
    },
    database,
    roles: () => ['http'],
    version: 'test',
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const remote = (headers: Record<string, string> = {}) =>
  app.inject({ url: HOST_PATHS.metrics, remoteAddress: '198.51.100.20', headers });

describe('/metrics with METRICS_TOKEN', () => {
  it('answers 401 in the envelope without the token or with a wrong one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-of-some-length' },
      { authorization: `Basic ${TOKEN}` },
      { authorization: `Bearer ${TOKEN}x` },
    ];
    for (const headers of attempts) {
      const response = await remote(headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toEqual({ code: 401, msg: expect.any(String), data: null });
    }
  });

  it('serves the exposition to the token from anywhere, and to loopback without it', async () => {
    const withToken = await remote({ authorization: `Bearer ${TOKEN}` });
    expect(withToken.statusCode).toBe(200);
    const metrics = parseExposition(withToken.body);
    // No pipeline in this app: the process metrics only.
    expect(sampleValue(metrics, 'skytrace_db_info', { driver: database.driver })).toBe(1);
    expect(metrics.types.has('skytrace_ingest_messages_total')).toBe(false);
    const local = await app.inject({ url: HOST_PATHS.metrics });
    expect(local.statusCode).toBe(200);
    // A request a local proxy forwarded needs the token like any other.
    const proxied = await app.inject({
      url: HOST_PATHS.metrics,
      headers: { forwarded: 'for=198.51.100.20' },
    });
    expect(proxied.statusCode).toBe(401);
  });

  it('counts refused requests by status', async () => {
    await remote();
    const local = parseExposition((await app.inject({ url: HOST_PATHS.metrics })).body);
    expect(sampleValue(local, 'skytrace_http_refused_total', { reason: '401' })).toBeGreaterThan(0);
  });

  it('knows loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(address)).toBe(true);
    }
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '::2', '']) {
      expect(isLoopback(address)).toBe(false);
    }
  });
});
