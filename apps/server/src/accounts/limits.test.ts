import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from './accounts.schema';
import { call, loginToken, startAccountsApp, type AccountsHarness } from './accounts.testing';
import { sendCode } from './codes.service';
import type { AccountsContext } from './context';
import { sha256 } from './secrets';

let harness: AccountsHarness;

beforeAll(async () => {
  harness = await startAccountsApp();
});
afterAll(() => harness.close());

function smsCode(phone: string): string {
  const dir = path.join(harness.dataDir, 'outbox');
  const newest = fs
    .readdirSync(dir)
    .filter((name) => name.includes(`sms-${phone}`))
    .sort()
    .at(-1);
  const text = fs.readFileSync(path.join(dir, newest ?? ''), 'utf8');
  return /code is (\d{6})/.exec(text)?.[1] ?? '';
}

describe('phone accounts', () => {
  it('registers with a phone, and resets the password with sendPhoneCodeCheck + forget', async () => {
    const phone = '13900139000';
    await call(harness, 'POST', '/user/auth/sendPhoneCode', { form: true, body: { phone } });
    const made = await call(harness, 'POST', '/user/auth/register', {
      form: true,
      body: {
        username: 'ivy',
        password: 'cobalt river sketch',
        phone,
        code: smsCode(phone),
        terms: 'on',
      },
    });
    expect(made.body.msg).toBe('Success');
    await harness.database.db.delete(sessions);
    const { clearCounter } = await import('./counters.repo');
    await clearCounter(harness.database.db, `code-recent:${phone}`);
    await call(harness, 'POST', '/user/auth/sendPhoneCodeCheck', {
      body: { phone, purpose: 'forget' },
    });
    const wrong = await call(harness, 'POST', '/user/auth/forget', {
      body: { phone, code: '000000', password: 'silver otter puzzle' },
    });
    expect(wrong.status).toBe(400);
    const reset = await call(harness, 'POST', '/user/auth/forget', {
      body: { phone, code: smsCode(phone), password: 'silver otter puzzle' },
    });
    expect(reset.body.msg).toBe('Success');
    expect(await loginToken(harness, phone, 'silver otter puzzle')).toBeTruthy();
  });
});

describe('limits', () => {
  it('limits availability checks per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await call(harness, 'GET', `/user/auth/checkUsername?username=u${i}`)).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('limits codes per address per hour and per target per day', async () => {
    const sent: string[] = [];
    const context: AccountsContext = {
      db: harness.database.db,
      mailer: { send: (message) => Promise.resolve(void sent.push(message.to)) },
      sms: { send: () => Promise.resolve() },
      avatarsDir: harness.dataDir,
      authDataKey: Buffer.alloc(32),
    };
    const request = (target: string, address: string) =>
      sendCode(context, { channel: 'email', target, purpose: 'register', language: 'en', address });
    for (let i = 0; i < 20; i += 1) await request(`a${i}@example.com`, '10.0.0.1');
    await expect(request('a20@example.com', '10.0.0.1')).rejects.toMatchObject({ status: 429 });
    const { clearCounter } = await import('./counters.repo');
    for (let i = 0; i < 10; i += 1) {
      await request('daily@example.com', `10.0.1.${i}`);
      await clearCounter(harness.database.db, 'code-recent:daily@example.com');
    }
    await expect(request('daily@example.com', '10.0.2.1')).rejects.toMatchObject({ status: 429 });
    expect(sent).toHaveLength(30);
  });
});

describe('sessions', () => {
  it('renews a session used after a day and refuses an expired one', async () => {
    const token = await loginToken(harness, 'ivy', 'silver otter puzzle');
    const hash = sha256(token);
    const old = new Date(Date.now() - 2 * 86_400_000);
    await harness.database.db
      .update(sessions)
      .set({ renewedAt: old, expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(sessions.tokenHash, hash));
    expect((await call(harness, 'GET', '/user/user/info', { token })).status).toBe(200);
    const [renewed] = await harness.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hash));
    expect(renewed?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    await harness.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hash));
    expect((await call(harness, 'GET', '/user/user/info', { token })).status).toBe(401);
  });
});
