// Device statistics from real feeds, persisted and carried across a restart.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { hasReferenceData, readReference, referenceDataMissing } from '../testing/reference-data';
import { sendFeed, startFeedHarness, waitUntil } from '../ingest/ingest.testing';
import { listDevices } from './devices.list';
import { readDailyStats } from './devices.repo';
import { devices } from './devices.schema';
import { MovementWatcher } from './transitions';
import { normaliseFeederUuid, DeviceRegistry } from './device.registry';

describe('feeder identity', () => {
  it('normalises UUIDs from every feeder kind', () => {
    expect(normaliseFeederUuid('0123456789abcdef0123456789abcdefffff')).toBe(
      '0123456789abcdef0123456789abcdef',
    );
    expect(normaliseFeederUuid('00112233-4455-6677-8899-AABBCCDDEEFF')).toBe(
      '00112233445566778899aabbccddeeff',
    );
    expect(normaliseFeederUuid('A1B2C3D4E5F60718')).toBe('a1b2c3d4e5f60718');
    expect(normaliseFeederUuid('short')).toBeUndefined();
  });
});

/** What a device knows of an aircraft: air/ground, altitude ft, vertical rate ft/min, speed kt. */
function report(airGround: number, altitude: number, verticalRate: number, groundSpeed: number) {
  return { airGround, altitude, verticalRate, groundSpeed };
}

describe('movements', () => {
  it('counts ADS-B transitions and confirms them by motion', () => {
    const watcher = new MovementWatcher();
    watcher.observe(1, 0, report(2, Number.NaN, Number.NaN, 10));
    watcher.observe(1, 30, report(1, 100, 1500, 150));
    watcher.observe(1, 60, report(1, 900, 1500, 180));
    expect(watcher.counts).toMatchObject({ adsbUp: 1, realUp: 1 });
    watcher.observe(2, 0, report(1, 800, -700, 140));
    watcher.observe(2, 40, report(2, Number.NaN, Number.NaN, 120));
    expect(watcher.counts).toMatchObject({ adsbDown: 1, realDown: 0 });
    watcher.observe(2, 70, report(2, Number.NaN, Number.NaN, 30));
    expect(watcher.counts).toMatchObject({ adsbDown: 1, realDown: 1 });
  });

  it('does not confirm a flickering flag', () => {
    const watcher = new MovementWatcher();
    watcher.observe(3, 0, report(1, 35000, 0, 450));
    watcher.observe(3, 1, report(2, 35000, 0, 450));
    watcher.observe(3, 2, report(1, 35000, 0, 450));
    expect(watcher.counts).toMatchObject({ adsbUp: 1, adsbDown: 1, realUp: 0, realDown: 0 });
  });

  it('recovers take-offs and landings without ground flags', () => {
    const watcher = new MovementWatcher();
    watcher.observe(4, 0, report(1, 600, 2000, 160));
    expect(watcher.counts.runwayUpRecover).toBe(1);
    watcher.observe(5, 0, report(1, 3000, -800, 180));
    watcher.observe(5, 60, report(1, 900, -700, 150));
    watcher.sweep((icao) => icao !== 5);
    expect(watcher.counts.runwayDownRecover).toBe(1);
  });
});

describe.runIf(hasReferenceData)('device statistics of a real feeder', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('registers the UUID feeder, persists its day and survives a restart', async () => {
    const uuid = '0123456789abcdef0123456789abcdef';
    const push = readReference('readsb-push-beast-reduce-plus-with-uuid.bin');
    const capture = readReference('capture-ulss7.beast');
    const feed = new Uint8Array(push.length + capture.length);
    feed.set(push);
    feed.set(capture, push.length);

    const first = await startFeedHarness({ database });
    await sendFeed(first.ingest.ports.beast, feed, 3);
    const beast = first.ingest.servers[0]!;
    await waitUntil(() => beast.stats.accepted === 1 && beast.stats.open === 0);
    const live = first.registry.devices.get(uuid);
    expect(live).toBeDefined();
    const messagesFirst = live!.messagesTotal;
    expect(messagesFirst).toBeGreaterThan(8000);
    expect(live!.positionsTotal).toBeGreaterThan(100);
    await first.close();

    const [stored] = await database.db.select().from(devices).where(eq(devices.feederKey, uuid));
    expect(stored?.messagesTotal).toBe(messagesFirst);
    const days = await readDailyStats(database.db, stored!.devId);
    expect(days).toHaveLength(1);
    expect(days[0]!.messageCount).toBe(messagesFirst);
    expect(days[0]!.anumCount).toBeGreaterThanOrEqual(11);

    // Restart: a new registry on the same database continues the counts.
    const second = await startFeedHarness({ database });
    await sendFeed(second.ingest.ports.beast, feed, 4);
    const beast2 = second.ingest.servers[0]!;
    await waitUntil(() => beast2.stats.accepted === 1 && beast2.stats.open === 0);
    await second.close();
    const [after] = await database.db.select().from(devices).where(eq(devices.feederKey, uuid));
    expect(after?.messagesTotal).toBe(messagesFirst * 2);
    const daysAfter = await readDailyStats(database.db, stored!.devId);
    expect(daysAfter[0]!.messageCount).toBe(messagesFirst * 2);
    // The same aircraft on the same day are not counted twice.
    expect(daysAfter[0]!.anumCount).toBe(days[0]!.anumCount);
  });

  it('marks a silent device offline with the time it went offline', () => {
    let now = 1_000_000;
    const registry = new DeviceRegistry(database.db, { now: () => now });
    const device = registry.attach('feedfacefeedface', 'beast', '127.0.0.1')!;
    device.countMessage(now);
    now += 599;
    registry.checkOffline();
    expect(Number.isNaN(device.offlineSince)).toBe(true);
    now += 2;
    registry.checkOffline();
    expect(device.offlineSince).toBe(1_000_600);
  });
});

describe.skipIf(hasReferenceData)('device statistics of a real feeder', () => {
  referenceDataMissing();
});

describe.runIf(hasReferenceData)('community device list', () => {
  it('lists feeders with live figures and rounded positions', async () => {
    const database = await createTestDatabase();
    const harness = await startFeedHarness({ database });
    try {
      const push = readReference('readsb-push-beast-reduce-plus-with-uuid.bin');
      await sendFeed(harness.ingest.ports.beast, push, 5);
      const beast = harness.ingest.servers[0]!;
      await waitUntil(() => beast.stats.accepted === 1 && beast.stats.open === 0);
      await harness.registry.flush();
      // Only claimed devices are listed (issue 13: unclaimed ids are anyone's invention).
      await database.db
        .update(devices)
        .set({ lat: 59.80123, lon: 30.30456, alias: 'Pulkovo roof', ownerUserId: 7 });
      const list = await listDevices(database.db, harness.registry, undefined, Date.now() / 1000);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        alias: 'Pulkovo roof',
        lat: 59.8,
        lon: 30.3,
        online: true,
        mine: false,
      });
      expect(list[0]!.messagesToday).toBeGreaterThan(1000);
      expect(list[0]!.aircraftToday).toBeGreaterThanOrEqual(5);
    } finally {
      await harness.close();
      await database.close();
    }
  });
});
