import { describe, expect, it } from 'vitest';
import { AIRCRAFT_JSON_SHARED_FROM, AircraftJsonCache } from './aircraft-json.cache';
import { emptyLiveUpdate, LiveTable } from './live.table';

function fill(table: LiveTable, first: number, count: number, time: number): void {
  for (let i = 0; i < count; i++) {
    table.apply({ ...emptyLiveUpdate(), icao: first + i, deviceId: 'a', time, altitude: 30_000 });
  }
}

function hexes(text: string): string[] {
  return (JSON.parse(text) as { aircraft: { hex: string }[] }).aircraft.map((a) => a.hex);
}

describe('aircraft.json', () => {
  it('is exact on every request while the table is small', () => {
    const table = new LiveTable();
    const file = new AircraftJsonCache(table);
    fill(table, 0x100000, 10, 1000);
    expect(hexes(file.read(1000))).toHaveLength(10);
    fill(table, 0x200000, 1, 1000);
    expect(hexes(file.read(1000.1))).toContain('200000');
  });

  it('is built at most once a second for a big table, as readsb writes it', () => {
    const table = new LiveTable();
    const file = new AircraftJsonCache(table);
    fill(table, 0x100000, AIRCRAFT_JSON_SHARED_FROM, 1000);
    const first = file.read(1000);
    fill(table, 0x200000, 1, 1000);
    // Within the second: the same text, without the newcomer.
    expect(file.read(1000.5)).toBe(first);
    expect(hexes(first)).not.toContain('200000');
    // A second later it is rebuilt with it.
    const next = file.read(1001);
    expect(hexes(next)).toContain('200000');
    expect((JSON.parse(next) as { now: number }).now).toBe(1001);
  });
});
