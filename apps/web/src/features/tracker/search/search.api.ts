import { API_V2_PATHS, type AirportHit, type FlightHit } from '@skytrace/contracts';
import { http } from '../../../session/api-client';
import { normaliseQuery } from '../../../live/aircraft.search';

// Server-side search (spec §7 fuzzy search): every live aircraft, not only those the client
// subscribes to in its view, and airports.

export interface ServerSearch {
  flights: FlightHit[];
  airports: AirportHit[];
}

export function fuzzySearch(searchText: string, signal?: AbortSignal): Promise<ServerSearch> {
  return http
    .get<ServerSearch>(API_V2_PATHS.flightSearch, { query: { searchText }, signal })
    .then((answer) => answer.data);
}

/** The live flight whose flight number or callsign is exactly `flight`, with a position. */
export function exactFlight(hits: readonly FlightHit[], flight: string): FlightHit | undefined {
  const wanted = normaliseQuery(flight);
  return hits.find(
    (hit) =>
      hit.lat !== null &&
      hit.lng !== null &&
      (normaliseQuery(hit.fnum ?? '') === wanted || normaliseQuery(hit.callsign) === wanted),
  );
}

/** Finds a live flight anywhere (route /tracker/{fnum2} for a flight outside the view). */
export async function locateFlight(
  flight: string,
  signal?: AbortSignal,
): Promise<FlightHit | null> {
  const result = await fuzzySearch(flight, signal);
  return exactFlight(result.flights, flight) ?? null;
}
