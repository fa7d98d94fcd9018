// Airport and area playback, streamed in slices of PLAYBACK_SLICE_SECONDS: each call reads only
// the flights and chunks overlapping one slice, so a busy hour starts playing after one small
// query instead of after the whole hour was read. The recorder's points not written yet (up to
// one flush interval, TRACE_FLUSH_SECONDS) join the flights they continue, so the last minutes
// of a live area replay are there too.
import {
  PLAYBACK_SLICE_SECONDS,
  type AirportPlaybackSlice,
  type PlaybackSlice,
  type SliceFlight,
  distanceMetres,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { presentAirport } from '../reference/airport.presenter';
import { HttpError } from '../http/errors';
import type { FlightSummary } from '../traces/traces.repo';
import type { PlaybackDirectory } from './playback.directory';
import { presentSliceFlight } from './playback.presenter';
import {
  findFlightsAround,
  findFlightsByIds,
  findFlightsInArea,
} from '../traces/recorded-flights.repo';
import { readFlightEnds, readFlightsPoints } from '../traces/recorded-points.repo';
import { withRecentPoints, type TracePoint } from '../traces/trace.point';
import type { TraceRecorder } from '../traces/trace.recorder';
import { boxAround, boxesOf, checkedWindow, insideBoxes } from './playback.window';

export interface SliceDeps {
  db: Db;
  directory: PlaybackDirectory;
  /** The live recorder when this process records; its unwritten points join the slice. */
  recorder?: Pick<TraceRecorder, 'heldFlights'> | undefined;
}

interface SliceWindow {
  startTime: number;
  endTime: number;
  cursor?: number | undefined;
}

/** The slice [from, to) a cursor names, in seconds, and the cursor after it. */
function sliceOf(window: SliceWindow) {
  checkedWindow(window.startTime, window.endTime);
  const from = Math.max(
    window.startTime,
    Math.min(window.cursor ?? window.startTime, window.endTime),
  );
  const to = Math.min(from + PLAYBACK_SLICE_SECONDS, window.endTime);
  return { from, to, nextCursor: to < window.endTime ? to : null };
}

/**
 * Adds the recorder's points of [fromMs, toMs] to the stored ones: to the flights found, and to
 * flights the index does not place in the slice yet (their row was written before these points)
 * when `wanted` accepts one of their points. Answers the flights the recorder added.
 */
async function joinHeldPoints(
  deps: SliceDeps,
  found: Map<number, FlightSummary>,
  points: Map<number, TracePoint[]>,
  fromMs: number,
  toMs: number,
  wanted: (point: TracePoint) => boolean,
): Promise<void> {
  const held = deps.recorder?.heldFlights(fromMs, toMs) ?? [];
  const missing = held
    .filter((flight) => !found.has(flight.flightId) && flight.points.some(wanted))
    .map((flight) => flight.flightId);
  for (const flight of await findFlightsByIds(deps.db, missing)) found.set(flight.id, flight);
  for (const flight of held) {
    if (!found.has(flight.flightId)) continue;
    points.set(flight.flightId, withRecentPoints(points.get(flight.flightId) ?? [], flight.points));
  }
}

/** Every flight inside a map view during one slice; only its points inside the view. */
export async function areaSlice(
  deps: SliceDeps,
  query: SliceWindow & { west: number; south: number; east: number; north: number },
): Promise<PlaybackSlice> {
  const slice = sliceOf(query);
  await deps.directory.ready();
  const boxes = boxesOf(query);
  const fromMs = slice.from * 1000;
  const toMs = slice.to * 1000;
  const found = new Map<number, FlightSummary>();
  for (const box of boxes) {
    for (const flight of await findFlightsInArea(deps.db, box, fromMs, toMs)) {
      found.set(flight.id, flight);
    }
  }
  const points = await readFlightsPoints(deps.db, [...found.keys()], fromMs, toMs);
  await joinHeldPoints(deps, found, points, fromMs, toMs, (p) => insideBoxes(boxes, p.lat, p.lon));
  const flights: SliceFlight[] = [];
  for (const flight of found.values()) {
    const inside = (points.get(flight.id) ?? []).filter((p) => insideBoxes(boxes, p.lat, p.lon));
    if (inside.length === 0) continue;
    const presented = presentSliceFlight(flight, deps.directory.identify(flight), inside);
    if (presented.points.length > 0) flights.push(presented);
  }
  return {
    startTime: query.startTime,
    endTime: query.endTime,
    ...slice,
    flights,
  };
}

/**
 * Every flight that took off from, landed at, or passed within `radiusKm` of an airport, during
 * one slice. Departure and arrival come from the recorded or scheduled origin and destination
 * when known, else from where the flight's first or last point lies; a departure counts when it
 * took off in the window, an arrival when it landed in it. Overflights appear in the slices
 * where they are within the radius.
 */
export async function airportSlice(
  deps: SliceDeps,
  query: SliceWindow & { airport: string; radiusKm: number },
): Promise<AirportPlaybackSlice> {
  const slice = sliceOf(query);
  await deps.directory.ready();
  const airport = deps.directory.airport(query.airport);
  if (!airport) throw new HttpError(404, 'playback.airportUnknown');
  const codes = [airport.icao, ...(airport.iata ? [airport.iata] : [])];
  const radiusM = query.radiusKm * 1000;
  const near = (lat: number, lon: number) =>
    distanceMetres(airport.lat, airport.lon, lat, lon) <= radiusM;
  const windowFrom = query.startTime * 1000;
  const windowTo = query.endTime * 1000;
  const fromMs = slice.from * 1000;
  const toMs = slice.to * 1000;
  const candidates = await findFlightsAround(
    deps.db,
    codes,
    boxAround(airport.lat, airport.lon, query.radiusKm),
    fromMs,
    toMs,
  );
  const found = new Map(candidates.map((flight) => [flight.id, flight]));
  const points = await readFlightsPoints(deps.db, [...found.keys()], fromMs, toMs);
  await joinHeldPoints(deps, found, points, fromMs, toMs, (p) => near(p.lat, p.lon));
  const ends = await readFlightEnds(deps.db, [...found.keys()]);
  const flights: SliceFlight[] = [];
  for (const flight of found.values()) {
    const inSlice = points.get(flight.id) ?? [];
    if (inSlice.length === 0) continue;
    const base = deps.directory.identify(flight);
    const end = ends.get(flight.id);
    const origin = flight.origin ?? base.forg?.ICAO ?? null;
    const destination = flight.destination ?? base.fdst?.ICAO ?? null;
    const departedHere =
      origin !== null
        ? codes.includes(origin)
        : end !== undefined && near(end.first.lat, end.first.lon);
    const arrivedHere =
      destination !== null
        ? codes.includes(destination)
        : end !== undefined && near(end.last.lat, end.last.lon);
    const departure = flight.takeoffAt ?? flight.firstSeen;
    const arrival = flight.landedAt ?? flight.lastSeen;
    let use: SliceFlight['use'];
    if (departedHere && departure >= windowFrom && departure <= windowTo) use = 'departure';
    else if (arrivedHere && arrival >= windowFrom && arrival <= windowTo) use = 'arrival';
    else if (inSlice.some((p) => near(p.lat, p.lon))) use = 'overflight';
    if (!use) continue;
    const presented = presentSliceFlight(flight, base, inSlice, use);
    if (presented.points.length > 0) flights.push(presented);
  }
  return {
    startTime: query.startTime,
    endTime: query.endTime,
    ...slice,
    airport: presentAirport(airport),
    flights,
  };
}
