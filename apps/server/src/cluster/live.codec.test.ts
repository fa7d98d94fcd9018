// The live batch between processes: what a table holds comes out the same on the other side
// (NaN included), and a cut or corrupt batch is refused with LiveBatchError, never more.
import { describe, expect, it } from 'vitest';
import { LiveAirGround, type LiveAircraft } from '../live/live.aircraft';
import { emptyLiveUpdate, LiveTable } from '../live/live.table';
import { decodeLiveBatch, LiveBatchEncoder, LiveBatchError } from './live.codec';

function table(): LiveTable {
  const live = new LiveTable();
  live.apply({
    ...emptyLiveUpdate(),
    icao: 0x780a5c,
    deviceId: 'feeder-1',
    time: 1_800_000_000.25,
    callsign: 'CES5101',
    squawk: 0x2231,
    altitude: 35_000,
    lat: 31.19791,
    lon: 121.33632,
    groundSpeed: 451.5,
    track: 87.25,
    airGround: LiveAirGround.Airborne,
    registered: true,
  });
  live.apply({ ...emptyLiveUpdate(), icao: 0x780a5c, deviceId: '天迹-2', time: 1_800_000_001 });
  // Only an identity: every number but the times is unknown.
  live.apply({ ...emptyLiveUpdate(), icao: 0x4b1234, deviceId: 'feeder-1', time: 1_800_000_002 });
  return live;
}

/** Every own field of an aircraft but its table's change sequence. */
function fields(entry: LiveAircraft): Record<string, unknown> {
  return { ...Object.fromEntries(Object.entries(entry)), sequence: 0 };
}

describe('live batch codec', () => {
  it('carries every aircraft’s merged state and the removed addresses', () => {
    const source = table();
    const bytes = new LiveBatchEncoder().encode(1234.5, source.aircraft.values(), [0x111111]);
    const batch = decodeLiveBatch(bytes);
    expect(batch.sentAt).toBe(1234.5);
    expect(batch.removed).toEqual([0x111111]);
    expect(batch.aircraft).toHaveLength(2);
    for (const copy of batch.aircraft) {
      const original = source.aircraft.get(copy.icao);
      expect(fields(copy)).toEqual(original && fields(original));
      expect(copy.devices).toEqual(original?.devices);
    }
    expect(batch.aircraft[1]?.lat).toBeNaN();

    // Adopted into another table: the same picture, each adoption a change.
    const replica = new LiveTable();
    for (const state of batch.aircraft) replica.adopt(state);
    expect(replica.sequence).toBe(2);
    expect(replica.aircraft.get(0x780a5c)?.callsign).toBe('CES5101');
    expect(replica.remove(0x780a5c)).toBe(true);
    expect(replica.remove(0x780a5c)).toBe(false);
    expect(replica.sequence).toBe(3);
  });

  it('refuses cut, corrupt or foreign batches with LiveBatchError', () => {
    const bytes = new LiveBatchEncoder().encode(1, table().aircraft.values(), []);
    for (const length of [0, 1, 8, 20, bytes.length - 1]) {
      expect(() => decodeLiveBatch(bytes.subarray(0, length))).toThrow(LiveBatchError);
    }
    const foreign = Buffer.from(bytes);
    foreign[0] = 9;
    expect(() => decodeLiveBatch(foreign)).toThrow(/version/);
    const hugeRemoved = Buffer.from(bytes);
    hugeRemoved.writeUInt32LE(0xffffffff, 9);
    expect(() => decodeLiveBatch(hugeRemoved)).toThrow(LiveBatchError);
    // Noise after a valid version byte: refused with LiveBatchError or read as some batch, never
    // another error (a RangeError would escape the replica's handling).
    let random = 7;
    let refused = 0;
    for (let round = 0; round < 200; round++) {
      const noise = Buffer.alloc(1 + (round % 300));
      for (let i = 0; i < noise.length; i++) {
        random = (random * 1103515245 + 12345) % 2 ** 31;
        noise[i] = (random >>> 16) & 0xff;
      }
      noise[0] = 1;
      try {
        decodeLiveBatch(noise);
      } catch (error) {
        expect(error).toBeInstanceOf(LiveBatchError);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(190);
  });
});
