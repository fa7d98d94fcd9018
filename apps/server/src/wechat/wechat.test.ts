import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADSB_FULL_PATHS, BMS_OPS_PERMISSIONS } from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpsApp, type OpsHarness } from '../jobs/bms-ops.testing';

const P = ADSB_FULL_PATHS;
const APP_ID = 'wx1234567890';
const SECRET = 'topsecret';

/**
 * A fake of the WeChat official-account API: a real HTTP server speaking the documented calls
 * (cgi-bin/token, menu/create, menu/get, user/get with next_openid paging, user/info/batchget),
 * errors as { errcode, errmsg } with HTTP 200.
 */
function fakeWechat() {
  const state = {
    tokens: new Set<string>(),
    tokenCalls: 0,
    calls: [] as string[],
    menu: undefined as unknown[] | undefined,
    followers: Array.from(
      { length: 250 },
      (_, index) => `openid-${String(index).padStart(3, '0')}`,
    ),
    pageSize: 100,
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    state.calls.push(url.pathname);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const send = (value: unknown) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(value));
      };
      if (url.pathname === '/cgi-bin/token') {
        state.tokenCalls += 1;
        if (url.searchParams.get('appid') !== APP_ID || url.searchParams.get('secret') !== SECRET) {
          return send({ errcode: 40001, errmsg: 'invalid credential' });
        }
        const token = `token-${state.tokenCalls}`;
        state.tokens.add(token);
        return send({ access_token: token, expires_in: 7200 });
      }
      if (!state.tokens.has(url.searchParams.get('access_token') ?? '')) {
        return send({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid' });
      }
      if (url.pathname === '/cgi-bin/menu/create') {
        const parsed = JSON.parse(body) as { button: unknown[] };
        state.menu = parsed.button;
        return send({ errcode: 0, errmsg: 'ok' });
      }
      if (url.pathname === '/cgi-bin/menu/get') {
        if (!state.menu) return send({ errcode: 46003, errmsg: 'menu no exist' });
        return send({ menu: { button: state.menu } });
      }
      if (url.pathname === '/cgi-bin/user/get') {
        const after = url.searchParams.get('next_openid') ?? '';
        const start = after === '' ? 0 : state.followers.indexOf(after) + 1;
        const page = state.followers.slice(start, start + state.pageSize);
        return send({
          total: state.followers.length,
          count: page.length,
          data: page.length > 0 ? { openid: page } : undefined,
          next_openid: page.at(-1) ?? '',
        });
      }
      if (url.pathname === '/cgi-bin/user/info/batchget') {
        const parsed = JSON.parse(body) as { user_list: { openid: string }[] };
        if (parsed.user_list.length > 100)
          return send({ errcode: 45035, errmsg: 'too many users' });
        return send({
          user_info_list: parsed.user_list.map(({ openid }, index) => ({
            subscribe: 1,
            openid,
            language: 'zh_CN',
            subscribe_time: 1_760_000_000 + index,
            remark: openid.endsWith('007') ? 'friend of the tower' : '',
          })),
        });
      }
      response.statusCode = 404;
      send({ errcode: 404, errmsg: 'unknown call' });
    });
  });
  return { server, state };
}

let fake: ReturnType<typeof fakeWechat>;
let harness: OpsHarness;
let unconfigured: OpsHarness;
let admin: string;
let plainAdmin: string;

beforeAll(async () => {
  fake = fakeWechat();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const { port } = fake.server.address() as AddressInfo;
  harness = await startOpsApp({
    wechat: { appId: APP_ID, appSecret: SECRET, apiBase: `http://127.0.0.1:${port}` },
  });
  admin = await harness.user([BMS_OPS_PERMISSIONS.wechat]);
  unconfigured = await startOpsApp({ database: harness.database });
  plainAdmin = await unconfigured.user([BMS_OPS_PERMISSIONS.wechat]);
}, 90_000);
afterAll(async () => {
  await unconfigured.close();
  await harness.close();
  fake.server.close();
});

const menu = [
  { type: 'view', name: '实时航班', url: 'https://skytrace.example/' },
  {
    name: 'More',
    sub_button: [
      { type: 'click', name: 'Rank', key: 'RANK' },
      { type: 'view', name: 'Devices', url: 'https://skytrace.example/device' },
    ],
  },
];

