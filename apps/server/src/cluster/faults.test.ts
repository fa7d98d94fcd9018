// Faults of a cluster, CI-sized (issue 22 part 6; the full-sized runs are `npm run bench:scale
// -- --faults`): a private redis-server and a private PostgreSQL (private-services.testing.ts)
// that the test kills and restarts, an ingest process and a realtime process in this process
// (real `startServer` calls), a second realtime process as a real child process, and a front
// proxy over the two realtime processes. SBS positions are fed once a second throughout.
//   - both realtime processes' clients see the same sky; kill -9 of the realtime process a
//     client is on: the client reconnects through the front to the other one and has the whole
//     sky again within 5 s;
//   - kill -9 of a second ingest process (a real child) whose feeder dials a TCP front over
//     both ingest processes: the feeder reconnects through the same address to the other one,
//     the client keeps every aircraft moving and the recorded tracks have no gap over 3 s;
//   - Redis killed and started again (empty): the ingest process publishes again and the
//     realtime process's replica reads on, so positions move there again;
//   - PostgreSQL stopped and started: the trace flushes that fail meanwhile are retried, every
//     position sent before, during and after is in the database, and none twice.
// Skipped with a message when redis-server or initdb is not installed; under CI=true it fails.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startServer, type RunningServer } from '../server';
import { readAircraftPoints } from '../traces/recorded-points.repo';
import {
  feedSbs,
  startChildServer,
  webLikeClient,
  type ChildServer,
} from './faults.harness.testing';
import {
  startFrontProxy,
  startTcpFront,
  type FrontProxy,
  type TcpFront,
} from './front-proxy.testing';
import { testsOnPostgres } from '../db/testing';
import {
  freePort,
  missingServerBinaries,
  PrivatePostgres,
  PrivateRedis,
} from './private-services.testing';

const missing = missingServerBinaries();
if (missing && process.env.CI === 'true') {
  throw new Error(
    `faults.test.ts needs redis-server and initdb (.ci/run installs them): ${missing}`,
  );
}
if (missing) console.warn(`faults.test.ts skipped: ${missing}`);

/** This session's private port range. */
const PORTS = { from: 22_000, to: 22_999 };
const AIRCRAFT = 8;
const FIRST_ICAO = 0x7e1000;
const prefix = `skytrace-faults-${crypto.randomBytes(3).toString('hex')}:`;
const dirs: string[] = [];
let redis: PrivateRedis;
let postgres: PrivatePostgres;
let ingest: RunningServer;
let realtime: RunningServer;
let child: ChildServer;
/** The second ingest process (killed), and the feeders' front over both ingest processes. */
let childIngest: ChildServer;
let feedersFront: TcpFront;
let front: FrontProxy;
let feeder: ReturnType<typeof feedSbs>;
let client: ReturnType<typeof webLikeClient>;

/** A DATA_DIR holding the cluster's shared socket token secret. */
function dataDir(secret: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-faults-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'realtime.key'), secret);
  return dir;
}

function settings(secret: string): Record<string, string> {
  return {
    DATA_DIR: dataDir(secret),
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: prefix,
    SIM: 'off',
    FEED_BEAST_PORT: '0',
    FEED_AVR_PORT: '0',
    TRACE_JOURNAL: 'off',
    EVENT_DETECTION: 'off',
    // A flush a second, so a PostgreSQL outage of two seconds makes some fail.
    TRACE_FLUSH_SECONDS: '1',
  };
}

const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until a new client of `base` gets every fed aircraft in its first full picture. */
async function waitForSky(base: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const probe = webLikeClient(base);
        try {
          await expect.poll(() => probe.pictures.length, { timeout: 3_000 }).toBeGreaterThan(0);
          return probe.pictures[0]?.icaos.size;
        } catch {
          return undefined;
        } finally {
          probe.close();
        }
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(AIRCRAFT);
}

