// Queries of the track-file lookup over the traces tables: recorded parts whose bounding box and
// time span meet the lookup's, newest first, and the chunks of some of them within a range.
import { and, asc, desc, gte, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { decodeTraceChunk } from '../traces/trace.codec';
import type { TracePoint } from '../traces/trace.point';
import { flights, traceChunks } from '../traces/traces.schema';
import { presentFlightRow, type BoundingBox, type FlightSummary } from '../traces/traces.repo';

/**
 * Flights whose bounding box meets one of `boxes` (same expression as flights_bbox_idx, so the
 * GiST index answers) and whose time span meets [from, to] (ms), newest last point first.
 */
export async function findFlightsMeeting(
  db: Db,
  boxes: readonly BoundingBox[],
  from: number,
  to: number,
  limit: number,
): Promise<FlightSummary[]> {
  const meets = boxes.map(
    (box) =>
      sql`box(point(${flights.minLon}, ${flights.minLat}), point(${flights.maxLon}, ${flights.maxLat})) && box(point(${box.minLon}, ${box.minLat}), point(${box.maxLon}, ${box.maxLat}))`,
  );
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

/**
 * Calls `visit` with the points of each chunk of the given flights that meets [from, to] (ms),
 * flight by flight in time order, until it answers true for a flight (then that flight's other
 * chunks are skipped). One statement; chunks are decoded one at a time.
 */
export async function scanFlightChunks(
  db: Db,
  flightIds: readonly number[],
  from: number,
  to: number,
  visit: (flightId: number, points: readonly TracePoint[]) => boolean,
): Promise<void> {
  if (flightIds.length === 0) return;
  const chunks = await db
    .select({ flightId: traceChunks.flightId, payload: traceChunks.payload })
    .from(traceChunks)
    .where(
      and(
        sql`${traceChunks.flightId} = any(${sql.param([...flightIds])}::bigint[])`,
        lte(traceChunks.startTime, new Date(to)),
        gte(traceChunks.endTime, new Date(from)),
      ),
    )
    .orderBy(asc(traceChunks.flightId), asc(traceChunks.startTime), asc(traceChunks.id));
  let done: number | undefined;
  for (const chunk of chunks) {
    if (chunk.flightId === done) continue;
    if (visit(chunk.flightId, decodeTraceChunk(chunk.payload))) done = chunk.flightId;
  }
}
