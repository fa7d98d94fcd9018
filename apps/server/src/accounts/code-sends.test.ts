import { API_V2_PATHS } from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  registerByEmail,
  skipCountdown,
  solvedCaptcha,
  startAccountsApp,
  type AccountsHarness,
} from './accounts.testing';
import { requestCode } from './code-requests';
import type { AccountsContext } from './context';

// Issue 13 #12: codes were sent with no captcha (SMS pumping), and ten requests from anywhere
// blocked a target's codes for 24 hours, counted for unknown accounts too.

let harness: AccountsHarness;
let context: AccountsContext;
const delivered: string[] = [];

beforeAll(async () => {
  harness = await startAccountsApp();
  context = {
    db: harness.database.db,
    mailer: { send: (message) => Promise.resolve(void delivered.push(message.to)) },
    sms: { send: () => Promise.resolve() },
    avatarsDir: harness.dataDir,
    authDataKey: Buffer.alloc(32),
  };
  await registerByEmail(harness, 'alice', 'alice@example.com', 'correct horse 1');
});
afterAll(() => harness.close());

/** Asks for a forget code from `address` (the service the route calls, any client address). */
function request(target: string, address: string, captcha?: { uuid: string; captcha: string }) {
  return requestCode(context, {
    channel: 'email',
    target,
    purpose: 'forget',
    language: 'en',
    address,
    userId: undefined,
    captcha,
  });
}

describe('captcha before sending', () => {
  it('sends two codes to a target freely, then asks this address for a captcha', async () => {
    const send = async (extra: object = {}) => {
      await skipCountdown(harness, 'dora@example.com');
      return call(harness, 'POST', API_V2_PATHS.sendEmailCode, {
        body: { email: 'dora@example.com', ...extra },
      });
    };
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const third = await send();
    expect(third.status).toBe(400);
    expect(third.body).toMatchObject({
      msg: 'Please enter the characters shown in the picture.',
      data: { needCaptcha: true },
    });
    const wrong = await send({ uuid: 'not-a-real-captcha', captcha: 'AAAA' });
    expect(wrong.body.msg).toBe('The picture characters are incorrect.');
    expect((await send(await solvedCaptcha(harness))).status).toBe(200);
  });

  it('asks an address that sends to many targets for a captcha after ten an hour', async () => {
    for (let i = 0; i < 10; i += 1) await request(`spray${i}@example.com`, '10.4.0.1');
    await expect(request('spray10@example.com', '10.4.0.1')).rejects.toMatchObject({
      status: 400,
      messageKey: 'accounts.captchaRequired',
    });
  });
});

describe('no block of the owner', () => {
  it('keeps sending to a target that others flooded, behind a captcha', async () => {
    const before = delivered.length;
    // Twelve addresses ask for the owner's codes: past five a day each needs a captcha.
    for (let i = 0; i < 12; i += 1) {
      await request('alice@example.com', `10.5.0.${i}`, await solvedCaptcha(harness));
    }
    await expect(request('alice@example.com', '10.6.0.1')).rejects.toMatchObject({
      messageKey: 'accounts.captchaRequired',
    });
    await request('alice@example.com', '10.6.0.1', await solvedCaptcha(harness));
    expect(delivered.length - before).toBe(13);
  });

  it('answers unknown and known targets alike, sending only to the known', async () => {
    const answers = async (target: string, address: string) => {
      const seen: unknown[] = [];
      for (let i = 0; i < 3; i += 1) {
        seen.push(
          await request(target, address).catch(
            (error: unknown) => (error as { messageKey?: string }).messageKey,
          ),
        );
        await skipCountdown(harness, target);
      }
      return seen;
    };
    await registerByEmail(harness, 'bob', 'bob@example.com', 'plum glacier ribbon');
    const before = delivered.length;
    const known = await answers('bob@example.com', '10.7.0.1');
    const unknown = await answers('ghost@example.com', '10.7.0.2');
    expect(unknown).toEqual(known);
    expect(known).toEqual([60, 60, 'accounts.captchaRequired']);
    expect(delivered.slice(before)).toEqual(['bob@example.com', 'bob@example.com']);
  });
});
