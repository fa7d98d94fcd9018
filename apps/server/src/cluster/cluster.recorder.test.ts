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
function clusterRecorder(origin: string, offered: string[]): ClusterRecorder {
  const listener: LiveTableListener = {
    onPosition: (state) => offered.push(`${state.icao.toString(16)}@${state.positionTime}`),
  };
  const reader = redis.duplicate();
  connections.push(reader);
  return new ClusterRecorder({
    lease: new Lease({ redis, key: `${prefix}lease`, owner: origin, ttlMs: 6_000, logger }),
    redis,
    reader,
    stream,
    cursorKey: `${prefix}cursor`,
    origin,
    recorder: new TraceRecorder(database.db),
    db: database.db,
    listeners: [listener],
    logger,
  });
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
});
