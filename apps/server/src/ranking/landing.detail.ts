// `/adsb/airport/landing/detail` (spec §7): one landing of the airport landing list — the
// flight, the runway it landed on when the trace shows it, and every public receiver that heard
// the aircraft that day with the part of the approach inside its measured outline.
//
// The traces keep no per-receiver record of each position (a point is the merged best of all
// receivers), so "heard the approach" is: the receiver heard the aircraft that day
// (device_day_aircraft) and the approach points lie inside its measured polar outline of that
// day — its first and last such point, and their distances.
import { sql } from 'drizzle-orm';
import {
  distanceMetres,
  formatIcaoHex,
  type LandingDetail,
  type LandingReceiver,
} from '@skytrace/contracts';
import { queryRows } from '../coverage/query-rows';
import type { Db } from '../db/db';
import { statsDay } from '../devices/device.live';
import { HttpError } from '../http/errors';
import { findAirportByCode, listRunwaysOfAirport } from '../reference/runway.repo';
import { findFlight } from '../traces/recorded-flights.repo';
import { readFlightPoints } from '../traces/recorded-points.repo';
import type { TracePoint } from '../traces/trace.point';
import { readDayOutlines } from './outlines';
import { insideOutline } from './siting';
import { thinForMap } from './trajectory';

/** The approach: the last 20 minutes before the end, within 80 km of the airport. */
export const APPROACH_MS = 20 * 60_000;
export const APPROACH_KM = 80;
/** A runway end matches when the final track is within 20° and its threshold within 5 km. */
const RUNWAY_TRACK_DEG = 20;
const RUNWAY_KM = 5;

const seconds = (ms: number) => Math.round(ms / 1000);

