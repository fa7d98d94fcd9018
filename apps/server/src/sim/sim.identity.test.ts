// The published timetable on a real (PGlite) database: flights under way at a UTC midnight keep
// their schedule, so identity knows where they come from and go to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { FlightIdentityService } from '../flights/flight-identity.service';
import { writeSimulatedIdentity } from './sim.identity';
import { Simulator } from './simulator';
import { AIRPORTS } from './world/airports';

// Half an hour after a UTC midnight: many flights in the air departed the day before.
const START = Date.UTC(2026, 10, 21, 0, 30) / 1000;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase({ referenceData: true });
}, 60_000);
afterAll(() => database.close());

describe('writeSimulatedIdentity', () => {
  it('publishes the legs flying across midnight UTC with their route', async () => {
    const simulator = new Simulator({ seed: 4, aircraft: 0, fleetSize: 300, startTime: START });
    await writeSimulatedIdentity(database.db, simulator, START);
    const identity = new FlightIdentityService(database.db);
    await identity.refresh();
    const dayStart = Math.floor(START / 86_400) * 86_400;
    const overnight = simulator.table.legs.filter((leg) => leg !== undefined && leg.std < dayStart);
    let checked = 0;
    for (const leg of overnight) {
      if (!leg) continue;
      const base = identity.identify({ icao: leg.icao, callsign: leg.callsign, time: START });
      // A few simulated carriers use a callsign prefix the reference data gives to another
      // airline (CHB is West Air there, China Express in sim/world): those cannot match.
      if (base.flightNum2 !== leg.flightNumber) continue;
      expect(base.time.STD).toBe(Math.round(leg.std / 60) * 60);
      expect(base.forg?.ICAO).toBe(AIRPORTS[leg.origin]?.icao);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
