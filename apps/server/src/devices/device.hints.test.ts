// What a feed session remembers of an aircraft (its hints) must never change a count: the
// movement watcher and the day's aircraft give the same figures with and without them, and
// look the aircraft up again once what the hint points to is gone.
import { describe, expect, it } from 'vitest';
import { DeviceLive, type DayAircraftHint } from './device.live';
import { MovementHost, MovementWatcher, type MovementHint } from './transitions';

/** What a device knows of an aircraft: air/ground, altitude ft, vertical rate ft/min, speed kt. */
function report(airGround: number, altitude: number, verticalRate: number, groundSpeed: number) {
  return { airGround, altitude, verticalRate, groundSpeed };
}

/** A take-off, a landing and a recovered landing, in observe order: [icao, time, report]. */
const movements: [number, number, ReturnType<typeof report>][] = [
  [1, 0, report(2, Number.NaN, Number.NaN, 10)],
  [2, 0, report(1, 800, -700, 140)],
  [1, 30, report(1, 100, 1500, 150)],
  [2, 40, report(2, Number.NaN, Number.NaN, 120)],
  [1, 60, report(1, 900, 1500, 180)],
  [2, 70, report(2, Number.NaN, Number.NaN, 30)],
  [5, 0, report(1, 3000, -800, 180)],
  [5, 60, report(1, 900, -700, 150)],
];

describe('hints of a feed session', () => {
  it('count the same movements, and a lost aircraft is watched afresh', () => {
    const plain = new MovementWatcher();
    const hinted = new MovementWatcher();
    const hints = new Map<number, MovementHint>();
    for (const [icao, time, seen] of movements) {
      plain.observe(icao, time, seen);
      let hint = hints.get(icao);
      if (hint === undefined) hints.set(icao, (hint = { movement: undefined }));
      hinted.observe(icao, time, seen, hint);
    }
    expect(hinted.counts).toEqual(plain.counts);
    expect(hinted.counts).toMatchObject({ adsbUp: 1, realUp: 1, adsbDown: 1, realDown: 1 });
    const held = hints.get(5)?.movement;
    for (const watcher of [plain, hinted]) watcher.sweep((icao) => icao !== 5);
    expect(hinted.counts.runwayDownRecover).toBe(1);
    expect(held?.watched).toBe(false);
    // Heard again after it was let go: a new state, as without the hint (first report again).
    plain.observe(5, 200, report(1, 600, 2000, 160));
    hinted.observe(5, 200, report(1, 600, 2000, 160), hints.get(5));
    expect(hints.get(5)?.movement).not.toBe(held);
    expect(hinted.counts).toEqual(plain.counts);
    expect(hinted.counts.runwayUpRecover).toBe(1);
  });

  it('count the same when the hints hold the movement state themselves', () => {
    const plain = new MovementWatcher();
    const hosted = new MovementWatcher();
    // Two sessions of one device hear every aircraft: the first host takes the state, the
    // second is pointed at it.
    const first = new Map<number, MovementHost>();
    const second = new Map<number, MovementHost>();
    const hostOf = (hosts: Map<number, MovementHost>, icao: number) => {
      let host = hosts.get(icao);
      if (host === undefined) hosts.set(icao, (host = new MovementHost()));
      return host;
    };
    for (const [index, [icao, time, seen]] of movements.entries()) {
      plain.observe(icao, time, seen);
      hosted.observe(icao, time, seen, hostOf(index % 2 === 0 ? first : second, icao));
    }
    expect(hosted.counts).toEqual(plain.counts);
    const held = hostOf(first, 5).movement ?? hostOf(second, 5).movement;
    expect(held === hostOf(first, 5) || held === hostOf(second, 5)).toBe(true);
    for (const watcher of [plain, hosted]) watcher.sweep((icao) => icao !== 5);
    expect(hosted.counts).toEqual(plain.counts);
    expect(held?.watched).toBe(false);
    // Heard again by the other session: it holds the new state, which starts afresh, and the
    // host that held the old one is pointed at it rather than taking it back.
    const other = held === hostOf(first, 5) ? second : first;
    plain.observe(5, 200, report(1, 600, 2000, 160));
    hosted.observe(5, 200, report(1, 600, 2000, 160), hostOf(other, 5));
    expect(hostOf(other, 5).movement).toBe(hostOf(other, 5));
    expect(hosted.counts).toEqual(plain.counts);
    expect(hosted.counts.runwayUpRecover).toBe(1);
    plain.observe(5, 230, report(2, Number.NaN, Number.NaN, 20));
    hosted.observe(5, 230, report(2, Number.NaN, Number.NaN, 20), held as MovementHost);
    expect((held as MovementHost).movement).toBe(hostOf(other, 5));
    expect(held?.watched).toBe(false);
    expect(hosted.counts).toEqual(plain.counts);
    expect(hosted.counts.adsbDown).toBe(2);
  });

  it('keep the day aircraft exact across a day roll', () => {
    const device = new DeviceLive('hints');
    const hint: DayAircraftHint = { dayAircraft: undefined, dayAircraftGeneration: -1 };
    const midnight = Date.UTC(2026, 10, 23, 16, 0, 0) / 1000;
    device.countMessage(midnight - 10);
    device.countAircraft(0x780001, false, 'CES1', hint);
    device.countAircraft(0x780001, true, 'CES1', hint);
    expect(device.dayAircraft.get(0x780001)).toEqual({ onGround: true, groundCallsign: 'CES1' });
    device.pendingAircraft.clear();
    device.countAircraft(0x780001, true, 'CES1', hint);
    expect(device.pendingAircraft.size).toBe(0);
    // The next UTC+8 day: the hint's entry belongs to yesterday, the aircraft is new today.
    device.countMessage(midnight + 10);
    device.countAircraft(0x780001, false, 'CES1', hint);
    expect(device.dayAircraft.get(0x780001)).toEqual({ onGround: false, groundCallsign: null });
    expect([...device.pendingAircraft]).toEqual([0x780001]);
    expect(hint.dayAircraft).toBe(device.dayAircraft.get(0x780001));
    device.countAircraft(0x780001, true, 'CES2', hint);
    expect(device.dayAircraft.get(0x780001)).toEqual({ onGround: true, groundCallsign: 'CES2' });
  });
});
