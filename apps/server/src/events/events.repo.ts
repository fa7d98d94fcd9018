// Reads and writes of flight_events. Writes skip rows already stored (the dedupe key), so a
// replay over recorded hours is safe to run again.
import type { EventKind, FlightEventView } from '@skytrace/contracts';
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db';
import { flightEvents } from './events.schema';

/** An event ready to store (time in seconds). */
export interface EventRow {
  kind: EventKind;
  icao: number;
  callsign: string;
  fnum: string;
  airport: string;
  airportIata: string;
  runway: string;
  time: number;
  lat: number;
  lon: number;
  altitude: number | null;
  details: Record<string, string | number>;
}

/** Stores events, skipping duplicates; the rows inserted, with their ids. */
export async function insertEvents(db: Db, rows: readonly EventRow[]): Promise<FlightEventView[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(flightEvents)
    .values(rows.map((row) => ({ ...row, time: new Date(Math.round(row.time * 1000)) })))
    .onConflictDoNothing()
    .returning();
  return inserted.map(presentEvent);
}

export function presentEvent(row: typeof flightEvents.$inferSelect): FlightEventView {
  return {
    id: row.id,
    kind: row.kind as EventKind,
    icao: row.icao.toString(16).toUpperCase().padStart(6, '0'),
    callsign: row.callsign,
    fnum: row.fnum,
    airport: row.airport,
    airportIata: row.airportIata,
    runway: row.runway,
    time: row.time.getTime() / 1000,
    lat: row.lat,
    lon: row.lon,
    altitude: row.altitude,
    details: row.details,
  };
}

/** What to look for: a time window (seconds, [from, to)), kinds, an airport, a region. */
export interface EventQuery {
  from: number;
  to: number;
  kinds?: readonly EventKind[];
  /** ICAO or IATA code. */
  airport?: string;
  bbox?: { lat1: number; lon1: number; lat2: number; lon2: number };
  limit: number;
}

/** Events matching the query, newest first. */
export async function findEvents(db: Db, query: EventQuery): Promise<FlightEventView[]> {
  const where: (SQL | undefined)[] = [
    gte(flightEvents.time, new Date(query.from * 1000)),
    lt(flightEvents.time, new Date(query.to * 1000)),
  ];
  if (query.kinds !== undefined && query.kinds.length > 0)
    where.push(inArray(flightEvents.kind, [...query.kinds]));
  if (query.airport !== undefined)
    where.push(
      or(eq(flightEvents.airport, query.airport), eq(flightEvents.airportIata, query.airport)),
    );
  const box = query.bbox;
  if (box !== undefined) {
    const south = Math.min(box.lat1, box.lat2);
    const north = Math.max(box.lat1, box.lat2);
    where.push(sql`${flightEvents.lat} between ${south} and ${north}`);
    // West to east; a box whose west edge is east of its east edge crosses the antimeridian.
    where.push(
      box.lon1 <= box.lon2
        ? sql`${flightEvents.lon} between ${box.lon1} and ${box.lon2}`
        : sql`(${flightEvents.lon} >= ${box.lon1} or ${flightEvents.lon} <= ${box.lon2})`,
    );
  }
  const rows = await db
    .select()
    .from(flightEvents)
    .where(and(...where))
    .orderBy(desc(flightEvents.time), desc(flightEvents.id))
    .limit(query.limit);
  return rows.map(presentEvent);
}
