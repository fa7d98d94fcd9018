// The recorder lease's hand-over on the real Redis, with batches written to the stream by hand:
// the holder offers the other origins' positions, not its own (its table records those); on stop
// it reads the stream to its end and leaves a cursor; its successor records exactly what came
// after: the positions of entries up to the cursor never again, the newer ones of every origin.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { LiveAircraft } from '../live/live.aircraft';
import type { LiveTableListener } from '../live/live.table';
import { readAircraftPoints } from '../traces/recorded-points.repo';
import { findFlights } from '../traces/recorded-flights.repo';
import { traceListener } from '../traces/trace.listener';
import { TraceRecorder } from '../traces/trace.recorder';
import { ClusterRecorder } from './cluster.recorder';
import { TEST_REDIS_URL } from './cluster.testing';
import { Lease } from './lease';
import { LiveBatchEncoder } from './live.codec';

const prefix = `skytrace-test-${crypto.randomBytes(4).toString('hex')}:`;
const stream = `${prefix}live`;
const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
const connections: Redis[] = [];
const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
let database: Database;

beforeAll(async () => {
  await redis.connect();
  database = await createTestDatabase();
}, 30_000);

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  for (const connection of connections) connection.disconnect();
  await database.close();
});

const encoder = new LiveBatchEncoder();

/** Adds an entry of `origin` with one aircraft positioned at `time` (s). */
async function publish(origin: string, icao: number, time: number): Promise<void> {
  const state = new LiveAircraft(icao);
  state.lat = 40;
  state.lon = 116;
  state.positionTime = time;
  state.lastSeen = time;
  await redis.xadd(stream, '*', 'o', origin, 'b', encoder.encode(Date.now(), [state], []));
}

/** A recorder of `origin` whose offered positions land in `offered` as "icao@time". */
function clusterRecorder(
  origin: string,
  offered: string[],
  options: { recorder?: TraceRecorder; keys?: string } = {},
): ClusterRecorder {
  const recorder = options.recorder ?? new TraceRecorder(database.db);
  const listener: LiveTableListener = {
    onPosition: (state) => offered.push(`${state.icao.toString(16)}@${state.positionTime}`),
  };
  const reader = redis.duplicate();
  connections.push(reader);
  const keys = options.keys ?? prefix;
  return new ClusterRecorder({
    lease: new Lease({ redis, key: `${keys}lease`, owner: origin, ttlMs: 6_000, logger }),
    redis,
    reader,
    stream: `${keys}live`,
    cursorKey: `${keys}cursor`,
    origin,
    recorder,
    db: database.db,
    listeners: options.recorder ? [listener, traceListener(recorder)] : [listener],
    logger,
  });
}

/** A state of `icao` at `time` (s), 1,000 ft higher every 10 s so that each point is kept. */
function climbing(icao: number, time: number, start: number): LiveAircraft {
  const state = new LiveAircraft(icao);
  state.lat = 40;
  state.lon = 116;
  state.altitude = 10_000 + (time - start) * 100;
  state.altitudeTime = time;
  state.positionTime = time;
  state.lastSeen = time;
  return state;
}

describe('the recorder lease hand-over', () => {
  it('records the other origins while holding, then hands over exactly at its cursor', async () => {
    const now = Date.now() / 1000;
    const byA: string[] = [];
    const a = clusterRecorder('a', byA);
    await a.start();
    expect(a.holds).toBe(true);
    expect(a.recording).toBe(true);
    const b = clusterRecorder('b', []);
    await b.start();
    expect(b.holds).toBe(false);
    await b.stop();

    await publish('b', 0x1, now + 10);
    await publish('a', 0x2, now + 10);
    await expect.poll(() => byA, { timeout: 3_000 }).toEqual([`1@${now + 10}`]);
    // A re-sent unchanged state is not a new point.
    await publish('b', 0x1, now + 10);
    await publish('b', 0x1, now + 20);
    await a.stop();
    expect(byA).toEqual([`1@${now + 10}`, `1@${now + 20}`]);
    expect(await redis.get(`${prefix}lease`)).toBe(null);
    expect(await redis.get(`${prefix}cursor`)).toMatch(/^\d+-\d+ a [\d.]+$/);

    // Published while nobody holds the lease: the successor records these, and only these.
    await publish('b', 0x1, now + 20);
    await publish('b', 0x1, now + 30);
    await publish('a', 0x2, now + 30);
    const byC: string[] = [];
    const c = clusterRecorder('c', byC);
    await c.start();
    expect(c.holds).toBe(true);
    await expect.poll(() => byC.length, { timeout: 3_000 }).toBe(2);
    expect(byC.sort()).toEqual([`1@${now + 30}`, `2@${now + 30}`]);
    expect(c.recording).toBe(true);
    await c.stop();
  }, 20_000);

  it('writes and forgets what it held when it loses the lease alive; takes it back afresh', async () => {
    const keys = `${prefix}partition:`;
    const space = { keys, stream: `${keys}live`, lease: `${keys}lease` };
    const start = Math.floor(Date.now() / 1000);
    const icao = 0x7c3a01;
    /** Publishes a's position of the aircraft (a's publisher runs whether it records or not). */
    const publishA = (time: number) =>
      redis.xadd(
        space.stream,
        '*',
        'o',
        'a',
        'b',
        encoder.encode(Date.now(), [climbing(icao, time, start)], []),
      );
    const recorderA = new TraceRecorder(database.db);
    const a = clusterRecorder('a', [], { recorder: recorderA, keys });
    const ownTable = traceListener(recorderA);
    /** a's own feeders hear the aircraft: its gated table listener records while it may. */
    const hearA = async (time: number) => {
      if (a.recording) ownTable.onPosition?.(climbing(icao, time, start));
      await publishA(time);
    };
    await a.start();
    expect(a.recording).toBe(true);
    for (const offset of [0, 10, 20]) await hearA(start + offset);
    expect(recorderA.recentPoints(icao)).toHaveLength(3);

    // A partition: another process holds the lease when a renews.
    await redis.set(space.lease, 'b', 'PX', 6_000);
    await a.claimSoon();
    expect([a.holds, a.recording, a.stats.losses]).toEqual([false, false, 1]);
    // What it held is written (a flush waits for the hand-over's) and forgotten.
    await recorderA.flush();
    expect(recorderA.stats().aircraft).toBe(0);
    const stored = async () =>
      (await readAircraftPoints(database.db, icao, 0, Date.now() + 60_000)).map(
        (point) => point.time / 1000 - start,
      );
    expect(await stored()).toEqual([0, 10, 20]);

    // b holds the lease: its catch-up finds a's points stored, and records the new one.
    const recorderB = new TraceRecorder(database.db);
    const b = clusterRecorder('b', [], { recorder: recorderB, keys });
    await b.start();
    expect(b.holds).toBe(true);
    await expect.poll(() => b.recording, { timeout: 3_000 }).toBe(true);
    await hearA(start + 30);
    await expect.poll(() => recorderB.recentPoints(icao).length, { timeout: 3_000 }).toBe(1);
    await b.stop();

    // a takes it back: a fresh start, no stale flight, no point twice.
    await a.claimSoon();
    expect(a.holds).toBe(true);
    await expect.poll(() => a.recording, { timeout: 3_000 }).toBe(true);
    await hearA(start + 40);
    await a.stop();
    expect(await stored()).toEqual([0, 10, 20, 30, 40]);
    const flights = await findFlights(database.db, {
      icao,
      from: start * 1000 - 1,
      to: (start + 60) * 1000,
    });
    expect(flights).toHaveLength(1);
  }, 20_000);
});
