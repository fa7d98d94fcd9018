#!/usr/bin/env node
// `npm run test:pg`: the server's database tests on this machine's PostgreSQL. Only a test file
// that opens its database through `src/db/testing.ts` (directly or through a harness) runs on
// PostgreSQL with TEST_DATABASE_URL set; the others (decoders, parsers, pure services) would run
// exactly as `npm test` ran them, so they are left out: about a third of the files, minutes of CI.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'apps/server/src');
const target = path.join(src, 'db/testing.ts');
const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const reaches = new Map();
/** Whether `file` imports the test database helper, directly or through other files. */
function usesTestDatabase(file, seen = new Set()) {
  if (file === target) return true;
  if (reaches.has(file)) return reaches.get(file);
  if (seen.has(file)) return false;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  let found = false;
  for (const match of text.matchAll(IMPORT)) {
    const next = resolve(file, match[1]);
    if (next !== null && usesTestDatabase(next, seen)) {
      found = true;
      break;
    }
  }
  reaches.set(file, found);
  return found;
}

const tests = fs
  .readdirSync(src, { recursive: true })
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => path.join(src, name))
  .sort();
const chosen = tests.filter((file) => usesTestDatabase(file));
console.log(`[test:pg] ${chosen.length} of ${tests.length} server test files use a test database`);
const args = [
  path.join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--project',
  'server',
  '--config',
  'vitest.pg.config.ts',
  ...chosen.map((file) => path.relative(root, file)),
];
// Each file in a module graph of its own here (vitest.config.ts, server project): this pass runs
// beside the static checks, where shared workers saw two timing failures in three runs.
const child = spawn(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SERVER_TEST_ISOLATE: '1' },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
