import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASEMAP_LAYERS } from '@skytrace/contracts';
import { composeApp } from '../modules/compose';
import { listenLocally } from '../testing/http';
import { writeBaseMap } from './basemap.build';
import { basemapModule } from './basemap.module';
import { readBaseMapSources } from './basemap.sources';
import { tileOf } from './basemap.tiles';

// The tile route on a real socket, serving an archive built from the real data around Beijing.

const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-basemap-')), 'tiles');
let app: FastifyInstance;
let base: string;
const [x, y] = tileOf(116.397, 39.907, 6);

beforeAll(async () => {
  const meta = await writeBaseMap(dir, 'test-stamp', {
    sources: await readBaseMapSources(),
    bbox: [115.4, 39.4, 117.5, 40.9],
    maxZoom: 6,
  });
  expect(meta.tiles).toBe(7);
  app = await composeApp(
    {
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        bodyLimitBytes: 2048,
        trustProxy: false,
        webDist: '/nonexistent',
        baseMapDir: dir,
      },
      version: '1',
    },
    [basemapModule],
  );
  base = await listenLocally(app);
}, 180_000);

afterAll(async () => {
  await app.close();
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

describe('GET /data/basemap/{z}/{x}/{y}.pbf', () => {
  it('sends a stored tile gzip-encoded with caching headers', async () => {
    const response = await fetch(`${base}/data/basemap/6/${x}/${y}.pbf`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-protobuf');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('etag')).toBe('"test-stamp"');
    // fetch decodes the gzip body.
    const tile = new VectorTile(new PbfReader(new Uint8Array(await response.arrayBuffer())));
    expect(Object.keys(tile.layers)).toContain(BASEMAP_LAYERS.place);
  });

  it('answers a revalidation with 304 and a client without gzip with the plain tile', async () => {
    const again = await fetch(`${base}/data/basemap/6/${x}/${y}.pbf`, {
      headers: { 'if-none-match': '"test-stamp"' },
    });
    expect(again.status).toBe(304);
    const plain = await app.inject({
      url: `/data/basemap/6/${x}/${y}.pbf`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const stored = await app.inject({
      url: `/data/basemap/6/${x}/${y}.pbf`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(stored.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('answers 204 where the map is empty and 400 for coordinates outside the world', async () => {
    expect((await fetch(`${base}/data/basemap/6/0/0.pbf`)).status).toBe(204);
    expect((await fetch(`${base}/data/basemap/9/${x * 8}/${y * 8}.pbf`)).status).toBe(204);
    for (const bad of [
      '6/64/0.pbf',
      '6/0/64.pbf',
      '23/0/0.pbf',
      'a/0/0.pbf',
      '6/0/0.png',
      '6/-1/0.pbf',
    ]) {
      const response = await fetch(`${base}/data/basemap/${bad}`);
      expect(response.status, bad).toBe(400);
      const body = (await response.json()) as { code: number; msg: string };
      expect(body.code, bad).toBe(400);
      expect(body.msg, bad).not.toMatch(/at |Error/);
    }
  });

  it('answers 404 when the base map was not built, without stopping the server', async () => {
    const bare = await composeApp(
      {
        config: {
          logLevel: 'silent',
          corsOrigins: [],
          bodyLimitBytes: 2048,
          trustProxy: false,
          webDist: '/nonexistent',
          baseMapDir: path.join(dir, 'missing'),
        },
        version: '1',
      },
      [basemapModule],
    );
    const response = await bare.inject({ url: `/data/basemap/6/${x}/${y}.pbf` });
    expect(response.statusCode).toBe(404);
    await bare.close();
  });
});
