// Playback over HTTP and the socket, on traffic recorded by the real TraceRecorder in a PGlite
// database with the bundled reference data: what was live is what plays back.
import type { FastifyInstance } from 'fastify';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatCompactDate,
  type SocketAck,
  type SocketCallName,
  API_V2_FULL_PATHS,
  API_V2_PATHS,
  HOST_PATHS,
} from '@skytrace/contracts';
import { createSession } from '../accounts/tokens.service';
import { insertUser } from '../accounts/users.repo';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { RealtimeServer } from '../realtime/realtime.server';
import { upsertAircraft, upsertSchedules } from '../reference/fleet.repo';
import { syntheticFlight } from '../traces/trace.fixtures';
import { quantisePoint, type TracePoint } from '../traces/trace.point';
import { TraceRecorder } from '../traces/trace.recorder';
import { FLIGHT_NUMBER_CSV_COLUMNS, PATH_CSV_COLUMNS } from './playback.export';
import { playbackSocketCalls } from './playback.socket';
import { openPlaybackServer } from './playback.testing';
import { checkWellFormedXml } from './xml.check';

const MU = 0x780a5c;
const CSN = 0x780b01;
const QFA = 0x7c1234;
const DAY = 86_400_000;
// Yesterday 20:00 UTC: in China (UTC+8) that is already today, so the search's time zone counts.
const today = Math.floor(Date.now() / DAY) * DAY;
const departure = today - DAY + 20 * 3_600_000;
const utcDate = formatCompactDate(new Date(departure));
const chinaDate = formatCompactDate(new Date(departure + 8 * 3_600_000));
const dynamicId = `MU5101-${utcDate}`;

let database: Database;
const apps: FastifyInstance[] = [];
let open: string;
let closed: string;
let realtime: RealtimeServer;
let token: string;
/** Every point the recorder held in memory (the live track), by time. */
const live = new Map<number, TracePoint>();

async function record(
  recorder: TraceRecorder,
  icao: number,
  callsign: string,
  points: TracePoint[],
) {
  // Flushed every 10 minutes of traffic, like the recorder's timer, so flights span chunks.
  for (let i = 0; i < points.length; i++) {
    const point = points[i];
    if (!point) continue;
    recorder.record(icao, callsign, point);
    if (i % 1200 === 1199 || i === points.length - 1) {
      if (icao === MU) {
        for (const kept of recorder.recentPoints(icao)) live.set(kept.time, kept);
        // A flush also keeps the latest offered position (trace README, "Thinning").
        const latest = quantisePoint(point);
        live.set(latest.time, latest);
      }
      await recorder.flush();
    }
  }
}

/** A straight crossing at FL350 from west to east over Pudong, 2 positions a second. */
function overflight(start: number, lat: number, lonFrom: number, minutes: number): TracePoint[] {
  return Array.from({ length: minutes * 120 }, (_, i) => ({
    time: start + i * 500,
    lat,
    lon: lonFrom + i * 0.0011,
    altitude: 35_000,
    groundSpeed: 450,
    track: 90,
    verticalRate: 0,
    onGround: false,
  }));
}

async function playbackApp(requiresLogin: boolean, db: Database) {
  const opened = await openPlaybackServer(db, requiresLogin);
  apps.push(opened.app);
  return opened;
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
    { icao: MU, registration: 'B-1234', typeDesignator: 'A320', operatorIcao: 'CES' },
  ]);
  const recorder = new TraceRecorder(database.db);
  await record(recorder, MU, 'CES5101', syntheticFlight({ start: departure - 10 * 60_000 }));
  await record(recorder, CSN, 'CSN3101', overflight(departure + 20 * 60_000, 31.2, 121.2, 20));
  await record(recorder, QFA, 'QFA1', overflight(departure, -33.9, 150.5, 20));
  await recorder.close();

  const opened = await playbackApp(false, database);
  open = opened.base;
  realtime = new RealtimeServer(opened.app.server, {
    liveTable: undefined as never,
    secret: Buffer.alloc(32, 7),
    now: () => Date.now() / 1000,
    calls: [
      playbackSocketCalls({ playback: opened.playback, db: database.db, requiresLogin: false }),
    ],
  });
  const locked = await playbackApp(true, database);
  closed = locked.base;
  const user = await insertUser(database.db, { username: 'pilot', passwordHash: 'x' });
  token = (await createSession(database.db, user.id)).token;
}, 120_000);

