// Test harness of the accounts domain: a real app on a fresh database, real HTTP, and the outbox
// read back the way a user reads their mail.
import { API_V2_PATHS } from '@skytrace/contracts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { composeApp } from '../modules/compose';
import { accountsModule } from './accounts.module';
import { createCaptcha } from './captcha.service';
import { clearCountersWithPrefix } from './counters.repo';

/** A running app with its database and data folder. */
export interface AccountsHarness {
  base: string;
  dataDir: string;
  database: Database;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Starts the app with accounts on port 0. */
export async function startAccountsApp(logger?: FastifyBaseLogger): Promise<AccountsHarness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-accounts-'));
  const database = await createTestDatabase();
  const app = await composeApp(
    {
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        bodyLimitBytes: 8 * 1024 * 1024,
        trustProxy: false,
        webDist: dataDir,
      },
      database,
      roles: () => ['http'],
      version: 'test',
      accounts: { dataDir },
      ...(logger ? { logger } : {}),
    },
    [accountsModule],
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    base,
    dataDir,
    database,
    app,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An HTTP answer with its parsed envelope. */
export interface Answer {
  status: number;
  // Tests read untyped JSON answers on purpose (as the test-file lint override allows).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { code: number; msg: string; data: any };
}

/** Calls the API (JSON body) and parses the envelope. */
export async function call(
  harness: AccountsHarness,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string; form?: boolean } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.body as Record<string, string>).toString();
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }
  const separator = url.includes('?') ? '&' : '?';
  const response = await fetch(`${harness.base}/api/v2${url}${separator}lang=en`, {
    method,
    headers,
    body,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** The newest six-digit code written to the outbox for `recipient`. */
export function readOutboxCode(harness: AccountsHarness, recipient: string): string {
  const dir = path.join(harness.dataDir, 'outbox');
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.includes(recipient))
    .sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`no outbox message for ${recipient}`);
  const text = fs.readFileSync(path.join(dir, newest), 'utf8');
  const match = /code is (\d{6})/.exec(text.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error(`no code in ${newest}`);
  return match[1];
}

/**
 * A captcha solved as a person would: created in the server's store the way GET /user/auth/cap
 * does, its answer taken from the creation (the store keeps only a hash).
 */
export async function solvedCaptcha(
  harness: AccountsHarness,
): Promise<{ uuid: string; captcha: string }> {
  const uuid = crypto.randomUUID();
  const { text } = await createCaptcha(harness.database.db, uuid);
  return { uuid, captcha: text };
}

/** Registers `username` with `email` through the real code flow; returns nothing. */
export async function registerByEmail(
  harness: AccountsHarness,
  username: string,
  email: string,
  password: string,
): Promise<void> {
  // Tests register many accounts from one address, beyond the sends that need no captcha.
  const captcha = await solvedCaptcha(harness);
  const sent = await call(harness, 'POST', API_V2_PATHS.sendEmailCode, {
    body: { email, ...captcha },
  });
  if (sent.status !== 200) throw new Error(`sendEmailCode: ${sent.body.msg}`);
  const code = readOutboxCode(harness, email);
  const made = await call(harness, 'POST', API_V2_PATHS.register, {
    body: { username, password, email, code, terms: true },
  });
  if (made.status !== 200) throw new Error(`register: ${made.body.msg}`);
}

/** Logs in by password and returns the token. */
export async function loginToken(
  harness: AccountsHarness,
  username: string,
  password: string,
): Promise<string> {
  const answer = await call(harness, 'POST', API_V2_PATHS.login, {
    body: { loginType: '1', username, password },
  });
  if (answer.status !== 200) throw new Error(`login: ${answer.body.msg}`);
  return (answer.body.data as { token: string }).token;
}

/** Lets a test ask for another code at once, as if the 60-second countdown had run out. */
export async function skipCountdown(harness: AccountsHarness, target: string): Promise<void> {
  await clearCountersWithPrefix(harness.database.db, `code-recent:${target}|`);
}
