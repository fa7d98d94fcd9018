// Plausibility of feeder data: positions out of the receiver's range and impossible speeds are
// rejected, and a feeder failing them persistently is quarantined: counted, logged once,
// its data ignored, whatever id it posts under from the same address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFeed, startFeedHarness, waitUntil, type FeedHarness } from './ingest.testing';
import { compressed, connect, closed, sbsLine } from './feed.testing';

const BEIJING = { lat: 39.9, lon: 116.4 };
const SHANGHAI = { lat: 31.2, lon: 121.5 };

let harness: FeedHarness;
const warnings: string[] = [];
beforeAll(async () => {
  harness = await startFeedHarness();
  harness.variflight.guard.logger = { warn: (_obj, msg) => warnings.push(msg) };
});
afterAll(async () => {
  await harness.close();
  await harness.database.close();
});

/** A feeder whose owner placed its receiver in Beijing. */
function ownedReceiver(uuid: string, registered = false): void {
  const device = harness.registry.attach(uuid, 'sbs', 'test')!;
  device.ownerLat = BEIJING.lat;
  device.ownerLon = BEIJING.lon;
  device.registered = registered;
}

describe('plausibility checks', () => {
  it('rejects positions beyond the receiver’s range, then quarantines the feeder', async () => {
    const { liveTable, variflight } = harness;
    const guard = variflight.guard;
    ownedReceiver('aabbccddeeff0101');
    // Two near, then positions over Shanghai, ~1,070 km away from a Beijing receiver.
    const near = [0, 1].map((i) => sbsLine({ icao: 0x600000 + i, altitude: 9000, ...BEIJING }));
    const far = Array.from({ length: 30 }, (_, i) =>
      sbsLine({ icao: 0x600100 + i, altitude: 9000, ...SHANGHAI }),
    );
    await variflight.receive('aabbccddeeff0101', compressed([...near, ...far]), '10.4.0.1');
    expect(liveTable.aircraft.get(0x600000)?.lat).toBeCloseTo(BEIJING.lat, 5);
    for (let i = 0; i < 30; i++) expect(liveTable.aircraft.get(0x600100 + i)?.lat ?? NaN).toBeNaN();
    expect(guard.stats.implausiblePositions).toBe(20);
    expect(guard.stats.quarantines).toBe(1);
    expect(warnings).toEqual(['feeder quarantined: its data failed the plausibility checks']);

    // Quarantined: good data is ignored too, also under a fresh id from the same address.
    const good = compressed([sbsLine({ icao: 0x600200, altitude: 9000, ...BEIJING })]);
    expect(await variflight.receive('aabbccddeeff0101', good, '10.4.0.1')).toEqual({ lines: 0 });
    expect(await variflight.receive('aabbccddeeff0102', good, '10.4.0.1')).toEqual({ lines: 0 });
    expect(liveTable.aircraft.has(0x600200)).toBe(false);
    expect(guard.stats.ignoredBytes).toBeGreaterThan(0);
    // Another address is not affected; nothing more was logged.
    expect(await variflight.receive('aabbccddeeff0103', good, '10.4.0.2')).toEqual({ lines: 1 });
    expect(liveTable.aircraft.has(0x600200)).toBe(true);
    expect(warnings).toHaveLength(1);
  });

  it('rejects positions implying an impossible speed, and quarantines a feeder that persists', async () => {
    const { liveTable, variflight } = harness;
    const guard = variflight.guard;
    const before = { ...guard.stats };
    ownedReceiver('aabbccddeeff0201');
    const lines: string[] = [];
    for (let i = 0; i < 25; i++) {
      const icao = 0x610000 + i;
      lines.push(sbsLine({ icao, altitude: 9000, ...BEIJING }));
      // 180 km north within the same second.
      lines.push(sbsLine({ icao, altitude: 9000, lat: BEIJING.lat + 1.6, lon: BEIJING.lon }));
    }
    await variflight.receive('aabbccddeeff0201', compressed(lines), '10.5.0.1');
    expect(liveTable.aircraft.get(0x610000)?.lat).toBeCloseTo(BEIJING.lat, 5);
    expect(guard.stats.implausiblePositions - before.implausiblePositions).toBe(20);
    expect(guard.stats.quarantines - before.quarantines).toBe(1);
  });

  it('drops a quarantined TCP feeder, and again when it comes back; others keep flowing', async () => {
    const { liveTable, ingest } = harness;
    const sbs = ingest.byFormat.sbs;
    // Registered: its quarantine follows its id only, not the address it shares.
    ownedReceiver('aabbccddeeff0301', true);
    const far = Array.from({ length: 30 }, (_, i) =>
      sbsLine({ icao: 0x620000 + i, altitude: 9000, ...SHANGHAI }),
    );
    const socket = await connect(ingest.ports.sbs);
    socket.write(`UUID aabbccddeeff0301\n${far.join('\n')}\n`);
    await closed(socket);
    expect(sbs.stats.dropped.quarantined).toBe(1);
    const again = await connect(ingest.ports.sbs);
    again.write(`UUID aabbccddeeff0301\n${sbsLine({ icao: 0x620100, ...BEIJING })}\n`);
    await closed(again);
    expect(sbs.stats.dropped.quarantined).toBe(2);
    expect(liveTable.aircraft.has(0x620100)).toBe(false);
    await sendFeed(ingest.ports.sbs, Buffer.from(`${sbsLine({ icao: 0x620200, altitude: 1 })}\n`));
    await waitUntil(() => liveTable.aircraft.has(0x620200));
  });
});
