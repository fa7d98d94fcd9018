import { API_V2_PATHS } from '@skytrace/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from './accounts.schema';
import {
  call,
  loginToken,
  skipCountdown,
  startAccountsApp,
  type AccountsHarness,
} from './accounts.testing';
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
    await call(harness, 'POST', API_V2_PATHS.sendPhoneCode, { form: true, body: { phone } });
    const made = await call(harness, 'POST', API_V2_PATHS.register, {
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
    await skipCountdown(harness, phone);
    await call(harness, 'POST', API_V2_PATHS.sendPhoneCodeCheck, {
      body: { phone, purpose: 'forget' },
    });
    const wrong = await call(harness, 'POST', API_V2_PATHS.forgetByPhone, {
      body: { phone, code: '000000', password: 'silver otter puzzle' },
    });
    expect(wrong.status).toBe(400);
    const reset = await call(harness, 'POST', API_V2_PATHS.forgetByPhone, {
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
      statuses.push(
        (await call(harness, 'GET', `${API_V2_PATHS.checkUsername}?username=u${i}`)).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
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
    expect((await call(harness, 'GET', API_V2_PATHS.userInfo, { token })).status).toBe(200);
    const [renewed] = await harness.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hash));
    expect(renewed?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    await harness.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hash));
    expect((await call(harness, 'GET', API_V2_PATHS.userInfo, { token })).status).toBe(401);
  });

  it('ends a session 30 days after its login however often it was renewed', async () => {
    const token = await loginToken(harness, 'ivy', 'silver otter puzzle');
    const hash = sha256(token);
    const day = 86_400_000;
    // Logged in 29.5 days ago and renewed yesterday: a renewal now may not pass day 30.
    await harness.database.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 29.5 * day),
        renewedAt: new Date(Date.now() - 2 * day),
        expiresAt: new Date(Date.now() + 28 * day),
      })
      .where(eq(sessions.tokenHash, hash));
    expect((await call(harness, 'GET', API_V2_PATHS.userInfo, { token })).status).toBe(200);
    const [renewed] = await harness.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hash));
    expect(renewed?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 0.5 * day + 1000);
    // A session slid past its absolute end (as before issue 13) is refused.
    await harness.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * day), expiresAt: new Date(Date.now() + day) })
      .where(eq(sessions.tokenHash, hash));
    expect((await call(harness, 'GET', API_V2_PATHS.userInfo, { token })).status).toBe(401);
  });
});
