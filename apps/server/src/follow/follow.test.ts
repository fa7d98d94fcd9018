// Follow and alerts over real HTTP on a real database (issue 19 items 5 and 8): follows are the
// user's own (403 for others, nothing changed), limited, validated; the notifier finds the users
// who follow a flight or an airframe and sends them a Web Push that a fake push service (a real
// local HTTP server) decrypts with the key pair the test generated; quiet hours and rules.
import fs from 'node:fs';
import path from 'node:path';
import {
  API_V2_FULL_PATHS,
  MAX_FOLLOWS_PER_USER,
  type AlertRule,
  type FollowNotice,
  type FollowedFlight,
  type IsFollow,
  type MyFollowPage,
} from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModuleApp, type ModuleHarness } from '../admin/module-app.testing';
import { FlightIdentityService } from '../flights/flight-identity.service';
import { upsertAircraft } from '../reference/fleet.repo';
import { FollowNotifier } from './follow.notifier';
import { insertFollow } from './follow.repo';
import { followModule } from './follow.module';
import { NoticeDelivery } from './notice.delivery';
import { loadVapidKeys, VAPID_FILE } from './push.keys';
import { PushSender } from './push.sender';
import { startFakePushService, type FakePushService } from './push.testing';

const paths = API_V2_FULL_PATHS;
let app: ModuleHarness;
let push: FakePushService;
let alice: { id: number; token: string };
let bob: { id: number; token: string };

beforeAll(async () => {
  app = await startModuleApp({ name: 'follow', modules: [followModule] });
  push = await startFakePushService();
  alice = await app.user();
  bob = await app.user();
}, 60_000);
afterAll(async () => {
  await push.close();
  await app.close();
});

const follow = (token: string, body: unknown) => app.call('POST', paths.addFollow, { token, body });

describe('follows', () => {
  it('follows a flight and an airframe, lists them, answers isFollow', async () => {
    const flight = await follow(alice.token, {
      kind: 'flight',
      fnum: 'mu5101',
      date: '2026-11-24',
    });
    expect(flight.status).toBe(200);
    const added = flight.body.data as FollowedFlight;
    expect(added).toMatchObject({ kind: 'flight', fnum: 'MU5101', date: '2026-11-24' });
    expect(added.flightStatusCode).toBe(0);
    const plane = await follow(alice.token, { kind: 'aircraft', anum: 'b-1234' });
    expect(plane.status).toBe(200);
    const again = await follow(alice.token, { kind: 'aircraft', anum: 'B-1234' });
    expect(again.status).toBe(409);
    const is = await app.call('GET', `${paths.isFollow}?fnum=MU5101&date=2026-11-24`, {
      token: alice.token,
    });
    expect(is.body.data as IsFollow).toEqual({ followed: true, id: added.id });
    const notBob = await app.call('GET', `${paths.isFollow}?fnum=MU5101&date=2026-11-24`, {
      token: bob.token,
    });
    expect((notBob.body.data as IsFollow).followed).toBe(false);
    const mine = await app.call('GET', `${paths.myFollow}?page=1&size=10`, { token: alice.token });
    const page = mine.body.data as MyFollowPage;
    expect(page.total).toBe(2);
    expect(page.limit).toBe(MAX_FOLLOWS_PER_USER);
    expect(page.list.map((row) => row.aircraftNumber ?? row.fnum)).toEqual(['B-1234', 'MU5101']);
  });

  it('refuses bad input with a translated message and records nothing', async () => {
    for (const body of [
      { kind: 'flight', fnum: 'not a flight', date: '2026-11-24' },
      { kind: 'flight', fnum: 'CA1234', date: '24/11/2026' },
      { kind: 'aircraft' },
      { kind: 'aircraft', icaoId: 'XYZ' },
      { kind: 'boat' },
    ]) {
      const answer = await follow(bob.token, body);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).not.toMatch(/\n\s+at |Error:/);
    }
    const zh = await app.call('POST', paths.addFollow, {
      token: bob.token,
      body: { kind: 'aircraft' },
      lang: 'zh',
    });
    expect(zh.body.msg).toContain('请填写注册号或 ICAO 地址');
    const mine = await app.call('GET', paths.myFollow, { token: bob.token });
    expect((mine.body.data as MyFollowPage).total).toBe(0);
  });

  it('needs a login, and deletes only the user’s own follows (403, nothing changed)', async () => {
    expect((await follow('', { kind: 'aircraft', anum: 'B-1' })).status).toBe(401);
    const mine = await app.call('GET', paths.myFollow, { token: alice.token });
    const first = (mine.body.data as MyFollowPage).list[0];
    if (!first) throw new Error('alice has follows');
    const byBob = await app.call('POST', paths.deleteFollow, {
      token: bob.token,
      body: { id: first.id },
    });
    expect(byBob.status).toBe(403);
    const after = await app.call('GET', paths.myFollow, { token: alice.token });
    expect((after.body.data as MyFollowPage).total).toBe(2);
    const missing = await app.call('POST', paths.deleteFollow, {
      token: alice.token,
      body: { id: 999_999 },
    });
    expect(missing.status).toBe(404);
  });

  it('holds a user to MAX_FOLLOWS_PER_USER', async () => {
    const carol = await app.user();
    // Written directly: the write rate limit would refuse fifty calls a minute.
    for (let i = 0; i < MAX_FOLLOWS_PER_USER; i++) {
      const icao = (0x100000 + i).toString(16).toUpperCase();
      await insertFollow(app.database.db, carol.id, {
        kind: 'aircraft',
        fnum: '',
        flightDate: '',
        registration: '',
        icao,
      });
    }
    const over = await follow(carol.token, { kind: 'aircraft', icaoId: 'ABCDEF' });
    expect(over.status).toBe(409);
    expect(over.body.msg).toContain(String(MAX_FOLLOWS_PER_USER));
  });
});

