import { API_V2_PATHS, type FlightBase, type FlightPath } from '@skytrace/contracts';
import type { HttpClient } from '../../../api/http';

// The two calls behind the detail bar (spec §7 flightBase and flightPath) and how their answers
// map to what the bar does (spec §8): a 401 body closes the bar and sends the user to login, an
// empty base answer hides the bar, a path failure leaves empty traces, a base failure leaves the
// base fields empty.

export const EMPTY_PATH: FlightPath = {
  trace: { path: [] },
  forecastTrace: { path: [] },
  fullForecastTrace: { path: [] },
};

export interface DetailQuery {
  /** ICAO address, six hex digits. */
  icao: string;
  callsign?: string;
}

export type DetailOutcome =
  | { kind: 'loaded'; base: FlightBase | null; path: FlightPath }
  | { kind: 'empty' }
  | { kind: 'unauthorized' };

type BaseOutcome = { kind: 'ok'; base: FlightBase } | { kind: 'empty' | 'unauthorized' | 'failed' };
/** A path answer: the path (empty on failure, spec §8) or the login rule's 401. */
export type PathOutcome = { kind: 'ok'; path: FlightPath } | { kind: 'unauthorized' };

async function loadBase(
  client: HttpClient,
  query: DetailQuery,
  signal: AbortSignal,
): Promise<BaseOutcome> {
  try {
    const answer = await client.get<FlightBase | null>(API_V2_PATHS.flightBase, {
      query: { icao: query.icao, callsign: query.callsign },
      receiveBodyOn401: true,
      signal,
    });
    if (answer.code === 401) return { kind: 'unauthorized' };
    const base = answer.data;
    if (base === null || typeof base !== 'object' || Object.keys(base).length === 0) {
      return { kind: 'empty' };
    }
    return { kind: 'ok', base };
  } catch {
    return { kind: 'failed' };
  }
}

/** The path of one aircraft (spec §7 flightPath): its tracks in the detail bar and multi mode. */
export async function loadPath(
  client: HttpClient,
  query: DetailQuery,
  signal: AbortSignal,
): Promise<PathOutcome> {
  try {
    const answer = await client.get<FlightPath | null>(API_V2_PATHS.flightPath, {
      query: { icao: query.icao },
      receiveBodyOn401: true,
      signal,
    });
    if (answer.code === 401) return { kind: 'unauthorized' };
    return { kind: 'ok', path: answer.data ?? EMPTY_PATH };
  } catch {
    return { kind: 'ok', path: EMPTY_PATH };
  }
}

/** Base info and path of one aircraft, loaded together. */
export async function loadDetail(
  client: HttpClient,
  query: DetailQuery,
  signal: AbortSignal,
): Promise<DetailOutcome> {
  const [base, path] = await Promise.all([
    loadBase(client, query, signal),
    loadPath(client, query, signal),
  ]);
  if (base.kind === 'unauthorized' || path.kind === 'unauthorized') return { kind: 'unauthorized' };
  if (base.kind === 'empty') return { kind: 'empty' };
  return { kind: 'loaded', base: base.kind === 'ok' ? base.base : null, path: path.path };
}
