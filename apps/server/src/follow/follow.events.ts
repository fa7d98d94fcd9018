// The notifier's input: what a flight did, whoever found it. Today the flights domain's observed
// take-offs and landings (FlightEventsService.subscribe) and the live table's emergency squawks
// (squawk.watch.ts) feed it; the event detector of issue 19 item 2 feeds `diverted` and
// `returned` (and may take over `emergency`) by calling FollowNotifier.onEvent with this shape.
import type { FollowEventKind } from '@skytrace/contracts';

export interface FollowFlightEvent {
  kind: FollowEventKind;
  /** 24-bit ICAO address. */
  icao: number;
  callsign: string | null;
  /** When it happened, seconds. */
  time: number;
  /** The airport concerned (from, at, or to), IATA or ICAO, when known. */
  airport: string | null;
  /** The squawk of an `emergency`, four octal digits. */
  squawk?: string;
}
