import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { buildApp } from '../server';
import { HttpError } from './errors';
import { mapSourceOrigins } from './security';
import type { App } from './types';
import { listenLocally } from '../testing/http';

let database: Database;
let app: FastifyInstance;
let base: string;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-web-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>shell</title>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  database = await createTestDatabase();
  app = await buildApp({
    config: {
      logLevel: 'silent',
      corsOrigins: [],
      bodyLimitBytes: 2048,
      trustProxy: false,
      webDist,
    },
    database,
    roles: () => ['http'],
    version: '1.2.3',
  });
  // Routes that exist only in this test, to exercise the error paths.
  await app.register(
    (api: App, _options, done) => {
      api.get('/boom', () => {
        throw new Error('secret internal detail at /srv/app.ts:12');
      });
      api.get('/forbidden', () => {
        throw new HttpError(403, 'errors.forbidden');
      });
      api.post(
        '/echo',
        {
          schema: {
            body: z.object({
              email: z.email({ error: 'validation.emailInvalid' }),
              name: z.string().min(2),
            }),
          },
        },
        (request) => ({ code: 200, msg: 'ok', data: request.body }),
      );
      done();
    },
    { prefix: '/api/v2/test' },
  );
  base = await listenLocally(app);
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function getJson(url: string, init?: RequestInit) {
  const response = await fetch(base + url, init);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as any,
  };
}

describe('HTTP envelope and errors', () => {
  it('publishes the client configuration with the spec defaults', async () => {
    const { status, body } = await getJson(API_V2_FULL_PATHS.siteConfig);
    expect(status).toBe(200);
    expect(body.data).toEqual({ flightDetailRequiresLogin: true, mapSources: {} });
  });

  it('answers health with the envelope', async () => {
    const { status, body } = await getJson(API_V2_FULL_PATHS.health);
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      msg: 'Success',
      data: { db: 'ok', roles: ['http'], version: '1.2.3', uptimeSeconds: expect.any(Number) },
    });
  });

  it('translates messages with the lang parameter', async () => {
    expect((await getJson(`${API_V2_FULL_PATHS.health}?lang=zh`)).body.msg).toBe('成功');
    expect((await getJson('/api/v2/nope?lang=zh')).body).toEqual({
      code: 404,
      msg: '未找到。',
      data: null,
    });
    expect((await getJson('/api/v2/nope?lang=en')).body.msg).toBe('Not found.');
  });

  it('answers 400 with a translated message for invalid input', async () => {
    const { status, body } = await getJson('/api/v2/test/echo?lang=zh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nope', name: 'x' }),
    });
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.msg).toBe('body.email：请输入有效的邮箱地址');
    expect(body.data.issues).toEqual([
      { field: 'body.email', msg: '请输入有效的邮箱地址' },
      { field: 'body.name', msg: '至少需要 2 个字符。' },
    ]);
  });

  it('accepts form-encoded bodies', async () => {
    const { status, body } = await getJson('/api/v2/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.cn&name=Li',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ email: 'a@b.cn', name: 'Li' });
  });

  it('rejects a bad lang value', async () => {
    const { status, body } = await getJson(`${API_V2_FULL_PATHS.health}?lang=fr`);
    expect(status).toBe(400);
    expect(body.msg).toContain('query.lang');
  });

  it('never leaks a stack or internal message', async () => {
    const { status, body } = await getJson('/api/v2/test/boom');
    expect(status).toBe(500);
    expect(body).toEqual({ code: 500, msg: 'System error. Please try again later.', data: null });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('maps HttpError to its status', async () => {
    const { status, body } = await getJson('/api/v2/test/forbidden?lang=zh');
    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, msg: '您没有执行此操作的权限。', data: null });
  });

  it('limits body size', async () => {
    const { status, body } = await getJson('/api/v2/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.cn', name: 'x'.repeat(5000) }),
    });
    expect(status).toBe(413);
    expect(body.code).toBe(413);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const { status, body } = await getJson('/api/v2/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(status).toBe(400);
    expect(body.code).toBe(400);
  });

  it('sends security headers and keeps CORS closed', async () => {
    const response = await fetch(`${base}${API_V2_FULL_PATHS.health}`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends the same complete set of security headers on every answer', async () => {
    const securityHeaders = (response: Response) =>
      Object.fromEntries(
        [...response.headers].filter(
          ([name]) =>
            /^(x-|cross-origin|origin-agent|referrer|strict-transport|content-security)/.test(
              name,
            ) && name !== 'x-request-id',
        ),
      );
    const health = securityHeaders(await fetch(`${base}/api/v2/health`));
    expect(health).toEqual({
      'content-security-policy': expect.stringContaining("default-src 'self'") as string,
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    // A failure carries them too, and a second answer gets the same.
    expect(securityHeaders(await fetch(`${base}/api/v2/no-such-route`))).toEqual(health);
    expect(securityHeaders(await fetch(`${base}/api/v2/health`))).toEqual(health);
  });

  it('lets pages connect only to the server itself, not to any https or ws host', async () => {
    const response = await fetch(`${base}${API_V2_FULL_PATHS.health}`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/connect-src[^;]*(https:|wss?:)/);
  });

  it('adds the configured map sources to connect-src', () => {
    expect(
      mapSourceOrigins({
        satellite: {
          url: 'https://Tiles.example:8443/{z}/{x}/{y}.jpg',
          attribution: '',
          maxZoom: 18,
        },
        road: { url: 'https://{s}.osm.example/{z}/{x}/{y}.png', attribution: '', maxZoom: 18 },
      }),
    ).toEqual(['https://tiles.example:8443', 'https://*.osm.example']);
  });
});

describe('OpenAPI', () => {
  it('documents the API from the zod schemas', async () => {
    const { status, body } = await getJson('/api/docs/json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(body.paths[API_V2_FULL_PATHS.health].get).toBeDefined();
    const html = await fetch(`${base}/api/docs/`);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('swagger');
  });
});

describe('web app serving', () => {
  it('answers history routes with index.html', async () => {
    for (const route of [
      '/',
      '/account',
      '/tracker/MU5101',
      '/terms-en',
      '/tracker/104.45,33.39/8.5',
    ]) {
      const response = await fetch(base + route, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await fetch(`${base}/assets/app-1234.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('never serves files outside the web folder', async () => {
    const response = await fetch(`${base}/..%2f..%2fpackage.json`);
    expect(await response.text()).not.toContain('"name"');
    const missing = await fetch(`${base}/assets/missing.js`);
    expect(missing.status).toBe(404);
  });
});
