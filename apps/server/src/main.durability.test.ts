// The real entry point in a child process, fed over SBS while it is stopped: SIGTERM writes every
// accepted position's track and exits in time; kill -9 loses at most a few seconds of track,
// which the next start replays from the journal.
import { HOST_PATHS } from '@skytrace/contracts';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { formatSbsLine } from '@skytrace/adsb';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/db';
import { seedServerDataDir } from './db/testing';
import { journalGenerations } from './traces/trace.journal';

const serverRoot = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-durability-'));
const journalDir = path.join(dataDir, 'trace-journal');
// Starts from the migrated template with reference data: the first start skips loading it.
beforeAll(() => seedServerDataDir(dataDir), 60_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const AIRCRAFT = 1_500;

interface Running {
  child: ReturnType<typeof spawn>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout: () => string;
  url: string;
  sbsPort: number;
}

/** Starts src/main.ts on the shared DATA_DIR and waits until it answers. */
async function runMain(): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      SIM: 'off',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FEED_BEAST_PORT: '0',
      FEED_AVR_PORT: '0',
      FEED_SBS_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.resume();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = Date.now();
  while (!/running on http/.test(stdout)) {
    if (Date.now() - started > 120_000) throw new Error(`no start:\n${stdout}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const url = /running on (http:\/\/[\d.:]+)/.exec(stdout)?.[1] ?? '';
  const ports = stdout
    .split('\n')
    .filter((line) => line.includes('feeder inputs listening'))
    .map((line) => JSON.parse(line) as { sbs: number })[0];
  return { child, exited, stdout: () => stdout, url, sbsPort: ports?.sbs ?? 0 };
}

/** Sends every aircraft's position and velocity once a second until stopped or refused. */
function feed(port: number, firstIcao: number): { stop(): void } {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let second = 0;
  const send = () => {
    if (socket.destroyed) return;
    const timeMs = Date.now();
    const lines: string[] = [];
    for (let n = 0; n < AIRCRAFT; n++) {
      const icao = firstIcao + n;
      const lat = 20 + (n % 50) * 0.4 + second * 0.002;
      const lon = 100 + Math.floor(n / 50) * 0.4;
      if (second === 0) lines.push(formatSbsLine({ type: 1, icao, timeMs, callsign: `T${n}` }));
      lines.push(formatSbsLine({ type: 3, icao, timeMs, altitudeFt: 30_000, lat, lon }));
      lines.push(
        formatSbsLine({
          type: 4,
          icao,
          timeMs,
          groundSpeedKt: 430,
          trackDeg: 0,
          verticalRateFpm: 0,
        }),
      );
    }
    second++;
    socket.write(lines.join(''));
  };
  send();
  const timer = setInterval(send, 1_000);
  return {
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** When each aircraft's latest accepted position arrived, ms, from /data/aircraft.json. */
async function acceptedPositions(url: string): Promise<Map<number, number>> {
  const body = (await (await fetch(`${url}${HOST_PATHS.aircraftJson}`)).json()) as {
    now: number;
    aircraft: { hex: string; seen_pos?: number }[];
  };
  const accepted = new Map<number, number>();
  for (const aircraft of body.aircraft) {
    if (aircraft.seen_pos === undefined) continue;
    accepted.set(Number.parseInt(aircraft.hex, 16), (body.now - aircraft.seen_pos) * 1000);
  }
  return accepted;
}

/** The time of each aircraft's last stored trace point, ms. */
async function storedTrackEnds(firstIcao: number): Promise<Map<number, number>> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    type Row = { icao: number; end: string };
    const result = await database.db.execute<Row>(
      sql`select icao, extract(epoch from max(end_time)) * 1000 as end from trace_chunks
        where icao >= ${firstIcao} and icao < ${firstIcao + AIRCRAFT} group by icao`,
    );
    // Both drivers answer { rows }; the Db type leaves it unknown.
    const { rows } = result as { rows: Row[] };
    return new Map(rows.map((row) => [row.icao, Number(row.end)]));
  } finally {
    await database.close();
  }
}

const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('durability of recorded tracks', () => {
  it('SIGTERM under feed writes every accepted track point and exits in time', async () => {
    const firstIcao = 0x7c0000;
    const server = await runMain();
    const feeder = feed(server.sbsPort, firstIcao);
    await waitMs(4_000);
    const accepted = await acceptedPositions(server.url);
    expect(accepted.size).toBe(AIRCRAFT);

    const stopped = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const stopSeconds = (Date.now() - stopped) / 1000;
    feeder.stop();
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.stdout()).toContain('stopped cleanly');
    // A loose safety bound; the benchmark measures the real figure.
    expect(stopSeconds).toBeLessThan(20);
    // Everything reached the database: no journal generation waits for the next start.
    expect(journalGenerations(journalDir)).toEqual([]);

    const ends = await storedTrackEnds(firstIcao);
    expect(ends.size).toBe(AIRCRAFT);
    for (const [icao, time] of accepted) {
      // Stored times are rounded to 100 ms.
      expect(ends.get(icao)).toBeGreaterThanOrEqual(time - 50);
    }
  }, 180_000);

  it('kill -9 loses at most a few seconds of track; the next start replays the journal', async () => {
    const firstIcao = 0x7d0000;
    const server = await runMain();
    const feeder = feed(server.sbsPort, firstIcao);
    await waitMs(5_000);
    const accepted = await acceptedPositions(server.url);
    expect(accepted.size).toBe(AIRCRAFT);
    server.child.kill('SIGKILL');
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
    feeder.stop();
    expect(journalGenerations(journalDir).length).toBeGreaterThan(0);

    const restarted = await runMain();
    expect(restarted.stdout()).toContain('trace journal replayed');
    restarted.child.kill('SIGTERM');
    expect((await restarted.exited).code).toBe(0);
    const ends = await storedTrackEnds(firstIcao);
    expect(ends.size).toBe(AIRCRAFT);
    const losses = [...accepted].map(([icao, time]) => time - (ends.get(icao) ?? 0));
    // The journal is written every second and holds each aircraft's latest point once it is
    // 3 s newer than its last journaled one.
    expect(Math.max(...losses)).toBeLessThanOrEqual(5_000);
  }, 180_000);
});
