// The real entry point in a child process: boot on PGlite, answer, stop on SIGTERM in time,
// and refuse a bad environment with one line.
import { API_V2_FULL_PATHS, HOST_PATHS } from '@skytrace/contracts';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '..');

function runMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      SIM: 'off',
      FEED_BEAST_PORT: '0',
      FEED_AVR_PORT: '0',
      FEED_SBS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('main', () => {
  it('stops with one line naming a bad variable', async () => {
    const run = runMain({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    const lines = run.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid environment variable PORT/);
  });

  // A first start loads ~29,000 airports into the new embedded database: seconds alone, far
  // more when the test suite shares the machine's two cores.
  it('serves on the embedded database and shuts down cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-main-'));
    const run = runMain({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    await waitFor(() => /running on (http:\/\/[\d.:]+)/.test(run.output().stdout), 100_000);
    const url = /running on (http:\/\/[\d.:]+)/.exec(run.output().stdout)?.[1];
    const health = (await (await fetch(`${url}${API_V2_FULL_PATHS.health}`)).json()) as {
      data: { db: string };
    };
    expect(health.data.db).toBe('ok');
    const aircraft = (await (await fetch(`${url}${HOST_PATHS.aircraftJson}`)).json()) as {
      now: number;
      messages: number;
      aircraft: unknown[];
    };
    expect(aircraft).toEqual({ now: expect.any(Number), messages: 0, aircraft: [] });
    const stats = (await (await fetch(`${url}${API_V2_FULL_PATHS.systemStats}`)).json()) as {
      data: { ingest: { connections: number }; live: { aircraft: number } };
    };
    expect(stats.data.ingest.connections).toBe(0);
    expect(stats.data.live.aircraft).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(true);

    const started = Date.now();
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(run.output().stdout).toContain('stopped cleanly');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 150_000);
});
