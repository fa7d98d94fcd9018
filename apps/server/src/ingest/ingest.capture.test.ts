// The real capture of ../shared/data/adsb through real sockets, compared with readsb's decode.
import { distanceMetres } from '@skytrace/contracts';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentAircraftJson } from '../live/aircraft-json.presenter';
import { hasReferenceData, readReference, referenceDataMissing } from '../testing/reference-data';
import { sendFeed, startFeedHarness, waitUntil, type FeedHarness } from './ingest.testing';

interface ReadsbAircraft {
  hex: string;
  flight?: string;
  alt_baro?: number | 'ground';
  lat?: number;
  lon?: number;
}

function expectSameAircraft(harness: FeedHarness): void {
  const reference = JSON.parse(readReference('capture-ulss7.readsb.aircraft.json').toString()) as {
    aircraft: ReadsbAircraft[];
  };
  const now = Date.now() / 1000;
  const ours = new Map(
    [...harness.liveTable.aircraft.values()].map((entry) => {
      const json = presentAircraftJson(entry, now);
      return [json.hex, json] as const;
    }),
  );
  expect(reference.aircraft).toHaveLength(11);
  for (const theirs of reference.aircraft) {
    const mine = ours.get(theirs.hex);
    expect(mine, theirs.hex).toBeDefined();
    if (!mine) continue;
    if (theirs.flight) expect(mine.flight?.trim(), theirs.hex).toBe(theirs.flight.trim());
    if (theirs.alt_baro !== undefined) expect(mine.alt_baro, theirs.hex).toBe(theirs.alt_baro);
    if (theirs.lat !== undefined && theirs.lon !== undefined) {
      expect(mine.lat, theirs.hex).toBeDefined();
      const metres = distanceMetres(theirs.lat, theirs.lon, mine.lat ?? 0, mine.lon ?? 0);
      expect(metres, `${theirs.hex} position`).toBeLessThan(50);
    }
  }
}

describe.runIf(hasReferenceData)('capture-ulss7 through the feeder inputs', () => {
  let harness: FeedHarness;
  beforeAll(async () => {
    harness = await startFeedHarness();
  });
  afterAll(async () => {
    await harness.close();
    await harness.database.close();
  });

  it('over Beast TCP yields readsb’s 11 aircraft, callsigns, altitudes and positions', async () => {
    const beast = harness.ingest.servers[0]!;
    await sendFeed(harness.ingest.ports.beast, readReference('capture-ulss7.beast'), 7);
    await waitUntil(() => beast.stats.accepted === 1 && beast.stats.open === 0);
    expectSameAircraft(harness);
    expect(beast.stats.dropped.garbage).toBe(0);
  });

  it('as compressed SBS bodies over HTTP, cut at arbitrary offsets, yields the same aircraft', async () => {
    const sbs = readReference('capture-ulss7.readsb.sbs');
    const fresh = await startFeedHarness();
    try {
      let offset = 0;
      let seed = 12345;
      while (offset < sbs.length) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        const size = 200 + (seed % 6000);
        const piece = sbs.subarray(offset, offset + size);
        offset += size;
        const code = zlib.deflateSync(piece).toString('base64');
        await fresh.variflight.receive('0123456789abcdef', code, '127.0.0.1');
      }
      expect(fresh.liveTable.aircraft.size).toBeGreaterThanOrEqual(11);
      expectSameAircraft(fresh);
    } finally {
      await fresh.close();
      await fresh.database.close();
    }
  });
});

describe.skipIf(hasReferenceData)('capture-ulss7 through the feeder inputs', () => {
  referenceDataMissing();
});
