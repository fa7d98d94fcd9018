// What reaches the log under a flood and on a failed query (issue 13 #14), read from the real
// logger's output stream.
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { buildLoggedApp } from './logged-app.testing';
import type { App } from './types';

let database: Database;
let app: FastifyInstance;
let lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildLoggedApp(database, (line) => lines.push(line));
  await app.register(
    async (api: App) => {
      await api.register(rateLimit, { global: false });
      api.post('/login', { config: { rateLimit: { max: 5, timeWindow: 60_000 } } }, () => ({
        code: 200,
        msg: 'ok',
        data: null,
      }));
    },
    { prefix: '/api/v2/test' },
  );
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request logging', () => {
  it('writes a summary, not lines per request, for a flood of rate-limited requests', async () => {
    lines = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 200; i++) {
      const response = await app.inject({ method: 'POST', url: '/api/v2/test/login?lang=en' });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    expect(statuses.get(429)).toBe(195);
    // The five accepted requests log one line each; the refused ones none yet.
    expect(lines.length).toBeLessThanOrEqual(5);
    await app.close();
    const summary = lines.map((line) => JSON.parse(line) as Record<string, unknown>).at(-1);
    expect(summary).toMatchObject({
      msg: 'requests refused (summary)',
      refused: { '429': 195 },
    });
    expect(lines.length).toBeLessThanOrEqual(6);
  });
});

describe('error logging', () => {
  beforeAll(async () => {
    // The app of the flood test is closed; this one writes to the same lines.
    app = await buildLoggedApp(database, (line) => lines.push(line));
    app.get('/api/v2/test/query', async () => {
      await database.db.execute(
        sql`select * from no_such_table where email = ${'someone@example.com'} and n = ${4242}`,
      );
      return { code: 200, msg: 'ok', data: null };
    });
  });

  it('logs a failed query without its bound parameters', async () => {
    lines = [];
    const response = await app.inject('/api/v2/test/query');
    expect(response.statusCode).toBe(500);
    const logged = lines.join('\n');
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('42P01');
    expect(logged).not.toContain('someone@example.com');
    expect(logged).not.toContain('4242');
  });
});
