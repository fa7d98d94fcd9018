// Reading recorded flight rows (the flights table): by aircraft, callsign, id, airport, area and
// time window, for playback, track files, the tracker's paths and restored flight events. The
// bounding-box and time-span tests are written once, as the GiST index flights_span_bbox_idx
// expects them.
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db';
import { decodeInOrder } from './recorded-points.repo';
import { presentFlightRow, type BoundingBox, type FlightSummary } from './traces.repo';
import { flights, traceChunks } from './traces.schema';

const FLIGHT_LIMIT = 2_000;

const overlapping = (from: number, to: number): SQL[] => [
  gte(flights.lastSeen, new Date(from)),
  lte(flights.firstSeen, new Date(to)),
];

/** Same expression as flights_span_bbox_idx's box, so the GiST index answers the overlap (&&). */
const boxOverlaps = (box: BoundingBox): SQL =>
  sql`box(point(${flights.minLon}, ${flights.minLat}), point(${flights.maxLon}, ${flights.maxLat})) && box(point(${box.minLon}, ${box.minLat}), point(${box.maxLon}, ${box.maxLat}))`;

/**
 * The flight's span meets [from, to] (ms), written as flights_span_bbox_idx's first column so
 * the index narrows by time and box together. It repeats {@link overlapping}, which stays the
 * rule (it keeps a row the range would not, should one end before it starts).
 */
const spanMeets = (from: number, to: number): SQL =>
  sql`tstzrange(least(${flights.firstSeen}, ${flights.lastSeen}), greatest(${flights.firstSeen}, ${flights.lastSeen}), '[]') && tstzrange(${new Date(Math.min(from, to)).toISOString()}::timestamptz, ${new Date(Math.max(from, to)).toISOString()}::timestamptz, '[]')`;

/** Box and time span together, as the index answers them. */
const boxAndSpan = (box: BoundingBox, from: number, to: number): SQL =>
  sql`(${spanMeets(from, to)} and ${boxOverlaps(box)})`;

/** The latest stored flight of each given aircraft that was seen at or after `since` (ms). */
export async function findLatestFlights(
  db: Db,
  icaos: readonly number[],
  since: number,
): Promise<FlightSummary[]> {
  if (icaos.length === 0) return [];
  const rows = await db
    .selectDistinctOn([flights.icao])
    .from(flights)
    .where(
      and(
        // One array parameter, not one parameter per aircraft (a restart brings thousands).
        sql`${flights.icao} = any(${sql.param([...icaos])}::integer[])`,
        gte(flights.lastSeen, new Date(since)),
      ),
    )
    .orderBy(flights.icao, desc(flights.lastSeen));
  return rows.map(presentFlightRow);
}

/** Filter of {@link findFlights}: flights overlapping [from, to] (ms), optionally narrowed. */
export interface FlightQuery {
  icao?: number;
  callsign?: string;
  /** Airport code: flights from or to it (once the flights domain fills origin/destination). */
  airport?: string;
  from: number;
  to: number;
  bbox?: BoundingBox;
  limit?: number;
}

/** Flights that overlap the time window (and area, aircraft, callsign when given), oldest first. */
export async function findFlights(db: Db, query: FlightQuery): Promise<FlightSummary[]> {
  const conditions: SQL[] = [
    gte(flights.lastSeen, new Date(query.from)),
    lte(flights.firstSeen, new Date(query.to)),
  ];
  if (query.icao !== undefined) conditions.push(eq(flights.icao, query.icao));
  if (query.callsign !== undefined) conditions.push(eq(flights.callsign, query.callsign));
  if (query.airport !== undefined) {
    const airport = or(eq(flights.origin, query.airport), eq(flights.destination, query.airport));
    if (airport) conditions.push(airport);
  }
  if (query.bbox) conditions.push(boxAndSpan(query.bbox, query.from, query.to));
  const rows = await db
    .select()
    .from(flights)
    .where(and(...conditions))
    .orderBy(asc(flights.firstSeen), asc(flights.id))
    .limit(query.limit ?? 1_000);
  return rows.map(presentFlightRow);
}

/** One flight by id; undefined when there is none. */
export async function findFlight(db: Db, flightId: number): Promise<FlightSummary | undefined> {
  const [row] = await db.select().from(flights).where(eq(flights.id, flightId));
  return row ? presentFlightRow(row) : undefined;
}

/** Flights flown under any of `callsigns` overlapping [from, to] (ms), oldest first. */
export async function findFlightsByCallsigns(
  db: Db,
  callsigns: readonly string[],
  from: number,
  to: number,
): Promise<FlightSummary[]> {
  if (callsigns.length === 0) return [];
  const rows = await db
    .select()
    .from(flights)
    .where(and(inArray(flights.callsign, [...callsigns]), ...overlapping(from, to)))
    .orderBy(asc(flights.firstSeen), asc(flights.id))
    .limit(FLIGHT_LIMIT);
  return rows.map(presentFlightRow);
}

