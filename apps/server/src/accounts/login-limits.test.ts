import { like } from 'drizzle-orm';
import { API_V2_PATHS, type LoginRequest } from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCounters } from './accounts.schema';
import {
  call,
  registerByEmail,
  solvedCaptcha,
  startAccountsApp,
  type AccountsHarness,
} from './accounts.testing';
import { login } from './auth.service';
import type { AccountsContext } from './context';
import { delayAfter, MAX_DELAY_MS } from './login-limits';

// Issue 13 #9: ten failures used to lock an account for 15 minutes whoever made them, so two
// addresses could keep the owner out for ever, and each alias (username, email, phone) had its
// own budget. Now failures slow the failing address at that account only.

let harness: AccountsHarness;
let context: AccountsContext;
const PASSWORD = 'marble canyon drift';

beforeAll(async () => {
  harness = await startAccountsApp();
  context = {
    db: harness.database.db,
    mailer: { send: () => Promise.resolve() },
    sms: { send: () => Promise.resolve() },
    avatarsDir: harness.dataDir,
    authDataKey: Buffer.alloc(32),
  };
  await registerByEmail(harness, 'erin', 'erin@example.com', PASSWORD);
  await registerByEmail(harness, 'owen', 'owen@example.com', PASSWORD);
  await registerByEmail(harness, 'rita', 'rita@example.com', PASSWORD);
});
afterAll(() => harness.close());

/** One login attempt from `address` (the service the route calls, with any client address). */
async function attempt(
  address: string,
  username: string,
  password: string,
  captcha: { uuid: string; captcha: string } | Record<string, never> = {},
) {
  const request: LoginRequest = { loginType: '1', username, password, ...captcha };
  return login(context, request, address);
}

/** Lets the running wait of every address end, as if its time had passed. */
async function endWaits(): Promise<void> {
  await harness.database.db
    .update(accountCounters)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(like(accountCounters.key, 'login-wait:%'));
}

describe('growing delays', () => {
  it('doubles from 1 s after the fifth failure up to 15 minutes', () => {
    expect([4, 5, 6, 7, 14].map(delayAfter)).toEqual([0, 1000, 2000, 4000, 512_000]);
    expect(delayAfter(15)).toBe(MAX_DELAY_MS);
    expect(delayAfter(1000)).toBe(MAX_DELAY_MS);
  });

  it('asks one address for a captcha after 3 failures, then makes it wait 1 s, 2 s, 4 s', async () => {
    const fail = () =>
      call(harness, 'POST', API_V2_PATHS.login, {
        body: { loginType: '1', username: 'erin', password: 'bad' },
      });
    expect((await fail()).body.data).toEqual({ needCaptcha: false });
    await fail();
    expect((await fail()).body.data).toEqual({ needCaptcha: true });
    const asked = await fail();
    expect(asked.body.msg).toBe('Please enter the characters shown in the picture.');
    const solvedFail = async () =>
      call(harness, 'POST', API_V2_PATHS.login, {
        body: {
          loginType: '1',
          username: 'erin',
          password: 'bad',
          ...(await solvedCaptcha(harness)),
        },
      });
    await solvedFail();
    expect((await solvedFail()).status).toBe(400);
    const waits: unknown[] = [];
    for (let i = 0; i < 3; i += 1) {
      const right = await call(harness, 'POST', API_V2_PATHS.login, {
        body: {
          loginType: '1',
          username: 'erin',
          password: PASSWORD,
          ...(await solvedCaptcha(harness)),
        },
      });
      expect(right.status).toBe(429);
      waits.push(right.body.msg);
      await endWaits();
      await solvedFail();
    }
    expect(waits).toEqual(
      [1, 2, 4].map(
        (seconds) => `Too many failed attempts. Please try again in ${seconds} seconds.`,
      ),
    );
  });
});

describe('one budget per account', () => {
  it('counts the username and the email of an account together', async () => {
    await attempt('10.1.0.1', 'owen', 'bad');
    await attempt('10.1.0.1', 'OWEN', 'bad');
    const third = await attempt('10.1.0.1', 'owen@example.com', 'bad');
    expect(third).toMatchObject({ ok: false, needCaptcha: true });
    const alias = await attempt('10.1.0.1', 'Owen@Example.com', PASSWORD);
    expect(alias).toMatchObject({ ok: false, key: 'accounts.captchaRequired' });
  });
});

describe('no lock a third party controls', () => {
  it('lets the owner in from a new address while two others keep failing', async () => {
    for (let round = 0; round < 12; round += 1) {
      for (const address of ['10.2.0.1', '10.2.0.2']) {
        await attempt(address, 'rita', 'guess', await solvedCaptcha(harness));
      }
      await endWaits();
    }
    expect(await attempt('10.2.0.1', 'rita', 'guess', await solvedCaptcha(harness))).toMatchObject({
      ok: false,
      key: 'accounts.loginFailed',
    });
    expect(await attempt('10.2.0.1', 'rita', PASSWORD)).toMatchObject({
      ok: false,
      status: 429,
      key: 'accounts.slowDown',
    });
    // Past ten failures at the account every address needs a captcha; none is locked out.
    const bare = await attempt('10.9.9.9', 'rita', PASSWORD);
    expect(bare).toMatchObject({ ok: false, key: 'accounts.captchaRequired' });
    const owner = await attempt('10.9.9.9', 'rita', PASSWORD, await solvedCaptcha(harness));
    expect(owner.ok).toBe(true);
  });

  it('answers unknown accounts exactly like known ones', async () => {
    const outcomes = [];
    for (const username of ['rita', 'nobody1']) {
      const seen = [];
      for (let i = 0; i < 4; i += 1) seen.push(await attempt('10.3.0.1', username, 'bad'));
      outcomes.push(seen);
    }
    expect(outcomes[1]).toEqual(outcomes[0]);
  });
});