afterAll(async () => {
  realtime.close();
  for (const app of apps) await app.close();
  await database.close();
});

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
async function get<T>(base: string, path: string, init?: RequestInit): Promise<Envelope<T>> {
  const response = await fetch(`${base}/api/v2${path}`, init);
  return (await response.json()) as Envelope<T>;
}
type Point = { lat: number; lon: number; time: number; updateTime: number; alt: number | null };
type Flight = {
  flight: {
    flightId: number;
    dynamicId: string | null;
    anum: string | null;
    fnum: string | null;
    org: { ICAO: string } | null;
  };
  points: Point[];
  gaps: unknown[];
};
type Slice = {
  from: number;
  to: number;
  nextCursor: number | null;
  flights: { flightId: number; icaoId: string; use?: string; points: Point[] }[];
};

describe('one flight', () => {
  it('plays back by dynamicId exactly what was live: same points, in order, same times', async () => {
    const answer = await get<Flight>(open, `${API_V2_PATHS.playbackFlight}?dynamicId=${dynamicId}`);
    expect(answer.code).toBe(200);
    expect(answer.data.flight).toMatchObject({ dynamicId, anum: 'B-1234', fnum: 'MU5101' });
    expect(answer.data.flight.org?.ICAO).toBe('ZSPD');
    const expected = [...live.values()].sort((a, b) => a.time - b.time);
    expect(answer.data.points.length).toBe(expected.length);
    answer.data.points.forEach((point, i) => {
      const truth = expected[i];
      expect(point.time).toBeCloseTo((truth?.time ?? 0) / 1000, 5);
      expect(point.updateTime).toBe(point.time);
      expect(point.lat).toBeCloseTo(truth?.lat ?? 0, 6);
      expect(point.lon).toBeCloseTo(truth?.lon ?? 0, 6);
      expect(point.alt).toBe(truth?.altitude);
    });
    expect(answer.data.gaps).toEqual([]);
  });

  it('finds the flight by anum/fnum/org/dst and departure time; a wrong route has no data (zh/en)', async () => {
    const std = Math.floor(departure / 1000);
    const byRoute = await get<Flight>(
      open,
      `${API_V2_PATHS.playbackFlight}?anum=B-1234&fnum=MU5101&org=PVG&dst=PEK&scheduledDeptime=${std}`,
    );
    expect(byRoute.data.flight.dynamicId).toBe(dynamicId);
    const wrong = await get(
      open,
      `${API_V2_PATHS.playbackFlight}?fnum=MU5101&org=CAN&scheduledDeptime=${std}`,
    );
    expect(wrong).toMatchObject({ code: 404, msg: 'No Track Replay Data of the Flight' });
    const zh = await get(open, `${API_V2_PATHS.playbackFlight}?dynamicId=MU5101-20000101&lang=zh`);
    expect(zh).toMatchObject({ code: 404, msg: '暂无该航班的回放数据' });
  });

  it('gives figures of the past flight', async () => {
    const detail = await get<{ pointCount: number; distanceKm: number; maxAltitude: number }>(
      open,
      `${API_V2_PATHS.flightHistoryDetail}?dynamicId=${dynamicId}`,
    );
    expect(detail.data.pointCount).toBe(live.size);
    expect(detail.data.distanceKm).toBeGreaterThan(100);
    expect(detail.data.maxAltitude).toBe(35_000);
  });
});

describe('aircraft, multi', () => {
  it('plays one aircraft between two times, by registration', async () => {
    const start = Math.floor(departure / 1000);
    const answer = await get<{ points: Point[]; flights: unknown[] }>(
      open,
      `${API_V2_PATHS.playbackAircraft}?anum=B1234&startTime=${start}&endTime=${start + 1800}`,
    );
    expect(answer.data.flights).toHaveLength(1);
    expect(answer.data.points.length).toBeGreaterThan(10);
    for (const point of answer.data.points) {
      expect(point.time).toBeGreaterThanOrEqual(start);
      expect(point.time).toBeLessThanOrEqual(start + 1800);
    }
    const tooLong = await get(
      open,
      `${API_V2_PATHS.playbackAircraft}?anum=B1234&startTime=${start}&endTime=${start + 2 * 86400}`,
    );
    expect(tooLong.code).toBe(400);
  });

  it('replays several flights on one clock', async () => {
    const mu = await get<Flight>(open, `${API_V2_PATHS.playbackFlight}?dynamicId=${dynamicId}`);
    const search = await get<{ flightId: number }[]>(
      open,
      `${API_V2_PATHS.flightNumberHistory}?fnum=CSN3101`,
    );
    const ids = `${mu.data.flight.flightId},${search.data[0]?.flightId ?? 0}`;
    const multi = await get<{ startTime: number; endTime: number; flights: Flight[] }>(
      open,
      `${API_V2_PATHS.playbackMulti}?ids=${ids}`,
    );
    expect(multi.data.flights).toHaveLength(2);
    expect(multi.data.startTime).toBe(mu.data.points[0]?.time);
  });
});

