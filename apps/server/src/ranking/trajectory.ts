// `/adsb/trajectory/any` (spec §7): the recorded trajectory of any aircraft or flight number in
// a time window, for an administrator checking what the receivers heard. Flights come from the
// traces domain's flight index, points from its chunks; the answer is thinned for drawing.
import {
  formatIcaoHex,
  parseIcaoHex,
  type Trajectory,
  type TrajectoryFlight,
  type TrajectoryQuery,
} from '@skytrace/contracts';
import { distanceMetres } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { findFlights } from '../traces/recorded-flights.repo';
import { readFlightsPoints } from '../traces/recorded-points.repo';
import type { TracePoint } from '../traces/trace.point';

/** Flights one query answers at most (a callsign flown several times in two days). */
const MAX_FLIGHTS = 20;
/** Points of one flight after thinning at most: enough for a smooth line at any zoom. */
export const MAX_POINTS_PER_FLIGHT = 2_000;
const MIN_STEP_M = 300;
const MIN_CLIMB_FT = 300;
const MIN_TURN_DEG = 5;
const MAX_GAP_MS = 60_000;

type Point = [number, number, number | null, number];

const turn = (a: number | null, b: number | null) => {
  if (a === null || b === null) return 0;
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

/**
 * Keeps a point when the aircraft moved 300 m, climbed or descended 300 ft, turned 5° or a
 * minute passed since the last kept one, plus the first and the last point; then, if still too
 * many, every n-th. The stored trace is thinned already for playback (trace.thinning.ts); this
 * is the coarser cut a map of hours needs.
 */
export function thinForMap(points: readonly TracePoint[], max = MAX_POINTS_PER_FLIGHT): Point[] {
  const kept: TracePoint[] = [];
  let last: TracePoint | undefined;
  points.forEach((point, index) => {
    const keep =
      last === undefined ||
      index === points.length - 1 ||
      distanceMetres(last.lat, last.lon, point.lat, point.lon) >= MIN_STEP_M ||
      Math.abs((point.altitude ?? 0) - (last.altitude ?? 0)) >= MIN_CLIMB_FT ||
      turn(point.track, last.track) >= MIN_TURN_DEG ||
      point.onGround !== last.onGround ||
      point.time - last.time >= MAX_GAP_MS;
    if (keep) {
      kept.push(point);
      last = point;
    }
  });
  const stride = Math.ceil(kept.length / max);
  const sampled =
    stride <= 1
      ? kept
      : kept.filter((_, index) => index % stride === 0 || index === kept.length - 1);
  return sampled.map((point) => [
    Math.round(point.lon * 1e5) / 1e5,
    Math.round(point.lat * 1e5) / 1e5,
    point.altitude,
    Math.round(point.time / 1000),
  ]);
}

export async function readTrajectory(db: Db, query: TrajectoryQuery): Promise<Trajectory> {
  const from = query.startTime * 1000;
  const to = query.endTime * 1000;
  const icao = query.icao === undefined ? undefined : parseIcaoHex(query.icao);
  const found = await findFlights(db, {
    icao,
    callsign: query.flight,
    from,
    to,
    limit: MAX_FLIGHTS,
  });
  const points = await readFlightsPoints(
    db,
    found.map((flight) => flight.id),
    from,
    to + 1,
  );
  const flights: TrajectoryFlight[] = found.map((flight) => ({
    flightId: flight.id,
    icao: formatIcaoHex(flight.icao),
    callsign: flight.callsign,
    origin: flight.origin,
    destination: flight.destination,
    firstSeen: Math.round(flight.firstSeen / 1000),
    lastSeen: Math.round(flight.lastSeen / 1000),
    recordedPoints: flight.pointCount,
    points: thinForMap(points.get(flight.id) ?? []),
  }));
  return { flights: flights.filter((flight) => flight.points.length > 0) };
}
