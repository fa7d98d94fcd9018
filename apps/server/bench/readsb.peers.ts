// The two receivers of `npm run bench:readsb`, each started fresh for one run and pinned to core
// 0: readsb (--net-only, Beast input) and the Skytrace server (ingest role, Beast feeder port).
// CPU is utime + stime of the receiving process (every thread) from /proc.
import { PGlite } from '@electric-sql/pglite';
import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../src/node-flags';

const root = path.resolve(import.meta.dirname, '../../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CLOCK_TICKS = 100;

/** What one receiver ended a run with. */
export interface RunResult {
  messages: number;
  aircraft: number;
  positions: number;
}

/** A started receiver: its Beast port, its CPU so far, and how to end it and read its result. */
export interface Receiver {
  name: string;
  port: number;
  cpuSeconds(): number;
  finish(): Promise<RunResult>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** CPU seconds (user + system, all threads) a process has used. */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** The 1-minute load average and the core count, as printed with every figure. */
export function machineLoad(): string {
  const [one, five] = os.loadavg();
  return `load ${one?.toFixed(2)} / ${five?.toFixed(2)} (1 / 5 min) on ${os.cpus().length} cores`;
}

/** Waits until the process has used under 10 ms of CPU in 500 ms (it has read everything). */
export async function settle(receiver: Receiver): Promise<void> {
  let last = receiver.cpuSeconds();
  for (let i = 0; i < 600; i++) {
    await sleep(500);
    const now = receiver.cpuSeconds();
    if (now - last < 0.01) return;
    last = now;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts readsb listening for Beast on a free port; `--stats` prints its totals at exit. */
export async function startReadsb(binary: string): Promise<Receiver> {
  const port = await freePort();
  const child = spawn(
    'taskset',
    ['-c', '0', binary, '--net-only', `--net-bi-port=${port}`, '--stats', '--quiet'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForPort(port, child);
  const pid = child.pid ?? 0;
  return {
    name: 'readsb',
    port,
    cpuSeconds: () => cpuSeconds(pid),
    finish: async () => {
      child.kill('SIGTERM');
      await exited(child);
      const figure = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
      return {
        messages: figure(/(\d+) Mode S messages received/),
        aircraft: figure(/(\d+) unique aircraft tracks/),
        positions:
          figure(/(\d+) global CPR attempts with valid positions/) +
          figure(/(\d+) local CPR attempts with valid positions/),
      };
    },
  };
}

interface SystemStats {
  ingest: { inputs: { beast: { frames: number } } } | null;
  live: { aircraft: number };
}

/**
 * Starts the Skytrace server with only the ingest role's Beast input, limits lifted for a
 * benchmark's many feeders from one address and synthetic aircraft all over China.
 */
export async function startSkytrace(
  feeders: number,
  entry = path.join(root, 'apps/server/dist/main.js'),
  nodeFlags: readonly string[] = SERVER_NODE_FLAGS,
): Promise<Receiver> {
  const port = await freePort();
  const httpPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-readsb-'));
  // The embedded database in a fresh directory, whatever the developer's shell points at.
  const environment = { ...process.env };
  delete environment.DATABASE_URL;
  const child = spawn('taskset', ['-c', '0', process.execPath, ...nodeFlags, entry], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...environment,
      PORT: String(httpPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ROLES: 'http,ingest',
      SIM: 'off',
      LOG_LEVEL: 'warn',
      FEED_BEAST_PORT: String(port),
      FEED_AVR_PORT: '0',
      FEED_SBS_PORT: '0',
      FEED_MAX_PER_ADDRESS: String(feeders + 10),
      FEED_MAX_CONNECTIONS: String(feeders + 10),
      FEED_MAX_AIRCRAFT: '1000000',
      FEED_MAX_RANGE_KM: '20000',
      DEVICE_NEW_IDS_PER_MINUTE: '10000',
      DEVICE_MAX_UNREGISTERED: String(feeders + 10),
    },
  });
  const base = `http://127.0.0.1:${httpPort}`;
  const readStats = async (): Promise<SystemStats> => {
    const response = await fetch(`${base}${API_V2_FULL_PATHS.systemStats}`);
    return ((await response.json()) as { data: SystemStats }).data;
  };
  for (let i = 0; ; i++) {
    try {
      await readStats();
      break;
    } catch {
      if (i > 600 || child.exitCode !== null) throw new Error('skytrace did not start');
      await sleep(100);
    }
  }
  const pid = child.pid ?? 0;
  return {
    name: 'skytrace',
    port,
    cpuSeconds: () => cpuSeconds(pid),
    finish: async () => {
      const stats = await readStats();
      // SIGTERM flushes the device statistics; their position totals are read from the database.
      child.kill('SIGTERM');
      await exited(child);
      const database = await PGlite.create(path.join(dataDir, 'pg'));
      const rows = await database.query<{ positions: string | null }>(
        'select sum(positions_total)::text as positions from devices',
      );
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      return {
        messages: stats.ingest?.inputs.beast.frames ?? Number.NaN,
        aircraft: stats.live.aircraft,
        positions: Number(rows.rows[0]?.positions ?? Number.NaN),
      };
    },
  };
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error('readsb exited at start');
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(50);
  }
  throw new Error('readsb did not listen');
}
