// The tracker's search and airport calls over HTTP, on reference data loaded into a test DB.
import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { FlightIdentityService } from '../flights/flight-identity.service';
import { AirportFinder } from '../events/airport.finder';
import { EventsService } from '../events/events.service';
import { buildAirportRows } from '../reference/reference.sources';
import { buildApp } from '../server';
import { emptyLiveUpdate, LiveTable } from '../live/live.table';
import type { Db } from '../db/db';
import { upsertSchedules } from '../reference/fleet.repo';
import { TraceRecorder } from '../traces/trace.recorder';
import { AirportIndex } from './airport.index';
import { listenLocally } from '../testing/http';

let database: Database;
let app: FastifyInstance;
let base: string;
const liveTable = new LiveTable();
let events: EventsService;
let recorder: TraceRecorder;
const paths = {
  db: undefined as unknown as Db,
  recorder: undefined as unknown as TraceRecorder,
  requiresLogin: true,
};

beforeAll(async () => {
  database = await createTestDatabase({ referenceData: true });
  const minute = Math.floor((Date.now() / 60_000) % 1440);
  // MU5101 Shanghai Pudong → Beijing Capital, departed an hour ago, arriving in an hour.
  await upsertSchedules(database.db, [
    {
      flightNumber: 'MU5101',
      originIcao: 'ZSPD',
      destinationIcao: 'ZBAA',
      airlineIcao: 'CES',
      departureMinuteUtc: (minute + 1440 - 60) % 1440,
      arrivalMinuteUtc: (minute + 60) % 1440,
      // Around midnight UTC the two-hour leg crosses the date line of the day.
      arrivalDayOffset: (minute + 1440 - 60) % 1440 > (minute + 60) % 1440 ? 1 : 0,
    },
  ]);
  const identity = new FlightIdentityService(database.db);
  await identity.refresh();
  const airports = new AirportIndex();
  await airports.load(database.db);
  const now = Date.now() / 1000;
  for (const [icao, callsign, lat, lon] of [
    [0x780a5c, 'CES5101', 31.2, 121.3],
    [0x780a5d, 'CSN3101', 23.4, 113.3],
    [0x7c1234, 'QFA1', -33.9, 151.2],
  ] as const) {
    liveTable.apply({
      ...emptyLiveUpdate(),
      icao,
      deviceId: 'd',
      time: now,
      callsign,
      lat,
      lon,
      groundSpeed: 450,
    });
  }
  recorder = new TraceRecorder(database.db);
  for (let i = 0; i < 30; i++) {
    recorder.record(0x780a5c, 'CES5101', {
      time: (now - 600 + i * 20) * 1000,
      lat: 31.0 + i * 0.01,
      lon: 121.3,
      altitude: 10000 + i * 500,
      groundSpeed: 300 + i * 5,
      track: 0,
      verticalRate: 1500,
      onGround: false,
    });
  }
  paths.db = database.db;
  paths.recorder = recorder;
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
    liveTable,
    tracker: {
      identity,
      airports,
      hiddenRegistrations: new Set(),
      paths,
      hotReason: (icao, now) => events.reasonOf(icao, now),
    },
  });
  // A diversion of CSN3101 (780a5d) in the last hour: its reason for being hot.
  events = new EventsService(database.db, { airports: new AirportFinder(buildAirportRows()) });
  await events.record([
    {
      kind: 'divert',
      icao: 0x780a5d,
      callsign: 'CSN3101',
      airport: 'ZSPD',
      airportIata: 'PVG',
      runway: '',
      time: Date.now() / 1000 - 600,
      lat: 31.143,
      lon: 121.805,
      altitude: null,
      details: { plannedDestination: 'ZSSS', plannedIata: 'SHA' },
    },
  ]);
  base = await listenLocally(app);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function get(path: string) {
  const response = await fetch(base + path);
  return { status: response.status, body: (await response.json()) as any };
}

