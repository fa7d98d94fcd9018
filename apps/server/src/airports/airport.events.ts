// The seam where the event detector (issue 19 item 2, built beside this) joins the airport
// page: holding, go-arounds, returns and diversions of the day at one airport. Today's source
// tells returns and diversions from the boards (an observed landing elsewhere than scheduled);
// holding and go-arounds need the detector's analysis of the traces and come from it after the
// merge: it implements `AirportEventSource` and is handed to AirportsService in place of this.
import type { AirportEvent } from '@skytrace/contracts';
import type { BoardEntry } from './airport.board';

/** What happened at one airport between two moments (Unix seconds). */
export interface AirportEventQuery {
  airportIcao: string;
  from: number;
  to: number;
  /** The boards of the window, already built: a source may read them instead of the traces. */
  entries: readonly BoardEntry[];
}

/** Where the airport page gets its events of the day. */
export interface AirportEventSource {
  eventsAt(query: AirportEventQuery): AirportEvent[] | Promise<AirportEvent[]>;
}

/** Returns and diversions of the boards' flights: landed back at the origin, or elsewhere. */
export class BoardEventSource implements AirportEventSource {
  eventsAt(query: AirportEventQuery): AirportEvent[] {
    const events: AirportEvent[] = [];
    for (const { row, observed, side } of query.entries) {
      // A return lands back here (a departure of ours); a diversion lands away from here (an
      // arrival of ours): each shows once.
      const kind =
        row.status === 'return' && side === 'departure'
          ? 'return'
          : row.status === 'alternate' && side === 'arrival'
            ? 'divert'
            : undefined;
      if (!kind || !row.icaoId || !observed?.landedAt) continue;
      events.push({
        kind,
        fnum: row.fnum,
        callsign: row.callsign,
        icaoId: row.icaoId,
        time: Math.round(observed.landedAt / 1000),
        detail: observed.landedAirport,
      });
    }
    return events.sort((a, b) => b.time - a.time);
  }
}
