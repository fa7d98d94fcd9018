// Issue 13 #1 and #3: the device flush writes in bounded batches that yield to the event loop,
// spreads a backlog over periodic flushes, stays under PostgreSQL's 65,535 bind parameters for
// a receiver that heard 20,000 aircraft, and logs a failure as one short line.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { BATCH_AIRCRAFT } from './device.flush';
import { DeviceRegistry } from './device.registry';
import { countDevices, readDailyStats } from './devices.repo';
import { deviceDayAircraft, devices } from './devices.schema';

let database: Database;
const now = Date.now() / 1000;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A registry with `n` devices that each heard one message and `aircraft` aircraft. */
function busyRegistry(db: Database['db'], n: number, aircraft = 1, prefix = 'b') {
  const registry = new DeviceRegistry(db, {
    now: () => now,
    maxUnregistered: n,
    flushBudgetMs: 0,
  });
  for (let i = 0; i < n; i++) {
    const key = `${prefix}${i.toString(16).padStart(15, '0')}`;
    const device = registry.attach(key, 'sbs', `192.0.${i >> 8}.${i & 255}`)!;
    device.countMessage(now);
    for (let icao = 0; icao < aircraft; icao++) device.countAircraft(icao + 1, false, '');
  }
  return registry;
}

describe('device flush', () => {
  it('writes a receiver that heard 20,000 aircraft (over 65,535 values in one go)', async () => {
    const registry = busyRegistry(database.db, 1, 20_000, 'big');
    // PGlite answers nothing else while a transaction runs: the aircraft go BATCH_AIRCRAFT a time.
    const transactions = vi.spyOn(database.db, 'transaction');
    await registry.flush();
    expect(transactions.mock.calls.length).toBe(20_000 / BATCH_AIRCRAFT);
    transactions.mockRestore();
    const [stored] = await database.db
      .select()
      .from(devices)
      .where(eq(devices.feederKey, 'big000000000000000'));
    expect(stored).toBeDefined();
    const [rows] = await database.db
      .select({ n: count() })
      .from(deviceDayAircraft)
      .where(eq(deviceDayAircraft.devId, stored!.devId));
    expect(rows?.n).toBe(20_000);
    const [day] = await readDailyStats(database.db, stored!.devId);
    expect(day?.anumCount).toBe(20_000);
    expect(day?.messageCount).toBe(1);
    expect(registry.stats.flushFailures).toBe(0);
  });

  it('yields to the event loop between batches', async () => {
    const registry = busyRegistry(database.db, 400, 3, 'y');
    let turns = 0;
    let spinning = true;
    const spin = () => {
      turns++;
      if (spinning) setImmediate(spin);
    };
    setImmediate(spin);
    await registry.flush();
    spinning = false;
    // 400 devices make 8 batches of 50, each followed by a turn of the event loop.
    expect(turns).toBeGreaterThanOrEqual(8);
    expect(registry.stats.flushFailures).toBe(0);
  });

  it('spreads a backlog over periodic flushes, longest-waiting first, never overlapping', async () => {
    const own = await createTestDatabase();
    const db = own.db;
    const registry = busyRegistry(db, 120, 1, 'p');
    // A budget of 0 ms writes one batch (50 devices) per periodic flush.
    const first = registry.tick();
    expect(registry.tick()).toBe(first);
    expect(registry.stats.flushesSkipped).toBe(1);
    await first;
    expect(await countDevices(db)).toBe(50);
    await registry.tick();
    expect(await countDevices(db)).toBe(100);
    // New data on a written device does not starve the ones never written.
    registry.devices.get('p000000000000000')!.countMessage(now);
    await registry.tick();
    expect(await countDevices(db)).toBe(120);
    await registry.close();
    await own.close();
  });

  it('logs a failed flush as one short line without SQL or values, once a minute', async () => {
    const broken = await createTestDatabase();
    await broken.db.execute(sql`drop table device_day_aircraft`);
    const lines: { obj: object; msg: string }[] = [];
    const logger = {
      warn: () => undefined,
      error: (obj: object, msg: string) => lines.push({ obj, msg }),
    };
    const registry = new DeviceRegistry(broken.db, { now: () => now, logger });
    const device = registry.attach('secretfeeder00000001', 'sbs', '192.0.2.1')!;
    device.countMessage(now);
    for (let icao = 1; icao <= 5_000; icao++) device.countAircraft(icao, false, '');
    await registry.flush();
    await registry.flush();
    expect(registry.stats.flushFailures).toBe(2);
    expect(lines).toHaveLength(1);
    const text = JSON.stringify(lines[0]);
    expect(text.length).toBeLessThan(400);
    expect(text).not.toMatch(/insert into|secretfeeder|params/i);
    expect(lines[0]).toMatchObject({
      msg: 'device flush failed',
      obj: { error: { code: '42P01' } },
    });
    // Nothing was lost: the counts wait for the next flush.
    expect(device.pendingMessages).toBe(1);
    expect(device.pendingAircraft.size).toBe(5_000);
    await broken.close();
  });
});
