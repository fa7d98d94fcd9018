// Two processes of one cluster over a real Redis (127.0.0.1:6379, a key prefix of this run's
// own): an ingest process (ROLES=http,ingest) and a realtime process (ROLES=http,realtime), both
// real `startServer` calls in this test process through the cluster harness (cluster.testing.ts),
// each with its own DATA_DIR. On PGlite each has its own database and they share Redis only: the
// accounts rows the notice test needs are then written into both databases. Under
// `npm run test:pg` they share one PostgreSQL database, as a real cluster does. SBS lines fed to
// the ingest process's feeder port must reach the realtime process's REST file and its Socket.IO
// clients; a notice sent by the ingest process must reach a socket held by the realtime process;
// only the ingest process records the trace; the realtime process opens no feeder port.
import crypto from 'node:crypto';
import net from 'node:net';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_V2_FULL_PATHS,
  HOST_PATHS,
  type ClientBounds,
  type ClientToServerEvents,
  type FollowNotice,
  type ServerToClientEvents,
} from '@skytrace/contracts';
import { sessions } from '../accounts/accounts.schema';
import { sha256 } from '../accounts/secrets';
import { insertUser } from '../accounts/users.repo';
import { ConfigError, loadConfig } from '../config';
import type { Database } from '../db/db';
import { sbsLine } from '../ingest/feed.testing';
import { RealtimeCodec, type LocationBatchColumns } from '../realtime/location.codec';
import type { RunningServer } from '../server';
import { readAircraftPoints } from '../traces/recorded-points.repo';
import { ClusterLink } from './cluster.link';
import { freePort, TEST_REDIS_URL as REDIS_URL, TestCluster } from './cluster.testing';
import { Lease } from './lease';

type Socket = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

const cluster = new TestCluster();
const { prefix, redis } = cluster;
const sockets: Socket[] = [];
let ingest: RunningServer;
let realtime: RunningServer;
/** Feeder ports the realtime process was configured with (and must not open). */
let unopened: number[];

beforeAll(async () => {
  unopened = [await freePort(), await freePort(), await freePort()];
  await cluster.open();
  // On a shared database the first start migrates it alone; on PGlite each has its own.
  if (cluster.shared) {
    ingest = await cluster.start('http,ingest');
    realtime = await cluster.start('http,realtime', {}, unopened);
  } else {
    [ingest, realtime] = await Promise.all([
      cluster.start('http,ingest'),
      cluster.start('http,realtime', {}, unopened),
    ]);
  }
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await cluster.close();
}, 30_000);

