import { describe, expect, it } from 'vitest';
import {
  FLIGHT_GAP_MS,
  newFlight,
  observePosition,
  startsNewFlight,
  type FlightState,
} from './trace.segmentation';

const T0 = Date.UTC(2026, 0, 1, 12);

/** Feeds positions every `stepMs` for `seconds`; returns the time after the last one. */
function feed(
  flight: FlightState,
  from: number,
  seconds: number,
  onGround: boolean,
  groundSpeed: number | null,
  stepMs = 1_000,
): number {
  let time = from;
  for (; time < from + seconds * 1_000; time += stepMs) {
    observePosition(flight, 'CES123', time, onGround, groundSpeed);
  }
  return time;
}

describe('flight segmentation', () => {
  it('starts a new flight after a gap of more than 30 minutes', () => {
    const flight = newFlight(1, 'CES123', false);
    expect(startsNewFlight(flight, T0, 'CES123', T0 + FLIGHT_GAP_MS, false, 450)).toBe(false);
    expect(startsNewFlight(flight, T0, 'CES123', T0 + FLIGHT_GAP_MS + 1, false, 450)).toBe(true);
  });

  it('starts a new flight when the callsign changes, not when it appears or goes missing', () => {
    const unknown = newFlight(1, undefined, false);
    expect(startsNewFlight(unknown, T0, 'CES123', T0 + 1_000, false, 450)).toBe(false);
    observePosition(unknown, 'CES123', T0 + 1_000, false, 450);
    expect(unknown.callsign).toBe('CES123');
    expect(startsNewFlight(unknown, T0, undefined, T0 + 2_000, false, 450)).toBe(false);
    expect(startsNewFlight(unknown, T0, 'CES124', T0 + 2_000, false, 450)).toBe(true);
  });

  it('records take-off and a landing confirmed after 30 s on the ground', () => {
    const flight = newFlight(1, 'CES123', false);
    let time = feed(flight, T0, 60, true, 15);
    const takeoff = time;
    time = feed(flight, time, 600, false, 250);
    expect(flight.takeoffAt).toBe(takeoff);
    const touchdown = time;
    time = feed(flight, time, 29, true, 60);
    expect(flight.landedAt).toBeNull();
    time = feed(flight, time, 2, true, 20);
    expect(flight.landedAt).toBe(touchdown);
    expect(startsNewFlight(flight, time, 'CES123', time + 1_000, false, 140)).toBe(true);
  });

  it('keeps a touch-and-go in one flight', () => {
    const flight = newFlight(1, 'N123AB', false);
    let time = feed(flight, T0, 300, false, 90);
    time = feed(flight, time, 12, true, 70);
    time = feed(flight, time, 300, false, 90);
    expect(flight.landedAt).toBeNull();
    expect(startsNewFlight(flight, time, 'N123AB', time + 1_000, false, 90)).toBe(false);
  });

  it('ignores a flickering airborne flag while taxiing after landing', () => {
    const flight = newFlight(1, 'CES123', false);
    let time = feed(flight, T0, 600, false, 250);
    time = feed(flight, time, 60, true, 15);
    expect(flight.landedAt).not.toBeNull();
    expect(startsNewFlight(flight, time, 'CES123', time + 1_000, false, 15)).toBe(false);
    observePosition(flight, 'CES123', time + 1_000, false, 15);
    expect(flight.groundSince).not.toBeNull();
  });

  it('reads a NaN ground speed as unknown, like null (the live table listener sends NaN)', () => {
    for (const unknown of [null, Number.NaN]) {
      const flight = newFlight(1, 'CES123', false);
      let time = feed(flight, T0, 600, false, 250);
      time = feed(flight, time, 60, true, 15);
      expect(flight.landedAt).not.toBeNull();
      // Unknown speed off the ground counts as flying: a new flight, a take-off.
      expect(startsNewFlight(flight, time, 'CES123', time + 1_000, false, unknown)).toBe(true);
      const taxi = newFlight(2, 'CES124', false);
      time = feed(taxi, T0, 60, true, 15);
      observePosition(taxi, 'CES124', time, false, unknown);
      expect(taxi.takeoffAt).toBe(time);
    }
  });
});
