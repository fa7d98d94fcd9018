import {
  API_V2_PATHS,
  type AircraftPlayback,
  type AirportPlaybackSlice,
  type ApiEnvelope,
  type FlightPlayback,
  type HistoryFlight,
  type LivePlayback,
  type MultiPlayback,
  type PlaybackFlightInfo,
  type PlaybackPoint as ContractPoint,
  type PlaybackSlice,
  type SliceFlight,
  API_V2_ROOT,
} from '@skytrace/contracts';
import { ApiError, type QueryValue } from '../../api/http';
import { http } from '../../session/api-client';
import { currentLanguage } from '../../i18n';
import { currentToken } from '../../session/auth.store';
import type { PlaybackPoint } from './track';

// The playback calls of packages/contracts/src/schemas/playback/, and the conversion of their
// answers into the tracks the clock plays. Spec §8: flight path and history calls receive the
// 401 body (no logout); playback failures leave the traces empty and say why.

/** Why a playback could not be shown. */
export type PlaybackFailure =
  /** Spec §6: a visitor, and the site requires login for flight detail and paths. */
  | { kind: 'login' }
  /** Spec §8 hasNoPlaybackData: nothing recorded for this flight or window. */
  | { kind: 'noData' }
  /** Anything else; `message` is the server's (already translated) text when it sent one. */
  | { kind: 'error'; message: string | null };

export class PlaybackLoadError extends Error {
  override readonly name = 'PlaybackLoadError';
  constructor(readonly failure: PlaybackFailure) {
    super(failure.kind);
  }
}

/** One aircraft's track on the playback clock. */
export interface PlaybackFlight {
  /** Stable key: the recorded flight id (or the ICAO address for aircraft playback). */
  key: string;
  /** What the map label and the lists show: flight number, else callsign, registration, hex. */
  label: string;
  icaoId: string;
  info: PlaybackFlightInfo | null;
  /** What the detail bar names the aircraft by (known for every kind of playback). */
  identity: { callsign: string | null; anum: string | null; aircraftType: string | null };
  /** Airport playback: how the flight used the airport. */
  use?: SliceFlight['use'];
  org: string | null;
  dst: string | null;
  points: PlaybackPoint[];
}

/**
 * Contract points → playback points, sorted by time. Spec §5: a point needs a position, a time
 * and an update time; the server already drops the others, the client checks again so one bad
 * point cannot break the clock.
 */
export function toPlaybackPoints(points: readonly ContractPoint[]): PlaybackPoint[] {
  const out: PlaybackPoint[] = [];
  for (const p of points) {
    if (![p.lat, p.lon, p.time, p.updateTime].every(Number.isFinite)) continue;
    out.push({
      timeMs: Math.round(p.time * 1000),
      lat: p.lat,
      lon: p.lon,
      altitudeFt: p.alt,
      speedKt: p.spd,
      track: p.ang,
      verticalRateFpm: p.vspd,
      onGround: p.onGround,
      squawk: p.squawk,
    });
  }
  return out.sort((a, b) => a.timeMs - b.timeMs);
}

const airportCode = (airport: PlaybackFlightInfo['org']) =>
  airport === null ? null : (airport.IATA ?? airport.ICAO);

export function flightLabel(parts: {
  fnum: string | null;
  callsign: string | null;
  anum: string | null;
  icaoId: string;
}): string {
  return parts.fnum || parts.callsign || parts.anum || parts.icaoId;
}

const identityOf = (flight: {
  callsign: string | null;
  anum: string | null;
  aircraftType: string | null;
}) => ({ callsign: flight.callsign, anum: flight.anum, aircraftType: flight.aircraftType });

export function fromFlightPlayback(answer: FlightPlayback): PlaybackFlight {
  const { flight } = answer;
  return {
    key: String(flight.flightId),
    label: flightLabel(flight),
    icaoId: flight.icaoId,
    info: flight,
    identity: identityOf(flight),
    org: airportCode(flight.org),
    dst: airportCode(flight.dst),
    points: toPlaybackPoints(answer.points),
  };
}

export function fromAircraftPlayback(answer: AircraftPlayback): PlaybackFlight {
  const first = answer.flights[0] ?? null;
  return {
    key: answer.icaoId,
    label: answer.anum || (first === null ? answer.icaoId : flightLabel(first)),
    icaoId: answer.icaoId,
    info: first,
    identity: {
      callsign: first?.callsign ?? null,
      anum: answer.anum ?? first?.anum ?? null,
      aircraftType: first?.aircraftType ?? null,
    },
    org: first === null ? null : airportCode(first.org),
    dst: first === null ? null : airportCode(answer.flights.at(-1)?.dst ?? null),
    points: toPlaybackPoints(answer.points),
  };
}

/** Adds one streamed slice to the flights seen so far (same flight id → points appended). */
export function mergeSlice(
  flights: ReadonlyMap<string, PlaybackFlight>,
  slice: PlaybackSlice,
): Map<string, PlaybackFlight> {
  const next = new Map(flights);
  for (const flight of slice.flights) {
    const key = String(flight.flightId);
    const points = toPlaybackPoints(flight.points);
    const known = next.get(key);
    if (known === undefined) {
      next.set(key, {
        key,
        label: flightLabel(flight),
        icaoId: flight.icaoId,
        info: null,
        identity: identityOf(flight),
        ...(flight.use === undefined ? {} : { use: flight.use }),
        org: flight.org,
        dst: flight.dst,
        points,
      });
    } else {
      const merged = [...known.points, ...points].sort((a, b) => a.timeMs - b.timeMs);
      next.set(key, { ...known, points: merged });
    }
  }
  return next;
}

