import { API_V2_FULL_PATHS, API_V2_PATHS } from '@skytrace/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// A Skytrace server of its own (the built one, SIM=off, fresh DATA_DIR) whose first
// administrator is made at start from ADMIN_USERNAME / ADMIN_PASSWORD (the administrator role
// holds every back-office menu, so every operations page). A member signs up by email through the
// real API first, so the message log has a real mail to show.

const ROOT = resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
const START_TIMEOUT_MS = 240_000;

export interface AdminServer {
  baseUrl: string;
  token: string;
  stop(): Promise<void>;
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

/** The first administrator the server makes at start. */
export const E2E_OPS_ADMIN = { username: 'opsadmin', password: 'harbour lantern orchard 61' };
/** The member who signs up by email (their code mail is in the message log). */
export const E2E_OPS_MEMBER_EMAIL = 'opsmember@example.com';

async function start(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: port.toString(),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SIM: 'off',
      ROLES: 'http',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: E2E_OPS_ADMIN.username,
      ADMIN_PASSWORD: E2E_OPS_ADMIN.password,
    },
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode.toString()}`);
    try {
      const health = await fetch(`http://127.0.0.1:${port.toString()}${API_V2_FULL_PATHS.health}`);
      if (health.status === 200) return child;
    } catch {
      // Not answering yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopChild(child);
  throw new Error('the admin server did not start');
}

async function post(
  base: string,
  path: string,
  body: unknown,
): Promise<{ code: number; data: unknown }> {
  const response = await fetch(`${base}/api/v2${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: unknown };
}

/** Starts the server, signs a member up by email and the first administrator in. */
export async function startAdminServer(): Promise<AdminServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'skytrace-e2e-bms-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port.toString()}`;
  const child = await start(dataDir, port);
  try {
    const username = 'opsmember';
    const email = E2E_OPS_MEMBER_EMAIL;
    const password = 'e2e operations password 1';
    const sent = await post(baseUrl, API_V2_PATHS.sendEmailCode, { email });
    if (sent.code !== 200) throw new Error(`sendEmailCode answered ${sent.code.toString()}`);
    const outbox = join(dataDir, 'outbox');
    const file = readdirSync(outbox).find((name) => name.includes(email)) ?? '';
    const text = readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
    const code = /(\d{6})/.exec(text.slice(text.indexOf('\n\n')))?.[1] ?? '';
    const made = await post(baseUrl, API_V2_PATHS.registerByEmail, {
      username,
      password,
      email,
      code,
      terms: true,
    });
    if (made.code !== 200) throw new Error(`registerByEmail answered ${made.code.toString()}`);
    const login = await post(baseUrl, API_V2_PATHS.login, {
      loginType: '1',
      ...E2E_OPS_ADMIN,
    });
    if (login.code !== 200) throw new Error(`admin login answered ${login.code.toString()}`);
    return {
      baseUrl,
      token: (login.data as { token: string }).token,
      stop: async () => {
        await stopChild(child);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
