// Writes of the traces domain: what the recorder writes at each flush, the airports the flights
// domain sets, and retention deletes. Reads have their own files: recorded-flights.repo.ts
// (flight rows) and recorded-points.repo.ts (chunks), the one owner of reading recorded flights.
import { gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { recordFlushBatch } from '../db/flush-batches.repo';
import { flights, traceChunks } from './traces.schema';

/** An area in degrees (west/south/east/north edges). */
export interface BoundingBox {
  minLat: number;
  minLon: number;
  maxLat: number;
  maxLon: number;
}

/** One row of the flights index, times in ms since epoch. */
export interface FlightSummary extends BoundingBox {
  id: number;
  icao: number;
  callsign: string | null;
  firstSeen: number;
  lastSeen: number;
  origin: string | null;
  destination: string | null;
  takeoffAt: number | null;
  landedAt: number | null;
  pointCount: number;
}

/** What a flush writes for one flight (origin/destination belong to the flights domain). */
export type FlightWrite = Omit<FlightSummary, 'origin' | 'destination'>;

/** One encoded chunk to store. */
export interface ChunkWrite {
  flightId: number;
  icao: number;
  startTime: number;
  endTime: number;
  pointCount: number;
  payload: Uint8Array;
}

const ROWS_PER_INSERT = 1_000;

const ms = (date: Date | null): number | null => (date === null ? null : date.getTime());

/** A `flights` row as the summary every reader of recorded flights gets. */
export function presentFlightRow(row: typeof flights.$inferSelect): FlightSummary {
  return {
    id: row.id,
    icao: row.icao,
    callsign: row.callsign,
    firstSeen: row.firstSeen.getTime(),
    lastSeen: row.lastSeen.getTime(),
    minLat: row.minLat,
    minLon: row.minLon,
    maxLat: row.maxLat,
    maxLon: row.maxLon,
    origin: row.origin,
    destination: row.destination,
    takeoffAt: ms(row.takeoffAt),
    landedAt: ms(row.landedAt),
    pointCount: row.pointCount,
  };
}

/** Reserves `count` flight ids, so that rows and their chunks are written in one statement each. */
export async function allocateFlightIds(db: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db
    .select({ id: sql<number>`nextval('flights_id_seq')`.mapWith(Number) })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => row.id);
}

/** Timestamps as ISO text: both drivers pass a text[] parameter the same way. */
const isoTimes = (times: readonly (number | null)[]): (string | null)[] =>
  times.map((time) => (time === null ? null : new Date(time).toISOString()));

/**
 * Writes flights (inserted, or updated by id) and their new chunks in one transaction, with
 * `batchId` (when given) recorded in `flush_batches` so that a writer that lost the answer to
 * the COMMIT can learn whether it happened (db/flush-batches.repo.ts).
 * Rows go in as column arrays through unnest(): on PGlite that is ~3× faster than multi-row
 * VALUES (10,000 flights + chunks in ~3 s instead of ~8 s), and batches of ROWS_PER_INSERT
 * keep each statement (which holds PGlite's thread) short.
 */
export async function writeTraceBatch(
  db: Db,
  flightWrites: readonly FlightWrite[],
  chunks: readonly ChunkWrite[],
  batchId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (batchId !== undefined) await recordFlushBatch(tx, batchId);
    for (let i = 0; i < flightWrites.length; i += ROWS_PER_INSERT) {
      const rows = flightWrites.slice(i, i + ROWS_PER_INSERT);
      const column = <T>(pick: (flight: FlightWrite) => T) => sql.param(rows.map(pick));
      await tx.execute(sql`
        insert into ${flights} (id, icao, callsign, first_seen, last_seen, min_lat, max_lat,
          min_lon, max_lon, takeoff_at, landed_at, point_count)
        select * from unnest(
          ${column((f) => f.id)}::bigint[], ${column((f) => f.icao)}::integer[],
          ${column((f) => f.callsign)}::text[],
          ${sql.param(isoTimes(rows.map((f) => f.firstSeen)))}::timestamptz[],
          ${sql.param(isoTimes(rows.map((f) => f.lastSeen)))}::timestamptz[],
          ${column((f) => f.minLat)}::float8[], ${column((f) => f.maxLat)}::float8[],
          ${column((f) => f.minLon)}::float8[], ${column((f) => f.maxLon)}::float8[],
          ${sql.param(isoTimes(rows.map((f) => f.takeoffAt)))}::timestamptz[],
          ${sql.param(isoTimes(rows.map((f) => f.landedAt)))}::timestamptz[],
          ${column((f) => f.pointCount)}::integer[])
        on conflict (id) do update set
          callsign = excluded.callsign, first_seen = excluded.first_seen,
          last_seen = excluded.last_seen, min_lat = excluded.min_lat, max_lat = excluded.max_lat,
          min_lon = excluded.min_lon, max_lon = excluded.max_lon,
          takeoff_at = excluded.takeoff_at, landed_at = excluded.landed_at,
          point_count = excluded.point_count`);
    }
    for (let i = 0; i < chunks.length; i += ROWS_PER_INSERT) {
      const rows = chunks.slice(i, i + ROWS_PER_INSERT);
      const column = <T>(pick: (chunk: ChunkWrite) => T) => sql.param(rows.map(pick));
      await tx.execute(sql`
        insert into ${traceChunks} (flight_id, icao, start_time, end_time, point_count, payload)
        select * from unnest(
          ${column((c) => c.flightId)}::bigint[], ${column((c) => c.icao)}::integer[],
          ${sql.param(isoTimes(rows.map((c) => c.startTime)))}::timestamptz[],
          ${sql.param(isoTimes(rows.map((c) => c.endTime)))}::timestamptz[],
          ${column((c) => c.pointCount)}::integer[], ${column((c) => c.payload)}::bytea[])`);
    }
  });
}

/** Origin and destination of one flight row, as the flights domain identified them. */
export interface FlightAirports {
  id: number;
  origin: string | null;
  destination: string | null;
}

/** Sets origin and destination of flights by id (one statement per batch). */
export async function setFlightAirports(db: Db, rows: readonly FlightAirports[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const batch = rows.slice(i, i + ROWS_PER_INSERT);
    const column = <T>(pick: (row: FlightAirports) => T) => sql.param(batch.map(pick));
    await db.execute(sql`
      update ${flights} set origin = source.origin, destination = source.destination
      from unnest(${column((r) => r.id)}::bigint[], ${column((r) => r.origin)}::text[],
        ${column((r) => r.destination)}::text[]) as source(id, origin, destination)
      where ${flights.id} = source.id`);
  }
}

/** The first point (ms) of the flights last seen at or after `since`, or undefined. */
export async function earliestFlightSeenSince(db: Db, since: number): Promise<number | undefined> {
  const [row] = await db
    .select({ first: sql<string | Date | null>`min(${flights.firstSeen})` })
    .from(flights)
    .where(gte(flights.lastSeen, new Date(since)));
  return row?.first ? new Date(row.first).getTime() : undefined;
}

/**
 * Deletes up to `batch` flights last seen before `cutoff` (ms) with their chunks; returns how
 * many flights went. Chunks first, by flight id, so the cascade has nothing left to look up;
 * their start before the cut-off limits that delete to the partitions before it.
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
    await tx.execute(sql`delete from ${traceChunks} where flight_id = any(${ids}::bigint[])
      and start_time < ${new Date(cutoff).toISOString()}::timestamptz`);
    await tx.execute(sql`delete from ${flights} where id = any(${ids}::bigint[])`);
    return old.length;
  });
}