describe('airport and area', () => {
  const start = Math.floor(departure / 1000);
  const box = 'west=120&south=30&east=123&north=32.5';

  it('streams an area in 5-minute slices: every point inside the box and the slice', async () => {
    let cursor: number | null = start;
    const seen = new Set<number>();
    let slices = 0;
    while (cursor !== null) {
      const slice: Envelope<Slice> = await get<Slice>(
        open,
        `${API_V2_PATHS.playbackArea}?${box}&startTime=${start}&endTime=${start + 3600}&cursor=${cursor}`,
      );
      expect(slice.data.from).toBe(cursor);
      expect(slice.data.to - slice.data.from).toBeLessThanOrEqual(300);
      for (const flight of slice.data.flights) {
        expect(flight.icaoId).not.toBe('7C1234');
        seen.add(parseInt(flight.icaoId, 16));
        for (const p of flight.points) {
          expect(p.time).toBeGreaterThanOrEqual(slice.data.from);
          expect(p.time).toBeLessThan(slice.data.to);
          expect(p.lat).toBeGreaterThanOrEqual(30);
          expect(p.lon).toBeLessThanOrEqual(123);
        }
      }
      cursor = slice.data.nextCursor;
      slices++;
    }
    expect(slices).toBe(12);
    expect([...seen].sort()).toEqual([MU, CSN].sort());
  });

  it('plays an airport: departures by schedule, overflights while within the radius', async () => {
    const uses = new Map<number, Set<string>>();
    // From a quarter of an hour before STD: MU5101 starts taxiing 10 minutes before it.
    const from = start - 900;
    for (let cursor = from; cursor < from + 3600; cursor += 300) {
      const slice = await get<Slice & { airport: { ICAO: string } }>(
        open,
        `${API_V2_PATHS.playbackAirport}?airport=PVG&startTime=${from}&endTime=${from + 3600}&cursor=${cursor}`,
      );
      expect(slice.data.airport.ICAO).toBe('ZSPD');
      for (const flight of slice.data.flights) {
        const icao = parseInt(flight.icaoId, 16);
        uses.set(icao, (uses.get(icao) ?? new Set()).add(flight.use ?? ''));
      }
    }
    expect([...(uses.get(MU) ?? [])]).toEqual(['departure']);
    expect([...(uses.get(CSN) ?? [])]).toEqual(['overflight']);
    expect(uses.has(QFA)).toBe(false);
    const unknown = await get(
      open,
      `${API_V2_PATHS.playbackAirport}?airport=XXXX&startTime=${start}&endTime=${start + 60}`,
    );
    expect(unknown.code).toBe(404);
  });
});

describe('history', () => {
  it('searches one local day: the yyyyMMdd date is read in the given time-zone offset', async () => {
    const post = (searchDate: string, timeZone: number) =>
      get<{ dynamicId: string; date: string }[]>(open, API_V2_PATHS.historySearch, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ searchText: 'MU5101', searchDate, timeZone: String(timeZone) }),
      });
    const china = await post(chinaDate, 28_800);
    expect(china.data.map((f) => [f.dynamicId, f.date])).toEqual([[dynamicId, chinaDate]]);
    const utc = await post(utcDate, 0);
    expect(utc.data.map((f) => f.date)).toEqual([utcDate]);
    expect((await post(utcDate, 28_800)).data).toEqual([]);
    const byRegistration = await post(chinaDate, 28_800);
    expect(byRegistration.data).toHaveLength(1);
  });

  it("lists a flight number's past days", async () => {
    const track = await get<{ dynamicId: string; date: string }[]>(
      open,
      `${API_V2_PATHS.flightNumberHistory}?fnum=MU5101`,
    );
    expect(track.data.map((f) => f.date)).toEqual([chinaDate]);
  });
});

