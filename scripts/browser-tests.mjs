#!/usr/bin/env node
// Browser tests: build if the web app or server is missing or older than its sources, start the
// server on a free port with a fresh data directory, run apps/web/e2e with Vitest against it,
// stop the server and exit with the tests' status. That server runs with SIM=off; the tests that
// need a full sky (apps/web/e2e/mobile-tracker.e2e.ts) start a second, simulator-backed server
// from the same build themselves (apps/web/e2e/sim-server.ts; SIM_BASE_URL joins a running one).
//
// Without /usr/bin/chromium the run is skipped (exit 0) unless CI=true, where it fails.
// BASE_URL=http://host:port runs the tests against an already running server instead.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const SERVER_ENTRY = join(root, 'apps/server/dist/main.js');
const WEB_ENTRY = join(root, 'apps/web/dist/index.html');
const HEALTH_TIMEOUT_MS = 180_000;
// `node scripts/browser-tests.mjs tracker` runs only the e2e files whose names match.
const FILTERS = process.argv.slice(2);

function log(message) {
  console.log(`[browser-tests] ${message}`);
}

/** Newest modification time under a path (0 if it does not exist). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any file under `sources` (repo-relative). */
function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/v2/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no 200 from ${baseUrl}/api/v2/health within ${HEALTH_TIMEOUT_MS} ms`);
}

function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const killTimer = setTimeout(() => server.kill('SIGKILL'), 5000);
    server.once('exit', () => {
      clearTimeout(killTimer);
      resolvePromise();
    });
    server.kill('SIGTERM');
  });
}

// OUTBOX_DIR lets the account tests read the verification codes the server "mails".
function runVitest(baseUrl, outboxDir = process.env.OUTBOX_DIR) {
  return run('npx', ['vitest', 'run', '--config', 'apps/web/vitest.e2e.config.ts', ...FILTERS], {
    env: { ...process.env, BASE_URL: baseUrl, ...(outboxDir ? { OUTBOX_DIR: outboxDir } : {}) },
  });
}

async function main() {
  if (!existsSync(CHROMIUM)) {
    console.log('');
    console.log('##################################################################');
    console.log('##  SKIPPED browser tests: install chromium (/usr/bin/chromium)  ##');
    console.log('##################################################################');
    console.log('');
    return process.env.CI === 'true' ? 1 : 0;
  }

  if (process.env.BASE_URL) {
    log(`testing the running server at ${process.env.BASE_URL}`);
    return runVitest(process.env.BASE_URL);
  }

  const webStale = isStale(WEB_ENTRY, ['apps/web/src', 'apps/web/index.html', 'apps/web/public']);
  const serverStale = isStale(SERVER_ENTRY, ['apps/server/src', 'packages/contracts/src']);
  if (webStale || serverStale) {
    log('building (npm run build)');
    const status = await run('npm', ['run', 'build']);
    if (status !== 0) return status;
  }
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`[browser-tests] ${SERVER_ENTRY} is missing after the build`);
    return 1;
  }

  // The first administrator of the test server (apps/web/e2e/bms.e2e.ts signs in with it).
  process.env.E2E_ADMIN_USERNAME ??= 'e2eadmin';
  process.env.E2E_ADMIN_PASSWORD ??= 'lantern harbour violet 93';
  const port = await freePort();
  // A known Beast port, handed to the tests through the environment: the tracker test is a
  // receiver feeding frames (apps/web/e2e/tracker.e2e.ts).
  process.env.FEED_BEAST_PORT = String(await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'skytrace-e2e-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`starting the server on ${baseUrl} (DATA_DIR=${dataDir})`);
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SIM: 'off',
      LOG_LEVEL: 'warn',
      // Feeder inputs on free ports, so a running Skytrace on this machine is no obstacle.
      FEED_BEAST_PORT: process.env.FEED_BEAST_PORT,
      FEED_AVR_PORT: '0',
      FEED_SBS_PORT: '0',
      // Recorded traces reach the database within seconds, so playback tests can replay what
      // they fed (apps/web/e2e/playback.e2e.ts).
      TRACE_FLUSH_SECONDS: '5',
      ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
    },
  });

  let status = 1;
  try {
    await waitForHealth(baseUrl, server);
    status = await runVitest(baseUrl, join(dataDir, 'outbox'));
  } catch (error) {
    console.error(`[browser-tests] ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return status;
}

process.exitCode = await main();
