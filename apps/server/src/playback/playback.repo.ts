// Queries of playback over the traces tables (traces/traces.schema.ts) that the recorder's own
// repository does not need: flights by several callsigns, the points of many flights in one time
// window, the first and last point of flights, flights around an airport, and retention deletes.
import { and, asc, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db';
import { decodeTraceChunk } from '../traces/trace.codec';
import type { TracePoint } from '../traces/trace.point';
import { flights, traceChunks } from '../traces/traces.schema';
import { presentFlightRow, type BoundingBox, type FlightSummary } from '../traces/traces.repo';

const FLIGHT_LIMIT = 2_000;
const overlapping = (from: number, to: number): SQL[] => [
  gte(flights.lastSeen, new Date(from)),
  lte(flights.firstSeen, new Date(to)),
];

/** Same expression as flights_bbox_idx, so the GiST index answers the overlap (&&). */
const boxOverlaps = (box: BoundingBox): SQL =>
  sql`box(point(${flights.minLon}, ${flights.minLat}), point(${flights.maxLon}, ${flights.maxLat})) && box(point(${box.minLon}, ${box.minLat}), point(${box.maxLon}, ${box.maxLat}))`;

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
    boxOverlaps(box),
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
    .where(and(...overlapping(from, to), boxOverlaps(box)))
    .orderBy(asc(flights.firstSeen), asc(flights.id))
    .limit(FLIGHT_LIMIT);
  return rows.map(presentFlightRow);
}

/**
 * The points of each flight in [from, to) (ms), in time order: only the chunks overlapping the
 * window are read (index trace_chunks_flight_start_idx), one statement for all flights.
 */
export async function readFlightsPoints(
  db: Db,
  flightIds: readonly number[],
  from: number,
  to: number,
): Promise<Map<number, TracePoint[]>> {
  const byFlight = new Map<number, TracePoint[]>();
  if (flightIds.length === 0) return byFlight;
  const chunks = await db
    .select({ flightId: traceChunks.flightId, payload: traceChunks.payload })
    .from(traceChunks)
    .where(
      and(
        sql`${traceChunks.flightId} = any(${sql.param([...flightIds])}::bigint[])`,
        lt(traceChunks.startTime, new Date(to)),
        gte(traceChunks.endTime, new Date(from)),
      ),
    )
    .orderBy(asc(traceChunks.flightId), asc(traceChunks.startTime), asc(traceChunks.id));
  for (const chunk of chunks) {
    const points = byFlight.get(chunk.flightId) ?? [];
    for (const point of decodeTraceChunk(chunk.payload)) {
      if (point.time >= from && point.time < to) points.push(point);
    }
    byFlight.set(chunk.flightId, points);
  }
  for (const points of byFlight.values()) points.sort((a, b) => a.time - b.time);
  return byFlight;
}

/** Every stored point of the given flights (the parts of one flight), in time order. */
export async function readPartsPoints(db: Db, flightIds: readonly number[]): Promise<TracePoint[]> {
  if (flightIds.length === 0) return [];
  const chunks = await db
    .select({ payload: traceChunks.payload })
    .from(traceChunks)
    .where(sql`${traceChunks.flightId} = any(${sql.param([...flightIds])}::bigint[])`)
    .orderBy(asc(traceChunks.startTime), asc(traceChunks.id));
  const points = chunks.flatMap((chunk) => decodeTraceChunk(chunk.payload));
  // Chunks never overlap in time; the stable sort keeps that an assumption, not a rule.
  return points.sort((a, b) => a.time - b.time);
}

/** The first and last stored point of each flight (from its first and last chunk). */
export async function readFlightEnds(
  db: Db,
  flightIds: readonly number[],
): Promise<Map<number, { first: TracePoint; last: TracePoint }>> {
  const ends = new Map<number, { first: TracePoint; last: TracePoint }>();
  if (flightIds.length === 0) return ends;
  const ids = sql.param([...flightIds]);
  const result = await db.execute<{ flight_id: string | number; payload: Uint8Array }>(sql`
    (select distinct on (flight_id) flight_id, payload from ${traceChunks}
      where flight_id = any(${ids}::bigint[]) order by flight_id, start_time asc, id asc)
    union all
    (select distinct on (flight_id) flight_id, payload from ${traceChunks}
      where flight_id = any(${ids}::bigint[]) order by flight_id, start_time desc, id desc)`);
  // Both drivers answer { rows } (PGlite and node-postgres); the Db type leaves it unknown.
  const { rows } = result as { rows: { flight_id: string | number; payload: Uint8Array }[] };
  for (const row of rows) {
    const id = Number(row.flight_id);
    const points = decodeTraceChunk(row.payload);
    const first = points[0];
    const last = points[points.length - 1];
    if (!first || !last) continue;
    const known = ends.get(id);
    ends.set(id, {
      first: known && known.first.time < first.time ? known.first : first,
      last: known && known.last.time > last.time ? known.last : last,
    });
  }
  return ends;
}

/**
 * Deletes up to `batch` flights last seen before `cutoff` (ms) with their chunks; returns how
 * many flights went. Chunks first, by flight id, so the cascade has nothing left to look up.
 */
export async function deleteFlightsBefore(db: Db, cutoff: number, batch: number): Promise<number> {
  return db.transaction(async (tx) => {
    const old = await tx
      .select({ id: flights.id })
      .from(flights)
      .where(lt(flights.lastSeen, new Date(cutoff)))
      .limit(batch);
    if (old.length === 0) return 0;
    const ids = sql.param(old.map((row) => row.id));
    await tx.execute(sql`delete from ${traceChunks} where flight_id = any(${ids}::bigint[])`);
    await tx.execute(sql`delete from ${flights} where id = any(${ids}::bigint[])`);
    return old.length;
  });
}
