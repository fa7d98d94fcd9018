import protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import { LOCATION_FLAGS } from '@skytrace/contracts';
import flightProto from '../../../../packages/contracts/proto/flight.proto?raw';
import locationProto from '../../../../packages/contracts/proto/location.proto?raw';
import { searchAircraft, findByFlight } from './aircraft.search';
import { AircraftStore, isEmergency } from './aircraft.store';
import { decodeIdentityBatch, decodeLocationBatch, LocationBatchDecoder } from './location.decoder';

// Batches are encoded with protobufjs from the same .proto files the server uses, then decoded by
// the web decoder into the store, so a schema drift fails here.

const root = new protobuf.Root();
protobuf.parse(locationProto, root);
protobuf.parse(flightProto, root);
const locationType = root.lookupType('skytrace.live.LocationBatch');
const identityType = root.lookupType('skytrace.live.IdentityBatch');
const decoder = { decodeLocation: decodeLocationBatch, decodeIdentities: decodeIdentityBatch };

function encodeLocation(fields: Record<string, unknown>): Uint8Array {
  return locationType.encode(locationType.fromObject(fields)).finish();
}

const full = encodeLocation({
  time: 1_700_000_000,
  full: true,
  originLat: 300_000, // 30.0000°
  originLon: 1_000_000, // 100.0000°
  icaoDelta: [0x780a5c, 1],
  lat: [33_940, 12],
  lon: [44_520, 7],
  alt: [1400, -2],
  spd: [450, 0],
  ang: [90, 0],
  vspd: [-10, 0],
  age: [2, 0],
  flags: [0, LOCATION_FLAGS.onGround | LOCATION_FLAGS.velocityUnknown],
});

describe('location batches into the aircraft store', () => {
  it('decodes a full batch: icao deltas, offsets, units and flags', () => {
    const store = new AircraftStore();
    store.applyLocation(decoder.decodeLocation(full), 1_000_000);
    expect(store.size).toBe(2);
    const first = store.get(0x780a5c);
    expect(first).toMatchObject({
      hex: '780A5C',
      altitudeFt: 35_000,
      speedKt: 450,
      track: 90,
      verticalRateFpm: -640,
      onGround: false,
      positionTimeMs: 998_000,
    });
    expect(first?.lat).toBeCloseTo(33.394, 6);
    expect(first?.lon).toBeCloseTo(104.452, 6);
    const second = store.get(0x780a5d);
    expect(second).toMatchObject({ altitudeFt: -50, speedKt: null, track: null, onGround: true });
    expect(second?.lat).toBeCloseTo(30.0012, 6);
  });

  it('applies increments and removals, and a new full batch replaces the picture', () => {
    const store = new AircraftStore();
    store.applyLocation(decoder.decodeLocation(full), 1_000_000);
    const increment = encodeLocation({
      time: 1_700_000_001,
      full: false,
      originLat: 300_000,
      originLon: 1_000_000,
      icaoDelta: [0x780a5c],
      lat: [34_000],
      lon: [44_600],
      alt: [1404],
      spd: [451],
      ang: [91],
      vspd: [0],
      age: [0],
      flags: [LOCATION_FLAGS.emergency],
      removed: [0x780a5d],
    });
    const version = store.version;
    store.applyLocation(decoder.decodeLocation(increment), 1_001_000);
    expect(store.version).toBe(version + 1);
    expect(store.size).toBe(1);
    const aircraft = store.get(0x780a5c);
    expect(aircraft?.lat).toBeCloseTo(33.4, 6);
    expect(aircraft?.altitudeFt).toBe(35_100);
    expect(aircraft && isEmergency(aircraft)).toBe(true);

    const empty = encodeLocation({ time: 1_700_000_002, full: true, originLat: 0, originLon: 0 });
    store.applyLocation(decoder.decodeLocation(empty), 1_002_000);
    expect(store.size).toBe(0);
  });

  it('attaches identities that arrive before or after positions, and searches them', () => {
    const store = new AircraftStore();
    const identities = identityType
      .encode(
        identityType.fromObject({
          flights: [
            {
              icao: 0x780a5c,
              callsign: 'CES5101',
              fnum: 'MU5101',
              anum: 'B-1234',
              squawk: '7700',
              fattr: 'M',
              fservice: 'J',
            },
          ],
        }),
      )
      .finish();
    store.applyIdentities(decoder.decodeIdentities(identities));
    store.applyLocation(decoder.decodeLocation(full), 1_000_000);
    const aircraft = store.get(0x780a5c);
    expect(aircraft?.identity).toMatchObject({
      callsign: 'CES5101',
      fnum: 'MU5101',
      fattr: 'M',
      fservice: 'J',
      category: '',
    });
    expect(aircraft && isEmergency(aircraft)).toBe(true);

    expect(searchAircraft(store, 'mu 5101').map((hit) => hit.field)).toEqual(['fnum']);
    expect(searchAircraft(store, 'ces51')[0]?.field).toBe('callsign');
    expect(searchAircraft(store, 'b1234')[0]?.field).toBe('anum');
    expect(searchAircraft(store, '780a5d')[0]?.aircraft.icao).toBe(0x780a5d);
    expect(searchAircraft(store, 'x')).toEqual([]);
    expect(findByFlight(store, 'CES5101')?.icao).toBe(0x780a5c);
    expect(findByFlight(store, 'mu5101')?.icao).toBe(0x780a5c);
    expect(findByFlight(store, 'CCA981')).toBeUndefined();
  });
});

