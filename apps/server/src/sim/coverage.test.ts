// A receiver hears only what is above its radio horizon and within its sensitivity.
import { describe, expect, it } from 'vitest';
import { hearingRangeKm, radioHorizonKm, signalLevel } from './coverage';
import { FlightTable, type ActiveLeg } from './flight.table';
import { FlightPhase } from './flight.phase';
import { BeastEncoder } from './beast.encoder';
import { SeededRandom } from './random';
import { ReceiverNetwork } from './receiver.network';

const site = { name: 'Beijing', lat: 39.904, lon: 116.407, antennaM: 30, rangeKm: 400 };

function leg(icao: number): ActiveLeg {
  return {
    aircraft: 0,
    sequence: 0,
    flightNumber: 'CA1501',
    callsign: 'CCA1501',
    origin: 0,
    destination: 0,
    std: 0,
    sta: 0,
    distanceNm: 500,
    cruiseFt: 35_000,
    delaySeconds: 0,
    event: 0,
    holdLaps: 0,
    emergencySquawk: 0,
    squawk: 0o4215,
    icao,
    typeIndex: 0,
    offBlock: 0,
    alternate: 0,
  };
}

/** Frames the receiver gets over 20 ticks from an aircraft `km` north at `altitudeFt`. */
function heard(km: number, altitudeFt: number, phase: FlightPhase = FlightPhase.Cruise): number {
  const network = new ReceiverNetwork([site], 1);
  const encoder = new BeastEncoder(network, new SeededRandom(1));
  const table = new FlightTable(4);
  const slot = table.allocate(leg(0x780001));
  table.phase[slot] = phase;
  table.lat[slot] = site.lat + km / 111.2;
  table.lon[slot] = site.lon;
  table.altitude[slot] = altitudeFt;
  for (let tick = 0; tick < 20; tick++) encoder.emit(table, slot, tick, 0, 500, false);
  return network.frames[0] ?? 0;
}

describe('coverage', () => {
  it('follows the radio horizon: ~430 km for 36,000 ft, ~30 km on the ground', () => {
    expect(radioHorizonKm(30, 11_000)).toBeGreaterThan(430);
    expect(radioHorizonKm(30, 11_000)).toBeLessThan(480);
    expect(radioHorizonKm(30, 3)).toBeLessThan(35);
    expect(hearingRangeKm(30, 400, 11_000)).toBe(400);
    expect(hearingRangeKm(30, 400, 1_000)).toBeLessThan(160);
  });

  it('hears a high aircraft at 350 km but not at 420 km (beyond the station range)', () => {
    expect(heard(350, 36_000)).toBeGreaterThan(20);
    expect(heard(420, 36_000)).toBe(0);
  });

  it('does not hear a low aircraft below the horizon at a distance a high one is heard', () => {
    expect(heard(200, 36_000)).toBeGreaterThan(20);
    expect(heard(200, 3_000)).toBe(0);
  });

  it('hears aircraft on the ground only nearby', () => {
    expect(heard(10, 0, FlightPhase.TaxiOut)).toBeGreaterThan(10);
    expect(heard(60, 0, FlightPhase.TaxiOut)).toBe(0);
  });

  it('gives weaker signals farther away', () => {
    expect(signalLevel(10, 0.5)).toBeGreaterThan(signalLevel(100, 0.5));
    expect(signalLevel(100, 0.5)).toBeGreaterThan(signalLevel(400, 0.5));
  });
});
