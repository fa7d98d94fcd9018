// The weather calls over real HTTP on a real database, the three sources (file drop, a real
// local HTTP server, the administrator's POST with its permission), and the shapes.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airportRealSchema,
  airportWeatherSchema,
  weatherHistorySchema,
  weatherTilesSchema,
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  WEATHER_PERMISSION,
} from '@skytrace/contracts';
import { startModuleApp, type ModuleHarness } from '../admin/module-app.testing';
import { weatherFor, weatherModule } from './weather.module';
import { pollDropDir, pollUrl } from './weather.sources';

const NOW = Date.parse('2026-11-24T06:40:00Z');
let harness: ModuleHarness;

beforeAll(async () => {
  harness = await startModuleApp({
    name: 'wx',
    modules: [weatherModule],
    referenceData: true,
    services: {
      // The process clock of ModuleServices is in seconds.
      now: () => NOW / 1000,
      config: {
        mapSources: {
          weather: {
            url: 'https://radar.example/{time}/{z}/{x}/{y}.png',
            attribution: 'Radar',
            maxZoom: 8,
          },
        },
      },
    },
  });
});
afterAll(() => harness.close());

describe('administrator POST', () => {
  const text =
    'METAR ZBAA 240600Z 34008MPS CAVOK M02/M18 Q1032 NOSIG\n' +
    'METAR ZBAA 240630Z 33006MPS 1200 BR OVC004 M03/M05 Q1031 NOSIG\n' +
    'TAF ZBAA 240510Z 2406/2512 34008MPS CAVOK\n  BECMG 2412/2414 1500 BR';

  it('needs the weather permission: 401 without login, 403 without it, nothing stored', async () => {
    expect(
      (await harness.call('POST', ADSB_FULL_PATHS.weatherReports, { body: { text } })).status,
    ).toBe(401);
    const plain = await harness.user();
    const refused = await harness.call('POST', ADSB_FULL_PATHS.weatherReports, {
      token: plain.token,
      body: { text },
    });
    expect(refused.status).toBe(403);
    const current = await harness.call('POST', API_V2_FULL_PATHS.airportWeather, {
      body: { code: 'PEK' },
    });
    expect(current.body.data).toMatchObject({ metar: null, taf: null });
  });

  it('refuses the whole text for one bad line, translated, and stores nothing', async () => {
    const admin = await harness.user([WEATHER_PERMISSION]);
    const bad = `${text}\nMETAR ZSPD garbage`;
    const en = await harness.call('POST', ADSB_FULL_PATHS.weatherReports, {
      token: admin.token,
      body: { text: bad },
    });
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe('Line 5 is not a valid METAR or TAF: “METAR ZSPD garbage”');
    const zh = await harness.call('POST', ADSB_FULL_PATHS.weatherReports, {
      token: admin.token,
      body: { text: bad },
      lang: 'zh',
    });
    expect(zh.body.msg).toBe('第 5 行不是有效的 METAR 或 TAF：“METAR ZSPD garbage”');
    const current = await harness.call('POST', API_V2_FULL_PATHS.airportWeather, {
      body: { code: 'ZBAA' },
    });
    expect(current.body.data).toMatchObject({ metar: null });
  });

  it('stores the reports; the airport answers its latest METAR and TAF', async () => {
    const admin = await harness.user([WEATHER_PERMISSION]);
    const stored = await harness.call('POST', ADSB_FULL_PATHS.weatherReports, {
      token: admin.token,
      body: { text },
    });
    expect(stored.status).toBe(200);
    expect(stored.body.data).toEqual({ stored: 3, stations: ['ZBAA'] });
    // The same text again stores nothing new.
    const again = await harness.call('POST', ADSB_FULL_PATHS.weatherReports, {
      token: admin.token,
      body: { text },
    });
    expect(again.body.data).toEqual({ stored: 0, stations: ['ZBAA'] });

    const current = await harness.call('POST', API_V2_FULL_PATHS.airportWeather, {
      body: { code: 'pek' },
    });
    expect(current.status).toBe(200);
    const data = airportWeatherSchema.parse(current.body.data);
    expect(data).toMatchObject({ icao: 'ZBAA', iata: 'PEK' });
    expect(data.metar).toMatchObject({
      observedAt: '2026-11-24T06:30:00.000Z',
      flightCategory: 'LIFR',
      visibilityM: 1200,
      weather: ['BR'],
    });
    expect(data.taf).toMatchObject({
      validFrom: '2026-11-24T06:00:00.000Z',
      validTo: '2026-11-25T12:00:00.000Z',
    });
    expect(data.taf?.raw).toContain('BECMG 2412/2414 1500 BR');
  });

  it('answers the history of a window, and refuses a window too long', async () => {
    const start = Date.parse('2026-11-24T05:00:00Z') / 1000;
    const url = `${API_V2_FULL_PATHS.weatherHistory}?code=ZBAA&startTime=${start}&endTime=${start + 7200}`;
    const history = weatherHistorySchema.parse((await harness.call('GET', url)).body.data);
    expect(history.reports.map((r) => r.observedAt)).toEqual([
      '2026-11-24T06:00:00.000Z',
      '2026-11-24T06:30:00.000Z',
    ]);
    const tooLong = await harness.call(
      'GET',
      `${API_V2_FULL_PATHS.weatherHistory}?code=ZBAA&startTime=${start}&endTime=${start + 4 * 86400}`,
    );
    expect(tooLong.status).toBe(400);
    const unknown = await harness.call('POST', API_V2_FULL_PATHS.airportWeather, {
      body: { code: 'QQQQ' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('There is no such airport.');
  });
});

describe('polled sources', () => {
  it('ingests the files of the drop folder once and moves them to done/', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-wxdrop-'));
    fs.writeFileSync(
      path.join(dir, 'zspd.txt'),
      '2026/11/24 06:00\nMETAR ZSPD 240600Z 18004MPS 9999 FEW030 15/09 Q1021 NOSIG\nnot a report\n',
    );
    const weather = weatherFor(harness.database);
    expect(await pollDropDir(dir, weather)).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(['done']);
    expect(fs.readdirSync(path.join(dir, 'done'))).toEqual(['zspd.txt']);
    expect(await pollDropDir(dir, weather)).toBe(0);
    const current = await harness.call('POST', API_V2_FULL_PATHS.airportWeather, {
      body: { code: 'PVG' },
    });
    expect(current.body.data).toMatchObject({ metar: { icao: 'ZSPD', flightCategory: 'VFR' } });
  });

  it('fetches the configured URL from a real HTTP server', async () => {
    let served = 0;
    const server = http.createServer((request, response) => {
      served += 1;
      if (request.url === '/metars.txt') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('ZGGG 240600Z 16003MPS 3000 BR SCT010 BKN020 22/20 Q1015 NOSIG\n');
      } else {
        response.writeHead(500).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const weather = weatherFor(harness.database);
    try {
      expect(await pollUrl(`http://127.0.0.1:${port}/metars.txt`, weather)).toBe(1);
      expect(await pollUrl(`http://127.0.0.1:${port}/metars.txt`, weather)).toBe(0);
      expect(await pollUrl(`http://127.0.0.1:${port}/broken`, weather)).toBe(0);
      expect(served).toBe(3);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const real = airportRealSchema.parse(
      (await harness.call('GET', API_V2_FULL_PATHS.weatherAirportReal)).body.data,
    );
    expect(real.airports).toEqual(
      expect.arrayContaining([
        { icao: 'ZGGG', category: 'IFR', observedAt: '2026-11-24T06:00:00.000Z' },
        { icao: 'ZBAA', category: 'LIFR', observedAt: '2026-11-24T06:30:00.000Z' },
      ]),
    );
  });
});

describe('radar and cloud layers', () => {
  it('answers the configured radar with frames, and says when cloud is not configured', async () => {
    const radar = weatherTilesSchema.parse(
      (await harness.call('GET', API_V2_FULL_PATHS.weatherRadar)).body.data,
    );
    expect(radar).toMatchObject({ available: true, maxZoom: 8 });
    // Two hours of frames, ten minutes apart, for the map's frame stepping.
    expect(radar.frames).toHaveLength(12);
    expect(radar.frames[0]).toBe('2026-11-24T04:40:00.000Z');
    expect(radar.frames.at(-1)).toBe('2026-11-24T06:30:00.000Z');
    const cloud = weatherTilesSchema.parse(
      (await harness.call('GET', API_V2_FULL_PATHS.weatherSatellite)).body.data,
    );
    expect(cloud).toEqual({
      available: false,
      reason: 'notConfigured',
      url: null,
      attribution: null,
      maxZoom: null,
      frames: [],
    });
  });
});
