// Turns the points taken from memory at a flush into rows: one chunk per flight, and the
// flight's row inserted or updated. A flight first seen since start may continue the aircraft's
// stored flight (the server restarted while it flew): same rules as in memory
// (trace.segmentation.ts), checked against the stored row.
import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import type { Db } from '../db/db';
import { encodeTraceChunk } from './trace.codec';
import { LATLON_PER_DEGREE, type TracePoint } from './trace.point';
import { FLIGHT_GAP_MS, type FlightState } from './trace.segmentation';
import { findLatestFlights } from './recorded-flights.repo';
import {
  allocateFlightIds,
  writeTraceBatch,
  type ChunkWrite,
  type FlightSummary,
  type FlightWrite,
} from './traces.repo';

/** The flight's values at the moment its points were taken from memory. */
export type FlightSnapshot = Omit<FlightState, 'id' | 'mayContinueStored' | 'groundSince'>;

/** Points of one flight taken from memory, waiting to be written. */
export interface PendingPoints {
  flight: FlightState;
  snapshot: FlightSnapshot;
  points: TracePoint[];
}

/** What one flush wrote. */
export interface WriteResult {
  points: number;
  chunks: number;
  bytes: number;
  /** The flights whose rows were written, with their ids assigned. */
  flights: FlightState[];
}

const ENCODE_BATCH = 500;

/** A copy of the values a flight row is written from. */
export function snapshotFlight(flight: FlightState): FlightSnapshot {
  return {
    icao: flight.icao,
    callsign: flight.callsign,
    firstSeen: flight.firstSeen,
    lastSeen: flight.lastSeen,
    minLat: flight.minLat,
    maxLat: flight.maxLat,
    minLon: flight.minLon,
    maxLon: flight.maxLon,
    pointCount: flight.pointCount,
    takeoffAt: flight.takeoffAt,
    landedAt: flight.landedAt,
    airborneSeen: flight.airborneSeen,
  };
}

/**
 * The pending points cut into batches of about `maxAircraft` aircraft, each written in its own
 * transaction so a large flush yields between them and a shutdown can stop at a deadline.
 * Every flight of one aircraft stays in one batch: a replayed journal skips the points older
 * than the aircraft's latest stored flight (trace.replay.ts), which must therefore never be
 * committed before an earlier flight of the same aircraft.
 */