describe('push subscriptions', () => {
  it('keeps the VAPID keys in DATA_DIR with mode 0600 and hands out the public key', async () => {
    const file = path.join(app.dataDir, VAPID_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const answer = await app.call('GET', paths.pushKey);
    const { publicKey } = answer.body.data as { publicKey: string };
    expect(publicKey).toBe(loadVapidKeys(app.dataDir).publicKey);
  });

  it('subscribes and unsubscribes a browser; refuses a bad subscription', async () => {
    const subscription = push.subscription();
    const ok = await app.call('POST', paths.pushSubscribe, {
      token: bob.token,
      body: subscription,
    });
    expect(ok.status).toBe(200);
    const bad = await app.call('POST', paths.pushSubscribe, {
      token: bob.token,
      body: { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(bad.status).toBe(400);
    const off = await app.call('POST', paths.pushUnsubscribe, {
      token: bob.token,
      body: { endpoint: subscription.endpoint },
    });
    expect(off.status).toBe(200);
  });
});

describe('notifier', () => {
  it('sends a landing to the airframe’s followers only, encrypted, in their language', async () => {
    const db = app.database.db;
    await upsertAircraft(db, [
      { icao: 0x780a1b, registration: 'B-1234', typeDesignator: 'A320', operatorIcao: 'CES' },
    ]);
    const identity = new FlightIdentityService(db);
    await identity.refresh();
    const sender = new PushSender(
      loadVapidKeys(app.dataDir),
      'mailto:test@example.org',
      push.agent,
    );
    const notifier = new FollowNotifier(db, identity, new NoticeDelivery(db, { push: sender }));
    // Alice (following B-1234) reads Chinese; Bob follows another airframe.
    await app.call('POST', paths.pushSubscribe, { token: alice.token, body: push.subscription() });
    await app.call('POST', paths.pushSubscribe, { token: bob.token, body: push.subscription() });
    await follow(bob.token, { kind: 'aircraft', icaoId: '780A1C' });
    const { users } = await import('../accounts/accounts.schema');
    const { eq } = await import('drizzle-orm');
    await db.update(users).set({ language: 'zh' }).where(eq(users.id, alice.id));
    const before = push.received.length;
    const told = await notifier.onEvent({
      kind: 'landed',
      icao: 0x780a1b,
      callsign: null,
      time: Date.parse('2026-11-24T04:05:00Z') / 1000,
      airport: 'ZSPD',
    });
    expect(told).toEqual([alice.id]);
    const pushes = push.received.slice(before);
    expect(pushes).toHaveLength(1);
    const [received] = pushes;
    expect(received?.encoding).toBe('aes128gcm');
    expect(received?.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${sender.publicKey}$`),
    );
    // The VAPID JWT carries the configured subject (PUSH_SUBJECT) as its `sub` claim.
    const claims = (received?.authorization ?? '').split(' t=')[1]?.split('.')[1] ?? '';
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({
      sub: 'mailto:test@example.org',
    });
    const notice = received?.payload as FollowNotice;
    expect(notice).toMatchObject({ kind: 'landed', icaoId: '780A1B', title: 'B-1234 已落地' });
    expect(notice.body).toBe('12:05在 ZSPD 落地');
    // The same landing told again (another input) is not sent twice.
    expect(
      await notifier.onEvent({
        kind: 'landed',
        icao: 0x780a1b,
        callsign: null,
        time: Date.parse('2026-11-24T04:06:00Z') / 1000,
        airport: 'ZSPD',
      }),
    ).toEqual([]);
  });

  it('deletes a subscription the push service calls gone', async () => {
    const db = app.database.db;
    const dave = await app.user();
    const subscription = push.subscription();
    await app.call('POST', paths.pushSubscribe, { token: dave.token, body: subscription });
    await follow(dave.token, { kind: 'aircraft', icaoId: 'C0FFEE' });
    push.expire(subscription.endpoint);
    const sender = new PushSender(
      loadVapidKeys(app.dataDir),
      'mailto:test@example.org',
      push.agent,
    );
    const notifier = new FollowNotifier(db, undefined, new NoticeDelivery(db, { push: sender }));
    await notifier.onEvent({
      kind: 'emergency',
      icao: 0xc0ffee,
      callsign: 'CES123',
      time: 1_800_000_000,
      airport: null,
      squawk: '7700',
    });
    const { subscriptionsOf } = await import('./follow.repo');
    expect(await subscriptionsOf(db, dave.id)).toEqual([]);
  });
});

describe('alert rules', () => {
  const rule = {
    name: 'A388 near PEK',
    lat: 40.08,
    lon: 116.58,
    radiusKm: 30,
    maxAltitudeM: 3000,
    types: ['a388'],
    squawks: ['7x00'],
    quietStart: '23:00',
    quietEnd: '06:30',
    timeZone: 'Asia/Shanghai',
    maxPerHour: 5,
    enabled: true,
  };

  it('creates, edits and deletes the user’s own rules; 403 for others', async () => {
    const created = await app.call('POST', paths.alertRuleSave, { token: alice.token, body: rule });
    expect(created.status).toBe(200);
    const saved = created.body.data as AlertRule;
    expect(saved).toMatchObject({ types: ['A388'], squawks: ['7x00'] });
    const byBob = await app.call('POST', paths.alertRuleSave, {
      token: bob.token,
      body: { ...rule, id: saved.id, name: 'mine now' },
    });
    expect(byBob.status).toBe(403);
    const deleteByBob = await app.call('POST', paths.alertRuleDelete, {
      token: bob.token,
      body: { id: saved.id },
    });
    expect(deleteByBob.status).toBe(403);
    const list = await app.call('GET', paths.alertRules, { token: alice.token });
    expect((list.body.data as AlertRule[]).map((r) => r.name)).toEqual(['A388 near PEK']);
    const edited = await app.call('POST', paths.alertRuleSave, {
      token: alice.token,
      body: { ...rule, id: saved.id, radiusKm: 10 },
    });
    expect((edited.body.data as AlertRule).radiusKm).toBe(10);
    const removed = await app.call('POST', paths.alertRuleDelete, {
      token: alice.token,
      body: { id: saved.id },
    });
    expect(removed.status).toBe(200);
  });

  it('refuses invalid rules', async () => {
    for (const body of [
      { ...rule, types: [], squawks: [] },
      { ...rule, squawks: ['7800'] },
      { ...rule, radiusKm: 0 },
      { ...rule, quietEnd: null },
      { ...rule, timeZone: 'Mars/Olympus' },
    ]) {
      const answer = await app.call('POST', paths.alertRuleSave, { token: alice.token, body });
      expect(answer.status).toBe(400);
    }
  });
});
