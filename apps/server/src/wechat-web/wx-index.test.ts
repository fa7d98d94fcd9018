import crypto from 'node:crypto';
import { API_V2_PATHS as P } from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, readOutboxCode } from '../accounts/accounts.testing';
import { deviceRanks } from '../ranking/ranking.schema';
import { TraceRecorder } from '../traces/trace.recorder';
import { startFakeWechat, type FakeWechat } from './fake-wechat.testing';
import { startWechatWebApp, type WechatWebHarness } from './wechat-web.testing';

let fake: FakeWechat;
let harness: WechatWebHarness;
let unconfigured: WechatWebHarness;

beforeAll(async () => {
  fake = await startFakeWechat();
  harness = await startWechatWebApp(fake, undefined, true);
  unconfigured = await startWechatWebApp(undefined, harness.database);
}, 180_000);
afterAll(async () => {
  await unconfigured.close();
  await harness.close();
  await fake.close();
});

const phone = () => `138${crypto.randomInt(1e7, 1e8 - 1)}`;
const person = () => ({
  openid: `o-${crypto.randomBytes(6).toString('hex')}`,
  nickname: '塔台',
  headimgurl: '',
});

/** A WeChat user who opened a /poa page, bound to a new account with a phone; their session. */
async function boundOwner() {
  const number = phone();
  const { userId } = await harness.user(`poa${crypto.randomInt(1e7)}`, number);
  const who = person();
  const checked = await call(
    harness,
    'GET',
    `${P.wxCheckPhone}?code=${fake.issueCode(who, 'snsapi_userinfo')}`,
  );
  expect(checked.body.data).toMatchObject({ openId: who.openid, bound: false, login: null });
  const sent = await call(harness, 'POST', P.wxSendMessage, { body: { phone: number } });
  expect(sent.status, sent.body.msg).toBe(200);
  const bound = await call(harness, 'POST', P.wxBind, {
    body: {
      openId: who.openid,
      ticket: checked.body.data.ticket,
      phone: number,
      code: readOutboxCode(harness, number),
    },
  });
  expect(bound.status, bound.body.msg).toBe(200);
  return { userId, number, who, token: bound.body.data.token as string };
}

