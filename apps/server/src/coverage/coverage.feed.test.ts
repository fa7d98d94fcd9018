// Coverage accumulated from a real Beast feed: every position the receiver counted falls in a
// stored cell, the cells' counts add up to the positions, and the outline holds the farthest.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { distanceMetres } from '@skytrace/contracts';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { DeviceLive, statsDay } from '../devices/device.live';
import { hasReferenceData, readReference, referenceDataMissing } from '../testing/reference-data';
import { sendFeed, startFeedHarness, waitUntil } from '../ingest/ingest.testing';
import { CELL_DEGREES, SECTOR_DEGREES, bandOfFeet, localBearingDegrees } from './coverage.grid';
import { readCoverageDay, readCoveragePoints, readOutline } from './coverage.repo';

describe.runIf(hasReferenceData)('coverage of a real feeder', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('stores a cell for every position fed, with counts that agree, and the outline', async () => {
    const fed: { lat: number; lon: number; altitude: number }[] = [];
    const uuid = '0123456789abcdef0123456789abcdef';
    const push = readReference('readsb-push-beast-reduce-plus-with-uuid.bin');
    const capture = readReference('capture-ulss7.beast');
    const feed = new Uint8Array(push.length + capture.length);
    feed.set(push);
    feed.set(capture, push.length);
    const harness = await startFeedHarness({ database });
    // A public (operator-owned) device: only those keep coverage.
    await harness.registry.registerOperatorDevices([uuid]);
    // Called with the device as `this` below, as the prototype's own method. A feed session
    // hands each accepted position over in one object (countHeardPosition, its hot path).
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const record = DeviceLive.prototype.countHeardPosition;
    const watch = vi
      .spyOn(DeviceLive.prototype, 'countHeardPosition')
      .mockImplementation(function (this: DeviceLive, ...args) {
        const [heard] = args;
        fed.push({ lat: heard.lat, lon: heard.lon, altitude: heard.altitude });
        record.apply(this, args);
      });
    try {
      await sendFeed(harness.ingest.ports.beast, feed, 3);
      const beast = harness.ingest.servers[0]!;
      await waitUntil(() => beast.stats.accepted === 1 && beast.stats.open === 0);
    } finally {
      watch.mockRestore();
    }
    const live = harness.registry.devices.get(uuid)!;
    const here = live.position()!;
    const day = statsDay(live.lastSeen);
    await harness.close();
    expect(fed.length).toBe(live.positionsTotal);
    expect(fed.length).toBeGreaterThan(100);

    const devId = live.devId!;
    const points = await readCoveragePoints(database.db, devId, day, 0);
    const total = points.reduce((sum, point) => sum + point.positions, 0);
    expect(total).toBe(fed.length);
    const half = CELL_DEGREES / 2 + 1e-9;
    for (const position of fed) {
      const cell = points.find(
        (p) => Math.abs(p.lat - position.lat) <= half && Math.abs(p.lon - position.lon) <= half,
      );
      expect(cell, `${position.lat},${position.lon}`).toBeDefined();
    }
    // Per cell, the count is the number of fed positions inside it.
    for (const point of points) {
      const inside = fed.filter(
        (p) => Math.abs(p.lat - point.lat) <= half && Math.abs(p.lon - point.lon) <= half,
      ).length;
      expect(inside).toBe(point.positions);
    }
    // From a height band up: only positions at or above it.
    const high = await readCoveragePoints(database.db, devId, day, 3);
    const highFed = fed.filter((p) => bandOfFeet(p.altitude) === 3).length;
    expect(high.reduce((sum, p) => sum + p.positions, 0)).toBe(highFed);

    // The outline's farthest sector is at most the farthest position from the final estimate
    // (the estimate moved while positions arrived), and a positive range exists.
    const outline = await readOutline(database.db, devId, day, 0);
    expect(Math.max(...outline)).toBeGreaterThan(0);
    expect(outline).toHaveLength(360 / SECTOR_DEGREES);
    const stats = await readCoverageDay(database.db, devId, day);
    expect(stats?.positions).toBe(fed.length);
    // One receiver: every second it supplied an aircraft's position was unique.
    expect(stats?.uniquePositions).toBeGreaterThan(0);
    expect(here.lat).toBeGreaterThan(-90);
  });
});

describe.skipIf(hasReferenceData)('coverage of a real feeder', () => {
  referenceDataMissing();
});

describe('outline geometry', () => {
  it('keeps the farthest position per sector and band', () => {
    const device = new DeviceLive('feedfacefeedface0000');
    device.registered = true;
    device.ownerLat = 40;
    device.ownerLon = 116;
    const time = 1_800_000_000;
    device.countMessage(time);
    // North at 100 km (high), east at 50 and 80 km (low).
    device.countPosition(40 + 100 / 111.2, 116, 30_000, 1, time);
    device.countPosition(40, 116 + 50 / (111.2 * Math.cos((40 * Math.PI) / 180)), 1000, 2, time);
    device.countPosition(40, 116 + 80 / (111.2 * Math.cos((40 * Math.PI) / 180)), 1000, 2, time + 1);
    const [flush] = device.coverage.take();
    const outline = new Map<number, number>();
    for (let i = 0; i < flush!.outline.length; i += 2) outline.set(flush!.outline[i]!, flush!.outline[i + 1]!);
    expect(outline.get(3 * 36 + 0)).toBeCloseTo(100, 0);
    // Due east on the local projection: 90°, the first degree of sector 9.
    const east = Math.floor(localBearingDegrees(40, 116, 40, 117) / 10);
    expect(east).toBe(9);
    expect(outline.get(0 * 36 + east)).toBeCloseTo(80, 0);
    expect(distanceMetres(40, 116, 41, 116)).toBeGreaterThan(0);
  });
});