function headingGap(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

export interface RunwayEnd {
  ident: string;
  lat: number;
  lon: number;
  headingDeg: number;
}

/**
 * The runway end landed on: the track of the last airborne points (mean of up to five) against
 * each end's true heading, and the touchdown (first point on the ground, else the last point)
 * against its threshold; the nearest matching end wins.
 */
export function matchRunway(
  approach: readonly TracePoint[],
  ends: readonly RunwayEnd[],
): RunwayEnd | undefined {
  const touchdownIndex = approach.findIndex((point) => point.onGround);
  const touchdown = touchdownIndex >= 0 ? approach[touchdownIndex] : approach.at(-1);
  const airborne = (touchdownIndex >= 0 ? approach.slice(0, touchdownIndex) : approach)
    .filter((point) => !point.onGround && point.track !== null)
    .slice(-5);
  if (!touchdown || airborne.length === 0) return undefined;
  // Mean of headings as vectors (359° and 1° average to 0°, not 180°).
  let x = 0;
  let y = 0;
  for (const point of airborne) {
    const rad = ((point.track ?? 0) * Math.PI) / 180;
    x += Math.sin(rad);
    y += Math.cos(rad);
  }
  const track = ((Math.atan2(x, y) * 180) / Math.PI + 360) % 360;
  let best: { end: RunwayEnd; km: number } | undefined;
  for (const end of ends) {
    if (headingGap(track, end.headingDeg) > RUNWAY_TRACK_DEG) continue;
    const km = distanceMetres(end.lat, end.lon, touchdown.lat, touchdown.lon) / 1000;
    if (km <= RUNWAY_KM && (!best || km < best.km)) best = { end, km };
  }
  return best?.end;
}

export async function runwayEnds(db: Db, airportIcao: string): Promise<RunwayEnd[]> {
  const ends: RunwayEnd[] = [];
  for (const runway of await listRunwaysOfAirport(db, airportIcao)) {
    if (runway.closed) continue;
    if (
      runway.leIdent &&
      runway.leLat !== null &&
      runway.leLon !== null &&
      runway.leHeadingDeg !== null
    )
      ends.push({
        ident: runway.leIdent,
        lat: runway.leLat,
        lon: runway.leLon,
        headingDeg: runway.leHeadingDeg,
      });
    if (
      runway.heIdent &&
      runway.heLat !== null &&
      runway.heLon !== null &&
      runway.heHeadingDeg !== null
    )
      ends.push({
        ident: runway.heIdent,
        lat: runway.heLat,
        lon: runway.heLon,
        headingDeg: runway.heHeadingDeg,
      });
  }
  return ends;
}

export async function readLandingDetail(db: Db, flightId: number): Promise<LandingDetail> {
  const flight = await findFlight(db, flightId);
  if (!flight) throw new HttpError(404, 'coverageRest.flightUnknown');
  const airport = flight.destination ? await findAirportByCode(db, flight.destination) : undefined;
  const points = await readFlightPoints(db, flightId);
  const end = flight.landedAt ?? flight.lastSeen;
  const approach = points.filter(
    (point) =>
      point.time >= end - APPROACH_MS &&
      (!airport ||
        distanceMetres(airport.lat, airport.lon, point.lat, point.lon) / 1000 <= APPROACH_KM),
  );
  const runway = airport ? matchRunway(approach, await runwayEnds(db, airport.icao)) : undefined;
  const day = statsDay(seconds(end));
  const heard = await queryRows(
    db,
    sql`select d.dev_id from device_day_aircraft a join devices d on d.dev_id = a.dev_id
      where a.icao = ${flight.icao} and a.day = ${day}::date
        and (d.owner_user_id is not null or d.operator_owned)
      order by d.dev_id`,
  );
  const heardIds = new Set(heard.map((row) => Number(row.dev_id)));
  const outlines = new Map(
    (await readDayOutlines(db, day, 0))
      .filter((outline) => heardIds.has(outline.devId))
      .map((outline) => [outline.devId, outline]),
  );
  const aliases = await queryRows(
    db,
    sql`select dev_id, alias from devices where dev_id = any(${sql.param([...heardIds])}::integer[])`,
  );
  const receivers: LandingReceiver[] = aliases.map((row) => {
    const devId = Number(row.dev_id);
    const outline = outlines.get(devId);
    const inside = outline
      ? approach.filter((point) => insideOutline(outline, point.lat, point.lon))
      : [];
    const km = (point: TracePoint) =>
      outline ? distanceMetres(outline.lat, outline.lon, point.lat, point.lon) / 1000 : 0;
    const distances = inside.map(km);
    const round = (value: number) => Math.round(value * 10) / 10;
    const first = inside[0];
    const last = inside.at(-1);
    return {
      devId,
      alias: (row.alias as string | null) ?? null,
      firstHeard: first ? seconds(first.time) : null,
      lastHeard: last ? seconds(last.time) : null,
      minDistanceKm: distances.length > 0 ? round(Math.min(...distances)) : null,
      maxDistanceKm: distances.length > 0 ? round(Math.max(...distances)) : null,
      airportDistanceKm:
        outline && airport
          ? round(distanceMetres(outline.lat, outline.lon, airport.lat, airport.lon) / 1000)
          : null,
    };
  });
  // Receivers that covered the approach first, nearest first.
  receivers.sort(
    (a, b) =>
      (a.minDistanceKm ?? Number.POSITIVE_INFINITY) -
        (b.minDistanceKm ?? Number.POSITIVE_INFINITY) || a.devId - b.devId,
  );
  return {
    flight: {
      flightId: flight.id,
      icao: formatIcaoHex(flight.icao),
      callsign: flight.callsign,
      origin: flight.origin,
      destination: flight.destination,
      firstSeen: seconds(flight.firstSeen),
      lastSeen: seconds(flight.lastSeen),
      landedAt: flight.landedAt === null ? null : seconds(flight.landedAt),
    },
    airport: airport
      ? { icao: airport.icao, iata: airport.iata ?? null, name: airport.nameEn }
      : null,
    runway: runway ? { ident: runway.ident, headingDeg: Math.round(runway.headingDeg) } : null,
    approach: thinForMap(approach),
    receivers,
  };
}
