// The user's receivers end to end: a UUID asked for over HTTP, a real Beast feeder announcing it
// over a TCP socket, the device with its figures in the owner's list, claims, edits and the
// ownership rules (someone else's device: 403 and nothing changed).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_V2_PATHS } from '@skytrace/contracts';
import { call } from '../accounts/accounts.testing';
import { sendFeed, waitUntil } from '../ingest/ingest.testing';
import { hasReferenceData, readReference } from '../testing/reference-data';
import { devices } from './devices.schema';
import { startMyDevicesApp, type MyDevicesHarness } from './my-devices.testing';

/** readsb's `1a e4` UUID frame (36 ASCII bytes) for `uuid`, then the recorded capture. */
function beastFeedWithUuid(uuid: string): Uint8Array {
  const capture = readReference('capture-ulss7.beast');
  const hex = uuid.replace(/-/g, '');
  const frame = new Uint8Array(38);
  frame.set([0x1a, 0xe4]);
  frame.set(new TextEncoder().encode(`${hex}ffff`), 2);
  const feed = new Uint8Array(frame.length + capture.length);
  feed.set(frame);
  feed.set(capture, frame.length);
  return feed;
}

describe.runIf(hasReferenceData)('my devices', () => {
  let harness: MyDevicesHarness;
  let alice: { userId: number; token: string };
  let bob: { userId: number; token: string };
  let aliceDevice: number;

  beforeAll(async () => {
    harness = await startMyDevicesApp({ uuidsPerUser: 3 });
    alice = await harness.user('alice');
    bob = await harness.user('bob');
  });
  afterAll(async () => {
    await harness.close();
  });

  it('gives a user a UUID, and a Beast feeder announcing it becomes their device', async () => {
    const made = await call(harness, 'POST', API_V2_PATHS.feederUuid, { token: alice.token });
    expect(made.status).toBe(200);
    const uuid = made.body.data.uuid as string;
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    aliceDevice = made.body.data.devId as number;

    const setup = await call(harness, 'GET', API_V2_PATHS.feederSetup, { token: alice.token });
    expect(setup.body.data).toMatchObject({
      host: 'feed.example.org',
      beastPort: harness.feed.ingest.ports.beast,
      identities: [{ devId: aliceDevice, uuid }],
      maxIdentities: 3,
    });
    expect(setup.body.data.httpUrl).toMatch(/\/adsb\/ReceiveCompressADSB\.php$/);

    // Before any data: listed, not enabled yet (spec §8's text is shown for it).
    const before = await call(harness, 'GET', API_V2_PATHS.myDeviceList, { token: alice.token });
    expect(before.body.data).toMatchObject([{ devId: aliceDevice, enabled: false, online: false }]);

    await sendFeed(harness.feed.ingest.ports.beast, beastFeedWithUuid(uuid), 5);
    const key = uuid.replace(/-/g, '');
    // The whole capture is read once the session has ended.
    const beast = harness.feed.ingest.servers[0]!;
    await waitUntil(() => beast.stats.accepted === 1 && beast.stats.open === 0);
    expect(harness.feed.registry.devices.get(key)?.messagesTotal).toBeGreaterThan(8000);
    const live = harness.feed.registry.devices.get(key)!;
    await waitUntil(() => live.loaded);
    expect(live.devId).toBe(aliceDevice);
    expect(live.registered).toBe(true);

    const list = await call(harness, 'GET', API_V2_PATHS.myDeviceList, { token: alice.token });
    const device = list.body.data[0];
    expect(device).toMatchObject({ devId: aliceDevice, enabled: true, online: true });
    expect(device.today.messages).toBeGreaterThan(8000);
    expect(device.today.aircraft).toBeGreaterThanOrEqual(11);
    expect(device.aircraftNow).toBeGreaterThanOrEqual(11);
    expect(device.positionsNow).toBeGreaterThan(0);
    expect(device.maxRangeKm).toBeGreaterThan(20);
    expect(device.typicalRangeKm).toBeGreaterThan(0);
    expect(device.offline).toEqual({ offDate: null, offState: 0, offTime: 0 });

    // After the flush the day is stored: the 14 days end with today's counts.
    await harness.feed.registry.flush();
    const twoWeek = await call(
      harness,
      'GET',
      `${API_V2_PATHS.deviceTwoWeek}?devId=${aliceDevice}`,
      {
        token: alice.token,
      },
    );
    expect(twoWeek.body.data).toHaveLength(14);
    expect(twoWeek.body.data[13].message_count).toBe(live.messagesTotal);
    expect(twoWeek.body.data[0].message_count).toBe(0);
    const history = await call(
      harness,
      'GET',
      `${API_V2_PATHS.deviceHistory}?devId=${aliceDevice}`,
      {
        token: alice.token,
      },
    );
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0].anum_count).toBeGreaterThanOrEqual(11);
  });

  it('claims a receiver already feeding by its UUID, once', async () => {
    const push = readReference('readsb-push-beast-reduce-plus-with-uuid.bin');
    await sendFeed(harness.feed.ingest.ports.beast, push, 2);
    const key = '0123456789abcdef0123456789abcdef';
    const beast = harness.feed.ingest.servers[0]!;
    await waitUntil(() => beast.stats.accepted === 2 && beast.stats.open === 0);
    expect(harness.feed.registry.devices.get(key)).toBeDefined();
    await harness.feed.registry.flush();
    const [unclaimed] = await harness.database.db
      .select()
      .from(devices)
      .where(eq(devices.feederKey, key));
    expect(unclaimed?.ownerUserId).toBeNull();

    const claimed = await call(harness, 'POST', API_V2_PATHS.addMyDevice, {
      token: bob.token,
      body: { uuid: '01234567-89AB-CDEF-0123-456789ABCDEF' },
      form: true,
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data.devIds).toEqual([unclaimed!.devId]);
    // Nobody else's: Alice cannot take it, Bob not twice.
    const stolen = await call(harness, 'POST', API_V2_PATHS.addMyDevice, {
      token: alice.token,
      body: { uuid: key },
    });
    expect(stolen.status).toBe(409);
    expect(stolen.body.msg).toBe('This receiver is registered to another account');
    const again = await call(harness, 'POST', API_V2_PATHS.addMyDevice, {
      token: bob.token,
      body: { uuid: key },
    });
    expect(again.status).toBe(409);
    const bad = await call(harness, 'POST', API_V2_PATHS.addMyDevice, {
      token: bob.token,
      body: { uuid: 'not a uuid' },
    });
    expect(bad.status).toBe(400);
  });

  it('claims the unclaimed receiver feeding from the caller address', async () => {
    const none = await call(harness, 'POST', API_V2_PATHS.addMyDevice, {
      token: bob.token,
      body: { byAddress: 'true' },
      form: true,
    });
    // The test feeders all connect from 127.0.0.1, and both are claimed already.
    expect(none.status).toBe(404);
    expect(none.body.msg).toContain('127.0.0.1');
  });

  it('rejects an alias of spaces, and renames with a real one', async () => {
    const spaces = await call(harness, 'POST', API_V2_PATHS.updateDevAlias, {
      token: alice.token,
      body: { devId: String(aliceDevice), alias: '   ' },
      form: true,
    });
    expect(spaces.status).toBe(400);
    expect(spaces.body.msg).toContain('Device alias cannot be empty');
    const renamed = await call(harness, 'POST', API_V2_PATHS.updateDevAlias, {
      token: alice.token,
      body: { devId: aliceDevice, alias: '  Rooftop 1090  ' },
    });
    expect(renamed.status).toBe(200);
    const [row] = await harness.database.db
      .select()
      .from(devices)
      .where(eq(devices.devId, aliceDevice));
    expect(row?.alias).toBe('Rooftop 1090');
  });

  it("refuses someone else's device with 403 and changes nothing", async () => {
    const [before] = await harness.database.db
      .select()
      .from(devices)
      .where(eq(devices.devId, aliceDevice));
    const asBob = { token: bob.token };
    const calls = [
      call(harness, 'POST', API_V2_PATHS.updateDevAlias, {
        ...asBob,
        body: { devId: aliceDevice, alias: 'Mine now' },
      }),
      call(harness, 'POST', API_V2_PATHS.updatePosition, {
        ...asBob,
        body: { devId: aliceDevice, lat: 10, lon: 10 },
      }),
      call(harness, 'POST', API_V2_PATHS.deleteSelfBuildDev, {
        ...asBob,
        body: { devId: aliceDevice },
      }),
      call(harness, 'GET', `${API_V2_PATHS.deviceHistory}?devId=${aliceDevice}`, asBob),
      call(harness, 'GET', `${API_V2_PATHS.deviceTwoWeek}?devId=${aliceDevice}`, asBob),
      call(harness, 'GET', `${API_V2_PATHS.devicePosition}?devId=${aliceDevice}`, asBob),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
    const [after] = await harness.database.db
      .select()
      .from(devices)
      .where(eq(devices.devId, aliceDevice));
    expect(after).toEqual(before);
    const missing = await call(harness, 'GET', `${API_V2_PATHS.deviceHistory}?devId=999999`, asBob);
    expect(missing.status).toBe(404);
    const anonymous = await call(harness, 'GET', API_V2_PATHS.myDeviceList);
    expect(anonymous.status).toBe(401);
  });

  it('moves a device, measuring its range from the new position at once', async () => {
    const moved = await call(harness, 'POST', API_V2_PATHS.updatePosition, {
      token: alice.token,
      body: { devId: aliceDevice, lat: '31.2', lon: '121.5' },
      form: true,
    });
    expect(moved.status).toBe(200);
    const position = await call(
      harness,
      'GET',
      `${API_V2_PATHS.devicePosition}?devId=${aliceDevice}`,
      {
        token: alice.token,
      },
    );
    expect(position.body.data).toMatchObject({ devId: aliceDevice, lat: 31.2, lon: 121.5 });
    const out = await call(harness, 'POST', API_V2_PATHS.updatePosition, {
      token: alice.token,
      body: { devId: aliceDevice, lat: 91, lon: 0 },
    });
    expect(out.status).toBe(400);
  });

  it('limits the UUIDs of one user', async () => {
    // Alice holds one; the limit is 3.
    for (let index = 0; index < 2; index++) {
      const made = await call(harness, 'POST', API_V2_PATHS.feederUuid, { token: alice.token });
      expect(made.status).toBe(200);
    }
    const refused = await call(harness, 'POST', API_V2_PATHS.feederUuid, { token: alice.token });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('3 receivers');
  });

  it('deletes a self-built device with its days', async () => {
    const gone = await call(harness, 'POST', API_V2_PATHS.deleteSelfBuildDev, {
      token: alice.token,
      body: { devId: aliceDevice },
    });
    expect(gone.status).toBe(200);
    const rows = await harness.database.db
      .select()
      .from(devices)
      .where(eq(devices.devId, aliceDevice));
    expect(rows).toHaveLength(0);
    const list = await call(harness, 'GET', API_V2_PATHS.myDeviceList, { token: alice.token });
    expect((list.body.data as { devId: number }[]).map((d) => d.devId)).not.toContain(aliceDevice);
  });
});
