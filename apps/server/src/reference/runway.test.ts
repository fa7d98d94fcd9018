import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_V2_FULL_PATHS, type AirportRunways } from '@skytrace/contracts';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { buildApp } from '../server';
import { ensureReferenceData, referenceDataVersion } from './reference.load';
import { ensureRunwayData } from './runway.load';
import { runways } from './runway.schema';

// Runways from the bundled package into a real (PGlite) database, and the API over them.

let database: Database;
let app: FastifyInstance;
const messages: Record<string, unknown>[] = [];
const logger = { info: (fields: Record<string, unknown>) => messages.push(fields) };

beforeAll(async () => {
  database = await createTestDatabase({ referenceData: true });
  app = await buildApp({
    config: {
      logLevel: 'silent',
      corsOrigins: [],
      bodyLimitBytes: 4096,
      trustProxy: false,
      webDist: '/nonexistent-skytrace-web',
    },
    database,
    roles: () => ['http'],
    version: 'test',
  });
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

async function runwaysOf(code: string, lang = 'en') {
  const response = await app.inject({
    url: `${API_V2_FULL_PATHS.airportRunways}?airport=${code}&lang=${lang}`,
  });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; msg: string; data: AirportRunways | null }>(),
  };
}

describe('runway data', () => {
  // The template was filled by ensureReferenceData (src/db/test-template.testing.ts), as a first
  // start.
  // How long a load takes is a figure of `npm run bench:playback`, not a limit here.
  it('loads the runways of the known airports once, then skips while the version holds', async () => {
    const airportVersion = referenceDataVersion();
    expect(await ensureReferenceData(database, logger)).toBe('current');
    expect(await ensureRunwayData(database, logger, { airportVersion })).toBe('current');
    const [before] = await database.db.select({ n: count() }).from(runways);
    expect(await ensureRunwayData(database, logger, { airportVersion, force: true })).toBe(
      'loaded',
    );
    const loaded = messages.find((fields) => 'runways' in fields);
    expect(loaded?.runways).toBeGreaterThan(10_000);
    const [stored] = await database.db.select({ n: count() }).from(runways);
    expect(stored?.n).toBe(loaded?.runways);
    expect(before?.n).toBe(loaded?.runways);
  }, 30_000);

  it('stores both ends of Beijing Capital 18L/36R with threshold, true heading and elevation', async () => {
    const [row] = await database.db.select().from(runways).where(eq(runways.id, 235180));
    expect(row).toMatchObject({
      airportIcao: 'ZBAA',
      lengthFt: 12500,
      widthFt: 197,
      closed: false,
      leIdent: '18L',
      leHeadingDeg: 173,
      heIdent: '36R',
      heHeadingDeg: 353,
    });
    expect(row?.leLat).toBeCloseTo(40.0894, 3);
    expect(row?.heLon).toBeCloseTo(116.6002, 3);
    expect(row?.leElevationFt).toBeGreaterThan(0);
  });
});

describe('GET /business/airport/runways', () => {
  it('answers the runways of an airport by IATA or ICAO code, low end first', async () => {
    const byIata = await runwaysOf('pek');
    expect(byIata.status).toBe(200);
    const data = byIata.body.data;
    expect(data?.airport).toMatchObject({ ICAO: 'ZBAA', IATA: 'PEK', cName: '北京首都国际机场' });
    expect(data?.runways.map((runway) => runway.name).sort()).toEqual([
      '01/19',
      '18L/36R',
      '18R/36L',
    ]);
    const east = data?.runways.find((runway) => runway.name === '01/19');
    expect(east?.ends.map((end) => [end.ident, end.headingDeg])).toEqual([
      ['01', 353],
      ['19', 173],
    ]);
    expect(east?.ends[0]?.position.lat).toBeLessThan(east?.ends[1]?.position.lat ?? 0);
    expect((await runwaysOf('ZBAA')).body.data).toEqual(data);
  });

  it('answers a known airport without runway data with no runways', async () => {
    // Chengdu Tianfu is in the authored airport supplement; the runway package has no thresholds.
    const tianfu = await runwaysOf('TFU');
    expect(tianfu.status).toBe(200);
    expect(tianfu.body.data?.airport.ICAO).toBe('ZUTF');
    expect(tianfu.body.data?.runways).toEqual([]);
  });

  it('refuses unknown airports and malformed codes with translated messages', async () => {
    expect((await runwaysOf('QQQQ')).body).toMatchObject({
      code: 404,
      msg: 'No airport with this code.',
    });
    expect((await runwaysOf('QQQQ', 'zh')).body).toMatchObject({
      code: 404,
      msg: '未找到该代码的机场。',
    });
    const malformed = await runwaysOf('P%21', 'zh');
    expect(malformed.body.code).toBe(400);
    expect(malformed.body.msg).toContain('格式');
  });
});
