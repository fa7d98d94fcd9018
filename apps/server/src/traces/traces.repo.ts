// Queries of the traces domain: what the recorder writes at each flush, and what playback reads
// (one flight, one aircraft between two times, flights in an area and time window).
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db';
import { decodeTraceChunk } from './trace.codec';
import type { TracePoint } from './trace.point';
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

const ROWS_PER_INSERT = 500;
const ms = (date: Date | null): number | null => (date === null ? null : date.getTime());
const date = (time: number | null): Date | null => (time === null ? null : new Date(time));

function present(row: typeof flights.$inferSelect): FlightSummary {
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
    .where(and(inArray(flights.icao, [...icaos]), gte(flights.lastSeen, new Date(since))))
    .orderBy(flights.icao, desc(flights.lastSeen));
  return rows.map(present);
}

/** Reserves `count` flight ids, so that rows and their chunks are written in one statement each. */
export async function allocateFlightIds(db: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db
    .select({ id: sql<number>`nextval('flights_id_seq')`.mapWith(Number) })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => row.id);
}

/** Writes flights (inserted or updated by id) and their new chunks in one transaction. */
export async function writeTraceBatch(
  db: Db,
  flightWrites: readonly FlightWrite[],
  chunks: readonly ChunkWrite[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (let i = 0; i < flightWrites.length; i += ROWS_PER_INSERT) {
      const rows = flightWrites.slice(i, i + ROWS_PER_INSERT).map((flight) => ({
        id: flight.id,
        icao: flight.icao,
        callsign: flight.callsign,
        firstSeen: new Date(flight.firstSeen),
        lastSeen: new Date(flight.lastSeen),
        minLat: flight.minLat,
        maxLat: flight.maxLat,
        minLon: flight.minLon,
        maxLon: flight.maxLon,
        takeoffAt: date(flight.takeoffAt),
        landedAt: date(flight.landedAt),
        pointCount: flight.pointCount,
      }));
      await tx
        .insert(flights)
        .values(rows)
        .onConflictDoUpdate({
          target: flights.id,
          set: {
            callsign: sql`excluded.callsign`,
            firstSeen: sql`excluded.first_seen`,
            lastSeen: sql`excluded.last_seen`,
            minLat: sql`excluded.min_lat`,
            maxLat: sql`excluded.max_lat`,
            minLon: sql`excluded.min_lon`,
            maxLon: sql`excluded.max_lon`,
            takeoffAt: sql`excluded.takeoff_at`,
            landedAt: sql`excluded.landed_at`,
            pointCount: sql`excluded.point_count`,
          },
        });
    }
    for (let i = 0; i < chunks.length; i += ROWS_PER_INSERT) {
      const rows = chunks.slice(i, i + ROWS_PER_INSERT).map((chunk) => ({
        flightId: chunk.flightId,
        icao: chunk.icao,
        startTime: new Date(chunk.startTime),
        endTime: new Date(chunk.endTime),
        pointCount: chunk.pointCount,
        payload: chunk.payload,
      }));
      await tx.insert(traceChunks).values(rows);
    }
  });
}

/** Filter of {@link findFlights}: flights overlapping [from, to] (ms), optionally narrowed. */
export interface FlightQuery {
  icao?: number;
  callsign?: string;
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
  if (query.bbox) {
    const box = query.bbox;
    // Same expression as flights_bbox_idx, so the GiST index answers the overlap (&&).
    conditions.push(
      sql`box(point(${flights.minLon}, ${flights.minLat}), point(${flights.maxLon}, ${flights.maxLat})) && box(point(${box.minLon}, ${box.minLat}), point(${box.maxLon}, ${box.maxLat}))`,
    );
  }
  const rows = await db
    .select()
    .from(flights)
    .where(and(...conditions))
    .orderBy(asc(flights.firstSeen), asc(flights.id))
    .limit(query.limit ?? 1_000);
  return rows.map(present);
}

/** One flight by id; undefined when there is none. */
export async function findFlight(db: Db, flightId: number): Promise<FlightSummary | undefined> {
  const [row] = await db.select().from(flights).where(eq(flights.id, flightId));
  return row ? present(row) : undefined;
}

function decodeInOrder(chunks: { payload: Uint8Array }[]): TracePoint[] {
  const points = chunks.flatMap((chunk) => decodeTraceChunk(chunk.payload));
  // Chunks of one flight never overlap, but a stable sort keeps that an assumption, not a rule.
  return points.sort((a, b) => a.time - b.time);
}

/** Every stored point of one flight, in time order. */
export async function readFlightPoints(db: Db, flightId: number): Promise<TracePoint[]> {
  const chunks = await db
    .select({ payload: traceChunks.payload })
    .from(traceChunks)
    .where(eq(traceChunks.flightId, flightId))
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
  const chunks = await db
    .select({ payload: traceChunks.payload })
    .from(traceChunks)
    .where(
      and(
        eq(traceChunks.icao, icao),
        lte(traceChunks.startTime, new Date(to)),
        gte(traceChunks.endTime, new Date(from)),
      ),
    )
    .orderBy(asc(traceChunks.startTime), asc(traceChunks.id));
  return decodeInOrder(chunks).filter((point) => point.time >= from && point.time <= to);
}
