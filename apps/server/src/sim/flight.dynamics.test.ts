// One flight from gate to gate, in accelerated time: the phases in order, realistic figures,
// and the irregular events (hold, go-around, diversion, return, emergency squawks).
import { describe, expect, it } from 'vitest';
import { LegEvent, type LegEvent as LegEventType } from './events';
import { placeAtGate, stepFlight } from './flight.dynamics';
import { FlightPhase, PHASE_NAMES } from './flight.phase';
import { FlightFlag, FlightTable, type ActiveLeg } from './flight.table';
import { distanceNm } from './geo';
import { AIRCRAFT_TYPES, TYPE_INDEX } from './world/aircraft-types';
import { AIRPORT_INDEX, AIRPORTS } from './world/airports';

const SHA = AIRPORT_INDEX.get('ZSSS') ?? 0;
const PEK = AIRPORT_INDEX.get('ZBAA') ?? 0;
const TSN = AIRPORT_INDEX.get('ZBTJ') ?? 0;

function leg(event: LegEventType, emergencySquawk = 0): ActiveLeg {
  return {
    aircraft: 0,
    sequence: 0,
    flightNumber: 'MU5101',
    callsign: 'CES5101',
    origin: SHA,
    destination: PEK,
    std: 0,
    sta: 0,
    distanceNm: 580,
    cruiseFt: 35_100,
    delaySeconds: 0,
    event,
    holdLaps: 2,
    emergencySquawk,
    squawk: 0o4215,
    icao: 0x780abc,
    typeIndex: TYPE_INDEX.get('A320') ?? 0,
    offBlock: 0,
    alternate: TSN,
  };
}

interface Flown {
  phases: string[];
  maxAltitude: number;
  maxSpeed: number;
  squawks: Set<number>;
  seconds: number;
  landedAt: { lat: number; lon: number };
}

/** Flies a leg with `dt`-second steps until it is back at a gate (or a 6 h safety limit). */
function fly(active: ActiveLeg, dt = 2): Flown {
  const table = new FlightTable(2);
  const slot = table.allocate(active);
  placeAtGate(table, slot, active.origin, 120);
  table.landing[slot] = active.destination;
  table.squawk[slot] = active.squawk;
  if (active.event === LegEvent.Hold) table.flags[slot] = FlightFlag.HoldPending;
  if (active.event === LegEvent.GoAround) table.flags[slot] = FlightFlag.GoAroundPending;
  const flown: Flown = {
    phases: ['taxi-out'],
    maxAltitude: 0,
    maxSpeed: 0,
    squawks: new Set(),
    seconds: 0,
    landedAt: { lat: 0, lon: 0 },
  };
  while (table.phase[slot] !== FlightPhase.Done && flown.seconds < 6 * 3600) {
    stepFlight(table, slot, dt);
    flown.seconds += dt;
    const name = PHASE_NAMES[table.phase[slot] ?? 0] ?? '';
    if (flown.phases.at(-1) !== name) flown.phases.push(name);
    flown.maxAltitude = Math.max(flown.maxAltitude, table.altitude[slot] ?? 0);
    flown.maxSpeed = Math.max(flown.maxSpeed, table.groundSpeed[slot] ?? 0);
    flown.squawks.add(table.squawk[slot] ?? 0);
  }
  flown.landedAt = { lat: table.lat[slot] ?? 0, lon: table.lon[slot] ?? 0 };
  return flown;
}

function near(airport: number, point: { lat: number; lon: number }): boolean {
  const a = AIRPORTS[airport];
  return a !== undefined && distanceNm(a.lat, a.lon, point.lat, point.lon) < 2;
}

describe('flight dynamics', () => {
  it('taxis, takes off, climbs, cruises, descends, lands and taxis in, in about the block time', () => {
    const flown = fly(leg(LegEvent.None));
    expect(flown.phases).toEqual([
      'taxi-out',
      'take-off',
      'climb',
      'cruise',
      'descent',
      'approach',
      'landing',
      'taxi-in',
      'done',
    ]);
    expect(flown.maxAltitude).toBeCloseTo(35_100, -2);
    const a320 = AIRCRAFT_TYPES[TYPE_INDEX.get('A320') ?? 0];
    expect(flown.maxSpeed).toBeLessThanOrEqual(a320?.cruiseKt ?? 0);
    // Shanghai–Beijing is timetabled at ~2 h 15 min gate to gate, padded; direct and windless
    // the simulated A320 needs a little over 1 h 30 min.
    expect(flown.seconds / 60).toBeGreaterThan(90);
    expect(flown.seconds / 60).toBeLessThan(135);
    expect(near(PEK, flown.landedAt)).toBe(true);
  });

  it('holds before the approach and goes around once when told to', () => {
    expect(fly(leg(LegEvent.Hold)).phases).toContain('holding');
    const goAround = fly(leg(LegEvent.GoAround)).phases;
    expect(goAround.filter((phase) => phase === 'approach')).toHaveLength(2);
    expect(goAround).toContain('go-around');
    expect(goAround.at(-1)).toBe('done');
  });

  it('diverts to the alternate, returns to the origin, and squawks emergencies meanwhile', () => {
    const diverted = fly(leg(LegEvent.Divert, 0o7700));
    expect(near(TSN, diverted.landedAt)).toBe(true);
    expect(diverted.squawks.has(0o7700)).toBe(true);
    const returned = fly(leg(LegEvent.Return));
    expect(near(SHA, returned.landedAt)).toBe(true);
    const radioFailure = fly(leg(LegEvent.None, 0o7600));
    expect(radioFailure.squawks).toEqual(new Set([0o4215, 0o7600]));
    expect(fly(leg(LegEvent.None, 0o7500)).squawks.has(0o7500)).toBe(true);
  });
});
