// The flight lookups `dynamic/flightDetail` and `dynamic/flight` over real HTTP on PGlite with
// the bundled reference data, a timetable, a fleet, a live table and a recorded flight: found
// live, on the ground, by day and route; hidden airframes; unknown ones get hasNoFlightInfo
// (zh/en); bad parameters get translated refusals; login when the operator asks for it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatCompactDate,
  type FlightAnswer,
  type FlightDetail,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { accountsModule } from '../accounts/accounts.module';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { FlightIdentityService } from '../flights/flight-identity.service';
import { LiveAirGround } from '../live/live.aircraft';
import { LiveTable, emptyLiveUpdate } from '../live/live.table';
import { composeApp } from '../modules/compose';
import { upsertAircraft, upsertSchedules } from '../reference/fleet.repo';
import { listenLocally } from '../testing/http';
import { syntheticFlight } from '../traces/trace.fixtures';
import { TraceRecorder } from '../traces/trace.recorder';
import { HistoryService } from './history.service';
import { PlaybackDirectory } from './playback.directory';
import { playbackModule } from './playback.module';
import { PlaybackService } from './playback.service';

const RECORDED = 0x780a5c; // B-1234, flew MU5101 yesterday evening UTC
const FLYING = 0x780b77; // B-5678, flying MU5101 now
const HIDDEN = 0x780c01; // B-6001, hidden by the operator
const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const departure = today - DAY + 20 * 3_600_000;
const chinaDate = formatCompactDate(new Date(departure + 8 * 3_600_000));
// The lookups' clock: two hours after the recorded departure, same China-time day.
const NOW = departure / 1000 + 7_200;

let database: Database;
const apps: FastifyInstance[] = [];
let open: string;
let closed: string;

async function lookupApp(requiresLogin: boolean, liveTable: LiveTable) {
  const identity = new FlightIdentityService(database.db);
  await identity.refresh();
  const playback = new PlaybackService({
    db: database.db,
    directory: new PlaybackDirectory(database.db, identity),
  });
  const app = await composeApp(
    {
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        bodyLimitBytes: 1 << 20,
        trustProxy: false,
        webDist: '/nonexistent',
        flightDetailRequiresLogin: requiresLogin,
      },
      database,
      roles: () => ['http'],
      version: 'test',
      now: () => NOW,
      liveTable,
      tracker: { identity, hiddenRegistrations: new Set(['B6001']) },
      playback: {
        playback,
        history: new HistoryService(playback, { db: database.db }),
        db: database.db,
        requiresLogin,
      },
      accounts: { dataDir: `/tmp/skytrace-lookup-test-${process.pid}` },
    },
    [playbackModule, accountsModule],
  );
  apps.push(app);
  return listenLocally(app);
}

