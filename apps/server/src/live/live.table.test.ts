import { describe, expect, it } from 'vitest';
import { presentAircraftJson } from './aircraft-json.presenter';
import { LiveAircraft, LiveAirGround } from './live.aircraft';
import { emptyLiveUpdate, LiveTable, type LiveHint, type LiveUpdate } from './live.table';

function update(fields: Partial<LiveUpdate>): LiveUpdate {
  return { ...emptyLiveUpdate(), icao: 0x780a5c, deviceId: 'a', time: 1000, ...fields };
}

describe('LiveTable', () => {
  it('merges devices field by field, the freshest value winning', () => {
    const table = new LiveTable();
    const positions: number[] = [];
    table.listen({ onPosition: (entry) => positions.push(entry.positionTime) });
    table.apply(update({ deviceId: 'a', time: 1000, callsign: 'CES5101', altitude: 30000 }));
    table.apply(update({ deviceId: 'b', time: 1002, lat: 31.2, lon: 121.4, altitude: 30100 }));
    // An older altitude from a slower device does not overwrite a fresher one.
    table.apply(update({ deviceId: 'a', time: 1001, altitude: 29900 }));
    table.apply(update({ deviceId: 'a', time: 1003, groundSpeed: 450, track: 90, squawk: 0x7700 }));
    const entry = table.aircraft.get(0x780a5c)!;
    expect(entry.callsign).toBe('CES5101');
    expect(entry.altitude).toBe(30100);
    expect(entry.lat).toBe(31.2);
    expect(entry.groundSpeed).toBe(450);
    expect([...entry.devices.keys()].sort()).toEqual(['a', 'b']);
    expect(entry.messages).toBe(4);
    expect(positions).toEqual([1002]);
  });

  it('removes aircraft silent for 10 minutes', () => {
    const table = new LiveTable();
    table.apply(update({ icao: 1, time: 1000 }));
    table.apply(update({ icao: 2, time: 1500 }));
    table.apply(update({ icao: 2, time: 1590 }));
    expect(table.expire(1601)).toBe(1);
    expect([...table.aircraft.keys()]).toEqual([2]);
  });

  it('takes the entry from a hint while the table holds it, and looks again once it went', () => {
    const table = new LiveTable();
    const hint: LiveHint = { live: undefined, liveDeviceTime: Number.NaN };
    const first = table.apply(update({ time: 1000, altitude: 30000 }), hint);
    expect(hint.live).toBe(first);
    expect(hint.liveDeviceTime).toBe(1000);
    // Another device's message at a later time: the entry stays, the hint is reused.
    table.apply(update({ deviceId: 'b', time: 1001, altitude: 30100 }));
    expect(table.apply(update({ time: 1002, lat: 31, lon: 121 }), hint)).toBe(first);
    expect(first?.devices.get('a')).toBe(1002);
    // Within a second of the time written, the device's time is left (DEVICE_TIME_STEP_SECONDS).
    table.apply(update({ time: 1002.5 }), hint);
    expect(first?.devices.get('a')).toBe(1002);
    table.apply(update({ time: 1003 }), hint);
    expect(first?.devices.get('a')).toBe(1003);
    expect(first?.altitude).toBe(30100);
    expect(first?.messages).toBe(5);
    // Removed (silent for 10 minutes): the hint's entry is out, a new one is added and kept.
    table.expire(1700);
    expect(table.aircraft.size).toBe(0);
    const second = table.apply(update({ time: 1701, altitude: 31000 }), hint);
    expect(second).not.toBe(first);
    expect(table.aircraft.get(0x780a5c)).toBe(second);
    expect(hint.live).toBe(second);
    expect(second?.messages).toBe(1);
    expect(second?.devices.get('a')).toBe(1701);
    // Replaced by a replica's adopt, or removed: the same.
    const adopted = new LiveAircraft(0x780a5c);
    table.adopt(adopted);
    expect(table.apply(update({ time: 1702 }), hint)).toBe(adopted);
    expect(adopted.devices.get('a')).toBe(1702);
    table.remove(0x780a5c);
    const third = table.apply(update({ time: 1703 }), hint);
    expect(third).not.toBe(adopted);
    expect(table.aircraft.get(0x780a5c)).toBe(third);
  });

  it('answers bounding-box queries with a limit, across the antimeridian too', () => {
    const table = new LiveTable();
    table.apply(update({ icao: 1, time: 1, lat: 31, lon: 121 }));
    table.apply(update({ icao: 2, time: 2, lat: 40, lon: 116 }));
    table.apply(update({ icao: 3, time: 3, lat: 50, lon: 179.5 }));
    table.apply(update({ icao: 4, time: 4, lat: 50, lon: -179.5 }));
    table.apply(update({ icao: 5, time: 5 }));
    const china = { north: 45, south: 20, east: 125, west: 100 };
    expect(
      table
        .inBounds(china, -1)
        .map((a) => a.icao)
        .sort(),
    ).toEqual([1, 2]);
    expect(table.inBounds(china, 1).map((a) => a.icao)).toEqual([2]);
    const pacific = { north: 60, south: 40, east: -170, west: 170 };
    expect(
      table
        .inBounds(pacific, -1)
        .map((a) => a.icao)
        .sort(),
    ).toEqual([3, 4]);
  });
});

describe('aircraft.json presenter', () => {
  it('writes readsb field names and units', () => {
    const table = new LiveTable();
    table.apply(
      update({
        time: 100,
        callsign: 'AFL030',
        altitude: 9050,
        lat: 59.41658,
        lon: 31.218475,
        groundSpeed: 253.94,
        track: 315.484,
        verticalRate: -704,
        squawk: 0x2270,
        category: 0xa3,
        emergency: 0,
        rssi: -18.83,
      }),
    );
    const json = presentAircraftJson(table.aircraft.get(0x780a5c)!, 103.25);
    expect(json).toEqual({
      hex: '780a5c',
      flight: 'AFL030  ',
      alt_baro: 9050,
      gs: 253.9,
      track: 315.48,
      baro_rate: -704,
      squawk: '2270',
      emergency: 'none',
      category: 'A3',
      lat: 59.41658,
      lon: 31.218475,
      seen_pos: 3.25,
      messages: 1,
      seen: 3.3,
      rssi: -18.8,
    });
    table.apply(update({ time: 104, airGround: LiveAirGround.Ground }));
    expect(presentAircraftJson(table.aircraft.get(0x780a5c)!, 104).alt_baro).toBe('ground');
  });
});
