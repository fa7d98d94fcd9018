import { passwordProblem, API_V2_FULL_PATHS, API_V2_PATHS } from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  loginToken,
  readOutboxCode,
  registerByEmail,
  skipCountdown,
  solvedCaptcha,
  startAccountsApp,
  type AccountsHarness,
  type Answer,
} from './accounts.testing';
import { estimatePassword } from '@skytrace/password-strength';
import { hashPassword } from './passwords';
import { insertUser } from './users.repo';

// Issue 13 #12: "12345678" was accepted. New passwords now follow ASVS 5.0 V6.2: 12 to 128
// characters of any kind, no composition rules, refused when zxcvbn-ts finds them guessable
// (common-password list, words, keyboard walks) or when they contain the person's identity.

let harness: AccountsHarness;

beforeAll(async () => {
  harness = await startAccountsApp();
});
afterAll(() => harness.close());

async function registerAttempt(username: string, email: string, password: string, lang = 'en') {
  await skipCountdown(harness, email);
  await call(harness, 'POST', API_V2_PATHS.sendEmailCode, {
    body: { email, ...(await solvedCaptcha(harness)) },
  });
  const code = readOutboxCode(harness, email);
  const body = { username, password, email, code, terms: true };
  const response = await fetch(`${harness.base}${API_V2_FULL_PATHS.register}?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'], code };
}

describe('password rules', () => {
  it('names the broken rule, dictionary-free rules first', () => {
    const identity = { username: 'kestrel', email: 'kes@example.com', phone: '13900139000' };
    expect(passwordProblem('12345678', identity)).toBe('validation.passwordTooShort');
    expect(passwordProblem('x'.repeat(129), identity)).toBe('validation.passwordTooLong');
    expect(passwordProblem('my KESTREL window', identity)).toBe('validation.passwordPersonal');
    expect(passwordProblem('call 13900139000 now', identity)).toBe('validation.passwordPersonal');
    expect(passwordProblem('123456789012', {}, estimatePassword('123456789012', {}))).toBe(
      'validation.passwordCommon',
    );
    expect(passwordProblem('qwertyuiop123', {}, estimatePassword('qwertyuiop123', {}))).toBe(
      'validation.passwordWeak',
    );
    // Any characters count, spaces and Chinese included; no class of character is required.
    const phrase = '飞机 在 云上 slowly';
    expect(passwordProblem(phrase, identity, estimatePassword(phrase, identity))).toBeNull();
  });

  it('refuses weak passwords at registration with a translated reason, keeping the code', async () => {
    const short = await registerAttempt('kestrel', 'kes@example.com', '12345678');
    expect(short.status).toBe(400);
    expect(short.body.data.issues[0].msg).toBe(
      'Use at least 12 characters; a phrase of several words is easy to remember.',
    );
    const common = await registerAttempt('kestrel', 'kes@example.com', '123456789012', 'zh');
    expect(common.body.msg).toBe('这是最常见的密码之一，请换一个。');
    const personal = await registerAttempt('kestrel', 'kes@example.com', 'kestrel window marble');
    expect(personal.body.msg).toBe(
      'The password must not contain your account name, email or phone number.',
    );
    // The refused password did not use up the code: the same code still registers.
    const made = await call(harness, 'POST', API_V2_PATHS.register, {
      body: {
        username: 'kestrel',
        password: 'harbour window marble',
        email: 'kes@example.com',
        code: personal.code,
        terms: true,
      },
    });
    expect(made.status).toBe(200);
  });

  it('refuses weak passwords when resetting and changing', async () => {
    await registerByEmail(harness, 'wren', 'wren@example.com', 'pebble lantern orbit');
    await skipCountdown(harness, 'wren@example.com');
    await call(harness, 'POST', API_V2_PATHS.sendEmailCode, {
      body: { email: 'wren@example.com', purpose: 'forget', ...(await solvedCaptcha(harness)) },
    });
    const code = readOutboxCode(harness, 'wren@example.com');
    const reset = await call(harness, 'POST', API_V2_PATHS.forgetByEmail, {
      body: { email: 'wren@example.com', code, password: 'iloveyou12345' },
    });
    expect(reset.body.msg).toBe(
      'This password is too easy to guess. Use a longer phrase of unrelated words.',
    );
    const token = await loginToken(harness, 'wren', 'pebble lantern orbit');
    const ticket = await call(harness, 'POST', API_V2_PATHS.checkPassword, {
      token,
      body: { password: 'pebble lantern orbit' },
    });
    const change = await call(harness, 'POST', API_V2_PATHS.resetPassword, {
      token,
      body: {
        ticket: ticket.body.data.ticket,
        password: 'wren@example.com!',
        confirmPassword: 'wren@example.com!',
      },
    });
    expect(change.body.msg).toBe(
      'The password must not contain your account name, email or phone number.',
    );
  });

  it('still lets in an account whose password predates the rules', async () => {
    await insertUser(harness.database.db, {
      username: 'oldtimer',
      passwordHash: await hashPassword('12345678'),
    });
    expect(await loginToken(harness, 'oldtimer', '12345678')).toBeTruthy();
  });
});
