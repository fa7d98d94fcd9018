// Reading recorded points (the trace_chunks table): one flight, one aircraft between two times,
// the points of many flights in one window, the first and last point of flights, and a scan
// that stops per flight.
import { and, asc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db';
import { decodeTraceChunk } from './trace.codec';
import type { TracePoint } from './trace.point';
import { flights, traceChunks } from './traces.schema';

// A chunk starts between its flight's first and last point. Bounding start_time by the span of
// the flights a query names lets PostgreSQL read only the day partitions they cover instead of
// every day's index. The span is read first and passed as plain values, so the partitions are
// pruned when the statement is planned: bounds given as sub-selects prune only when they are
// answered, after all 32 partitions of a month were planned (bench:pg-plans, warm session: one
// flight 0.45 ms planning + 0.19 ms execution unbounded, 0.55 + 0.09 ms with sub-selects,
// 0.05 + 0.02 ms with values). The hour of slack is for a point stamped a little before its
// flight's first (receivers' clocks).
const SPAN_SLACK_MS = 3_600_000;

const msOf = (value: string | Date | null | undefined): number | undefined =>
  value === null || value === undefined ? undefined : new Date(value).getTime();

/** The start_time bounds of the chunks of these flights; undefined when none is stored. */
async function chunksSpan(db: Db, flightIds: readonly number[]): Promise<SQL | undefined> {
  const [row] = await db
    .select({
      first: sql<string | Date | null>`min(${flights.firstSeen})`,
      last: sql<string | Date | null>`max(${flights.lastSeen})`,
    })
    .from(flights)
    .where(sql`${flights.id} = any(${sql.param([...flightIds])}::bigint[])`);
  const first = msOf(row?.first);
  const last = msOf(row?.last);
  if (first === undefined || last === undefined) return undefined;
  return and(
    gte(traceChunks.startTime, new Date(Math.min(first, last) - SPAN_SLACK_MS)),
    lte(traceChunks.startTime, new Date(Math.max(first, last) + SPAN_SLACK_MS)),
  );
}

/** Points of chunks in time order. */
export function decodeInOrder(chunks: { payload: Uint8Array }[]): TracePoint[] {
  const points = chunks.flatMap((chunk) => decodeTraceChunk(chunk.payload));
  // Chunks of one flight never overlap, but a stable sort keeps that an assumption, not a rule.
  return points.sort((a, b) => a.time - b.time);
}

/** Every stored point of one flight, in time order. */
export async function readFlightPoints(db: Db, flightId: number): Promise<TracePoint[]> {
  const span = await chunksSpan(db, [flightId]);
  if (!span) return [];
  const chunks = await db
    .select({ payload: traceChunks.payload })
    .from(traceChunks)
    .where(and(eq(traceChunks.flightId, flightId), span))
    .orderBy(asc(traceChunks.startTime), asc(traceChunks.id));
  return decodeInOrder(chunks);
}

/** Every stored point of one aircraft between `from` and `to` (ms, inclusive), in time order. */
export async function readAircraftPoints(
  db: Db,
  icao: number,
  from: number,
  to: number,
): Promise<TracePoint[]> {
  // The aircraft's flights meeting the window started no earlier than this.
  const [earliest] = await db
    .select({ first: sql<string | Date | null>`min(${flights.firstSeen})` })
    .from(flights)
    .where(
      and(
        eq(flights.icao, icao),
        gte(flights.lastSeen, new Date(from)),
        lte(flights.firstSeen, new Date(to)),
      ),
    );
  const since = msOf(earliest?.first);
  if (since === undefined) return [];
  const chunks = await db
    .select({ payload: traceChunks.payload })
    .from(traceChunks)
    .where(
      and(
        eq(traceChunks.icao, icao),
        lte(traceChunks.startTime, new Date(to)),
        gte(traceChunks.endTime, new Date(from)),
        gte(traceChunks.startTime, new Date(since - SPAN_SLACK_MS)),
      ),
    )
    .orderBy(asc(traceChunks.startTime), asc(traceChunks.id));
  return decodeInOrder(chunks).filter((point) => point.time >= from && point.time <= to);
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
  const span = await chunksSpan(db, flightIds);
  if (!span) return byFlight;
  const chunks = await db
    .select({ flightId: traceChunks.flightId, payload: traceChunks.payload })
    .from(traceChunks)
    .where(
      and(
        sql`${traceChunks.flightId} = any(${sql.param([...flightIds])}::bigint[])`,
        span,
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
  const span = await chunksSpan(db, flightIds);
  if (!span) return [];
  const chunks = await db
    .select({ payload: traceChunks.payload })
    .from(traceChunks)
    .where(and(sql`${traceChunks.flightId} = any(${sql.param([...flightIds])}::bigint[])`, span))
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
  const span = await chunksSpan(db, flightIds);
  if (!span) return ends;
  const ids = sql.param([...flightIds]);
  const result = await db.execute<{ flight_id: string | number; payload: Uint8Array }>(sql`
    (select distinct on (flight_id) flight_id, payload from ${traceChunks}
      where flight_id = any(${ids}::bigint[]) and ${span}
      order by flight_id, start_time asc, id asc)
    union all
    (select distinct on (flight_id) flight_id, payload from ${traceChunks}
      where flight_id = any(${ids}::bigint[]) and ${span}
      order by flight_id, start_time desc, id desc)`);
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
  const span = await chunksSpan(db, flightIds);
  if (!span) return;
  const chunks = await db
    .select({ flightId: traceChunks.flightId, payload: traceChunks.payload })
    .from(traceChunks)
    .where(
      and(
        sql`${traceChunks.flightId} = any(${sql.param([...flightIds])}::bigint[])`,
        span,
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
