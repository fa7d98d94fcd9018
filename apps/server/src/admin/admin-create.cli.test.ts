// `npm run admin:create` as an operator runs it: the CLI in its own process on a fresh embedded
// database, then the account it made is an administrator on that database.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/db';
import { hasAdministrator } from './first-admin';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-admin-cli-'));
const cli = path.join(import.meta.dirname, 'admin-create.cli.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function adminCreate(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [cli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run admin:create', () => {
  it('refuses a weak password in words, then makes the administrator', async () => {
    const weak = await adminCreate('--username', 'boss', '--password', 'boss');
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('password: Use at least 12 characters');
    const made = await adminCreate('--username', 'boss', '--password', 'copper lantern meadow 71');
    expect(made).toEqual({ code: 0, output: 'boss (id 1) is an administrator (new account).\n' });
    const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      expect(await hasAdministrator(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
