// The airport page's calls (spec §7 `/business/airport/*`).
import { API_V2_PATHS, type AirportStatistics, type Board } from '@skytrace/contracts';
import { http } from '../../session/api-client';
import { ApiError } from '../../api/http';

async function get<T>(path: string, code: string, signal: AbortSignal): Promise<T> {
  const envelope = await http.get<T>(path, { query: { iata: code }, signal });
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

/** The boards the page shows, by the call that fills each. */
export const BOARDS = {
  arrivals: API_V2_PATHS.airportArrival,
  departures: API_V2_PATHS.airportDepartures,
  soon: API_V2_PATHS.airportSoonArrival,
  departed: API_V2_PATHS.airportDeparted,
} as const;
export type BoardKind = keyof typeof BOARDS;

export const airportApi = {
  statistics: (code: string, signal: AbortSignal) =>
    get<AirportStatistics>(API_V2_PATHS.airportStatistics, code, signal),
  board: (kind: BoardKind, code: string, signal: AbortSignal) =>
    get<Board>(BOARDS[kind], code, signal),
};
