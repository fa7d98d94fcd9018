import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// A Skytrace server of a test file's own: the built one, SIM=off, the http and realtime roles
// unless told (no feeder ports to collide with the run's other servers; a page that lands on the
// tracker still gets its socket), a fresh DATA_DIR, on a free port, with the file's extra environment (an administrator,
// a fake provider's address, map sources). Shared by the back-office, WeChat and weather-frame
// files.
//
// A first start migrates an empty database and loads the bundled reference data, most of a
// start's time; scripts/browser-tests.mjs makes that once per run (E2E_DATA_TEMPLATE, a data
// directory a server made and closed) and each own server starts from a copy of it, as a
// restarted server would. Without the template (a file run on its own against BASE_URL) it
// starts from an empty directory.

const ROOT = resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
const START_TIMEOUT_MS = 240_000;

export interface OwnServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server and removes its data directory. */
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
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

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killTimer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/** A new data directory: a copy of the run's template when there is one. */
function newDataDir(label: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), `skytrace-e2e-${label}-`));
  const template = process.env.E2E_DATA_TEMPLATE;
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts a server with `env` over the defaults (a key set to undefined is removed); resolves
 * once its health call answers 200.
 */
export async function startOwnServer(
  label: string,
  env: Record<string, string | undefined>,
): Promise<OwnServer> {
  // The free port is closed before the server takes it, and in between an outgoing connection of
  // the run (a browser, a fetch) can be given it as its local port: the server then exits on
  // EADDRINUSE (seen once in a run of four files). Such a start is tried again on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(label, env);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOnFreePort(
  label: string,
  env: Record<string, string | undefined>,
): Promise<OwnServer> {
  const dataDir = newDataDir(label);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port.toString()}`;
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: port.toString(),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SIM: 'off',
    // Feeder inputs on free ports: a process without ingest needs REDIS_URL (config.ts).
    ROLES: 'http,realtime,ingest',
    FEED_BEAST_PORT: '0',
    FEED_AVR_PORT: '0',
    FEED_SBS_PORT: '0',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const childEnv = Object.fromEntries(
    Object.entries(merged).filter(([, value]) => value !== undefined),
  );
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'pipe'],
    env: childEnv,
  });
  // Passed through as it comes; the last of it tells a taken port from any other failure.
  let errorTail = '';
  child.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    errorTail = (errorTail + chunk.toString()).slice(-4_096);
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      const message = `the ${label} server exited with ${String(child.exitCode)}`;
      throw errorTail.includes('EADDRINUSE') ? new PortTakenError(message) : new Error(message);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the ${label} server did not start in ${String(START_TIMEOUT_MS)} ms`);
    }
    try {
      const health = await fetch(`${baseUrl}${API_V2_FULL_PATHS.health}`);
      if (health.status === 200) return { baseUrl, dataDir, stop };
    } catch {
      // Not answering yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}
