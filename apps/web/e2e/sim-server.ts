import { API_V2_FULL_PATHS, HOST_PATHS } from '@skytrace/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// A second Skytrace server with the simulator on (SIM=on, default SIM_SPEED), for the browser
// tests that need a full sky rather than the few aircraft tracker.e2e.ts feeds. It runs the
// built server (scripts/browser-tests.mjs builds it) on a free port with a fresh DATA_DIR and
// feeder ports chosen by the system, so the main test server is no obstacle.
// SIM_BASE_URL=http://host:port uses an already running simulator server instead.

const ROOT = resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
/** A first start loads the reference data into a new database: minutes on a busy machine. */
const START_TIMEOUT_MS = 240_000;

/** One entry of the readsb-format /data/aircraft.json. */
export interface AircraftJsonEntry {
  hex: string;
  flight?: string;
  lat?: number;
  lon?: number;
  alt_baro?: number | 'ground';
  seen_pos?: number;
}

export interface SimServer {
  baseUrl: string;
  /** Live aircraft as the server reports them now. */
  aircraft: () => Promise<AircraftJsonEntry[]>;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function until(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
  child: ChildProcess | null,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child !== null && child.exitCode !== null) {
      throw new Error(`simulator server exited with ${child.exitCode.toString()}`);
    }
    try {
      if (await check()) return;
    } catch {
      // Not answering yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} within ${timeoutMs.toString()} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(killTimer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts (or joins, with SIM_BASE_URL) a simulator server and resolves once /data/aircraft.json
 * lists at least `minAircraft` positioned aircraft, so tests time the browser, not the sim's
 * warm-up.
 */
export async function startSimServer(minAircraft: number): Promise<SimServer> {
  let child: ChildProcess | null = null;
  let dataDir: string | null = null;
  let baseUrl = process.env.SIM_BASE_URL ?? '';
  if (baseUrl === '') {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'skytrace-e2e-sim-'));
    baseUrl = `http://127.0.0.1:${port.toString()}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: port.toString(),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SIM: 'on',
      LOG_LEVEL: 'warn',
      FEED_BEAST_PORT: '0',
      FEED_AVR_PORT: '0',
      FEED_SBS_PORT: '0',
    };
    // The default speed, whatever the shell running the tests has set.
    delete env.SIM_SPEED;
    child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env,
    });
  }
  const running = child;
  const directory = dataDir;
  const aircraft = async (): Promise<AircraftJsonEntry[]> => {
    const response = await fetch(`${baseUrl}${HOST_PATHS.aircraftJson}`);
    const body = (await response.json()) as { aircraft: AircraftJsonEntry[] };
    return body.aircraft;
  };
  const stop = async () => {
    if (running !== null) await stopChild(running);
    if (directory !== null) rmSync(directory, { recursive: true, force: true });
  };
  try {
    await until(
      async () => (await fetch(`${baseUrl}${API_V2_FULL_PATHS.health}`)).status === 200,
      START_TIMEOUT_MS,
      `no answer from the simulator server at ${baseUrl}`,
      running,
    );
    await until(
      async () =>
        (await aircraft()).filter((entry) => entry.lat !== undefined).length >= minAircraft,
      START_TIMEOUT_MS,
      `fewer than ${minAircraft.toString()} simulated aircraft`,
      running,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, aircraft, stop };
}