describe('tracker search', () => {
  it('finds live flights by IATA flight number, callsign and ICAO address', async () => {
    const byFnum = await get(`${API_V2_FULL_PATHS.flightSearch}?searchText=mu5101`);
    expect(byFnum.status).toBe(200);
    expect(byFnum.body.data.flights[0]).toMatchObject({
      icaoId: '780A5C',
      callsign: 'CES5101',
      fnum: 'MU5101',
    });
    const byCallsign = await get(`${API_V2_FULL_PATHS.flightSearch}?searchText=CSN`);
    const flights = byCallsign.body.data.flights as { callsign: string }[];
    expect(flights.map((f) => f.callsign)).toEqual(['CSN3101']);
    const byHex = await get(`${API_V2_FULL_PATHS.flightSearch}?searchText=7c1234`);
    expect(byHex.body.data.flights[0].callsign).toBe('QFA1');
  });

  it('finds airports by code and by Chinese or English name', async () => {
    const byCode = await get(`${API_V2_FULL_PATHS.flightSearch}?searchText=PVG`);
    expect(byCode.body.data.airports[0]).toMatchObject({ ICAO: 'ZSPD', IATA: 'PVG' });
    const byName = await get(
      `${API_V2_FULL_PATHS.flightSearch}?searchText=${encodeURIComponent('浦东')}`,
    );
    expect(byName.body.data.airports[0].ICAO).toBe('ZSPD');
    const post = await fetch(`${base}${API_V2_FULL_PATHS.airportSearch}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'searchText=ZBAA',
    });
    expect(((await post.json()) as any).data[0].IATA).toBe('PEK');
  });

  it('rejects an empty search with a translated message', async () => {
    const { status, body } = await get(`${API_V2_FULL_PATHS.flightSearch}?searchText=%20&lang=zh`);
    expect(status).toBe(400);
    expect(body.msg).toContain('此项为必填项');
  });

  it('lists airports in a map box, only major ones when zoomed out', async () => {
    const box = 'lon1=120.5&lat1=30.5&lon2=122.5&lat2=32';
    const major = await get(`${API_V2_FULL_PATHS.airportRange}?${box}&interFlag=1`);
    const all = await get(`${API_V2_FULL_PATHS.airportRange}?${box}&interFlag=0`);
    const majorCodes = (major.body.data as { ICAO: string }[]).map((a) => a.ICAO);
    expect(majorCodes).toEqual(expect.arrayContaining(['ZSPD', 'ZSSS']));
    expect(all.body.data.length).toBeGreaterThanOrEqual(major.body.data.length);
  });
});

describe('flight path', () => {
  it('needs login by default (spec §6)', async () => {
    const { status, body } = await get(`${API_V2_FULL_PATHS.flightPath}?icao=780a5c&lang=en`);
    expect(status).toBe(401);
    expect(body.msg).toBe('Please log in first.');
  });

  it('gives the track flown, the forecast to the destination and the scheduled route', async () => {
    paths.requiresLogin = false;
    const { status, body } = await get(`${API_V2_FULL_PATHS.flightPath}?icao=780a5c`);
    expect(status).toBe(200);
    type Point = { lat: number; lon: number; flyOverTime: number; name?: string };
    const { trace, forecastTrace, fullForecastTrace } = body.data as {
      trace: { path: { lat: number }[] };
      forecastTrace: { path: Point[] };
      fullForecastTrace: { path: Point[] };
    };
    expect(trace.path.length).toBeGreaterThan(3);
    expect(trace.path[0]!.lat).toBeCloseTo(31.0, 4);
    const forecast = forecastTrace.path;
    expect(forecast[0]!.lat).toBeCloseTo(31.2, 6);
    expect(forecast[0]!.lon).toBeCloseTo(121.3, 6);
    expect(forecast.at(-1)!.name).toBe('PEK');
    // ~1,080 km at 450 kt (833 km/h) is about 78 minutes.
    const minutes = (forecast.at(-1)!.flyOverTime - forecast[0]!.flyOverTime) / 60;
    expect(minutes).toBeGreaterThan(70);
    expect(minutes).toBeLessThan(85);
    const route = fullForecastTrace.path;
    expect(route[0]!.name).toBe('PVG');
    expect(route.at(-1)!.name).toBe('PEK');
    expect(route.at(-1)!.flyOverTime - route[0]!.flyOverTime).toBe(7200);
    paths.requiresLogin = true;
  });

  it('rejects a bad address', async () => {
    paths.requiresLogin = false;
    expect((await get(`${API_V2_FULL_PATHS.flightPath}?icao=zz`)).status).toBe(400);
    paths.requiresLogin = true;
  });
});

describe('hot flights', () => {
  it('lists the most viewed live flights', async () => {
    paths.requiresLogin = false;
    await get(`${API_V2_FULL_PATHS.flightPath}?icao=780a5d`);
    await get(`${API_V2_FULL_PATHS.flightPath}?icao=780a5d`);
    paths.requiresLogin = true;
    const { status, body } = await get(API_V2_FULL_PATHS.hotFlights);
    expect(status).toBe(200);
    const list = body.data as { callsign: string; views: number }[];
    // Hot because: diverting to PVG (its latest event).
    expect(list.find((f) => f.callsign === 'CSN3101')).toMatchObject({
      views: 1,
      reason: { kind: 'divert', airport: 'PVG', squawk: '' },
    });
  });
});

describe('recommend/click', () => {
  async function click(body: string, type: string, lang = 'en') {
    const response = await fetch(`${base}${API_V2_FULL_PATHS.recommendClick}?lang=${lang}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    return { status: response.status, body: (await response.json()) as any };
  }

  it('counts a click on a hot flight once per viewer, and the hot list ranks it', async () => {
    const first = await click('data=7c1234', 'application/x-www-form-urlencoded');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ icaoId: '7C1234', views: 0, clicks: 1 });
    // The same viewer clicking again within five minutes adds nothing.
    const again = await click(JSON.stringify({ data: '7C1234' }), 'application/json');
    expect(again.body.data).toEqual({ icaoId: '7C1234', views: 0, clicks: 1 });
    const { body } = await get(API_V2_FULL_PATHS.hotFlights);
    const list = body.data as { callsign: string; views: number; clicks: number }[];
    expect(list.find((f) => f.callsign === 'QFA1')).toMatchObject({ views: 0, clicks: 1 });
  });

  it('refuses a bad address and a flight no longer live, in the asked language', async () => {
    const bad = await click('data=XYZ', 'application/x-www-form-urlencoded', 'zh');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('十六进制');
    const gone = await click('data=ABCDEF', 'application/x-www-form-urlencoded');
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('This flight is no longer live.');
  });
});

describe('index/country', () => {
  it('lists the States in both languages with their live aircraft, busiest first', async () => {
    const en = await get(`${API_V2_FULL_PATHS.countries}?lang=en`);
    expect(en.status).toBe(200);
    const countries = en.body.data as {
      code: string;
      name: string;
      nameZh: string;
      aircraft: number;
    }[];
    expect(countries.length).toBeGreaterThan(150);
    expect(countries[0]).toMatchObject({ code: 'CN', name: 'China', nameZh: '中国', aircraft: 2 });
    expect(countries.find((c) => c.code === 'AU')).toMatchObject({
      name: 'Australia',
      aircraft: 1,
    });
    expect(countries.find((c) => c.code === 'FR')?.aircraft).toBe(0);
    const zh = await get(`${API_V2_FULL_PATHS.countries}?lang=zh`);
    expect(zh.body.data[0]).toMatchObject({ code: 'CN', name: '中国', nameEn: 'China' });
  });
});