/** Flights by id (any order of ids; answer oldest first). */
export async function findFlightsByIds(db: Db, ids: readonly number[]): Promise<FlightSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(flights)
    .where(inArray(flights.id, [...ids]))
    .orderBy(asc(flights.firstSeen), asc(flights.id));
  return rows.map(presentFlightRow);
}

/**
 * Flights overlapping [from, to] whose recorded origin or destination is one of `codes`, or
 * whose bounding box meets `box` (the airport's radius), oldest first.
 */
export async function findFlightsAround(
  db: Db,
  codes: readonly string[],
  box: BoundingBox,
  from: number,
  to: number,
): Promise<FlightSummary[]> {
  const near = or(
    inArray(flights.origin, [...codes]),
    inArray(flights.destination, [...codes]),
    boxAndSpan(box, from, to),
  );
  const rows = await db
    .select()
    .from(flights)
    .where(and(...overlapping(from, to), near))
    .orderBy(asc(flights.firstSeen), asc(flights.id))
    .limit(FLIGHT_LIMIT);
  return rows.map(presentFlightRow);
}

/** Flights whose bounding box meets `box`, overlapping [from, to], oldest first. */
export async function findFlightsInArea(
  db: Db,
  box: BoundingBox,
  from: number,
  to: number,
): Promise<FlightSummary[]> {
  const rows = await db
    .select()
    .from(flights)
    .where(and(...overlapping(from, to), boxAndSpan(box, from, to)))
    .orderBy(asc(flights.firstSeen), asc(flights.id))
    .limit(FLIGHT_LIMIT);
  return rows.map(presentFlightRow);
}

/**
 * Flights whose bounding box meets one of `boxes` and whose time span meets [from, to] (ms),
 * newest last point first.
 */
export async function findFlightsMeeting(
  db: Db,
  boxes: readonly BoundingBox[],
  from: number,
  to: number,
  limit: number,
): Promise<FlightSummary[]> {
  const meets = boxes.map((box) => boxAndSpan(box, from, to));
  const rows = await db
    .select()
    .from(flights)
    .where(
      and(
        gte(flights.lastSeen, new Date(from)),
        lte(flights.firstSeen, new Date(to)),
        or(...meets),
      ),
    )
    .orderBy(desc(flights.lastSeen), desc(flights.id))
    .limit(limit);
  return rows.map(presentFlightRow);
}

/** A stored flight with a take-off or a landing, and where it was on the ground after landing. */
export interface ObservedFlightRow extends FlightSummary {
  /** First ground point at or after `landedAt` (degrees); null when not landed or not stored. */
  landing: { lat: number; lon: number } | null;
}

/** How far after the landing time the touchdown point is looked for, ms. */
const LANDING_POINT_WINDOW_MS = 120_000;

/**
 * Flights seen since `since` (ms) that took off or landed, with their touchdown point read back
 * from the chunk holding it, oldest first: what restores observed events after a restart.
 */
export async function findObservedFlights(db: Db, since: number): Promise<ObservedFlightRow[]> {
  const rows = await db
    .select()
    .from(flights)
    .where(
      and(
        gte(flights.lastSeen, new Date(since)),
        or(sql`${flights.takeoffAt} is not null`, sql`${flights.landedAt} is not null`),
      ),
    )
    .orderBy(asc(flights.firstSeen), asc(flights.id));
  const chunks = await db
    .select({ flightId: traceChunks.flightId, payload: traceChunks.payload })
    .from(traceChunks)
    .innerJoin(flights, eq(flights.id, traceChunks.flightId))
    .where(
      and(
        gte(flights.lastSeen, new Date(since)),
        sql`${flights.landedAt} is not null`,
        gte(traceChunks.endTime, flights.landedAt),
        sql`${traceChunks.startTime} <= ${flights.landedAt} + make_interval(secs => ${LANDING_POINT_WINDOW_MS / 1000})`,
      ),
    )
    .orderBy(asc(traceChunks.flightId), asc(traceChunks.startTime), asc(traceChunks.id));
  const byFlight = new Map<number, Uint8Array[]>();
  for (const chunk of chunks) {
    byFlight.set(chunk.flightId, [...(byFlight.get(chunk.flightId) ?? []), chunk.payload]);
  }
  return rows.map((row) => {
    const summary = presentFlightRow(row);
    const landedAt = summary.landedAt;
    const payloads = byFlight.get(summary.id);
    let landing: ObservedFlightRow['landing'] = null;
    if (landedAt !== null && payloads) {
      const point = decodeInOrder(payloads.map((payload) => ({ payload }))).find(
        (p) => p.onGround && p.time >= landedAt,
      );
      if (point) landing = { lat: point.lat, lon: point.lon };
    }
    return { ...summary, landing };
  });
}