beforeAll(async () => {
  database = await createTestDatabase({ referenceData: true });
  await upsertSchedules(database.db, [
    {
      flightNumber: 'MU5101',
      originIcao: 'ZSPD',
      destinationIcao: 'ZBAA',
      airlineIcao: 'CES',
      departureMinuteUtc: 20 * 60,
      arrivalMinuteUtc: 22 * 60 + 10,
    },
  ]);
  await upsertAircraft(database.db, [
    { icao: RECORDED, registration: 'B-1234', typeDesignator: 'A320', operatorIcao: 'CES' },
    { icao: FLYING, registration: 'B-5678', typeDesignator: 'A321', operatorIcao: 'CES' },
    { icao: HIDDEN, registration: 'B-6001', typeDesignator: 'A320', operatorIcao: 'CES' },
  ]);
  const recorder = new TraceRecorder(database.db);
  for (const point of syntheticFlight({ start: departure - 10 * 60_000 }))
    recorder.record(RECORDED, 'CES5101', point);
  await recorder.close();

  const liveTable = new LiveTable();
  for (const [icao, lat] of [
    [FLYING, 35.1],
    [HIDDEN, 33.2],
  ] as const)
    liveTable.apply({
      ...emptyLiveUpdate(),
      icao,
      deviceId: 'test-receiver',
      time: NOW,
      callsign: 'CES5101',
      squawk: 0x2341,
      altitude: 33_000,
      lat,
      lon: 118.2,
      groundSpeed: 450,
      track: 350,
      verticalRate: 0,
      airGround: LiveAirGround.Airborne,
    });
  open = await lookupApp(false, liveTable);
  closed = await lookupApp(true, liveTable);
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

async function get<T>(base: string, path: string): Promise<Answer<T>> {
  const response = await fetch(`${base}/api/v2${path}`);
  const body = (await response.json()) as Omit<Answer<T>, 'status'>;
  return { status: response.status, ...body };
}

describe('dynamic/flightDetail', () => {
  it('describes a live airframe by registration, with its position', async () => {
    for (const anum of ['B-5678', 'b5678']) {
      const answer = await get<FlightDetail>(
        open,
        `${API_V2_PATHS.flightDetail}?anum=${anum}&onground=0`,
      );
      expect(answer.code).toBe(200);
      expect(answer.data.icaoId).toBe('780B77');
      expect(answer.data.live).toMatchObject({ lat: 35.1, lng: 118.2, altitude: 33_000 });
      expect(answer.data.live?.squawk).toBe('2341');
      expect(answer.data.live?.onGround).toBe(false);
      expect(answer.data.base).toMatchObject({ aircraftNum: 'B-5678', flightNum2: 'MU5101' });
      expect(answer.data.base.fdst?.ICAO).toBe('ZBAA');
    }
  });

  it('describes a parked airframe from the timetable on the ground, and not as airborne', async () => {
    const ground = await get<FlightDetail>(
      open,
      `${API_V2_PATHS.flightDetail}?anum=B-1234&onground=1`,
    );
    expect(ground.code).toBe(200);
    expect(ground.data.live).toBeNull();
    expect(ground.data.base).toMatchObject({
      ICAOId: '780A5C',
      aircraftNum: 'B-1234',
      aircraftType: 'A320',
    });
    const airborne = await get(open, `${API_V2_PATHS.flightDetail}?anum=B-1234&onground=0`);
    expect(airborne).toMatchObject({ status: 404, code: 404, msg: 'Real-time Flight Unfound' });
    const zh = await get(open, `${API_V2_PATHS.flightDetail}?anum=B-1234&onground=0&lang=zh`);
    expect(zh).toMatchObject({ code: 404, msg: '未找到实时航班' });
  });

  it('answers hasNoFlightInfo for unknown and hidden airframes', async () => {
    expect((await get(open, `${API_V2_PATHS.flightDetail}?anum=B-9999`)).code).toBe(404);
    const hidden = await get(open, `${API_V2_PATHS.flightDetail}?anum=B-6001`);
    expect(hidden).toMatchObject({ code: 404, msg: 'Real-time Flight Unfound' });
  });

  it('refuses bad parameters in the asked language, and asks for login when told to', async () => {
    const bad = await get(open, `${API_V2_PATHS.flightDetail}?anum=B_12!`);
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('B-1234');
    const zh = await get(open, `${API_V2_PATHS.flightDetail}?anum=B-1234&onground=2&lang=zh`);
    expect(zh.code).toBe(400);
    expect(zh.msg).toContain('地面');
    expect((await get(closed, `${API_V2_PATHS.flightDetail}?anum=B-5678`)).code).toBe(401);
    expect((await get(closed, `${API_V2_PATHS.flightByNumber}?fnum=MU5101`)).code).toBe(401);
  });
});

describe('dynamic/flight', () => {
  it('finds the number live, in the timetable and recorded on the day', async () => {
    const answer = await get<FlightAnswer>(open, `${API_V2_PATHS.flightByNumber}?fnum=mu5101`);
    expect(answer.code).toBe(200);
    expect(answer.data.fnum).toBe('MU5101');
    expect(answer.data.date).toBe(chinaDate);
    // The hidden airframe flies the same number and is left out.
    expect(answer.data.live.map((flight) => flight.icaoId)).toEqual(['780B77']);
    expect(answer.data.schedule?.std).toBe(departure / 1000);
    expect(answer.data.schedule?.fdst?.ICAO).toBe('ZBAA');
    expect(answer.data.recorded.map((flight) => flight.icaoId)).toEqual(['780A5C']);
  });

  it('filters by day and route', async () => {
    const dashed = `${chinaDate.slice(0, 4)}-${chinaDate.slice(4, 6)}-${chinaDate.slice(6)}`;
    const byRoute = await get<FlightAnswer>(
      open,
      `${API_V2_PATHS.flightByNumber}?fnum=MU5101&time=${dashed}&forg=PVG&fdst=zbaa`,
    );
    expect(byRoute.data.recorded).toHaveLength(1);
    const seconds = await get<FlightAnswer>(
      open,
      `${API_V2_PATHS.flightByNumber}?fnum=MU5101&time=${Math.floor(departure / 1000)}`,
    );
    expect(seconds.data.date).toBe(chinaDate);
    // A day two weeks back: no live aircraft, nothing recorded, the timetable's instance only.
    const past = formatCompactDate(new Date(departure - 14 * DAY + 8 * 3_600_000));
    const old = await get<FlightAnswer>(
      open,
      `${API_V2_PATHS.flightByNumber}?fnum=MU5101&time=${past}`,
    );
    expect(old.data.live).toEqual([]);
    expect(old.data.recorded).toEqual([]);
    const wrongRoute = await get(open, `${API_V2_PATHS.flightByNumber}?fnum=MU5101&forg=CAN`);
    expect(wrongRoute).toMatchObject({ code: 404, msg: 'Real-time Flight Unfound' });
    const unknown = await get(open, `${API_V2_PATHS.flightByNumber}?fnum=ZZ999&lang=zh`);
    expect(unknown).toMatchObject({ code: 404, msg: '未找到实时航班' });
  });

  it('refuses bad numbers, days and airports in the asked language', async () => {
    const fnum = await get(open, `${API_V2_PATHS.flightByNumber}?fnum=M`);
    expect(fnum.code).toBe(400);
    expect(fnum.msg).toContain('CA1234');
    const day = await get(open, `${API_V2_PATHS.flightByNumber}?fnum=MU5101&time=tomorrow&lang=zh`);
    expect(day.code).toBe(400);
    expect(day.msg).toContain('2026-11-24');
    const feb = await get(open, `${API_V2_PATHS.flightByNumber}?fnum=MU5101&time=2026-02-31`);
    expect(feb).toMatchObject({ code: 400 });
    expect(feb.msg).toContain('seconds since 1970');
    const airport = await get(open, `${API_V2_PATHS.flightByNumber}?fnum=MU5101&fdst=Z-BAA`);
    expect(airport.code).toBe(400);
  });
});