async function openSocket(base: string, auth: Record<string, string> = {}): Promise<Socket> {
  const socket: Socket = connect(base, {
    path: HOST_PATHS.socketIo,
    transports: ['websocket'],
    auth,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** A socket of `base` validated with a token from `base` itself, subscribed to `bounds`. */
async function subscribed(base: string, bounds: ClientBounds): Promise<Socket> {
  const response = await fetch(`${base}${API_V2_FULL_PATHS.accessToken}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'device_id=cluster-test',
  });
  const body = (await response.json()) as { data: { encrypt: string } };
  const socket = await openSocket(base);
  const valid = (await socket.emitWithAck('validate', { token: body.data.encrypt })) as {
    code: number;
  };
  expect(valid.code).toBe(1);
  const sub = (await socket.emitWithAck('sub', {
    clientBounds: bounds,
    limit: -1,
    increment: 1,
  })) as { code: number };
  expect(sub.code).toBe(1);
  return socket;
}

function icaosOf(batch: LocationBatchColumns): number[] {
  let icao = 0;
  return batch.icaoDelta.map((delta) => (icao += delta));
}

/** Writes the same user and session into a process's own database (a cluster shares them). */
async function signedIn(database: Database, id: number, token: string): Promise<void> {
  await insertUser(database.db, { id, username: `cluster${id}`, passwordHash: 'not a login' });
  await database.db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId: id, expiresAt: new Date(Date.now() + 3_600_000) });
}

const BEIJING = { lat: 39.9, lon: 116.4 };
const AROUND_BEIJING = { north: 41, south: 39, east: 118, west: 115 };
const ICAOS = [0x7c1a01, 0x7c1a02, 0x7c1a03];

describe('a cluster of an ingest and a realtime process over Redis', () => {
  it('shows what the ingest process hears on the realtime process (REST and socket), recorded once', async () => {
    const codec = new RealtimeCodec();
    const socket = await subscribed(realtime.url, AROUND_BEIJING);
    const seen = new Set<number>();
    // The realtime process's ticks follow the replica's publications: each increment carries
    // the publication time of one the replica applied.
    const published = new Set<number>();
    realtime.cluster?.publications?.listen((ms) => published.add(ms));
    const stamps: number[] = [];
    socket.on('location', (bytes) => {
      const batch = codec.decodeLocation(new Uint8Array(bytes));
      if (!batch.full) stamps.push(batch.time * 1000 + (batch.publishedOffsetMs ?? 0));
      for (const icao of icaosOf(batch)) seen.add(icao);
    });
    const feeder = net.connect(ingest.ingest?.ports.sbs ?? 0, '127.0.0.1');
    feeder.on('error', () => undefined);
    const fedAt = Date.now();
    for (let step = 0; step < 3; step++) {
      const lines = ICAOS.flatMap((icao, n) => [
        sbsLine({ icao, type: 1, callsign: `CCA10${n}` }),
        sbsLine({
          icao,
          altitude: 30_000,
          lat: BEIJING.lat + n * 0.1 + step * 0.002,
          lon: BEIJING.lon + step * 0.002,
        }),
      ]);
      feeder.write(`${lines.join('\n')}\n`);
      if (step < 2) await new Promise((resolve) => setTimeout(resolve, 400));
    }
    // The socket: every aircraft within a bounded time (a publish interval plus a socket tick,
    // with room for a loaded CI machine).
    await expect.poll(() => ICAOS.every((icao) => seen.has(icao)), { timeout: 6_000 }).toBe(true);
    const socketMs = Date.now() - fedAt;
    // REST on the realtime process: the same aircraft, positions and callsigns.
    const file = (await (await fetch(`${realtime.url}${HOST_PATHS.aircraftJson}`)).json()) as {
      aircraft: { hex: string; lat?: number; flight?: string }[];
    };
    const hexes = ICAOS.map((icao) => icao.toString(16));
    const listed = file.aircraft.filter((entry) => hexes.includes(entry.hex));
    expect(listed).toHaveLength(3);
    expect(
      listed.every((entry) => entry.lat !== undefined && entry.flight?.startsWith('CCA')),
    ).toBe(true);
    expect(socketMs).toBeLessThan(6_000);
    expect(stamps.length).toBeGreaterThan(0);
    expect(stamps.every((stamp) => published.has(stamp))).toBe(true);
    // The replicated state catches up with the ingest table's latest within a publish interval.
    const original = ingest.liveTable.aircraft.get(ICAOS[0] ?? 0);
    await expect
      .poll(() => realtime.liveTable.aircraft.get(ICAOS[0] ?? 0)?.positionTime, { timeout: 1_000 })
      .toBe(original?.positionTime);
    expect(realtime.liveTable.aircraft.get(ICAOS[0] ?? 0)?.lat).toBe(original?.lat);
    // The replica's lag is on its /metrics (loopback): the last batch's delay, under 6 s here.
    const metrics = await (await fetch(`${realtime.url}/metrics`)).text();
    const lag = /^skytrace_redis_lag_seconds (\S+)$/m.exec(metrics)?.[1];
    expect(Number(lag)).toBeGreaterThanOrEqual(0);
    expect(Number(lag)).toBeLessThan(6);
    feeder.end();

    // Recorded once: by the ingest process, into its database; the realtime process has none.
    await ingest.recorder.flush();
    await realtime.recorder.flush();
    for (const icao of ICAOS) {
      expect(ingest.recorder.recentPoints(icao).length).toBeGreaterThan(0);
      expect(realtime.recorder.recentPoints(icao)).toEqual([]);
      const to = Date.now() + 60_000;
      expect((await readAircraftPoints(ingest.database.db, icao, 0, to)).length).toBeGreaterThan(0);
      if (!cluster.shared)
        expect(await readAircraftPoints(realtime.database.db, icao, 0, to)).toEqual([]);
    }
  }, 15_000);

  it('delivers a notice sent by the ingest process to a socket of the realtime process', async () => {
    const token = crypto.randomBytes(24).toString('hex');
    const userId = 900_001;
    await signedIn(ingest.database, userId, token);
    if (!cluster.shared) await signedIn(realtime.database, userId, token);
    const socket = await openSocket(realtime.url, { token });
    const notices: FollowNotice[] = [];
    socket.on('notice', (notice) => notices.push(notice));
    await expect.poll(() => realtime.userSockets.count(userId)).toBe(1);
    const notice: FollowNotice = {
      kind: 'departed',
      title: 'CCA101 departed',
      body: 'Took off from ZBAA',
      icaoId: '7C1A01',
      url: '/tracker/CCA101',
      time: Math.floor(Date.now() / 1000),
    };
    // The ingest process holds no socket of this user: it counts none, yet the notice arrives.
    expect(await ingest.userSockets.send(userId, notice)).toBe(0);
    await expect.poll(() => notices, { timeout: 3_000 }).toEqual([notice]);
  });

  it('opens no feeder port in a process without the ingest role', async () => {
    expect(realtime.ingest).toBeUndefined();
    expect(realtime.roles).toEqual(['http', 'realtime']);
    expect(ingest.roles).toEqual(['http', 'ingest']);
    for (const port of unopened) {
      const refused = await new Promise<boolean>((resolve) => {
        const probe = net.connect(port, '127.0.0.1');
        probe.once('connect', () => {
          probe.destroy();
          resolve(false);
        });
        probe.once('error', () => resolve(true));
      });
      expect(refused).toBe(true);
    }
  });

  it('refuses ROLES without ingest when REDIS_URL is unset, naming both', () => {
    expect(() => loadConfig({ ROLES: 'http,realtime' })).toThrow(ConfigError);
    expect(() => loadConfig({ ROLES: 'http' })).toThrow(/ROLES.*REDIS_URL/);
    expect(loadConfig({ ROLES: 'http,realtime', REDIS_URL }).roles).toEqual(['http', 'realtime']);
  });

  it('stops a start whose Redis does not answer, naming REDIS_URL, without flooding the log', async () => {
    const warnings: string[] = [];
    const logger = {
      info: () => undefined,
      warn: (_obj: object, msg: string) => warnings.push(msg),
      error: () => undefined,
    };
    const url = `redis://127.0.0.1:${(await freePort()).toString()}`;
    const link = new ClusterLink({ url, prefix }, logger);
    await expect(link.open()).rejects.toThrow(
      /^Redis at REDIS_URL \(redis:\/\/127\.0\.0\.1:\d+\/?\) does not answer/,
    );
    await link.close();
    expect(warnings.length).toBeLessThanOrEqual(1);
  });

  it('lets one holder have the recorder lease, and the next once it is released', async () => {
    const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const key = `${prefix}lease-test`;
    const lease = (owner: string) => new Lease({ redis, key, owner, ttlMs: 2_000, logger });
    const [first, second] = [lease('first'), lease('second')];
    expect(await first.acquire(0)).toBe(true);
    expect(await second.acquire(300, 100)).toBe(false);
    expect(await second.holder()).toBe('first');
    await first.release();
    expect(await second.acquire(0)).toBe(true);
    expect(await redis.pttl(key)).toBeGreaterThan(1_000);
    await second.release();
    expect(await redis.exists(key)).toBe(0);
  });

  it('claims a free lease or extends its own, and fences a write with it', async () => {
    const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const key = `${prefix}claim-test`;
    const target = `${prefix}claim-target`;
    const lease = (owner: string) => new Lease({ redis, key, owner, ttlMs: 2_000, logger });
    const [first, second] = [lease('first'), lease('second')];
    expect(await first.claim()).toBe(true);
    expect(await second.claim()).toBe(false);
    await redis.pexpire(key, 500);
    // The holder's claim extends its own lease to the full time-to-live.
    expect(await first.claim()).toBe(true);
    expect(await redis.pttl(key)).toBeGreaterThan(1_000);
    expect(await second.setIfHeld(target, 'second')).toBe(false);
    expect(await first.setIfHeld(target, 'first')).toBe(true);
    expect(await redis.get(target)).toBe('first');
    await first.release();
    expect(await second.claim()).toBe(true);
    expect(await first.setIfHeld(target, 'late')).toBe(false);
    expect(await redis.get(target)).toBe('first');
    await second.release();
  });
});
