import type { FlightBase, FlightService } from '@skytrace/contracts';

/**
 * Flight service type (spec §3 `fservice`) from what identity knows: the attribute category
 * (flight-category.ts: airline callsign, cargo airline, freighter or light type, registration
 * callsign) says passenger, cargo or general aviation; a dated schedule instance (`dynamicId`)
 * says scheduled. An airline flight our schedules do not hold is unscheduled (a charter, a
 * positioning or extra flight, or a schedule we lack): never guessed to be scheduled.
 */
export function flightService(base: Pick<FlightBase, 'fattr' | 'dynamicId'>): FlightService {
  const scheduled = base.dynamicId !== null;
  switch (base.fattr) {
    case 'M':
      return scheduled ? 'J' : 'C';
    case 'F':
      return scheduled ? 'F' : 'H';
    case 'T':
    case 'G':
      return 'D';
    case 'W':
    case 'N':
      return 'N';
  }
}
