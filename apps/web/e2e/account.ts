import { API_V2_PATHS } from '@skytrace/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { BASE_URL } from './browser';

// A fresh account through the real API (mailed code read from the server's outbox, OUTBOX_DIR,
// set by scripts/browser-tests.mjs), for the browser tests of login routes.

export const OUTBOX_DIR = process.env.OUTBOX_DIR;

interface Envelope<T> {
  code: number;
  data: T;
}

async function post<T>(path: string, body: unknown): Promise<Envelope<T>> {
  const response = await fetch(new URL(`/api/v2${path}`, BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

let nextAddress = 2 + Math.floor(Math.random() * 200);

/**
 * POSTs from a loopback address of its own (127.0.0.2–254): each new account is asked for
 * as a different visitor would, so the server's per-address limits on sending codes (spec
 * §8, a captcha after ten an hour) hold for real visitors and not for the test suite as a whole.
 */
function postFromNewAddress<T>(path: string, body: unknown): Promise<Envelope<T>> {
  const target = new URL(`/api/v2${path}`, BASE_URL);
  nextAddress = nextAddress >= 254 ? 2 : nextAddress + 1;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      target,
      {
        method: 'POST',
        localAddress: target.hostname === '127.0.0.1' ? `127.0.0.${nextAddress}` : undefined,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(text) as Envelope<T>);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** The 6-digit code of the newest mail the server "sent" to `recipient`. */
export async function outboxCode(recipient: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const newest = readdirSync(OUTBOX_DIR ?? '')
      .filter((name) => name.includes(recipient))
      .sort()
      .at(-1);
    if (newest !== undefined) {
      const text = readFileSync(join(OUTBOX_DIR ?? '', newest), 'utf8').replace(/=\r?\n/g, '');
      const code = /(\d{6})/.exec(text.slice(text.indexOf('\n\n')))?.[1];
      if (code !== undefined) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${recipient} in ${OUTBOX_DIR ?? ''}`);
}

/** Registers `<prefix><random>` by e-mail and logs in; resolves with the session token. */
export async function signUpToken(prefix: string): Promise<string> {
  return (await signUp(prefix)).token;
}

/** The password of every account signUp makes (for tests that sign in through the form). */
export const SIGN_UP_PASSWORD = 'e2e password 1';

/** Registers `<prefix><random>` by e-mail and logs in; resolves with the token and username. */
export async function signUp(prefix: string): Promise<{ token: string; username: string }> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const username = `${prefix}${suffix}`;
  const email = `${username}@example.com`;
  const password = SIGN_UP_PASSWORD;
  const sent = await postFromNewAddress(API_V2_PATHS.sendEmailCode, { email });
  if (sent.code !== 200) throw new Error(`sendEmailCode answered ${sent.code}`);
  const code = await outboxCode(email);
  const registered = await post(API_V2_PATHS.registerByEmail, {
    username,
    password,
    email,
    code,
    terms: true,
  });
  if (registered.code !== 200) throw new Error(`registerByEmail answered ${registered.code}`);
  const login = await post<{ token?: string }>(API_V2_PATHS.login, {
    loginType: '1',
    username,
    password,
  });
  const token = login.data.token ?? '';
  if (login.code !== 200 || token === '') throw new Error(`login answered ${login.code}`);
  return { token, username };
}
