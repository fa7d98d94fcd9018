// Ingest scaled out (issue 22 parts 1 and 5): two ingest processes with feeders of their own and
// a realtime process, real `startServer` calls on the real Redis. The realtime process shows the
// union of both, an aircraft heard by both once with its newest position; exactly one ingest
// process (the recorder lease's holder) records, every origin's aircraft, no point twice; its
// SIGTERM hands the lease over with nothing lost, and the other records on. The holder's live
// watch and event detection cover every origin: an emergency heard only by the other ingest
// process is told once.
import crypto from 'node:crypto';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_V2_FULL_PATHS,
  formatIcaoHex,
  HOST_PATHS,
  type ClientToServerEvents,
  type FollowNotice,
  type ServerToClientEvents,
} from '@skytrace/contracts';
import { sessions } from '../accounts/accounts.schema';
import { sha256 } from '../accounts/secrets';
import { insertUser } from '../accounts/users.repo';
import { openDatabase, type Database } from '../db/db';
import { testsOnPostgres } from '../db/testing';
import { findEvents } from '../events/events.repo';
import { insertFollow, insertRule } from '../follow/follow.repo';
import { beastIdentification, beastSquawk, sbsLine } from '../ingest/feed.testing';
import { sendFeed } from '../ingest/ingest.testing';
import type { RunningServer } from '../server';
import { readAircraftPoints } from '../traces/recorded-points.repo';
import { sbsFeeder, TestCluster } from './cluster.testing';

const cluster = new TestCluster();
let first: RunningServer;
let second: RunningServer;
let realtime: RunningServer;

const ONLY_FIRST = [0x7c2b01, 0x7c2b02];
const ONLY_SECOND = [0x7c2c01, 0x7c2c02];
const BOTH = 0x7c2d01;
const ALL = [...ONLY_FIRST, ...ONLY_SECOND, BOTH];

