// Aircraft caps over real SBS connections: a flood of invented aircraft fills the table only up
// to its cap, each feeder only up to its own, and a registered feeder still gets its aircraft in.
import { afterEach, describe, expect, it } from 'vitest';
import { sendFeed, startFeedHarness, waitUntil, type FeedHarness } from './ingest.testing';
import { sbsLine } from './feed.testing';

let harness: FeedHarness | undefined;
afterEach(async () => {
  await harness?.close();
  await harness?.database.close();
  harness = undefined;
});

/** SBS text inventing `count` aircraft from `first` on (altitude only: no range to judge). */
function invented(first: number, count: number): Buffer {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) lines.push(sbsLine({ icao: first + i, altitude: 30_000 }));
  return Buffer.from(`${lines.join('\n')}\n`);
}

describe('aircraft caps', () => {
  it('4 SBS connections inventing 80,000 aircraft end with the table at its cap', async () => {
    harness = await startFeedHarness({ feeds: { maxAircraft: 2000 } });
    const { liveTable, ingest } = harness;
    const sbs = ingest.byFormat.sbs;
    // Each connection is one session; each keeps reporting while the others flood.
    const sessions = [0, 1, 2, 3].map((c) => invented(0x100000 + c * 20_000, 20_000));
    await Promise.all(sessions.map((data, c) => sendFeed(ingest.ports.sbs, data, c + 1)));
    await waitUntil(() => sbs.stats.open === 0 && sbs.totals().frames === 80_000);
    expect(liveTable.aircraft.size).toBe(2000);
    expect(liveTable.shed.unregistered).toBe(78_000);
    expect(sbs.totals().accepted).toBe(80_000);
  });

  it('admits a registered feeder’s new aircraft after an unregistered flood filled the table', async () => {
    harness = await startFeedHarness({ feeds: { maxAircraft: 500 } });
    const { liveTable, ingest, registry } = harness;
    const sbs = ingest.byFormat.sbs;
    await sendFeed(ingest.ports.sbs, invented(0x200000, 3000));
    await waitUntil(() => sbs.stats.open === 0 && sbs.totals().frames === 3000);
    expect(liveTable.aircraft.size).toBe(500);
    // The devices role marks a device registered once its row has an owner.
    registry.attach('aabbccddeeff0011', 'sbs', '127.0.0.1')!.registered = true;
    const own = Buffer.concat([Buffer.from('UUID aabbccddeeff0011\n'), invented(0x300000, 50)]);
    await sendFeed(ingest.ports.sbs, own);
    await waitUntil(() => sbs.stats.open === 0 && sbs.totals().frames === 3050);
    for (let i = 0; i < 50; i++) expect(liveTable.aircraft.has(0x300000 + i)).toBe(true);
    expect(liveTable.aircraft.size).toBe(550);
    expect(liveTable.shed.registered).toBe(0);
  });

  it('caps the aircraft one feeder session may track', async () => {
    harness = await startFeedHarness({ feeds: { maxAircraftPerFeeder: 1000 } });
    const { liveTable, ingest } = harness;
    const sbs = ingest.byFormat.sbs;
    await sendFeed(ingest.ports.sbs, invented(0x400000, 3000));
    await waitUntil(() => sbs.stats.open === 0 && sbs.totals().frames === 3000);
    expect(liveTable.aircraft.size).toBe(1000);
    expect(sbs.totals().rejected).toBe(2000);
  });
});
