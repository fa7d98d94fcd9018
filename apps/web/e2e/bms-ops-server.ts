import { API_V2_PATHS } from '@skytrace/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startOwnServer } from './own-server';

// A Skytrace server of its own (own-server.ts: the built one, SIM=off, fresh DATA_DIR) whose first
// administrator is made at start from ADMIN_USERNAME / ADMIN_PASSWORD (the administrator role
// holds every back-office menu, so every operations page). A member signs up by email through the
// real API first, so the message log has a real mail to show.

export interface AdminServer {
  baseUrl: string;
  token: string;
  stop(): Promise<void>;
}

/** The first administrator the server makes at start. */
export const E2E_OPS_ADMIN = { username: 'opsadmin', password: 'harbour lantern orchard 61' };
/** The member who signs up by email (their code mail is in the message log). */
export const E2E_OPS_MEMBER_EMAIL = 'opsmember@example.com';

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
  const server = await startOwnServer('bms', {
    ADMIN_USERNAME: E2E_OPS_ADMIN.username,
    ADMIN_PASSWORD: E2E_OPS_ADMIN.password,
  });
  const { baseUrl, dataDir } = server;
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
    return { baseUrl, token: (login.data as { token: string }).token, stop: server.stop };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
