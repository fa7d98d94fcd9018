import crypto from 'node:crypto';
import { API_V2_PATHS as P } from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/accounts.testing';
import { startFakeWechat, type FakeWechat } from './fake-wechat.testing';
import { startWechatWebApp, type WechatWebHarness } from './wechat-web.testing';

let fake: FakeWechat;
let harness: WechatWebHarness;
let unconfigured: WechatWebHarness;

beforeAll(async () => {
  fake = await startFakeWechat();
  harness = await startWechatWebApp(fake);
  unconfigured = await startWechatWebApp(undefined, harness.database);
}, 180_000);
afterAll(async () => {
  await unconfigured.close();
  await harness.close();
  await fake.close();
});

const person = (name: string) => ({
  openid: `o-${name}-${crypto.randomBytes(4).toString('hex')}`,
  nickname: `${name} 微信`,
  headimgurl: `https://thirdwx.example/${name}.png`,
});

/** Starts an authorisation as the browser does and follows WeChat's redirect back. */
async function authorise(
  purpose: 'login' | 'bind',
  options: { token?: string; who?: ReturnType<typeof person> } = {},
): Promise<{ code: string; state: string }> {
  const page = purpose === 'login' ? '/wechat-redirect' : '/bind-wechat-redirect';
  const query = new URLSearchParams({ purpose, redirectUri: `${harness.base}${page}` });
  const answer = await call(harness, 'GET', `${P.wechatAuthorize}?${query.toString()}`, {
    token: options.token,
  });
  expect(answer.status, answer.body.msg).toBe(200);
  const url = new URL(answer.body.data.url as string);
  expect(url.pathname).toBe('/connect/qrconnect');
  expect(url.searchParams.get('scope')).toBe('snsapi_login');
  expect(url.hash).toBe('#wechat_redirect');
  if (options.who) fake.user = options.who;
  const back = await fetch(url, { redirect: 'manual' });
  const location = new URL(back.headers.get('location') ?? '');
  expect(location.pathname).toBe(page);
  return {
    code: location.searchParams.get('code') ?? '',
    state: location.searchParams.get('state') ?? '',
  };
}