describe('/wx/index', () => {
  it('checkPhone: an unbound openid gets a ticket; once bound, a session and the masked phone', async () => {
    const owner = await boundOwner();
    const again = await call(
      harness,
      'GET',
      `${P.wxCheckPhone}?code=${fake.issueCode(owner.who, 'snsapi_base')}`,
    );
    expect(again.body.data).toMatchObject({
      openId: owner.who.openid,
      bound: true,
      phone: `${owner.number.slice(0, 3)}****${owner.number.slice(-4)}`,
      ticket: null,
    });
    const info = await call(harness, 'GET', P.userInfo, { token: again.body.data.login.token });
    expect(info.body.data.id).toBe(owner.userId);
    const bad = await call(harness, 'GET', `${P.wxCheckPhone}?code=unknown1`);
    expect(bad.status).toBe(400);
  });

  it('bind: refuses a wrong code, a forged ticket, and a phone without an account', async () => {
    const number = phone();
    await harness.user(`bind${crypto.randomInt(1e7)}`, number);
    const who = person();
    const checked = await call(harness, 'GET', `${P.wxCheckPhone}?code=${fake.issueCode(who)}`);
    await call(harness, 'POST', P.wxSendMessage, { body: { phone: number } });
    const code = readOutboxCode(harness, number);
    const body = { openId: who.openid, ticket: checked.body.data.ticket, phone: number, code };
    const wrong = await call(harness, 'POST', P.wxBind, {
      body: { ...body, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    const forged = await call(harness, 'POST', P.wxBind, {
      body: { ...body, ticket: 'forged-ticket' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.msg).toBe('Please open this page from WeChat again.');
    // An openid someone else got a ticket for cannot be bound with this ticket.
    const other = person();
    const foreign = await call(harness, 'POST', P.wxBind, {
      body: { ...body, openId: other.openid },
    });
    expect(foreign.status).toBe(400);
    expect((await call(harness, 'POST', P.wxBind, { body })).status).toBe(200);
    // No SMS leaves for a phone without an account, and binding it fails.
    const stranger = phone();
    expect(
      (await call(harness, 'POST', P.wxSendMessage, { body: { phone: stranger } })).status,
    ).toBe(200);
    const none = await call(harness, 'POST', P.wxBind, {
      body: { ...body, phone: stranger, code: '123456' },
    });
    expect(none.status).toBe(400);
  });

  it('sendMessage: validates the phone and asks again only after the countdown', async () => {
    const number = phone();
    await harness.user(`sms${crypto.randomInt(1e7)}`, number);
    const invalid = await call(harness, 'POST', P.wxSendMessage, { body: { phone: '12' } });
    expect(invalid.status).toBe(400);
    expect((await call(harness, 'POST', P.wxSendMessage, { body: { phone: number } })).status).toBe(
      200,
    );
    const soon = await call(harness, 'POST', P.wxSendMessage, { body: { phone: number } });
    expect(soon.status).toBe(429);
  });

  it("userrank, live and detail read the owner's receivers; other ids get 403/404", async () => {
    const owner = await boundOwner();
    const { devId, live } = await harness.ownDevice(owner.userId, crypto.randomUUID());
    harness.hear(live, 0x780abc, 31.2, 121.4);
    const day = new Date((harness.now.value + 8 * 3600) * 1000).toISOString().slice(0, 10);
    await harness.database.db.insert(deviceRanks).values({
      day,
      devId,
      rank: 7,
      cityRank: 2,
      score: 12.5,
      uniquePositions: 100,
      uniqueCells: 10,
      onlineSeconds: 3600,
    });
    const token = owner.token;
    const rank = await call(harness, 'GET', `${P.wxUserRank}?openId=${owner.who.openid}`, {
      token,
    });
    expect(rank.status, rank.body.msg).toBe(200);
    expect(rank.body.data.devices).toEqual([
      expect.objectContaining({
        devId,
        online: true,
        rank: expect.objectContaining({ rank: '7' }),
      }),
    ]);
    const heard = await call(harness, 'GET', P.wxLive, { token });
    expect(heard.body.data.devices[0].flights).toEqual([
      expect.objectContaining({ icao: '780ABC', lat: 31.2, lon: 121.4 }),
    ]);
    const detail = await call(harness, 'GET', `${P.wxDetail}?devId=${devId}`, { token });
    expect(detail.status, detail.body.msg).toBe(200);
    expect(detail.body.data.device.devId).toBe(devId);
    expect(detail.body.data.days).toHaveLength(14);
    // Someone else: their openid is refused, my device is not theirs, nothing without a session.
    const other = await boundOwner();
    expect(
      (
        await call(harness, 'GET', `${P.wxUserRank}?openId=${owner.who.openid}`, {
          token: other.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(harness, 'GET', `${P.wxLive}?openId=${owner.who.openid}`, { token: other.token }))
        .status,
    ).toBe(403);
    expect(
      (await call(harness, 'GET', `${P.wxDetail}?devId=${devId}`, { token: other.token })).status,
    ).toBe(403);
    expect((await call(harness, 'GET', `${P.wxDetail}?devId=999999`, { token })).status).toBe(404);
    expect((await call(harness, 'GET', P.wxUserRank)).status).toBe(401);
    expect(
      (await call(harness, 'GET', P.wxUserRank, { token: other.token })).body.data.devices,
    ).toEqual([]);
  });

  it("flightTrace: the flight number's recorded flights, for a signed-in user", async () => {
    // Twenty minutes of CSN3101 crossing Pudong at FL350, recorded as the server records.
    const start = (harness.now.value - 3600) * 1000;
    const recorder = new TraceRecorder(harness.database.db);
    for (let i = 0; i < 2400; i++) {
      recorder.record(0x780def, 'CSN3101', {
        time: start + i * 500,
        lat: 31.2,
        lon: 121.2 + i * 0.0011,
        altitude: 35_000,
        groundSpeed: 450,
        track: 90,
        verticalRate: 0,
        onGround: false,
      });
    }
    await recorder.close();
    expect((await call(harness, 'GET', `${P.wxFlightTrace}?fnum=CSN3101`)).status).toBe(401);
    const owner = await boundOwner();
    const found = await call(harness, 'GET', `${P.wxFlightTrace}?fnum=CSN3101`, {
      token: owner.token,
    });
    expect(found.status, found.body.msg).toBe(200);
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0]).toMatchObject({ callsign: 'CSN3101', icaoId: '780DEF' });
    const empty = await call(harness, 'GET', `${P.wxFlightTrace}?fnum=`, { token: owner.token });
    expect(empty.status).toBe(400);
  });

  it('unconfigured: every call answers "not configured" and nothing calls WeChat', async () => {
    const calls = fake.calls.length;
    const { token } = await unconfigured.user(`nc${crypto.randomInt(1e7)}`, phone());
    for (const [method, path, body] of [
      ['GET', `${P.wxCheckPhone}?code=abc`, undefined],
      ['POST', P.wxSendMessage, { phone: phone() }],
      ['POST', P.wxBind, { openId: 'o-1', ticket: 't', phone: phone(), code: '123456' }],
      ['GET', P.wxUserRank, undefined],
      ['GET', P.wxLive, undefined],
      ['GET', `${P.wxDetail}?devId=1`, undefined],
      ['GET', `${P.wxFlightTrace}?fnum=MU5101`, undefined],
    ] as const) {
      const answer = await call(unconfigured, method, path, { body, token });
      expect(answer.status, path).toBe(503);
      expect(answer.body.msg, path).toBe('WeChat sign-in is not configured on this server.');
    }
    expect(fake.calls.length).toBe(calls);
  });
});
