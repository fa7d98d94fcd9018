// Which reference a feeder's CPR positions are decoded against. A single CPR frame is only
// locally unambiguous: it names a place in every 6° (even) or ~6.1° (odd) band of latitude, and
// only a trusted reference within half a band picks the right one. The estimate of a receiver's
// position (the centroid of what it reported) is no such reference: a feeder hearing aircraft
// far apart, or one far from most of its traffic, would place the next new aircraft a whole band
// off (the browser tests' light aircraft over Ürümqi first showed 6° south of itself).
import {
  beastTimestampFromMs,
  encodeAirbornePosition,
  encodeIdentification,
  writeBeastFrame,
  writeBeastUuidFrame,
  BEAST_UUID_FRAME_BYTES,
} from '@skytrace/adsb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './feed.testing';
import { sendFeed, startFeedHarness, waitUntil, type FeedHarness } from './ingest.testing';

const URUMQI = { lat: 43.9, lon: 87.5 };
/** A centroid 6° south of the aircraft: within the 180 NM a local decode allows of it. */
const CENTROID = { lat: 38.4, lon: 87.6 };

let harness: FeedHarness;
beforeAll(async () => {
  harness = await startFeedHarness();
});
afterAll(async () => {
  await harness.close();
  await harness.database.close();
});

/** The Beast bytes of a feeder `uuid` sending, at `ms`, the given frames of one aircraft. */
function beastFeed(
  uuid: string,
  icao: number,
  parts: readonly ('even' | 'odd' | 'identification')[],
  ms = 1000,
): Uint8Array {
  const out = new Uint8Array(BEAST_UUID_FRAME_BYTES + parts.length * 48);
  let offset = writeBeastUuidFrame(out, 0, uuid);
  const frame = new Uint8Array(14);
  for (const part of parts) {
    const length =
      part === 'identification'
        ? encodeIdentification(frame, { icao, callsign: 'B1234', category: 1 })
        : encodeAirbornePosition(frame, { icao, ...URUMQI, altitudeFt: 6000, odd: part === 'odd' });
    offset = writeBeastFrame(out, offset, frame, length, beastTimestampFromMs(ms), 180);
  }
  return out.slice(0, offset);
}

/** Feeds `data` and waits until the aircraft's identification (sent last) reached the table. */
async function feedAndSettle(data: Uint8Array, icao: number): Promise<void> {
  await sendFeed(harness.ingest.ports.beast, data);
  await waitUntil(() => harness.liveTable.aircraft.get(icao)?.callsign === 'B1234');
}

/** A feeder whose position is only estimated, from 50 positions heard around `CENTROID`. */
function estimatedReceiver(uuid: string): void {
  const device = harness.registry.attach(uuid.replaceAll('-', ''), 'beast', 'test')!;
  for (let i = 0; i < 50; i++) device.countPosition(CENTROID.lat, CENTROID.lon);
  expect(device.position()?.lat).toBeCloseTo(CENTROID.lat, 6);
}

describe('CPR references of a feeder', () => {
  it('decodes an even/odd pair without any reference (the feeder encoding is sound)', async () => {
    const icao = 0x7c3201;
    await feedAndSettle(
      beastFeed('c0ffee00-0000-4000-8000-000000000001', icao, ['even', 'odd', 'identification']),
      icao,
    );
    const aircraft = harness.liveTable.aircraft.get(icao);
    expect(aircraft?.lat).toBeCloseTo(URUMQI.lat, 3);
    expect(aircraft?.lon).toBeCloseTo(URUMQI.lon, 3);
  });

  it('does not decode a lone frame against an estimated receiver position', async () => {
    const uuid = 'c0ffee00-0000-4000-8000-000000000002';
    estimatedReceiver(uuid);
    const icao = 0x7c3202;
    // One connection: the even frame first, then, half a second later, its odd partner.
    const socket = await connect(harness.ingest.ports.beast);
    socket.write(beastFeed(uuid, icao, ['even', 'identification']));
    await waitUntil(() => harness.liveTable.aircraft.get(icao)?.callsign === 'B1234');
    // Against the centroid the even frame would read 37.9°N: no position until its pair.
    expect(harness.liveTable.aircraft.get(icao)?.lat ?? Number.NaN).toBeNaN();
    socket.write(beastFeed(uuid, icao, ['odd'], 1500));
    await waitUntil(() => !Number.isNaN(harness.liveTable.aircraft.get(icao)?.lat ?? Number.NaN));
    expect(harness.liveTable.aircraft.get(icao)?.lat).toBeCloseTo(URUMQI.lat, 3);
    socket.destroy();
  });

  it('decodes a lone frame against the position its owner gave', async () => {
    const uuid = 'c0ffee00-0000-4000-8000-000000000004';
    const device = harness.registry.attach(uuid.replaceAll('-', ''), 'beast', 'test')!;
    device.ownerLat = 42.5;
    device.ownerLon = 87.6;
    const icao = 0x7c3204;
    await feedAndSettle(beastFeed(uuid, icao, ['even', 'identification']), icao);
    expect(harness.liveTable.aircraft.get(icao)?.lat).toBeCloseTo(URUMQI.lat, 3);
  });

  it('follows the owner clearing and setting the position during a connection', async () => {
    const uuid = 'c0ffee00-0000-4000-8000-000000000005';
    const device = harness.registry.attach(uuid.replaceAll('-', ''), 'beast', 'test')!;
    device.ownerLat = 42.5;
    device.ownerLon = 87.6;
    const socket = await connect(harness.ingest.ports.beast);
    const lone = async (icao: number) => {
      socket.write(beastFeed(uuid, icao, ['even', 'identification']));
      await waitUntil(() => harness.liveTable.aircraft.get(icao)?.callsign === 'B1234');
      return harness.liveTable.aircraft.get(icao)?.lat ?? Number.NaN;
    };
    expect(await lone(0x7c3205)).toBeCloseTo(URUMQI.lat, 3);
    device.ownerLat = device.ownerLon = Number.NaN;
    expect(await lone(0x7c3206)).toBeNaN();
    device.ownerLat = 42.5;
    device.ownerLon = 87.6;
    expect(await lone(0x7c3207)).toBeCloseTo(URUMQI.lat, 3);
    socket.destroy();
  });
});