function failureOf(error: unknown): PlaybackFailure {
  if (error instanceof PlaybackLoadError) return error.failure;
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'login' };
    if (error.status === 404) return { kind: 'noData' };
    return { kind: 'error', message: error.body?.msg ?? null };
  }
  return { kind: 'error', message: null };
}

async function get<T>(
  path: string,
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<T> {
  let answer: ApiEnvelope<T>;
  try {
    answer = await http.get<T>(path, {
      query,
      receiveBodyOn401: true,
      ...(signal === undefined ? {} : { signal }),
    });
  } catch (error) {
    throw new PlaybackLoadError(failureOf(error));
  }
  if (answer.code === 401) throw new PlaybackLoadError({ kind: 'login' });
  return answer.data;
}

/**
 * A form POST of the playback calls (history search, track-file lookup): a 401 answer is the
 * login rule of spec §6, every other failure a PlaybackFailure.
 */
export async function postPlayback<T>(
  path: string,
  body: Record<string, QueryValue>,
  options: { root?: string; signal?: AbortSignal | undefined } = {},
): Promise<T> {
  let answer: ApiEnvelope<T>;
  try {
    answer = await http.post<T>(path, body, {
      form: true,
      receiveBodyOn401: true,
      ...(options.root === undefined ? {} : { root: options.root }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
  } catch (error) {
    throw new PlaybackLoadError(failureOf(error));
  }
  if (answer.code === 401) throw new PlaybackLoadError({ kind: 'login' });
  return answer.data;
}

/** The failure behind a rejected playback call. */
export function playbackFailure(error: unknown): PlaybackFailure {
  return failureOf(error);
}

export interface FlightQuery {
  flightId?: number;
  dynamicId?: string;
  anum?: string;
  fnum?: string;
  org?: string;
  dst?: string;
  scheduledDeptime?: number;
}

export async function loadFlight(query: FlightQuery, signal?: AbortSignal) {
  const answer = await get<FlightPlayback>(API_V2_PATHS.playbackFlight, { ...query }, signal);
  return fromFlightPlayback(answer);
}

export async function loadAircraft(
  query: { anum: string; startTime: number; endTime: number },
  signal?: AbortSignal,
) {
  const answer = await get<AircraftPlayback>(API_V2_PATHS.playbackAircraft, query, signal);
  return { flight: fromAircraftPlayback(answer), answer };
}

/** What to replay for an aircraft seen live: its current flight, else its last one (issue 15). */
export function loadLivePlayback(icaoHex: string, signal?: AbortSignal): Promise<LivePlayback> {
  return get<LivePlayback>(API_V2_PATHS.playbackLive, { icao: icaoHex }, signal);
}

export async function loadMulti(
  query: { ids: string[]; startTime?: number | undefined; endTime?: number | undefined },
  signal?: AbortSignal,
) {
  const answer = await get<MultiPlayback>(
    API_V2_PATHS.playbackMulti,
    { ids: query.ids.join(','), startTime: query.startTime, endTime: query.endTime },
    signal,
  );
  return {
    startMs: answer.startTime * 1000,
    endMs: answer.endTime * 1000,
    flights: answer.flights.map(fromFlightPlayback),
  };
}

export type SliceQuery =
  | { kind: 'airport'; airport: string; startTime: number; endTime: number; radiusKm?: number }
  | {
      kind: 'area';
      west: number;
      south: number;
      east: number;
      north: number;
      startTime: number;
      endTime: number;
    };

/**
 * Streams the slices of an airport or area playback, calling `onSlice` as each arrives, until
 * the last one (nextCursor null) or the signal aborts.
 */
export async function streamSlices(
  query: SliceQuery,
  onSlice: (slice: PlaybackSlice | AirportPlaybackSlice) => void,
  signal: AbortSignal,
): Promise<void> {
  const { kind, ...params } = query;
  let cursor: number | null = query.startTime;
  while (cursor !== null && !signal.aborted) {
    const slice: PlaybackSlice = await get<PlaybackSlice>(
      kind === 'airport' ? API_V2_PATHS.playbackAirport : API_V2_PATHS.playbackArea,
      { ...params, cursor },
      signal,
    );
    onSlice(slice);
    cursor = slice.nextCursor;
  }
}

/** Spec §5: past flights on one local day, date yyyyMMdd and the zone offset in seconds. */
export function searchHistory(
  query: { searchText: string; searchDate: string; timeZone: number },
  signal?: AbortSignal,
): Promise<HistoryFlight[]> {
  return postPlayback<HistoryFlight[]>(API_V2_PATHS.historySearch, query, { signal });
}

/** A flight number's recorded past flights, newest first. */
export function loadFlightNumberHistory(fnum: string, signal?: AbortSignal) {
  return get<HistoryFlight[]>(API_V2_PATHS.flightNumberHistory, { fnum }, signal);
}

/** Download links of spec §7 exports; they carry the token in the query (a plain link has no header). */
export function exportUrl(
  path: typeof API_V2_PATHS.exportFullPath | typeof API_V2_PATHS.exportFlightNumber,
  query: Record<string, QueryValue>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const token = currentToken();
  if (token !== null) params.set('token', token);
  params.set('lang', currentLanguage());
  return `${API_V2_ROOT}${path}?${params.toString()}`;
}
