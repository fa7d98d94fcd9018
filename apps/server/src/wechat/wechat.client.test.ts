import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WechatClient, WechatError, WechatUnreachable } from './wechat.client';

// The access token's lifetime against a real HTTP server answering cgi-bin/token with a short
// expires_in: the client keeps it until shortly before, then asks again.

let server: http.Server;
let base = '';
let tokenCalls = 0;
let answer: (url: URL) => unknown = () => ({});

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname === '/cgi-bin/token') tokenCalls += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer(url)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('WechatClient', () => {
  it('keeps the token until 5 minutes before expires_in, then fetches a new one', async () => {
    let now = 1_000_000;
    tokenCalls = 0;
    answer = (url) =>
      url.pathname === '/cgi-bin/token'
        ? { access_token: `t${tokenCalls}`, expires_in: 7200 }
        : { errcode: 0, errmsg: 'ok' };
    const client = new WechatClient({ appId: 'a', appSecret: 's', apiBase: base }, () => now);
    expect(await client.accessToken()).toBe('t1');
    now += (7200 - 301) * 1000;
    expect(await client.accessToken()).toBe('t1');
    now += 2000;
    expect(await client.accessToken()).toBe('t2');
    expect(tokenCalls).toBe(2);
  });

  it('asks for one token when many calls need one at once', async () => {
    tokenCalls = 0;
    const client = new WechatClient({ appId: 'a', appSecret: 's', apiBase: base });
    const tokens = await Promise.all([1, 2, 3, 4].map(() => client.accessToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(tokenCalls).toBe(1);
  });

  it('reports errcode/errmsg, and an unreachable server as such', async () => {
    answer = () => ({ errcode: 40013, errmsg: 'invalid appid' });
    const client = new WechatClient({ appId: 'a', appSecret: 's', apiBase: base });
    await expect(client.accessToken()).rejects.toEqual(new WechatError(40013, 'invalid appid'));
    const nowhere = new WechatClient({ appId: 'a', appSecret: 's', apiBase: 'http://127.0.0.1:1' });
    await expect(nowhere.accessToken()).rejects.toBeInstanceOf(WechatUnreachable);
  });
});
