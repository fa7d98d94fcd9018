// The table's defences: a cap with load shedding that keeps registered feeders first, and
// emergency squawks from one unchecked source held until a second witness confirms them.
import { describe, expect, it } from 'vitest';
import { emptyLiveUpdate, LiveTable, type LiveUpdate } from './live.table';

function update(fields: Partial<LiveUpdate>): LiveUpdate {
  return { ...emptyLiveUpdate(), icao: 0x780a5c, deviceId: 'a', time: 1000, ...fields };
}

describe('LiveTable caps', () => {
  it('sheds new aircraft of unregistered feeders at the cap, registered ones up to the ceiling', () => {
    const table = new LiveTable(600, { maxAircraft: 100, maxAircraftRegistered: 150 });
    for (let icao = 1; icao <= 1000; icao++) table.apply(update({ icao, deviceId: 'flood' }));
    expect(table.aircraft.size).toBe(100);
    expect(table.shed.unregistered).toBe(900);
    // Aircraft already known still update from anyone.
    expect(table.apply(update({ icao: 1, deviceId: 'flood', altitude: 1200 }))?.altitude).toBe(
      1200,
    );
    for (let icao = 5001; icao <= 5100; icao++) {
      table.apply(update({ icao, deviceId: 'owned', registered: true }));
    }
    expect(table.aircraft.has(5001)).toBe(true);
    expect(table.aircraft.size).toBe(150);
    expect(table.shed.registered).toBe(50);
  });

  it('at the cap, drops aircraft only unregistered feeders heard once they are silent', () => {
    const table = new LiveTable(600, { maxAircraft: 10, maxAircraftRegistered: 15 });
    for (let icao = 1; icao <= 10; icao++) {
      table.apply(update({ icao, time: 1000, registered: icao === 1 }));
    }
    table.apply(update({ icao: 2, time: 1070 }));
    expect(table.expire(1075)).toBe(8);
    expect([...table.aircraft.keys()].sort((a, b) => a - b)).toEqual([1, 2]);
    expect(table.evicted).toBe(8);
    // Under the cap, silence keeps its usual 10 minutes.
    table.apply(update({ icao: 3, time: 1075 }));
    expect(table.expire(1200)).toBe(0);
  });
});

describe('emergency squawks', () => {
  const sbs = { needsCorroboration: true, squawk: 0x7500 } as const;

  it('holds a 7500 from one unchecked source, and shows it once another address agrees', () => {
    const table = new LiveTable();
    table.apply(update({ squawk: 0x4215, source: '10.0.0.1', needsCorroboration: true }));
    table.apply(update({ ...sbs, time: 1001, source: '10.0.0.1', deviceId: 'x' }));
    table.apply(update({ ...sbs, time: 1002, source: '10.0.0.1', deviceId: 'y' }));
    expect(table.aircraft.get(0x780a5c)?.squawk).toBe(0x4215);
    expect(table.emergencyClaimsHeld).toBe(2);
    table.apply(update({ ...sbs, time: 1003, source: '10.0.0.2', deviceId: 'z' }));
    expect(table.aircraft.get(0x780a5c)?.squawk).toBe(0x7500);
  });

  it('shows an emergency at once from a checked or registered source, not from a stale claim', () => {
    const table = new LiveTable();
    table.apply(update({ icao: 1, squawk: 0x7700 }));
    expect(table.aircraft.get(1)?.squawk).toBe(0x7700);
    table.apply(update({ icao: 2, ...sbs, source: 'a' }));
    table.apply(update({ icao: 2, ...sbs, source: 'b', time: 1100 }));
    expect(table.aircraft.get(2)?.squawk).toBeNaN();
    table.apply(update({ icao: 2, squawk: 0x7500, registered: true, time: 1101 }));
    expect(table.aircraft.get(2)?.squawk).toBe(0x7500);
    // Ordinary codes need no witness.
    table.apply(update({ icao: 3, squawk: 0x1234, needsCorroboration: true }));
    expect(table.aircraft.get(3)?.squawk).toBe(0x1234);
  });
});
