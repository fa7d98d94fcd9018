// The event detector's events at an airport (issue 19 item 2) joined to the airport page: holding
// and go-arounds come only from the detector; returns and diversions from the detector and from
// the boards (an observed landing away from the timetable), each flight and kind once.
import type { AirportEvent, FlightEventView } from '@skytrace/contracts';
import {
  BoardEventSource,
  type AirportEventQuery,
  type AirportEventSource,
} from './airport.events';

/** What this source reads of the events domain (its service's query). */
export interface DetectedEvents {
  query(query: {
    from: number;
    to: number;
    kinds: readonly ('goAround' | 'holding' | 'divert' | 'return')[];
    airport: string;
    limit: number;
  }): Promise<FlightEventView[]>;
}

const KINDS = ['goAround', 'holding', 'divert', 'return'] as const;
const LIMIT = 200;

function present(event: FlightEventView): AirportEvent | null {
  const { kind } = event;
  if (kind !== 'goAround' && kind !== 'holding' && kind !== 'divert' && kind !== 'return') {
    return null;
  }
  return {
    kind,
    fnum: event.fnum === event.callsign ? null : event.fnum,
    callsign: event.callsign || null,
    icaoId: event.icao,
    time: event.time,
    // The detector places a diversion at the airport it landed at (here, for this query).
    detail: kind === 'divert' ? event.airportIata || event.airport : null,
  };
}

export class DetectedEventSource implements AirportEventSource {
  private readonly boards = new BoardEventSource();

  constructor(private readonly events: DetectedEvents) {}

  async eventsAt(query: AirportEventQuery): Promise<AirportEvent[]> {
    const detected = await this.events.query({
      from: query.from,
      to: query.to,
      kinds: KINDS,
      airport: query.airportIcao,
      limit: LIMIT,
    });
    const fromBoards = this.boards.eventsAt(query);
    const seen = new Set<string>();
    const all: AirportEvent[] = [];
    for (const event of [...detected.flatMap((e) => present(e) ?? []), ...fromBoards]) {
      // The detector's event comes first; the boards' view of the same flight is dropped.
      const key = `${event.kind}:${event.icaoId.toUpperCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      all.push(event);
    }
    return all.sort((a, b) => b.time - a.time);
  }
}
