// Retention with day partitions (PGlite, or PostgreSQL with TEST_DATABASE_URL): a day partition
// older than the cut-off is dropped whole; one that still holds the start of a kept flight stays,
// with every flight in it, until the next run; flights in the default partition go by rows as
// before. No chunk in a day partition is ever deleted row by row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { encodeTraceChunk } from '../traces/trace.codec';
import { syntheticFlight } from '../traces/trace.fixtures';
import { findFlight } from '../traces/recorded-flights.repo';
import { createTracePartition, listTracePartitions, partitionOf } from '../traces/trace.partitions';
import { allocateFlightIds, writeTraceBatch } from '../traces/traces.repo';
import { TraceRetention } from './trace.retention';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const now = Date.UTC(2026, 5, 1);
const cutoff = now - 30 * DAY;
let database: Database;
let db: Db;

/** A flight from `first` to `last` (ms) with a chunk at each end. */
async function storeFlight(icao: number, first: number, last: number): Promise<number> {
  const [id = 0] = await allocateFlightIds(db, 1);
  const chunks = [first, last - 60_000].map((start) => {
    const points = syntheticFlight({ start }).slice(0, 5);
    return {
      flightId: id,
      icao,
      startTime: start,
      endTime: start + 60_000,
      pointCount: points.length,
      payload: encodeTraceChunk(points),
    };
  });
  await writeTraceBatch(
    db,
    [
      {
        id,
        icao,
        callsign: null,
        firstSeen: first,
        lastSeen: last,
        minLat: 30,
        maxLat: 32,
        minLon: 120,
        maxLon: 122,
        takeoffAt: null,
        landedAt: null,
        pointCount: 10,
      },
    ],
    chunks,
  );
  return id;
}

async function chunkCount(): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from trace_chunks`);
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  for (const day of [now - 40 * DAY, cutoff - HOUR, now - DAY]) {
    await createTracePartition(db, partitionOf(day));
  }
  // Ended 40 days ago, in its own day partition.
  ids.old = await storeFlight(0x780201, now - 40 * DAY, now - 40 * DAY + 2 * HOUR);
  // Started on the day before the cut-off, still flying after it: kept whole.
  ids.spanning = await storeFlight(0x780202, cutoff - 2 * HOUR, cutoff + HOUR);
  // Ended on that day before the cut-off: stays with its day partition until that goes.
  ids.ended = await storeFlight(0x780203, cutoff - 5 * HOUR, cutoff - 4 * HOUR);
  // 60 days old, no day partition: in the default partition, removed by rows.
  ids.unpartitioned = await storeFlight(0x780204, now - 60 * DAY, now - 60 * DAY + HOUR);
  ids.recent = await storeFlight(0x780205, now - DAY, now - DAY + HOUR);
});

afterAll(async () => {
  await database.close();
});

describe('trace retention with day partitions', () => {
  it('drops whole partitions before the cut-off and keeps every kept flight whole', async () => {
    expect(await chunkCount()).toBe(10);
    const result = await new TraceRetention(db, { days: 30, now: () => now }).runOnce();
    expect(result).toEqual({ flights: 2, partitions: 1 });
    expect((await listTracePartitions(db)).map((partition) => partition.name)).toEqual([
      partitionOf(cutoff - HOUR).name,
      partitionOf(now - DAY).name,
    ]);
    for (const gone of [ids.old, ids.unpartitioned]) {
      expect(await findFlight(db, gone ?? 0)).toBeUndefined();
    }
    for (const kept of [ids.spanning, ids.ended, ids.recent]) {
      expect(await findFlight(db, kept ?? 0)).toBeDefined();
    }
    expect(await chunkCount()).toBe(6);
  });

  it('drops that partition and its flights once the flight that pinned it has gone', async () => {
    const result = await new TraceRetention(db, { days: 30, now: () => now + DAY }).runOnce();
    expect(result).toEqual({ flights: 2, partitions: 1 });
    expect((await listTracePartitions(db)).map((partition) => partition.name)).toEqual([
      partitionOf(now - DAY).name,
    ]);
    expect(await findFlight(db, ids.spanning ?? 0)).toBeUndefined();
    expect(await findFlight(db, ids.ended ?? 0)).toBeUndefined();
    expect(await chunkCount()).toBe(2);
  });
});