export function batchByAircraft(
  pending: readonly PendingPoints[],
  maxAircraft: number,
): PendingPoints[][] {
  const byAircraft = new Map<number, PendingPoints[]>();
  for (const entry of pending) {
    const group = byAircraft.get(entry.flight.icao);
    if (group) group.push(entry);
    else byAircraft.set(entry.flight.icao, [entry]);
  }
  const batches: PendingPoints[][] = [];
  let batch: PendingPoints[] = [];
  let aircraft = 0;
  for (const group of byAircraft.values()) {
    if (aircraft === maxAircraft) {
      batches.push(batch);
      batch = [];
      aircraft = 0;
    }
    batch.push(...group);
    aircraft++;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

const steps = (degrees: number): number => Math.round(degrees * LATLON_PER_DEGREE);

function canContinue(stored: FlightSummary, snapshot: FlightSnapshot): boolean {
  if (snapshot.firstSeen - stored.lastSeen > FLIGHT_GAP_MS) return false;
  if (
    stored.callsign !== null &&
    snapshot.callsign !== null &&
    stored.callsign !== snapshot.callsign
  ) {
    return false;
  }
  return !(stored.landedAt !== null && snapshot.airborneSeen);
}

/** The stored flight and the in-memory one as one flight (bounding box in 1e-5° steps). */
function merge(stored: FlightSummary, flight: FlightSnapshot): FlightSnapshot {
  return {
    ...flight,
    callsign: flight.callsign ?? stored.callsign,
    firstSeen: Math.min(stored.firstSeen, flight.firstSeen),
    lastSeen: Math.max(stored.lastSeen, flight.lastSeen),
    minLat: Math.min(steps(stored.minLat), flight.minLat),
    maxLat: Math.max(steps(stored.maxLat), flight.maxLat),
    minLon: Math.min(steps(stored.minLon), flight.minLon),
    maxLon: Math.max(steps(stored.maxLon), flight.maxLon),
    pointCount: stored.pointCount + flight.pointCount,
    takeoffAt: stored.takeoffAt ?? flight.takeoffAt,
    landedAt: stored.landedAt ?? flight.landedAt,
    // A stored take-off or landing means it flew: a later landing or take-off then counts.
    airborneSeen: flight.airborneSeen || stored.landedAt !== null || stored.takeoffAt !== null,
  };
}

function toWrite(id: number, snapshot: FlightSnapshot): FlightWrite {
  return {
    id,
    icao: snapshot.icao,
    callsign: snapshot.callsign,
    firstSeen: snapshot.firstSeen,
    lastSeen: snapshot.lastSeen,
    minLat: snapshot.minLat / LATLON_PER_DEGREE,
    maxLat: snapshot.maxLat / LATLON_PER_DEGREE,
    minLon: snapshot.minLon / LATLON_PER_DEGREE,
    maxLon: snapshot.maxLon / LATLON_PER_DEGREE,
    takeoffAt: snapshot.takeoffAt,
    landedAt: snapshot.landedAt,
    pointCount: snapshot.pointCount,
  };
}

/**
 * One batch ready to commit: its rows, and what its commit means for the flights in memory
 * (row ids, stored flights continued). The id goes into `flush_batches` in the same
 * transaction: a write whose COMMIT went unanswered is settled by asking for it
 * (trace.writer.ts) instead of being written again. A unique key on the chunks was the other
 * way; it would not catch a retried new flight (given a second row id by its second attempt) or
 * a continued one (whose stored point count the second attempt adds again), and two honest
 * chunks of a flight can share a start time (a flush between two points of one 100-ms step).
 */
export interface PreparedBatch {
  id: string;
  /** The pending entries it writes (identity: a settled batch's entries leave the writer's list). */
  entries: readonly PendingPoints[];
  flightWrites: FlightWrite[];
  chunks: ChunkWrite[];
  assigned: Map<FlightState, { id: number; continues: FlightSummary | undefined }>;
  result: WriteResult;
}

/**
 * Turns pending points into rows: continued stored flights are read, new flight ids reserved,
 * chunks encoded. Nothing in memory changes until {@link applyBatch}, so a batch that did not
 * commit can simply be prepared again with the same list.
 */
export async function prepareBatch(
  db: Db,
  pending: readonly PendingPoints[],
): Promise<PreparedBatch> {
  // Points of one flight can come from a failed earlier flush and from this one: one chunk.
  const byFlight = new Map<FlightState, { snapshot: FlightSnapshot; points: TracePoint[] }>();
  for (const entry of pending) {
    const group = byFlight.get(entry.flight);
    if (group) {
      group.snapshot = entry.snapshot;
      group.points.push(...entry.points);
    } else byFlight.set(entry.flight, { snapshot: entry.snapshot, points: [...entry.points] });
  }

  const continuing = [...byFlight].filter(
    ([flight]) => flight.id === null && flight.mayContinueStored,
  );
  const since =
    Math.min(...continuing.map(([, group]) => group.snapshot.firstSeen)) - FLIGHT_GAP_MS;
  const stored = new Map(
    (
      await findLatestFlights(
        db,
        continuing.map(([flight]) => flight.icao),
        since,
      )
    ).map((row) => [row.icao, row]),
  );

  const assigned = new Map<FlightState, { id: number; continues: FlightSummary | undefined }>();
  let newFlights = 0;
  for (const [flight, group] of byFlight) {
    if (flight.id !== null) continue;
    const candidate = flight.mayContinueStored ? stored.get(flight.icao) : undefined;
    if (candidate && canContinue(candidate, group.snapshot)) {
      assigned.set(flight, { id: candidate.id, continues: candidate });
      group.snapshot = merge(candidate, group.snapshot);
    } else newFlights++;
  }
  const ids = await allocateFlightIds(db, newFlights);
  for (const [flight] of byFlight) {
    if (flight.id !== null || assigned.has(flight)) continue;
    const id = ids.pop();
    if (id === undefined) throw new Error('flight id allocation returned too few ids');
    assigned.set(flight, { id, continues: undefined });
  }

  const batch: PreparedBatch = {
    id: randomUUID(),
    entries: pending,
    flightWrites: [],
    chunks: [],
    assigned,
    result: { points: 0, chunks: 0, bytes: 0, flights: [] },
  };
  const result = batch.result;
  let encoded = 0;
  for (const [flight, group] of byFlight) {
    // Encoding 10,000 chunks takes about a second: let the ingest sockets in between.
    if (++encoded % ENCODE_BATCH === 0) await setImmediate();
    const id = flight.id ?? assigned.get(flight)?.id;
    if (id === undefined) continue;
    batch.flightWrites.push(toWrite(id, group.snapshot));
    result.flights.push(flight);
    const first = group.points[0];
    const last = group.points[group.points.length - 1];
    if (!first || !last) continue;
    const payload = encodeTraceChunk(group.points);
    batch.chunks.push({
      flightId: id,
      icao: flight.icao,
      startTime: first.time,
      endTime: last.time,
      pointCount: group.points.length,
      payload,
    });
    result.points += group.points.length;
    result.chunks++;
    result.bytes += payload.length;
  }
  return batch;
}

/** Writes a prepared batch in one transaction, its id with it. */
export function commitBatch(db: Db, batch: PreparedBatch): Promise<void> {
  return writeTraceBatch(db, batch.flightWrites, batch.chunks, batch.id);
}

/**
 * After its commit: the flights get their row ids and the stored flights they continue.
 * `waiting` are entries taken before a late settling (trace.writer.ts) that the batch did not
 * write: those of a continued flight get the stored flight in their snapshot too.
 */
export function applyBatch(
  batch: PreparedBatch,
  waiting: readonly PendingPoints[] = [],
): WriteResult {
  for (const entry of waiting) {
    const continues = batch.assigned.get(entry.flight)?.continues;
    if (continues) entry.snapshot = merge(continues, entry.snapshot);
  }
  for (const [flight, { id, continues }] of batch.assigned) {
    flight.id = id;
    flight.mayContinueStored = false;
    if (continues) mergeIntoLive(flight, continues);
  }
  return batch.result;
}

/** Folds the continued stored flight into the live flight state. */
function mergeIntoLive(flight: FlightState, stored: FlightSummary): void {
  const merged = merge(stored, flight);
  flight.callsign = merged.callsign;
  flight.firstSeen = merged.firstSeen;
  flight.lastSeen = merged.lastSeen;
  flight.minLat = merged.minLat;
  flight.maxLat = merged.maxLat;
  flight.minLon = merged.minLon;
  flight.maxLon = merged.maxLon;
  flight.pointCount = merged.pointCount;
  flight.takeoffAt = merged.takeoffAt;
  flight.landedAt = merged.landedAt;
  flight.airborneSeen = merged.airborneSeen;
}