/** Positions of `icaos`, a step further each call, 1,000 ft apart so that each is kept. */
function positions(icaos: number[], step: number, lat = 39.9): string[] {
  return icaos.flatMap((icao, n) => [
    sbsLine({ icao, type: 1, callsign: `CSN${(n + 1).toString()}` }),
    sbsLine({
      icao,
      altitude: 30_000 + (step % 2) * 1_000,
      lat: lat + n * 0.1 + step * 0.002,
      lon: 116.4 + step * 0.002,
    }),
  ]);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Flight events are detected (the cluster harness turns detection off by default). */
const DETECTING = { EVENT_DETECTION: 'on' };
/** The aircraft that squawks 7700, heard only by the process not holding the recorder lease. */
const SQUAWKING = 0x7c2e01;
const WATCHER = { id: 900_101, token: crypto.randomBytes(24).toString('hex') };
const sockets: ClientSocket<ServerToClientEvents, ClientToServerEvents>[] = [];
/** What WATCHER's socket on the realtime process received. */
const notices: FollowNotice[] = [];
const noticeKinds = () => notices.map((notice) => notice.kind).sort();

/** A user following SQUAWKING, with an area rule for emergency squawks around Beijing. */
async function watchedBy(database: Database): Promise<void> {
  const db = database.db;
  await insertUser(db, { id: WATCHER.id, username: 'watcher', passwordHash: 'not a login' });
  await db.insert(sessions).values({
    tokenHash: sha256(WATCHER.token),
    userId: WATCHER.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await insertFollow(db, WATCHER.id, {
    kind: 'aircraft',
    fnum: '',
    flightDate: '',
    registration: '',
    icao: formatIcaoHex(SQUAWKING),
  });
  await insertRule(db, {
    userId: WATCHER.id,
    name: 'emergencies near Beijing',
    lat: 39.9,
    lon: 116.4,
    radiusKm: 100,
    maxAltitudeM: null,
    types: [],
    squawks: ['7700'],
    quietStart: null,
    quietEnd: null,
    timeZone: 'UTC',
    maxPerHour: 5,
    enabled: true,
  });
}
const holders = () => [first, second].filter((server) => server.cluster?.recorder?.holds);

// Runs under `npm run test:pg` only: a cluster's processes share one PostgreSQL, which is what
// lets this test see a point stored twice across processes; on PGlite each child keeps a
// database of its own, proves less, and takes minutes of CI's budget (100–280 s here).
describe.skipIf(!testsOnPostgres())('on one shared PostgreSQL', () => {
  beforeAll(async () => {
    await cluster.open();
    // On a shared database the first start migrates it alone; on PGlite each has its own.
    first = await cluster.start('http,ingest', DETECTING);
    // Before any live watch reads the alert rules (it keeps them 30 s), on the shared database.
    await watchedBy(first.database);
    if (cluster.shared) {
      second = await cluster.start('http,ingest', DETECTING);
      realtime = await cluster.start('http,realtime');
    } else {
      [second, realtime] = await Promise.all([
        cluster.start('http,ingest', DETECTING),
        cluster.start('http,realtime'),
      ]);
    }
  }, 90_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await cluster.close();
  }, 30_000);

  const stopped = new Set<RunningServer>();

  /** The stored point times of `icao` in the database `server` wrote (reopened once it stopped). */
  async function storedPoints(server: RunningServer, icao: number): Promise<number[]> {
    const read = async (database: Database) =>
      (await readAircraftPoints(database.db, icao, 0, Date.now() + 60_000)).map(
        (point) => point.time,
      );
    // One shared database: read it through the process that still runs.
    if (cluster.shared) return read(realtime.database);
    if (!stopped.has(server)) return read(server.database);
    const dataDir = cluster.dataDirs.get(server) ?? '';
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      return await read(database);
    } finally {
      await database.close();
    }
  }

  describe('two ingest processes and a realtime process over Redis', () => {
    it('shows the union on the realtime process, an aircraft heard by both once, newest position', async () => {
      const a = sbsFeeder(first);
      const b = sbsFeeder(second);
      a.send(positions([...ONLY_FIRST, BOTH], 0));
      await wait(300);
      // The shared aircraft heard later, further north, by the second process.
      b.send([...positions(ONLY_SECOND, 0), ...positions([BOTH], 0, 40.5)]);
      await expect
        .poll(() => ALL.every((icao) => realtime.liveTable.aircraft.has(icao)), { timeout: 6_000 })
        .toBe(true);
      await expect
        .poll(() => realtime.liveTable.aircraft.get(BOTH)?.lat, { timeout: 3_000 })
        .toBe(second.liveTable.aircraft.get(BOTH)?.lat);
      expect(realtime.liveTable.aircraft.get(BOTH)?.positionTime).toBe(
        second.liveTable.aircraft.get(BOTH)?.positionTime,
      );
      // Each ingest process holds its own feeders' aircraft only.
      expect(ONLY_SECOND.some((icao) => first.liveTable.aircraft.has(icao))).toBe(false);
      const file = (await (await fetch(`${realtime.url}${HOST_PATHS.aircraftJson}`)).json()) as {
        aircraft: { hex: string }[];
      };
      const hexes = file.aircraft.map((entry) => Number.parseInt(entry.hex, 16));
      expect(hexes.filter((icao) => icao === BOTH)).toHaveLength(1);
      expect(ALL.every((icao) => hexes.includes(icao))).toBe(true);
      expect(realtime.cluster?.replica?.origins).toBe(2);
      a.end();
      b.end();
    }, 20_000);

    it('records every origin in the one process that holds the recorder lease, no point twice', async () => {
      await expect.poll(() => holders().length, { timeout: 8_000 }).toBe(1);
      const [holder] = holders();
      const other = holder === first ? second : first;
      const a = sbsFeeder(first);
      const b = sbsFeeder(second);
      for (let step = 1; step <= 3; step++) {
        a.send(positions([...ONLY_FIRST, BOTH], step));
        b.send(positions(ONLY_SECOND, step));
        await wait(400);
      }
      a.end();
      b.end();
      // The other origin's positions reach the holder through the stream.
      await expect
        .poll(() => ALL.every((icao) => (holder?.recorder.recentPoints(icao).length ?? 0) >= 3), {
          timeout: 5_000,
        })
        .toBe(true);
      await holder?.recorder.flush();
      await other.recorder.flush();
      for (const icao of ALL) {
        expect(other.recorder.recentPoints(icao)).toEqual([]);
        const times = holder ? await storedPoints(holder, icao) : [];
        expect(times.length).toBeGreaterThanOrEqual(3);
        expect(new Set(times).size).toBe(times.length);
        if (!cluster.shared) expect(await storedPoints(other, icao)).toEqual([]);
      }
      expect(other.recorder.stats().pointsWritten).toBe(0);
      // Which process records is on each one's /metrics.
      const held = async (server: RunningServer) =>
        /^skytrace_recorder_lease_held (\d)$/m.exec(
          await (await fetch(`${server.url}/metrics`)).text(),
        )?.[1];
      expect(holder ? await held(holder) : undefined).toBe('1');
      expect(await held(other)).toBe('0');
    }, 20_000);

    it('tells an emergency heard only by the non-holder once: one event, one notice, one alert', async () => {
      await expect.poll(() => holders().length, { timeout: 8_000 }).toBe(1);
      const [holder] = holders();
      const other = holder === first ? second : first;
      const socket: ClientSocket<ServerToClientEvents, ClientToServerEvents> = connect(
        realtime.url,
        {
          path: HOST_PATHS.socketIo,
          transports: ['websocket'],
          auth: { token: WATCHER.token },
        },
      );
      sockets.push(socket);
      socket.on('notice', (notice: FollowNotice) => notices.push(notice));
      await expect.poll(() => realtime.userSockets.count(WATCHER.id)).toBe(1);
      // A realtime socket that does not validate is closed after 10 s; this one stays.
      const response = await fetch(`${realtime.url}${API_V2_FULL_PATHS.accessToken}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'device_id=cluster-watcher',
      });
      const { data } = (await response.json()) as { data: { encrypt: string } };
      const valid = (await socket.emitWithAck('validate', { token: data.encrypt })) as {
        code: number;
      };
      expect(valid.code).toBe(1);
      const since = Date.now() / 1000 - 60;
      const feeder = sbsFeeder(other);
      // The squawk in a CRC-checked Mode S reply (an SBS line alone would wait for a second
      // witness), the positions by SBS.
      const squawk = Buffer.concat([
        beastIdentification(SQUAWKING, 'CCA1701'),
        beastSquawk(SQUAWKING, '7700'),
      ]);
      for (let step = 0; step < 3; step++) {
        feeder.send(positions([SQUAWKING], step));
        if (step === 0) await sendFeed(other.ingest?.ports.beast ?? 0, squawk);
        await wait(400);
      }
      expect(other.liveTable.aircraft.get(SQUAWKING)?.squawk).toBe(0x7700);
      // The holder alone watches, over every origin (its own table does not hold the aircraft).
      expect(holder?.liveTable.aircraft.has(SQUAWKING)).toBe(false);
      // A live watch pass comes every 5 s.
      await expect.poll(noticeKinds, { timeout: 12_000 }).toEqual(['area', 'emergency']);
      const emergencies = async () =>
        (
          await findEvents(realtime.database.db, {
            from: since,
            to: Date.now() / 1000 + 60,
            kinds: ['emergency'],
            limit: 10,
          })
        ).filter((event) => Number.parseInt(event.icao, 16) === SQUAWKING);
      await expect.poll(async () => (await emergencies()).length, { timeout: 5_000 }).toBe(1);
      feeder.send(positions([SQUAWKING], 3).slice(1));
      // Another watch pass later: still one of each.
      await wait(5_500);
      expect(noticeKinds()).toEqual(['area', 'emergency']);
      expect(await emergencies()).toHaveLength(1);
      feeder.end();
    }, 30_000);

    it('hands the lease over on SIGTERM: nothing the holder had is lost, the other records on', async () => {
      const [holder] = holders();
      if (!holder) throw new Error('no holder');
      const next = holder === first ? second : first;
      const own = holder === first ? ONLY_FIRST : ONLY_SECOND;
      const theirs = holder === first ? ONLY_SECOND : ONLY_FIRST;
      const feedHolder = sbsFeeder(holder);
      const feedNext = sbsFeeder(next);
      feedHolder.send(positions(own, 10));
      feedNext.send(positions(theirs, 10));
      await wait(300);
      // What each table accepted last, before the stop: all of it must be stored.
      const accepted = new Map<number, number>();
      for (const icao of own)
        accepted.set(icao, holder.liveTable.aircraft.get(icao)?.positionTime ?? 0);
      for (const icao of theirs)
        accepted.set(icao, next.liveTable.aircraft.get(icao)?.positionTime ?? 0);
      feedHolder.end();
      await holder.stop();
      stopped.add(holder);
      for (const [icao, time] of accepted) {
        const stored = await storedPoints(holder, icao);
        expect(Math.max(...stored)).toBeGreaterThanOrEqual(time * 1000 - 50);
      }
      // The successor claims the free lease within a claim interval.
      await expect.poll(() => next.cluster?.recorder?.holds, { timeout: 3_000 }).toBe(true);
      const handedOver = Date.now();
      for (let step = 11; step <= 13; step++) {
        feedNext.send(positions(theirs, step));
        await wait(400);
      }
      feedNext.end();
      await next.recorder.flush();
      for (const icao of theirs) {
        const times = await storedPoints(next, icao);
        expect(times.some((time) => time >= handedOver - 100)).toBe(true);
        if (cluster.shared) expect(new Set(times).size).toBe(times.length);
      }
      // The new holder watches (the squawk is still on), but what its predecessor told stays
      // told: after one of its watch passes, still one emergency notice and one area alert.
      await expect.poll(() => next.cluster?.recorder?.recording, { timeout: 5_000 }).toBe(true);
      expect(next.cluster?.picture?.table.aircraft.get(SQUAWKING)?.squawk).toBe(0x7700);
      // A watch pass comes every 5 s.
      await wait(5_500);
      expect(noticeKinds()).toEqual(['area', 'emergency']);
    }, 30_000);
  });
});
