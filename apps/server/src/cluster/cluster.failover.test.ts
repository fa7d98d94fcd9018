// kill -9 of the recording ingest process (issue 22 parts 5 and 6): two real entry points
// (src/main.ts in child processes, ROLES=http,ingest) on the real Redis, each with a DATA_DIR of
// its own (PGlite) or one shared PostgreSQL database under `npm run test:pg`. The first holds the
// recorder lease; the second's feeder sends its aircraft throughout, the first's feeder moves to
// the second when the first is killed (a feeder reconnecting behind one address). The second must
// take the lease within its time-to-live and record on from the cursor the first left: every
// track continues with a gap of at most a few seconds and no point stored twice.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { formatSbsLine } from '@skytrace/adsb';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/db';
import { testsOnPostgres, createSharedServerDatabase, seedServerDataDir } from '../db/testing';
import { readAircraftPoints } from '../traces/recorded-points.repo';
import { RECORDER_LEASE_TTL_MS } from './cluster.recorder';
import { TEST_REDIS_URL } from './cluster.testing';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const prefix = `skytrace-test-${crypto.randomBytes(4).toString('hex')}:`;
const dirs: string[] = [];
const children: ReturnType<typeof spawn>[] = [];
let shared: Awaited<ReturnType<typeof createSharedServerDatabase>>;
const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });

const AIRCRAFT = 10;
const FIRST_ICAOS = Array.from({ length: AIRCRAFT }, (_, n) => 0x7e1000 + n);
const SECOND_ICAOS = Array.from({ length: AIRCRAFT }, (_, n) => 0x7e2000 + n);

// Runs under `npm run test:pg` only: a cluster's processes share one PostgreSQL, which is what
// lets this test see a point stored twice across processes; on PGlite each child keeps a
// database of its own, proves less, and takes minutes of CI's budget (100–280 s here).
describe.skipIf(!testsOnPostgres())('on one shared PostgreSQL', () => {
  beforeAll(async () => {
    await redis.connect();
    shared = await createSharedServerDatabase();
  }, 30_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await shared?.drop();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  interface Running {
    child: ReturnType<typeof spawn>;
    dataDir: string;
    exited: Promise<number | null>;
    sbsPort: number;
  }

  /** Starts src/main.ts as an ingest process of the test's cluster; waits until it answers. */
  async function runIngest(): Promise<Running> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-failover-'));
    dirs.push(dataDir);
    await seedServerDataDir(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        LOG_LEVEL: 'info',
        ROLES: 'http,ingest',
        SIM: 'off',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: prefix,
        FEED_BEAST_PORT: '0',
        FEED_AVR_PORT: '0',
        FEED_SBS_PORT: '0',
        EVENT_DETECTION: 'off',
        // The cursor then follows the database flushes, each second: the hand-over is exact.
        TRACE_JOURNAL: 'off',
        TRACE_FLUSH_SECONDS: '1',
        ...(shared ? { DATABASE_URL: shared.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.resume();
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    const started = Date.now();
    while (!/running on http/.test(stdout)) {
      if (Date.now() - started > 120_000 || child.exitCode !== null) {
        throw new Error(`no start:\n${stdout}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const ports = stdout
      .split('\n')
      .filter((line) => line.includes('feeder inputs listening'))
      .map((line) => JSON.parse(line) as { sbs: number })[0];
    return { child, dataDir, exited, sbsPort: ports?.sbs ?? 0 };
  }

  /** The pid of the recorder lease's holder (its value is host:pid:random). */
  async function holderPid(): Promise<number | undefined> {
    const value = await redis.get(`${prefix}recorder-lease`);
    return value ? Number(value.split(':')[1]) : undefined;
  }

  /** A feeder connection sending its aircraft's positions each second (altitude alternating so
   * that every one is kept as a trace point). */
  class Feeder {
    private socket: net.Socket;
    constructor(
      port: number,
      private readonly icaos: number[],
    ) {
      this.socket = this.connect(port);
    }

    private connect(port: number): net.Socket {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      return socket;
    }

    /** Reconnects to another process (the first one died). */
    moveTo(port: number): void {
      this.socket.destroy();
      this.socket = this.connect(port);
    }

    send(second: number): void {
      const timeMs = Date.now();
      const lines = this.icaos.map((icao, n) =>
        formatSbsLine({
          type: 3,
          icao,
          timeMs,
          altitudeFt: 30_000 + (second % 2) * 1_000,
          lat: 30 + n * 0.2 + second * 0.002,
          lon: 110,
        }),
      );
      this.socket.write(lines.join(''));
    }

    end(): void {
      this.socket.destroy();
    }
  }

  /** The stored point times of `icao` in each process's database (one list when shared). */
  async function storedTimes(runs: Running[], icao: number): Promise<number[][]> {
    const lists: number[][] = [];
    for (const run of shared ? runs.slice(0, 1) : runs) {
      const database = await openDatabase({ databaseUrl: shared?.url, dataDir: run.dataDir });
      try {
        const points = await readAircraftPoints(database.db, icao, 0, Date.now() + 60_000);
        lists.push(points.map((point) => point.time));
      } finally {
        await database.close();
      }
    }
    return lists;
  }

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  describe('kill -9 of the ingest process holding the recorder lease', () => {
    it('lets the other take the lease and record on: gaps of seconds, no point twice', async () => {
      const first = await runIngest();
      await expect.poll(holderPid, { timeout: 10_000 }).toBe(first.child.pid);
      const second = await runIngest();
      const firstFeeder = new Feeder(first.sbsPort, FIRST_ICAOS);
      const secondFeeder = new Feeder(second.sbsPort, SECOND_ICAOS);
      let seconds = 0;
      const feedStart = Date.now();
      const tick = () => {
        firstFeeder.send(seconds);
        secondFeeder.send(seconds);
        seconds++;
      };
      tick();
      const timer = setInterval(tick, 1_000);
      try {
        await wait(4_000);
        first.child.kill('SIGKILL');
        expect(await first.exited).toBe(null);
        const killed = Date.now();
        firstFeeder.moveTo(second.sbsPort);
        await expect
          .poll(holderPid, { timeout: RECORDER_LEASE_TTL_MS + 4_000, interval: 200 })
          .toBe(second.child.pid);
        const takeoverMs = Date.now() - killed;
        expect(takeoverMs).toBeLessThanOrEqual(RECORDER_LEASE_TTL_MS + 2_000);
        await wait(3_000);
      } finally {
        clearInterval(timer);
        firstFeeder.end();
        secondFeeder.end();
      }
      const feedEnd = Date.now();
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      for (const icao of [...FIRST_ICAOS, ...SECOND_ICAOS]) {
        const lists = await storedTimes([first, second], icao);
        // Within each database, and (one shared database) across the two processes: the
        // successor skips what the database holds, which two PGlite databases cannot tell it.
        for (const list of lists) {
          expect(new Set(list).size, `no point twice (${icao.toString(16)})`).toBe(list.length);
        }
        const times = lists.flat().sort((a, b) => a - b);
        // From the first second fed to the last: no gap longer than a few seconds.
        const covered = times.filter(
          (time) => time >= feedStart + 1_500 && time <= feedEnd - 1_500,
        );
        expect(covered.length).toBeGreaterThan(5);
        let gap = Math.max(0, (covered[0] ?? 0) - feedStart);
        for (let i = 1; i < covered.length; i++) {
          gap = Math.max(gap, (covered[i] ?? 0) - (covered[i - 1] ?? 0));
        }
        expect(gap, `longest gap of ${icao.toString(16)}`).toBeLessThanOrEqual(3_000);
      }
    }, 300_000);
  });
});
