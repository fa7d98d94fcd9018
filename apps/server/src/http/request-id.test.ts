// Request ids: a sane incoming X-Request-Id is kept, anything else replaced by a new id; the
// answer echoes it and the request's log lines carry it, read from the real logger's stream.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { buildLoggedApp } from './logged-app.testing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let database: Database;
let app: FastifyInstance;
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildLoggedApp(database, (line) => {
    lines.push(JSON.parse(line) as Record<string, unknown>);
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function requestWith(id: string | undefined) {
  lines = [];
  const response = await app.inject({
    url: '/api/v2/health',
    headers: id === undefined ? {} : { 'x-request-id': id },
  });
  expect(response.statusCode).toBe(200);
  const logged = lines.filter((line) => line.msg === 'request completed');
  expect(logged).toHaveLength(1);
  return { header: response.headers['x-request-id'], logged: logged[0]?.reqId };
}

describe('request ids', () => {
  it('keeps a sane incoming id, echoes it and logs it', async () => {
    const id = 'lb-2026.11.25_0042-abc';
    expect(await requestWith(id)).toEqual({ header: id, logged: id });
  });

  it('replaces a missing, long or unsafe id with a new one, echoed and logged', async () => {
    const seen = new Set<unknown>();
    for (const id of [undefined, 'x'.repeat(65), 'has space', 'quote"d', 'new\\nline', '']) {
      const { header, logged } = await requestWith(id);
      expect(header).toMatch(UUID);
      expect(logged).toBe(header);
      seen.add(header);
    }
    expect(seen.size).toBe(6);
  });

  it('echoes the id on errors too', async () => {
    const response = await app.inject({
      url: '/api/v2/no-such-route',
      headers: { 'x-request-id': 'trace-404' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('trace-404');
  });
});
