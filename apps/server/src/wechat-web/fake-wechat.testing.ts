// A fake of WeChat's OAuth2 for websites and web views: a real HTTP server speaking the
// documented calls. `connect/qrconnect` and `connect/oauth2/authorize` stand for the person
// scanning or agreeing: they send the browser straight back to redirect_uri with a fresh code
// and the state. `sns/oauth2/access_token` trades a code once (40029 unknown, 40163 used),
// `sns/userinfo` reads the profile with the user access token. Errors are { errcode, errmsg }
// with HTTP 200, as WeChat answers them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';

export interface FakeWechatUser {
  openid: string;
  nickname: string;
  headimgurl: string;
}

export interface FakeWechat {
  base: string;
  appId: string;
  appSecret: string;
  /** Who "scans" or "agrees" on the authorise pages next. */
  user: FakeWechatUser;
  /** A code for `user` as WeChat would pass it back (scope as asked). */
  issueCode(user?: FakeWechatUser, scope?: string): string;
  calls: string[];
  close(): Promise<void>;
}

export async function startFakeWechat(
  appId = 'wxfake0001',
  appSecret = 'fake-secret',
): Promise<FakeWechat> {
  const codes = new Map<string, { user: FakeWechatUser; scope: string; used: boolean }>();
  const tokens = new Map<string, FakeWechatUser>();
  const fake: Omit<FakeWechat, 'base' | 'close'> = {
    appId,
    appSecret,
    user: { openid: 'o-fake-default', nickname: 'Default', headimgurl: '' },
    calls: [],
    issueCode(user = fake.user, scope = 'snsapi_userinfo') {
      const code = crypto.randomBytes(12).toString('hex');
      codes.set(code, { user, scope, used: false });
      return code;
    },
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    fake.calls.push(url.pathname);
    const send = (value: unknown) => {
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(JSON.stringify(value));
    };
    const query = (name: string) => url.searchParams.get(name) ?? '';
    if (url.pathname === '/connect/qrconnect' || url.pathname === '/connect/oauth2/authorize') {
      if (query('appid') !== appId) return send({ errcode: 40013, errmsg: 'invalid appid' });
      const back = new URL(query('redirect_uri'));
      back.searchParams.set('code', fake.issueCode(fake.user, query('scope')));
      back.searchParams.set('state', query('state'));
      response.statusCode = 302;
      response.setHeader('location', back.toString());
      return response.end();
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      if (query('appid') !== appId || query('secret') !== appSecret) {
        return send({ errcode: 40125, errmsg: 'invalid appsecret' });
      }
      if (query('grant_type') !== 'authorization_code') {
        return send({ errcode: 40002, errmsg: 'invalid grant_type' });
      }
      const entry = codes.get(query('code'));
      if (!entry) return send({ errcode: 40029, errmsg: 'invalid code' });
      if (entry.used) return send({ errcode: 40163, errmsg: 'code been used' });
      entry.used = true;
      const token = crypto.randomBytes(16).toString('hex');
      tokens.set(token, entry.user);
      return send({
        access_token: token,
        expires_in: 7200,
        refresh_token: `r-${token}`,
        openid: entry.user.openid,
        scope: entry.scope,
        unionid: `u-${entry.user.openid}`,
      });
    }
    if (url.pathname === '/sns/userinfo') {
      const user = tokens.get(query('access_token'));
      if (!user || user.openid !== query('openid')) {
        return send({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid' });
      }
      return send({
        openid: user.openid,
        nickname: user.nickname,
        sex: 0,
        province: '',
        city: '',
        country: 'CN',
        headimgurl: user.headimgurl,
        privilege: [],
        unionid: `u-${user.openid}`,
      });
    }
    response.statusCode = 404;
    send({ errcode: 404, errmsg: 'unknown call' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
