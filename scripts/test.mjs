#!/usr/bin/env node
// `npm test`: every unit, integration and conformance test (one Vitest run over all
// workspaces), then the browser tests against the built product in Chromium. What the browser
// tests need first (the build when stale, the test server and the simulator server, each loading
// the reference data into its new database) is prepared while the unit tests run: on two cores
// the unit tests leave room for it, and the browser tests start the moment the unit tests end.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareBrowserTests, runBrowserTests } from './browser-tests.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

const unitRun = run(process.execPath, [resolve(root, 'node_modules/vitest/vitest.mjs'), 'run']);
// The build runs at a lower priority and its output is held back (printed only if it fails).
// TEST_OVERLAP=0 prepares the browser tests only after the unit tests, for a machine so loaded
// that the unit tests' own time limits need every cycle.
const prepare = () =>
  prepareBrowserTests([], { background: true }).catch((error) => {
    console.error(`[browser-tests] ${error instanceof Error ? error.message : String(error)}`);
    return { status: 1 };
  });
const overlap = process.env.TEST_OVERLAP !== '0';
const preparing = overlap ? prepare() : null;
const unit = await unitRun;
const prepared = preparing ?? prepare();
const browser = await runBrowserTests(await prepared, []);
if (unit !== 0 || browser !== 0) {
  console.error(`npm test failed (unit: ${unit}, browser: ${browser})`);
  process.exit(1);
}