describe('WeChat web sign-in', () => {
  it('says it is configured; unconfigured it says not, and refuses with a translated 503', async () => {
    expect((await call(harness, 'GET', P.wechatStatus)).body.data).toEqual({ configured: true });
    expect((await call(unconfigured, 'GET', P.wechatStatus)).body.data).toEqual({
      configured: false,
    });
    const calls = fake.calls.length;
    const query = `purpose=login&redirectUri=${encodeURIComponent(`${unconfigured.base}/wechat-redirect`)}`;
    const refused = await call(unconfigured, 'GET', `${P.wechatAuthorize}?${query}`);
    expect(refused.status).toBe(503);
    expect(refused.body.msg).toBe('WeChat sign-in is not configured on this server.');
    const login = await call(unconfigured, 'POST', P.wechatLogin, {
      body: { code: 'abc', state: 'def' },
    });
    expect(login.status).toBe(503);
    expect(fake.calls.length).toBe(calls);
  });

  it('opens a new account on first sign-in and signs into the same one the next time', async () => {
    const who = person('ada');
    const first = await authorise('login', { who });
    const signedIn = await call(harness, 'POST', P.wechatLogin, { body: first });
    expect(signedIn.status, signedIn.body.msg).toBe(200);
    const info = await call(harness, 'GET', P.userInfo, { token: signedIn.body.data.token });
    expect(info.body.data.wechat).toMatchObject({
      nickname: who.nickname,
      avatarUrl: who.headimgurl,
    });
    const again = await call(harness, 'POST', P.wechatLogin, {
      body: await authorise('login', { who }),
    });
    expect(again.body.data.username).toBe(signedIn.body.data.username);
  });

  it('refuses a state it did not issue, a used state, and a state of the other purpose', async () => {
    const who = person('eve');
    const { code } = await authorise('login', { who });
    const forged = await call(harness, 'POST', P.wechatLogin, {
      body: { code, state: crypto.randomBytes(16).toString('base64url') },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.msg).toContain('not started here');
    const pair = await authorise('login', { who });
    expect((await call(harness, 'POST', P.wechatLogin, { body: pair })).status).toBe(200);
    const replay = await call(harness, 'POST', P.wechatLogin, { body: pair });
    expect(replay.status).toBe(400);
    // A login state cannot finish a bind (and a bind state belongs to the one user).
    const { token } = await harness.user(`bob${crypto.randomInt(1e6)}`);
    const loginPair = await authorise('login', { who: person('mallory') });
    const crossed = await call(harness, 'POST', P.wechatBind, { token, body: loginPair });
    expect(crossed.status).toBe(400);
  });

  it("answers WeChat's 40029 (a code it does not know) and 40163 (used) clearly", async () => {
    const query = new URLSearchParams({
      purpose: 'login',
      redirectUri: `${harness.base}/wechat-redirect`,
    });
    const started = await call(harness, 'GET', `${P.wechatAuthorize}?${query.toString()}`);
    const bad = await call(harness, 'POST', P.wechatLogin, {
      body: { code: 'nosuchcode', state: started.body.data.state },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(
      'The WeChat authorisation has expired or was already used. Please try again.',
    );
  });

  it('refuses a redirect to another site', async () => {
    const query = new URLSearchParams({
      purpose: 'login',
      redirectUri: 'https://evil.example/wechat-redirect',
    });
    const answer = await call(harness, 'GET', `${P.wechatAuthorize}?${query.toString()}`);
    expect(answer.status).toBe(400);
  });

  it('binds WeChat to a signed-in account, refuses a second binding, and unbinds', async () => {
    const name = `carol${crypto.randomInt(1e6)}`;
    const { token } = await harness.user(name, `139${crypto.randomInt(1e7, 1e8 - 1)}`);
    expect(
      (await call(harness, 'GET', `${P.wechatAuthorize}?purpose=bind&redirectUri=x`)).status,
    ).toBe(400);
    const noSession = await call(
      harness,
      'GET',
      `${P.wechatAuthorize}?purpose=bind&redirectUri=${encodeURIComponent(`${harness.base}/bind-wechat-redirect`)}`,
    );
    expect(noSession.status).toBe(401);
    const who = person('carol');
    const bound = await call(harness, 'POST', P.wechatBind, {
      token,
      body: await authorise('bind', { token, who }),
    });
    expect(bound.status, bound.body.msg).toBe(200);
    expect((await call(harness, 'GET', P.userInfo, { token })).body.data.wechat.nickname).toBe(
      who.nickname,
    );
    // Signing in with that WeChat now opens this account.
    const login = await call(harness, 'POST', P.wechatLogin, {
      body: await authorise('login', { who }),
    });
    expect(login.body.data.username).toBe(name);
    // Another WeChat cannot be bound on top; this WeChat cannot be bound to someone else.
    const second = await call(harness, 'POST', P.wechatBind, {
      token,
      body: await authorise('bind', { token, who: person('carol2') }),
    });
    expect(second.status).toBe(409);
    const other = await harness.user(`dan${crypto.randomInt(1e6)}`);
    const stolen = await call(harness, 'POST', P.wechatBind, {
      token: other.token,
      body: await authorise('bind', { token: other.token, who }),
    });
    expect(stolen.status).toBe(409);
    // A bind state of one user cannot be finished by another.
    const mine = await authorise('bind', { token, who: person('x') });
    const crossed = await call(harness, 'POST', P.wechatBind, { token: other.token, body: mine });
    expect(crossed.status).toBe(400);
    expect((await call(harness, 'POST', P.wechatUnbind, { token })).status).toBe(200);
    expect((await call(harness, 'GET', P.userInfo, { token })).body.data.wechat).toBeNull();
    expect((await call(harness, 'POST', P.wechatUnbind, { token })).status).toBe(404);
  });

  it('keeps WeChat on an account WeChat alone can open', async () => {
    const signedIn = await call(harness, 'POST', P.wechatLogin, {
      body: await authorise('login', { who: person('solo') }),
    });
    const refused = await call(harness, 'POST', P.wechatUnbind, {
      token: signedIn.body.data.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('phone number or email');
  });
});