// Once per CI run, in `npm test`: its PostgreSQL is a private server it restarts, so the
// `npm run test:pg` pass (TEST_DATABASE_URL) would only repeat the same minute.
describe.skipIf(missing !== undefined || testsOnPostgres())('cluster faults', () => {
  /** What beforeAll started, stopped in reverse order (also when a later start failed). */
  const cleanups: (() => unknown)[] = [];

  beforeAll(async () => {
    redis = await PrivateRedis.start(PORTS);
    cleanups.push(() => redis.kill());
    postgres = await PrivatePostgres.start(PORTS);
    cleanups.push(() => postgres.destroy());
    const secret = crypto.randomBytes(32).toString('hex');
    const sbsPort = await freePort(PORTS);
    // The ingest process migrates the new database and loads the reference data first.
    ingest = await startServer(
      loadConfig({
        ...settings(secret),
        PORT: '0',
        HOST: '127.0.0.1',
        ROLES: 'http,ingest',
        FEED_SBS_PORT: String(sbsPort),
        LOG_LEVEL: 'silent',
      }),
    );
    cleanups.push(() => ingest.stop());
    const realtimeSettings = { ...settings(secret), ROLES: 'http,realtime', FEED_SBS_PORT: '0' };
    const childSbsPort = await freePort(PORTS);
    const [inProcess, childProcess, ingestProcess] = await Promise.allSettled([
      startServer(
        loadConfig({ ...realtimeSettings, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }),
      ),
      startChildServer({ ...realtimeSettings, DATA_DIR: dataDir(secret) }),
      startChildServer({
        ...settings(secret),
        ROLES: 'http,ingest',
        FEED_SBS_PORT: String(childSbsPort),
      }),
    ]);
    if (inProcess.status === 'fulfilled') cleanups.push(() => inProcess.value.stop());
    for (const started of [childProcess, ingestProcess]) {
      if (started.status !== 'fulfilled') continue;
      const { child: process, exited } = started.value;
      cleanups.push(async () => {
        if (process.exitCode !== null || process.signalCode !== null) return;
        process.kill('SIGKILL');
        await exited;
      });
    }
    if (inProcess.status === 'rejected') throw inProcess.reason;
    if (childProcess.status === 'rejected') throw childProcess.reason;
    if (ingestProcess.status === 'rejected') throw ingestProcess.reason;
    realtime = inProcess.value;
    child = childProcess.value;
    childIngest = ingestProcess.value;
    // The child first: the feeder's first connection lands on the process the test kills.
    feedersFront = await startTcpFront([childSbsPort, sbsPort]);
    cleanups.push(() => feedersFront.close());
    // The child first: the client's first socket lands on the process the test kills.
    front = await startFrontProxy([child.port, Number(new URL(realtime.url).port)]);
    cleanups.push(() => front.close());
    feeder = feedSbs(sbsPort, FIRST_ICAO, AIRCRAFT);
    cleanups.push(() => feeder.stop());
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('kill -9 of a realtime process: its client reconnects through the front to the other and sees the sky within 5 s', async () => {
    // The whole fed sky on both realtime processes first: a client's full picture comes once, on
    // subscribing, and one taken while the replicas were still filling would never show it.
    await waitForSky(`http://127.0.0.1:${child.port}`);
    await waitForSky(realtime.url);
    client = webLikeClient(front.url);
    cleanups.push(() => client.close());
    await expect
      .poll(() => client.pictures.some((picture) => picture.icaos.size === AIRCRAFT), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(front.landings[0]).toBe(0);
    // The same sky on both realtime processes: a client straight on the other one.
    const other = webLikeClient(realtime.url);
    try {
      await expect
        .poll(() => other.pictures.at(-1)?.icaos.size, { timeout: 10_000 })
        .toBe(AIRCRAFT);
      expect([...(other.pictures.at(-1)?.icaos ?? [])].sort()).toEqual(
        [...(client.pictures.at(-1)?.icaos ?? [])].sort(),
      );
    } finally {
      other.close();
    }

    const killedAt = Date.now();
    child.child.kill('SIGKILL');
    await child.exited;
    await expect
      .poll(
        () =>
          client.pictures.find(
            (picture) => picture.atMs > killedAt && picture.icaos.size === AIRCRAFT,
          ),
        { timeout: 10_000, interval: 50 },
      )
      .toBeDefined();
    const picture = client.pictures.find((each) => each.atMs > killedAt);
    expect((picture?.atMs ?? Number.POSITIVE_INFINITY) - killedAt).toBeLessThan(5_000);
    // The reconnection went to the other realtime process.
    expect(front.landings.at(-1)).toBe(1);
  }, 40_000);

  it('kill -9 of an ingest process: its feeder reconnects through the same address to the other, nothing else notices', async () => {
    const firstIcao = FIRST_ICAO + 0x100;
    const count = 4;
    const icaos = Array.from({ length: count }, (_, n) => firstIcao + n);
    // The in-process ingest process holds the recorder lease (it started first and stays).
    expect(ingest.cluster?.recorder?.holds).toBe(true);
    const moving = feedSbs(feedersFront.port, firstIcao, count, { reconnectMs: 200 });
    cleanups.push(() => moving.stop());
    // Heard by the child only: on the client through the stream.
    await expect
      .poll(() => icaos.every((icao) => client.moved.has(icao)), { timeout: 10_000 })
      .toBe(true);
    expect(feedersFront.landings).toEqual([0]);
    expect(icaos.some((icao) => ingest.liveTable.aircraft.has(icao))).toBe(false);
    await waitMs(2_000);

    const killedAt = Date.now();
    childIngest.child.kill('SIGKILL');
    await childIngest.exited;
    // The feeder is on the other ingest process; the client sees every aircraft move on.
    await expect
      .poll(() => icaos.every((icao) => ingest.liveTable.aircraft.has(icao)), { timeout: 5_000 })
      .toBe(true);
    expect(feedersFront.landings).toEqual([0, 1]);
    await expect
      .poll(() => icaos.every((icao) => (client.moved.get(icao)?.atMs ?? 0) > killedAt), {
        timeout: 5_000,
      })
      .toBe(true);
    await waitMs(2_000);
    moving.stop();
    await ingest.recorder.flush();
    // One recorder throughout (the holder, from the stream, then from its own table): the
    // tracks go on across the kill without a gap over 3 s, and no point is stored twice.
    const to = Date.now() + 60_000;
    for (const icao of icaos) {
      const times = (await readAircraftPoints(ingest.database.db, icao, 0, to)).map(
        (point) => point.time,
      );
      expect(new Set(times).size).toBe(times.length);
      const gaps = times.slice(1).map((time, i) => time - (times[i] ?? time));
      expect(Math.max(...gaps), `longest gap of ${icao.toString(16)}`).toBeLessThanOrEqual(3_000);
      expect(times.some((time) => time < killedAt) && times.some((time) => time > killedAt)).toBe(
        true,
      );
    }
  }, 40_000);

  it('Redis restarted: the ingest process publishes again and the replica resynchronises', async () => {
    const replica = realtime.cluster?.replica;
    const publisher = ingest.cluster?.publisher;
    expect(replica && publisher).toBeTruthy();
    await redis.kill();
    // Down for a second: publishes fail meanwhile, the replica's reads fail and retry.
    await waitMs(1_000);
    await redis.start();
    const restartedAt = Date.now();
    const batches = replica?.stats.batches ?? 0;
    const icao = FIRST_ICAO;
    const lat = realtime.liveTable.aircraft.get(icao)?.lat;
    await expect
      .poll(
        () =>
          (replica?.stats.batches ?? 0) > batches &&
          realtime.liveTable.aircraft.get(icao)?.lat !== lat,
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
    // The client (on the realtime process that stayed) sees positions move again.
    await expect
      .poll(() => (client.moved.get(icao)?.atMs ?? 0) > restartedAt, { timeout: 5_000 })
      .toBe(true);
    // The recorder lease is the ingest process's again (it claims it every second).
    const admin = new Redis(redis.url);
    try {
      await expect
        .poll(() => admin.get(ingest.cluster?.link.recorderLeaseKey ?? ''), {
          timeout: 8_000,
          interval: 200,
        })
        .toBe(ingest.cluster?.link.owner);
    } finally {
      admin.disconnect();
    }
  }, 40_000);

  it('PostgreSQL restarted: failed trace flushes are retried and every position is stored', async () => {
    const failures = ingest.recorder.flushCounts().failures;
    await postgres.stop('fast');
    // Two seconds down: the flushes of that time (one a second) fail.
    await waitMs(2_000);
    await postgres.start();
    await waitMs(2_000);
    feeder.stop();
    // What arrived last is written by this flush (retried, in case a pooled connection was
    // cut by the restart).
    await waitMs(500);
    await expect
      .poll(
        async () => {
          await ingest.recorder.flush().catch(() => undefined);
          return ingest.recorder.backlogPoints();
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(0);
    expect(ingest.recorder.flushCounts().failures).toBeGreaterThan(failures);

    const to = Date.now() + 60_000;
    for (const [icao, sent] of feeder.sent) {
      const points = await readAircraftPoints(ingest.database.db, icao, 0, to);
      const stored = new Set(
        points.map((point) => `${point.lat.toFixed(4)},${point.lon.toFixed(4)}`),
      );
      const lost = sent.filter(
        (each) => !stored.has(`${each.lat.toFixed(4)},${each.lon.toFixed(4)}`),
      );
      expect({ icao, lost }).toEqual({ icao, lost: [] });
      // Nothing twice either: a flush whose COMMIT answer the restart cut is settled by its
      // batch id (traces/trace.writer.ts), not written again.
      const times = points.map((point) => point.time);
      expect(new Set(times).size).toBe(times.length);
    }
    // Every point the recorder counts as written is stored once, and nothing more.
    const counted = await ingest.database.db.execute(
      sql`select coalesce(sum(point_count), 0)::int as points from trace_chunks`,
    );
    expect((counted as { rows: { points: number }[] }).rows[0]?.points).toBe(
      ingest.recorder.stats().pointsWritten,
    );
  }, 40_000);
});