describe('exports', () => {
  it('writes KML and GPX that parse as XML, with one point per recorded point', async () => {
    for (const format of ['kml', 'gpx'] as const) {
      const response = await fetch(
        `${open}${API_V2_FULL_PATHS.exportFullPath}?dynamicId=${dynamicId}&format=${format}`,
      );
      expect(response.headers.get('content-disposition')).toContain(`.${format}"`);
      const names = checkWellFormedXml(await response.text());
      if (format === 'kml') {
        expect(names[0]).toBe('kml');
        expect(names.filter((n) => n === 'LineString')).toHaveLength(1);
        expect(names.filter((n) => n === 'TimeStamp')).toHaveLength(live.size);
      } else {
        expect(names[0]).toBe('gpx');
        expect(names.filter((n) => n === 'trkpt')).toHaveLength(live.size);
      }
    }
  });

  it('writes the path CSV and the flight-number CSV with their documented columns', async () => {
    const path = await (
      await fetch(`${open}${API_V2_FULL_PATHS.exportFullPath}?dynamicId=${dynamicId}&format=csv`)
    ).text();
    const rows = path
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]?.split(',')).toEqual([...PATH_CSV_COLUMNS]);
    expect(rows).toHaveLength(live.size + 1);
    const first = rows[1]?.split(',') ?? [];
    // China time is UTC + 8 h.
    const utc = new Date(first[0] ?? '').getTime();
    expect(new Date(`${(first[1] ?? '').replace(' ', 'T')}Z`).getTime() - utc).toBe(
      8 * 3_600_000 - (utc % 1000),
    );
    const fnum = await (
      await fetch(`${open}${API_V2_FULL_PATHS.exportFlightNumber}?fnum=MU5101`)
    ).text();
    const fnumRows = fnum
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(fnumRows[0]?.split(',')).toEqual([...FLIGHT_NUMBER_CSV_COLUMNS]);
    expect(fnumRows[1]).toContain(dynamicId);
  });
});

describe('login rule (FLIGHT_DETAIL_REQUIRES_LOGIN)', () => {
  it('answers 401 without a session and the playback with one (header or token query)', async () => {
    const path = `${API_V2_PATHS.playbackFlight}?dynamicId=${dynamicId}`;
    expect((await get(closed, path)).code).toBe(401);
    expect((await get(closed, `${API_V2_PATHS.flightNumberHistory}?fnum=MU5101`)).code).toBe(401);
    const withHeader = await get(closed, path, { headers: { authorization: `Bearer ${token}` } });
    expect(withHeader.code).toBe(200);
    const exported = await fetch(
      `${closed}${API_V2_FULL_PATHS.exportFullPath}?dynamicId=${dynamicId}&format=gpx&token=${token}`,
    );
    expect(exported.status).toBe(200);
    const refused = await fetch(
      `${closed}${API_V2_FULL_PATHS.exportFullPath}?dynamicId=${dynamicId}`,
    );
    expect(refused.status).toBe(401);
  });
});

describe('socket', () => {
  it('answers flightPath, adsbFlightPath and U3DFullPath with code 1 acks', async () => {
    const socket = connect(open, { path: HOST_PATHS.socketIo, transports: ['websocket'] });
    const call = (event: SocketCallName, payload: unknown) =>
      new Promise<SocketAck<Flight & { points: Point[] }>>((resolve) => {
        socket.emit(event, payload, resolve);
      });
    try {
      const flight = await call('flightPath', { dynamicId, scheduledDeptime: 0, anum: '' });
      expect(flight.code).toBe(1);
      expect(flight.data?.points).toHaveLength(live.size);
      const start = Math.floor(departure / 1000);
      const range = await call('adsbFlightPath', {
        anum: 'B-1234',
        startTime: start,
        endTime: start + 600,
      });
      expect(range.code).toBe(1);
      const latest = await call('U3DFullPath', { anum: 'B-1234' });
      expect(latest.data?.flight.dynamicId).toBe(dynamicId);
      const none = await call('flightPath', { dynamicId: 'MU5101-20000101', scheduledDeptime: 0 });
      expect(none).toEqual({ code: 0, msg: 'No Track Replay Data of the Flight' });
    } finally {
      socket.close();
    }
  });
});