describe('/adsb/wx', () => {
  it('refuses without a token (401) and without bms:wx (403)', async () => {
    const other = await harness.user([BMS_OPS_PERMISSIONS.jobs]);
    for (const [method, path] of [
      ['GET', P.wechatMenu],
      ['POST', P.wechatMenuCreate],
      ['POST', P.wechatUserSync],
      ['GET', P.wechatUserList],
    ] as const) {
      const body = method === 'POST' ? { body: { buttons: menu } } : {};
      expect((await harness.call(method, path, body)).status, path).toBe(401);
      expect((await harness.call(method, path, { ...body, token: other })).status, path).toBe(403);
    }
  });

  it('reads an empty menu (46003), creates one and reads it back, with one token', async () => {
    const empty = await harness.call('GET', P.wechatMenu, { token: admin });
    expect(empty.body.data).toEqual({ configured: true, buttons: [] });
    const created = await harness.call('POST', P.wechatMenuCreate, {
      token: admin,
      body: { buttons: menu },
    });
    expect(created.status).toBe(200);
    const read = await harness.call('GET', P.wechatMenu, { token: admin });
    expect(read.body.data.buttons).toEqual(menu);
    expect(fake.state.tokenCalls).toBe(1);
  });

  it('refuses a menu WeChat would refuse (4 buttons, a bad URL) without calling out', async () => {
    const calls = fake.state.calls.length;
    const four = await harness.call('POST', P.wechatMenuCreate, {
      token: admin,
      body: { buttons: [menu[0], menu[0], menu[0], menu[0]] },
    });
    expect(four.status).toBe(400);
    const badUrl = await harness.call('POST', P.wechatMenuCreate, {
      token: admin,
      body: { buttons: [{ type: 'view', name: 'x', url: 'not a url' }] },
    });
    expect(badUrl.status).toBe(400);
    expect(fake.state.calls.length).toBe(calls);
  });

  it('fetches a new token when WeChat says the old one is invalid (40001)', async () => {
    fake.state.tokens.clear();
    const read = await harness.call('GET', P.wechatMenu, { token: admin });
    expect(read.status).toBe(200);
    expect(fake.state.tokenCalls).toBe(2);
  });

  it('syncs every follower across user/get pages and batchget chunks of 100, then lists them', async () => {
    const synced = await harness.call('POST', P.wechatUserSync, { token: admin });
    expect(synced.status).toBe(200);
    expect(synced.body.data).toEqual({ fetched: 250 });
    const page = await harness.call('GET', `${P.wechatUserList}?pageSize=10`, { token: admin });
    expect(page.body.data).toMatchObject({ configured: true, total: 250 });
    expect(page.body.data.list).toHaveLength(10);
    expect(page.body.data.lastSyncAt).toBeGreaterThan(Date.now() / 1000 - 60);
    const found = await harness.call('GET', `${P.wechatUserList}?searchText=tower`, {
      token: admin,
    });
    expect(found.body.data.list).toEqual([
      expect.objectContaining({ openid: 'openid-007', subscribed: true, language: 'zh_CN' }),
    ]);
    // A follower who left is marked unsubscribed by the next sync.
    fake.state.followers = fake.state.followers.filter((id) => id !== 'openid-007');
    await harness.call('POST', P.wechatUserSync, { token: admin });
    const left = await harness.call('GET', `${P.wechatUserList}?searchText=tower`, {
      token: admin,
    });
    expect(left.body.data.list[0].subscribed).toBe(false);
  });

  it("translates WeChat's refusal into a 503 naming errcode and errmsg", async () => {
    const broken = await startOpsApp({
      database: harness.database,
      wechat: {
        appId: APP_ID,
        appSecret: 'wrong',
        apiBase: `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`,
      },
    });
    try {
      const token = await broken.user([BMS_OPS_PERMISSIONS.wechat]);
      const answer = await broken.call('GET', P.wechatMenu, { token });
      expect(answer.status).toBe(503);
      expect(answer.body.msg).toBe('WeChat refused the call: invalid credential (40001)');
    } finally {
      await broken.close();
    }
  });

  it('says plainly when WeChat is not configured, and calls nothing', async () => {
    const calls = fake.state.calls.length;
    const read = await unconfigured.call('GET', P.wechatMenu, { token: plainAdmin });
    expect(read.body.data).toEqual({ configured: false, buttons: [] });
    const sync = await unconfigured.call('POST', P.wechatUserSync, { token: plainAdmin });
    expect(sync.status).toBe(503);
    expect(sync.body.msg).toContain('not configured');
    const create = await unconfigured.call('POST', P.wechatMenuCreate, {
      token: plainAdmin,
      body: { buttons: menu },
    });
    expect(create.status).toBe(503);
    const list = await unconfigured.call('GET', P.wechatUserList, { token: plainAdmin });
    expect(list.body.data.configured).toBe(false);
    expect(fake.state.calls.length).toBe(calls);
  });
});
