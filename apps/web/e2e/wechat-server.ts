import { API_V2_PATHS } from '@skytrace/contracts';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startOwnServer } from './own-server';

// For wechat.e2e.ts: a fake of WeChat's OAuth2 (a real HTTP server in the test speaking its
// protocol: the authorise pages send the browser straight back with a code, as if the person
// had scanned or agreed; sns/oauth2/access_token trades a code once, 40029 otherwise;
// sns/userinfo reads the profile), and a Skytrace server of its own (own-server.ts) whose WECHAT_API_BASE and WECHAT_OPEN_BASE point at the fake.

const APP_ID = 'wxe2e0000001';
const APP_SECRET = 'e2e-wechat-secret';

export interface WechatPerson {
  openid: string;
  nickname: string;
  headimgurl: string;
}

export interface FakeWechat {
  base: string;
  /** Who scans or agrees next. */
  person: WechatPerson;
  close(): Promise<void>;
}

export async function startFakeWechat(): Promise<FakeWechat> {
  const codes = new Map<string, { person: WechatPerson; scope: string; used: boolean }>();
  const tokens = new Map<string, WechatPerson>();
  const nobody: WechatPerson = { openid: 'o-e2e-nobody', nickname: '', headimgurl: '' };
  const fake = { person: nobody };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = (name: string) => url.searchParams.get(name) ?? '';
    const send = (value: unknown) => {
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(JSON.stringify(value));
    };
    if (url.pathname === '/connect/qrconnect' || url.pathname === '/connect/oauth2/authorize') {
      const code = randomBytes(12).toString('hex');
      codes.set(code, { person: fake.person, scope: query('scope'), used: false });
      const back = new URL(query('redirect_uri'));
      back.searchParams.set('code', code);
      back.searchParams.set('state', query('state'));
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      if (query('appid') !== APP_ID || query('secret') !== APP_SECRET) {
        return send({ errcode: 40125, errmsg: 'invalid appsecret' });
      }
      const entry = codes.get(query('code'));
      if (!entry) return send({ errcode: 40029, errmsg: 'invalid code' });
      if (entry.used) return send({ errcode: 40163, errmsg: 'code been used' });
      entry.used = true;
      const token = randomBytes(16).toString('hex');
      tokens.set(token, entry.person);
      return send({
        access_token: token,
        expires_in: 7200,
        refresh_token: `r${token}`,
        openid: entry.person.openid,
        scope: entry.scope,
      });
    }
    if (url.pathname === '/sns/userinfo') {
      const person = tokens.get(query('access_token'));
      if (!person) return send({ errcode: 40001, errmsg: 'invalid credential' });
      return send({ ...person, sex: 0, province: '', city: '', country: 'CN', privilege: [] });
    }
    response.statusCode = 404;
    send({ errcode: 404, errmsg: 'unknown call' });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    base: `http://127.0.0.1:${port.toString()}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}

export interface WechatServer {
  baseUrl: string;
  /** The newest six-digit code the server sent to `recipient` (its outbox). */
  outboxCode(recipient: string): string;
  /** A POST, from `localAddress` (127.0.0.x) when given: another visitor, as far as limits go. */
  post(
    path: string,
    body: unknown,
    localAddress?: string,
  ): Promise<{ code: number; msg: string; data: unknown }>;
  stop(): Promise<void>;
}

export async function startWechatServer(fake: FakeWechat): Promise<WechatServer> {
  const { baseUrl, dataDir, stop } = await startOwnServer('wechat', {
    WECHAT_APP_ID: APP_ID,
    WECHAT_APP_SECRET: APP_SECRET,
    WECHAT_API_BASE: fake.base,
    WECHAT_OPEN_BASE: fake.base,
  });
  return {
    baseUrl,
    outboxCode: (recipient) => {
      const outbox = join(dataDir, 'outbox');
      const file = readdirSync(outbox)
        .filter((name) => name.includes(recipient))
        .sort()
        .at(-1);
      if (!file) throw new Error(`no message for ${recipient}`);
      const text = readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
      const code = /(\d{6})/.exec(text.slice(text.indexOf('\n\n')))?.[1];
      if (!code) throw new Error(`no code in ${file}`);
      return code;
    },
    post: (path, body, localAddress) =>
      new Promise((done, fail) => {
        const payload = JSON.stringify(body);
        const sent = http.request(
          `${baseUrl}/api/v2${path}`,
          {
            method: 'POST',
            localAddress,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
            },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => {
              try {
                done(JSON.parse(text) as { code: number; msg: string; data: unknown });
              } catch (error) {
                fail(error instanceof Error ? error : new Error(String(error)));
              }
            });
          },
        );
        sent.on('error', fail);
        sent.end(payload);
      }),
    stop,
  };
}

/**
 * An account with a phone, signed up through the real API (code read from the outbox), from
 * 127.0.0.9: the browser asking for its own code next is another visitor, not one who has to
 * wait out this one's 60-second countdown.
 */
export async function phoneAccount(server: WechatServer, username: string, phone: string) {
  const from = '127.0.0.9';
  const sent = await server.post(API_V2_PATHS.sendPhoneCode, { phone, purpose: 'register' }, from);
  if (sent.code !== 200) throw new Error(`sendPhoneCode: ${sent.msg}`);
  const made = await server.post(
    API_V2_PATHS.register,
    {
      username,
      password: 'wechat e2e harbour 72',
      phone,
      code: server.outboxCode(phone),
      terms: true,
    },
    from,
  );
  if (made.code !== 200) throw new Error(`register: ${made.msg}`);
}
