import { API_V2_FULL_PATHS, API_V2_PATHS } from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeSecrets, sessions } from './accounts.schema';
import {
  call,
  loginToken,
  readOutboxCode,
  registerByEmail,
  skipCountdown,
  startAccountsApp,
  type AccountsHarness,
} from './accounts.testing';

let harness: AccountsHarness;

beforeAll(async () => {
  harness = await startAccountsApp();
  await registerByEmail(harness, 'alice', 'alice@example.com', 'correct horse 1');
});
afterAll(() => harness.close());

describe('register', () => {
  it('refuses taken names, bad codes, missing terms and §5 formats', async () => {
    const taken = await call(harness, 'POST', API_V2_PATHS.register, {
      body: {
        username: 'ALICE',
        password: 'plum glacier ribbon',
        email: 'b@example.com',
        code: '123456',
        terms: true,
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('This account name is already taken.');
    const wrongCode = await call(harness, 'POST', API_V2_PATHS.register, {
      body: {
        username: 'bob',
        password: 'plum glacier ribbon',
        email: 'bob@example.com',
        code: '000000',
        terms: true,
      },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.msg).toBe('The verification code is incorrect or has expired.');
    const invalid = await call(harness, 'POST', API_V2_PATHS.register, {
      body: {
        username: 'b_b',
        password: 'plum glacier ribbon',
        email: 'nope',
        code: '',
        terms: false,
      },
    });
    expect(invalid.status).toBe(400);
    const messages = (invalid.body.data.issues as { msg: string }[]).map((issue) => issue.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        'The account can only be composed of digits or letters',
        'Please enter a valid email address',
        "Verification code can't be blank",
        'Please read and accept the terms',
      ]),
    );
  });

  it('stores codes only hashed and writes mail as .eml to the outbox', async () => {
    await call(harness, 'POST', API_V2_PATHS.sendEmailCode, {
      body: { email: 'carol@example.com' },
    });
    const code = readOutboxCode(harness, 'carol@example.com');
    const rows = await harness.database.db.select().from(oneTimeSecrets);
    expect(rows.some((row) => row.secretHash.includes(code))).toBe(false);
    expect(rows.some((row) => row.target === 'carol@example.com')).toBe(true);
  });

  it('answers a countdown and refuses a second code within it', async () => {
    const first = await call(harness, 'POST', API_V2_PATHS.sendEmailCode, {
      body: { email: 'dave@example.com' },
    });
    expect(first.body.data).toEqual({ countdown: 60 });
    const again = await call(harness, 'POST', API_V2_PATHS.sendEmailCode, {
      body: { email: 'dave@example.com' },
    });
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^Please wait \d+ seconds/);
    const taken = await call(harness, 'POST', API_V2_PATHS.sendEmailCode, {
      body: { email: 'alice@example.com' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('Email address already in use');
  });
});

describe('availability checks', () => {
  it('answers only whether a value is free', async () => {
    const taken = await call(harness, 'GET', `${API_V2_PATHS.checkUsername}?username=Alice`);
    expect(taken.body.data).toEqual({ available: false });
    const free = await call(harness, 'GET', `${API_V2_PATHS.checkEmail}?email=free@example.com`);
    expect(free.body.data).toEqual({ available: true });
    const phone = await call(harness, 'GET', `${API_V2_PATHS.checkPhone}?phone=123`);
    expect(phone.status).toBe(400);
    expect(phone.body.data.issues[0].msg).toBe('The format of phone number is incorrect');
    const nickname = await call(harness, 'GET', `${API_V2_PATHS.checkNickname}?nickname=Ace`);
    expect(nickname.body.data).toEqual({ available: true });
  });
});

describe('login', () => {
  it('logs in by username or email, form-encoded or JSON, with the §3 response', async () => {
    const answer = await call(harness, 'POST', API_V2_PATHS.login, {
      form: true,
      body: { loginType: '1', username: 'alice@example.com', password: 'correct horse 1' },
    });
    expect(answer.status).toBe(200);
    const { token, java_token, expire, username } = answer.body.data;
    expect(username).toBe('alice');
    expect(java_token).toBe(token);
    expect(expire).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
    const stored = await harness.database.db.select().from(sessions);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(await loginToken(harness, 'ALICE', 'correct horse 1')).toMatch(/^[\w-]{43}$/);
  });

  it('answers unknown accounts and wrong passwords alike', async () => {
    const unknown = await call(harness, 'POST', API_V2_PATHS.login, {
      body: { loginType: '1', username: 'nobody', password: 'x' },
    });
    const wrong = await call(harness, 'POST', API_V2_PATHS.login, {
      body: { loginType: '1', username: 'alice', password: 'x' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe(wrong.body.msg);
    expect(unknown.body.msg).toBe('The account or password is incorrect.');
  });

  it('logs in with an emailed code, once', async () => {
    await skipCountdown(harness, 'alice@example.com');
    const sent = await call(harness, 'POST', API_V2_PATHS.sendEmailCode, {
      body: { email: 'alice@example.com', purpose: 'login' },
    });
    expect(sent.status).toBe(200);
    const code = readOutboxCode(harness, 'alice@example.com');
    const body = { loginType: '2', username: 'alice@example.com', code };
    expect((await call(harness, 'POST', API_V2_PATHS.login, { body })).status).toBe(200);
    const reused = await call(harness, 'POST', API_V2_PATHS.login, { body });
    expect(reused.body.msg).toBe('The account or verification code is incorrect.');
  });

  it('sends no code to unknown accounts but answers the same', async () => {
    const sent = await call(harness, 'POST', API_V2_PATHS.sendEmailCode, {
      body: { email: 'ghost@example.com', purpose: 'forget' },
    });
    expect(sent.status).toBe(200);
    expect(() => readOutboxCode(harness, 'ghost@example.com')).toThrow();
  });
});

describe('sessions', () => {
  it('answers 401 with a translated message and logs out', async () => {
    const anonymous = await call(harness, 'GET', API_V2_PATHS.userInfo);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.msg).toBe('Please log in first.');
    const token = await loginToken(harness, 'alice', 'correct horse 1');
    const viaQuery = await fetch(`${harness.base}${API_V2_FULL_PATHS.userInfo}?token=${token}`);
    expect(viaQuery.status).toBe(200);
    expect((await call(harness, 'POST', API_V2_PATHS.logout, { token })).status).toBe(200);
    expect((await call(harness, 'GET', API_V2_PATHS.userInfo, { token })).status).toBe(401);
  });
});

describe('forgotten password', () => {
  it('sets a new password with an emailed code and ends every session', async () => {
    await registerByEmail(harness, 'frank', 'frank@example.com', 'quiet falcon window');
    const token = await loginToken(harness, 'frank', 'quiet falcon window');
    await skipCountdown(harness, 'frank@example.com');
    await call(harness, 'POST', API_V2_PATHS.sendEmailCode, {
      body: { email: 'frank@example.com', purpose: 'forget' },
    });
    const code = readOutboxCode(harness, 'frank@example.com');
    const reset = await call(harness, 'POST', API_V2_PATHS.forgetByEmail, {
      body: { email: 'frank@example.com', code, password: 'amber tundra lantern' },
    });
    expect(reset.status).toBe(200);
    expect((await call(harness, 'GET', API_V2_PATHS.userInfo, { token })).status).toBe(401);
    expect(await loginToken(harness, 'frank', 'amber tundra lantern')).toBeTruthy();
  });
});
