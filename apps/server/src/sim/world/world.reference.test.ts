import { describe, expect, it } from 'vitest';
import {
  buildAirlineRows,
  buildAircraftTypeRows,
  buildAirportRows,
} from '../../reference/reference.sources';
import { AIRLINES } from './airlines';

// The simulated world must agree with the reference data the identity service reads: a simulated
// callsign whose prefix names another airline (or a different IATA code) would never match its
// schedule, so its flights would show no flight number, airline or route.
describe('simulated world against the reference data', () => {
  const airlines = new Map(buildAirlineRows().map((row) => [row.icao, row]));
  const airports = new Set(buildAirportRows().map((row) => row.icao));
  const types = new Set(buildAircraftTypeRows().map((row) => row.designator));

  it.each(AIRLINES.map((airline) => [airline.icao, airline] as const))(
    '%s has the reference IATA code',
    (_icao, airline) => {
      const reference = airlines.get(airline.icao);
      expect(reference, `${airline.icao} missing from reference airlines`).toBeDefined();
      expect(reference?.iata).toBe(airline.iata);
    },
  );

  it('uses only reference airports and aircraft types', () => {
    for (const airline of AIRLINES) {
      for (const hub of airline.hubs) expect(airports.has(hub), hub).toBe(true);
      for (const type of airline.types) expect(types.has(type), type).toBe(true);
    }
  });
});
