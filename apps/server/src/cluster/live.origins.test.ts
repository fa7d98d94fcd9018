import { describe, expect, it } from 'vitest';
import { LiveAircraft } from '../live/live.aircraft';
import { LiveTable } from '../live/live.table';
import { mergeOrigins, OriginMerge } from './live.origins';

const ICAO = 0x780a01;

function state(
  values: Partial<Omit<LiveAircraft, 'devices' | 'icao'>>,
  devices: Record<string, number> = {},
): LiveAircraft {
  const entry = Object.assign(new LiveAircraft(ICAO), values);
  for (const [device, heard] of Object.entries(devices)) entry.devices.set(device, heard);
  return entry;
}

describe('merging one aircraft heard by several ingest processes', () => {
  it('takes each field group from the origin that heard it last, and sums the counts', () => {
    const a = state(
      {
        callsign: 'CCA101',
        lat: 40,
        lon: 116,
        positionTime: 1_000,
        altitude: 30_000,
        altitudeTime: 1_004,
        groundSpeed: 450,
        velocityTime: 999,
        firstSeen: 900,
        lastSeen: 1_004,
        messages: 10,
      },
      { north: 1_004 },
    );
    const b = state(
      {
        callsign: '',
        lat: 40.1,
        lon: 116.1,
        positionTime: 1_002,
        altitude: 29_900,
        altitudeTime: 1_001,
        groundSpeed: 452,
        velocityTime: 1_002,
        firstSeen: 950,
        lastSeen: 1_002,
        messages: 5,
      },
      { south: 1_002, north: 990 },
    );
    const merged = mergeOrigins([a, b]);
    expect([merged.lat, merged.lon, merged.positionTime]).toEqual([40.1, 116.1, 1_002]);
    expect([merged.altitude, merged.altitudeTime]).toEqual([30_000, 1_004]);
    expect([merged.groundSpeed, merged.velocityTime]).toEqual([452, 1_002]);
    expect(merged.callsign).toBe('CCA101');
    expect([merged.firstSeen, merged.lastSeen, merged.messages]).toEqual([900, 1_004, 15]);
    expect(Object.fromEntries(merged.devices)).toEqual({ north: 1_004, south: 1_002 });
    // The origins' states are left as they were.
    expect(a.devices.size).toBe(1);
    expect(b.lat).toBe(40.1);
  });

  it('prefers any known time to an unknown one', () => {
    const positioned = state({ lat: 1, lon: 2, positionTime: 5, lastSeen: 5 });
    const unpositioned = state({ lastSeen: 9 });
    const merged = mergeOrigins([unpositioned, positioned]);
    expect([merged.lat, merged.positionTime, merged.lastSeen]).toEqual([1, 5, 9]);
  });
});

describe('the merged picture of several origins in a live table', () => {
  it('shows an aircraft once, falls back to the other origin on a removal, and drops it last', () => {
    const table = new LiveTable();
    const merge = new OriginMerge(table);
    merge.adopt('a', state({ lat: 40, lon: 116, positionTime: 100, lastSeen: 100 }));
    merge.adopt('b', state({ lat: 41, lon: 117, positionTime: 101, lastSeen: 101 }));
    expect(table.aircraft.size).toBe(1);
    expect(table.aircraft.get(ICAO)?.lat).toBe(41);
    expect(merge.originCount).toBe(2);

    const sequence = table.sequence;
    expect(merge.remove('b', ICAO)).toBe(true);
    expect(table.aircraft.get(ICAO)?.lat).toBe(40);
    expect(table.sequence).toBeGreaterThan(sequence);
    expect(merge.remove('b', ICAO)).toBe(false);
    expect(merge.remove('a', ICAO)).toBe(true);
    expect(table.aircraft.has(ICAO)).toBe(false);
    expect(merge.originCount).toBe(0);
  });

  it('expires a silent origin by the stale rule while another still hears the aircraft', () => {
    const table = new LiveTable();
    const merge = new OriginMerge(table, 600);
    merge.adopt('crashed', state({ lat: 40, lon: 116, positionTime: 1_000, lastSeen: 1_000 }));
    merge.adopt('alive', state({ lat: 39, lon: 115, positionTime: 990, lastSeen: 1_500 }));
    // The crashed origin's newer position wins until its state goes stale…
    expect(table.aircraft.get(ICAO)?.lat).toBe(40);
    expect(merge.expire(1_500)).toBe(0);
    // …then the living origin's stands alone, and the crashed origin is forgotten.
    expect(merge.expire(1_601)).toBe(0);
    expect(table.aircraft.get(ICAO)?.lat).toBe(39);
    expect(merge.originCount).toBe(1);
    expect(merge.expire(2_101)).toBe(1);
    expect(table.aircraft.size).toBe(0);
  });

  it('forgets every origin at once (a holder that lost the recorder lease)', () => {
    const table = new LiveTable();
    const merge = new OriginMerge(table);
    merge.adopt('a', state({ lat: 40, lon: 116, positionTime: 100, lastSeen: 100 }));
    merge.adopt('b', Object.assign(new LiveAircraft(ICAO + 1), { lastSeen: 100 }));
    expect(table.aircraft.size).toBe(2);
    const sequence = table.sequence;
    merge.clear();
    expect([table.aircraft.size, merge.originCount]).toEqual([0, 0]);
    expect(table.sequence).toBeGreaterThan(sequence);
    // Adopted again from scratch, as after a takeover.
    merge.adopt('b', state({ lat: 41, lon: 117, positionTime: 101, lastSeen: 101 }));
    expect(table.aircraft.get(ICAO)?.lat).toBe(41);
  });
});
