#!/usr/bin/env node
// `npm test`: every unit, integration and conformance test (one Vitest run over all
// workspaces), then the browser tests against the built product in Chromium.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

const unit = await run(process.execPath, [resolve(root, 'node_modules/vitest/vitest.mjs'), 'run']);
const browser = await run(process.execPath, [resolve(root, 'scripts/browser-tests.mjs')]);
if (unit !== 0 || browser !== 0) {
  console.error(`npm test failed (unit: ${unit}, browser: ${browser})`);
  process.exit(1);
}
