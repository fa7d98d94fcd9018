#!/usr/bin/env node
// Browser tests: build if the web app or server is missing or older than its sources, start the
// server on a free port with a fresh data directory, run apps/web/e2e with Vitest against it,
// stop the server and exit with the tests' status. That server runs with SIM=off. The tests that
// need a full sky (apps/web/e2e/mobile-tracker.e2e.ts) use a second, simulator-backed server
// (apps/web/e2e/sim-server.ts): started here beside the first when a selected file uses it, and
// handed over as SIM_BASE_URL, so its start overlaps the other files instead of delaying its own.
//
// Without /usr/bin/chromium the run is skipped (exit 0) unless CI=true, where it fails.
// BASE_URL=http://host:port runs the tests against an already running server instead.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { setPriority, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const SERVER_ENTRY = join(root, 'apps/server/dist/main.js');
const WEB_ENTRY = join(root, 'apps/web/dist/index.html');
const E2E_DIR = join(root, 'apps/web/e2e');
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

/**
 * Like run, but in the background of other work: the output is kept and printed only when the
 * command fails, and the command runs at a lower CPU priority (its children inherit it).
 */
function runInBackground(command, args) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      setPriority(child.pid, 10);
    } catch {
      // Not allowed here: it runs at the normal priority.
    }
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (status !== 0) process.stderr.write(Buffer.concat(output));
      resolvePromise(status);
    });
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
function runVitest(baseUrl, filters, env = {}) {
  return run('npx', ['vitest', 'run', '--config', 'apps/web/vitest.e2e.config.ts', ...filters], {
    env: { ...process.env, BASE_URL: baseUrl, ...env },
  });
}

/** The e2e files `filters` selects (all without filters), as Vitest matches them: by substring. */
function selectedFiles(filters) {
  return readdirSync(E2E_DIR)
    .filter((name) => name.endsWith('.e2e.ts'))
    .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)));
}

/** True when the e2e file `name` starts a server of its own (apps/web/e2e/own-server.ts). */
function startsOwnServer(name) {
  const text = readFileSync(join(E2E_DIR, name), 'utf8');
  return ['startOwnServer', 'startAdminServer', 'startWechatServer'].some((call) =>
    text.includes(call),
  );
}

/**
 * Starts the built server with `env` (a key set to undefined is removed) on a free port and a
 * fresh data directory; resolves once it is spawned.
 */