describe('the batch reader', () => {
  it('skips unknown fields and reads unpacked repeated values', () => {
    // Field 15 (varint 7), field 16 (bytes "ab"), then icao_delta unpacked twice: 5, 3.
    const bytes = new Uint8Array([0x78, 7, 0x82, 0x01, 2, 97, 98, 0x28, 5, 0x28, 3, 0x10, 1]);
    const batch = decodeLocationBatch(bytes);
    expect(batch.icaoDelta).toEqual([5, 3]);
    expect(batch.full).toBe(true);
  });

  it('rejects a truncated batch', () => {
    expect(() => decodeLocationBatch(new Uint8Array([0x2a, 10, 1]))).toThrow(RangeError);
  });

  it('decodes into reused typed columns the same values as the plain decoder', () => {
    const decoder = new LocationBatchDecoder();
    const wide = encodeLocation({
      time: 1_700_000_003,
      full: false,
      originLat: -300_000,
      originLon: 1_000_000,
      icaoDelta: Array.from({ length: 3000 }, (_, i) => (i === 0 ? 0xffffff - 3000 : 1)),
      lat: Array.from({ length: 3000 }, (_, i) => i * 997),
      lon: Array.from({ length: 3000 }, (_, i) => 2 ** 31 + i),
      alt: Array.from({ length: 3000 }, (_, i) => (i % 2 === 0 ? -i - 1 : i * 40)),
      spd: Array.from({ length: 3000 }, (_, i) => i % 700),
      ang: Array.from({ length: 3000 }, (_, i) => i % 360),
      vspd: Array.from({ length: 3000 }, (_, i) => -1000 + i),
      age: Array.from({ length: 3000 }, (_, i) => i % 60),
      flags: Array.from({ length: 3000 }, (_, i) => i % 16),
      removed: [0x780a5d, 0xabcdef],
    });
    const plain = decodeLocationBatch(wide);
    expect(plain.lon[1]).toBe(2 ** 31 + 1);
    expect(plain.alt.slice(0, 4)).toEqual([-1, 40, -3, 120]);
    decoder.decode(full);
    const typed = decoder.decode(wide);
    for (const column of ['icaoDelta', 'lat', 'lon', 'alt', 'vspd', 'flags', 'removed'] as const) {
      expect([...typed[column]], column).toEqual(plain[column]);
    }
    expect(typed).toMatchObject({ time: 1_700_000_003, full: false, originLat: -300_000 });
    // The next batch reuses the columns: the previous rows are gone.
    expect([...decoder.decode(full).icaoDelta]).toEqual([0x780a5c, 1]);
  });
});
