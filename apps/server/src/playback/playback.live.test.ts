// "Replay this flight" of a live aircraft: the current flight (points still in memory, then its
// written row), the last completed leg, the live flag, and the aircraft playback of the flight so
// far, through the real TraceRecorder on PGlite with the bundled reference data.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_V2_PATHS, formatCompactDate, type LivePlayback } from '@skytrace/contracts';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { upsertAircraft, upsertSchedules } from '../reference/fleet.repo';
import { syntheticFlight } from '../traces/trace.fixtures';
import type { TracePoint } from '../traces/trace.point';
import { TraceRecorder } from '../traces/trace.recorder';
import { openPlaybackServer } from './playback.testing';

const MU = 0x780a5d;
const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const departure = today - DAY + 20 * 3_600_000;
const dynamicId = `MU5101-${formatCompactDate(new Date(departure))}`;
const secondLeg = departure + 3 * 3_600_000;

let database: Database;
let recorder: TraceRecorder;
let now = departure;
const apps: FastifyInstance[] = [];
let open = '';
let closed = '';

/** Five minutes of cruise, 2 positions a second, from `start`. */
function cruise(start: number): TracePoint[] {
  return Array.from({ length: 600 }, (_, i) => ({
    time: start + i * 500,
    lat: 35,
    lon: 115 + i * 0.0011,
    altitude: 33_000,
    groundSpeed: 450,
    track: 90,
    verticalRate: 0,
    onGround: false,
  }));
}

function feed(callsign: string, points: readonly TracePoint[]): void {
  for (const point of points) {
    now = point.time;
    recorder.record(MU, callsign, point);
  }
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
async function get<T>(base: string, path: string): Promise<Envelope<T>> {
  return (await (await fetch(`${base}/api/v2${path}`)).json()) as Envelope<T>;
}
const live = () => get<LivePlayback>(open, `${API_V2_PATHS.playbackLive}?icao=780a5d`);

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
    { icao: MU, registration: 'B-1235', typeDesignator: 'A320', operatorIcao: 'CES' },
  ]);
  recorder = new TraceRecorder(database.db, { now: () => now });
  // Leg 1, the scheduled MU5101, landed and written; leg 2 is five minutes old, all in memory.
  feed('CES5101', syntheticFlight({ start: departure - 10 * 60_000 }));
  await recorder.flush();
  feed('CES5188', cruise(secondLeg));
  const clock = { recorder, now: () => now };
  const opened = await openPlaybackServer(database, false, clock);
  const locked = await openPlaybackServer(database, true, clock);
  apps.push(opened.app, locked.app);
  open = opened.base;
  closed = locked.base;
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await recorder.close();
  await database.close();
});

describe('playback of a live aircraft', () => {
  it('names the flight so far while its points are all in memory, and the last completed leg', async () => {
    now = secondLeg + 300_000;
    const answer = await live();
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ icaoId: '780A5D', live: true });
    expect(answer.data.current).toMatchObject({
      flightId: null,
      callsign: 'CES5188',
      anum: 'B-1235',
      landed: false,
    });
    expect(answer.data.current?.startTime).toBeCloseTo(secondLeg / 1000, 0);
    expect(answer.data.current?.endTime).toBeGreaterThan(secondLeg / 1000 + 290);
    expect(answer.data.previous).toMatchObject({
      dynamicId,
      fnum: 'MU5101',
      callsign: 'CES5101',
      landed: true,
    });
    expect(answer.data.previous?.flightId).toBeGreaterThan(0);
  });

  it('plays the flight so far as aircraft playback, unwritten points included', async () => {
    const current = (await live()).data.current;
    const start = Math.floor(current?.startTime ?? 0);
    const end = Math.ceil(current?.endTime ?? 0);
    const answer = await get<{ points: { time: number }[] }>(
      open,
      `${API_V2_PATHS.playbackAircraft}?anum=780A5D&startTime=${start}&endTime=${end}`,
    );
    expect(answer.code).toBe(200);
    const inMemory = recorder.recentPoints(MU).filter((p) => p.time >= secondLeg);
    expect(inMemory.length).toBeGreaterThan(5);
    expect(answer.data.points.map((p) => Math.round(p.time * 10) * 100)).toEqual(
      inMemory.map((p) => p.time),
    );
  });

  it('names the written row once a flush wrote the flight, and is not live after 10 minutes', async () => {
    await recorder.flush();
    const written = await live();
    expect(written.data.current?.flightId).toBeGreaterThan(
      written.data.previous?.flightId ?? Infinity,
    );
    now = secondLeg + 300_000 + 11 * 60_000;
    const stale = await live();
    expect(stale.data.live).toBe(false);
    expect(stale.data.current?.callsign).toBe('CES5188');
  });

  it('answers an unknown aircraft with no flights, refuses a bad address, and keeps the login rule', async () => {
    const unknown = await get<LivePlayback>(open, `${API_V2_PATHS.playbackLive}?icao=ABC123`);
    expect(unknown.data).toEqual({ icaoId: 'ABC123', live: false, current: null, previous: null });
    const bad = await get(open, `${API_V2_PATHS.playbackLive}?icao=XYZ&lang=en`);
    expect(bad.code).toBe(400);
    const visitor = await get(closed, `${API_V2_PATHS.playbackLive}?icao=780A5D`);
    expect(visitor.code).toBe(401);
  });
});
