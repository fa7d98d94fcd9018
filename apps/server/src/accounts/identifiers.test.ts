import { API_V2_PATHS } from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  loginToken,
  readOutboxCode,
  solvedCaptcha,
  startAccountsApp,
  type AccountsHarness,
} from './accounts.testing';
import { hashPassword } from './passwords';
import { identifierKind, insertUser } from './users.repo';

// Issue 13 #12: a username equal to another account's phone number made login ambiguous (one
// query over every column, `LIMIT 1`, no order). Usernames now need a letter, and login reads
// the identifier by its shape.

let harness: AccountsHarness;

beforeAll(async () => {
  harness = await startAccountsApp();
});
afterAll(() => harness.close());

describe('identifiers', () => {
  it('reads an identifier by its shape', () => {
    expect(identifierKind('a@b.cn')).toBe('email');
    expect(identifierKind('13900139000')).toBe('phone');
    expect(identifierKind('+4915112345678')).toBe('phone');
    expect(identifierKind('12345')).toBe('username');
    expect(identifierKind('pilot7')).toBe('username');
  });

  it('refuses usernames that could be read as a phone number', async () => {
    await call(harness, 'POST', API_V2_PATHS.sendEmailCode, {
      body: { email: 'num@example.com', ...(await solvedCaptcha(harness)) },
    });
    const made = await call(harness, 'POST', API_V2_PATHS.register, {
      body: {
        username: '13900139001',
        password: 'harbour window marble',
        email: 'num@example.com',
        code: readOutboxCode(harness, 'num@example.com'),
        terms: true,
      },
    });
    expect(made.status).toBe(400);
    expect(made.body.data.issues[0].msg).toBe(
      'The account must contain at least one letter, so it cannot be mistaken for a phone number',
    );
    const check = await call(harness, 'GET', `${API_V2_PATHS.checkUsername}?username=13900139001`);
    expect(check.status).toBe(400);
  });

  it('resolves older ambiguous rows deterministically: the phone first, then the username', async () => {
    const db = harness.database.db;
    // Rows from before the rule: one account named with digits, another with that phone.
    await insertUser(db, {
      username: '13900139002',
      passwordHash: await hashPassword('legacy name password'),
    });
    expect(await loginToken(harness, '13900139002', 'legacy name password')).toBeTruthy();
    await insertUser(db, {
      username: 'phoebe',
      phone: '13900139002',
      passwordHash: await hashPassword('phone owner password'),
    });
    // The phone column wins, although the digits-named row is older (old LIMIT 1 found it).
    const login = (password: string) =>
      call(harness, 'POST', API_V2_PATHS.login, {
        body: { loginType: '1', username: '13900139002', password },
      });
    const owner = await login('phone owner password');
    expect(owner.body.data.username).toBe('phoebe');
    expect((await login('legacy name password')).status).toBe(400);
    // The phone's owner logs in by username too.
    expect(await loginToken(harness, 'phoebe', 'phone owner password')).toBeTruthy();
  });

  it('never matches an email against usernames or a username against emails', async () => {
    const db = harness.database.db;
    await insertUser(db, {
      username: 'quinn',
      email: 'quinn@example.com',
      passwordHash: await hashPassword('quinn secret phrase'),
    });
    await insertUser(db, {
      username: 'rolf',
      email: 'quinn@example.org',
      passwordHash: await hashPassword('rolf secret phrase'),
    });
    expect(await loginToken(harness, 'QUINN@example.com', 'quinn secret phrase')).toBeTruthy();
    await expect(loginToken(harness, 'quinn@example.org', 'quinn secret phrase')).rejects.toThrow();
  });
});