async function spawnServer(label, env) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `skytrace-e2e-${label}-`));
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`starting the ${label} server on ${baseUrl} (DATA_DIR=${dataDir})`);
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  };
  for (const [key, value] of Object.entries(childEnv)) {
    if (value === undefined) delete childEnv[key];
  }
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: childEnv,
  });
  return {
    baseUrl,
    dataDir,
    child,
    stop: async () => {
      await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Everything the browser tests need before they run: the build (when stale), the test server,
 * and, when a selected file uses apps/web/e2e/sim-server.ts, the simulator server, started here
 * beside the test server so its first start (reference data, the simulated sky's warm-up) is not
 * waited for inside the test file. Resolves with `{ status }` when the tests cannot or need not
 * run, else with what runBrowserTests needs. `npm test` (scripts/test.mjs) calls this while the
 * unit tests run, so the build and both starts overlap them.
 */
export async function prepareBrowserTests(filters = FILTERS, { background = false } = {}) {
  if (!existsSync(CHROMIUM)) {
    console.log('');
    console.log('##################################################################');
    console.log('##  SKIPPED browser tests: install chromium (/usr/bin/chromium)  ##');
    console.log('##################################################################');
    console.log('');
    return { status: process.env.CI === 'true' ? 1 : 0 };
  }

  if (process.env.BASE_URL) {
    log(`testing the running server at ${process.env.BASE_URL}`);
    const none = async () => undefined;
    return { baseUrl: process.env.BASE_URL, env: {}, stop: none, ready: none };
  }

  const webStale = isStale(WEB_ENTRY, ['apps/web/src', 'apps/web/index.html', 'apps/web/public']);
  const serverStale = isStale(SERVER_ENTRY, ['apps/server/src', 'packages/contracts/src']);
  if (webStale || serverStale) {
    log('building (npm run build)');
    const started = Date.now();
    const status = background
      ? await runInBackground('npm', ['run', 'build'])
      : await run('npm', ['run', 'build']);
    if (status !== 0) return { status };
    log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`[browser-tests] ${SERVER_ENTRY} is missing after the build`);
    return { status: 1 };
  }

  // A known Beast port, handed to the tests through the environment: the tracker test is a
  // receiver feeding frames (apps/web/e2e/tracker.e2e.ts).
  const beastPort = String(await freePort());
  // The first administrator of the test server (apps/web/e2e/bms.e2e.ts signs in with it).
  process.env.E2E_ADMIN_USERNAME ??= 'e2eadmin';
  process.env.E2E_ADMIN_PASSWORD ??= 'lantern harbour violet 93';
  const server = await spawnServer('data', {
    SIM: 'off',
    ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME,
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
    // Feeder inputs on free ports, so a running Skytrace on this machine is no obstacle.
    FEED_BEAST_PORT: beastPort,
    FEED_AVR_PORT: '0',
    FEED_SBS_PORT: '0',
    // Recorded traces reach the database within seconds, so playback tests can replay what
    // they fed (apps/web/e2e/playback.e2e.ts).
    TRACE_FLUSH_SECONDS: '5',
  });
  const servers = [server];
  const env = { FEED_BEAST_PORT: beastPort, OUTBOX_DIR: join(server.dataDir, 'outbox') };
  const needsSim = selectedFiles(filters).some((name) =>
    readFileSync(join(E2E_DIR, name), 'utf8').includes('startSimServer'),
  );
  if (needsSim && !process.env.SIM_BASE_URL) {
    // The same server sim-server.ts would start: simulator on at its default speed, every
    // feeder input on a port the system picks. The tests wait for its sky themselves.
    const sim = await spawnServer('sim', {
      SIM: 'on',
      // The default speed, whatever the shell running the tests has set.
      SIM_SPEED: undefined,
      FEED_BEAST_PORT: '0',
      FEED_AVR_PORT: '0',
      FEED_SBS_PORT: '0',
    });
    servers.push(sim);
    env.SIM_BASE_URL = sim.baseUrl;
  }
  let templateMade = Promise.resolve();
  if (selectedFiles(filters).some(startsOwnServer)) {
    // The data directory the test files' own servers start from (apps/web/e2e/own-server.ts):
    // a server migrates and loads the reference data once here, beside the unit tests, and
    // stops; each own server then starts from a copy instead of from nothing.
    const template = await spawnServer('template', {
      SIM: 'off',
      // A process without ingest needs REDIS_URL (config.ts); its feeder inputs take free ports.
      ROLES: 'http,ingest',
      FEED_BEAST_PORT: '0',
      FEED_AVR_PORT: '0',
      FEED_SBS_PORT: '0',
    });
    servers.push(template);
    env.E2E_DATA_TEMPLATE = template.dataDir;
    templateMade = waitForHealth(template.baseUrl, template.child)
      .then(() => stopServer(template.child))
      .then(() => {
        if (template.child.exitCode !== 0)
          throw new Error(`it exited with ${template.child.exitCode}`);
      })
      .catch((error) => {
        // Without a template each own server starts from an empty directory: slower, not wrong.
        log(`no data template (${error instanceof Error ? error.message : String(error)})`);
        rmSync(template.dataDir, { recursive: true, force: true });
      });
  }
  const stop = () => Promise.all(servers.map((each) => each.stop())).then(() => undefined);
  // Waited for by runBrowserTests, so the health deadline counts from when the tests are due
  // (a start overlapping the unit tests may take minutes on a loaded machine).
  const ready = async () => {
    await waitForHealth(server.baseUrl, server.child);
    await templateMade;
  };
  return { baseUrl: server.baseUrl, env, stop, ready };
}

/** Runs the browser tests against what prepareBrowserTests started, then stops it. */
export async function runBrowserTests(prepared, filters = FILTERS) {
  if (prepared.status !== undefined) return prepared.status;
  try {
    await prepared.ready();
    return await runVitest(prepared.baseUrl, filters, prepared.env);
  } catch (error) {
    console.error(`[browser-tests] ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await prepared.stop();
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runBrowserTests(await prepareBrowserTests());
}
