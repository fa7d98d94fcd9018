// Retention on a real database: flights last seen before the cut-off go with their chunks, the
// rest stays; 0 days keeps everything; start() runs once at start.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { encodeTraceChunk } from '../traces/trace.codec';
import { syntheticFlight } from '../traces/trace.fixtures';
import { findFlight } from '../traces/recorded-flights.repo';
import { allocateFlightIds, writeTraceBatch } from '../traces/traces.repo';
import { TraceRetention } from './trace.retention';

const DAY = 86_400_000;
const now = Date.UTC(2026, 5, 1);
let database: Database;
let ids: number[] = [];

async function countChunks(): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from trace_chunks`);
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

beforeAll(async () => {
  database = await createTestDatabase();
  // Flights that ended 40, 31, 29 and 1 days ago, two chunks each.
  const ages = [40, 31, 29, 1];
  ids = await allocateFlightIds(database.db, ages.length);
  const flights = ages.map((age, i) => {
    const start = now - age * DAY - 3_600_000;
    return {
      id: ids[i] ?? 0,
      icao: 0x780000 + i,
      callsign: `CES${i}`,
      firstSeen: start,
      lastSeen: now - age * DAY,
      minLat: 30,
      maxLat: 32,
      minLon: 120,
      maxLon: 122,
      takeoffAt: null,
      landedAt: null,
      pointCount: 20,
    };
  });
  const chunks = flights.flatMap((flight) =>
    [0, 1].map((half) => {
      const points = syntheticFlight({ start: flight.firstSeen + half * 1_800_000 }).slice(0, 10);
      return {
        flightId: flight.id,
        icao: flight.icao,
        startTime: points[0]?.time ?? 0,
        endTime: points[9]?.time ?? 0,
        pointCount: points.length,
        payload: encodeTraceChunk(points),
      };
    }),
  );
  await writeTraceBatch(database.db, flights, chunks);
});

afterAll(async () => {
  await database.close();
});

describe('trace retention', () => {
  it('keeps everything with 0 days (the PostgreSQL default)', async () => {
    const retention = new TraceRetention(database.db, { days: 0, now: () => now });
    expect(await retention.runOnce()).toEqual({ flights: 0, partitions: 0 });
    expect(await countChunks()).toBe(8);
  });

  it('drops flights last seen before the cut-off with their chunks, at start', async () => {
    const retention = new TraceRetention(database.db, { days: 30, now: () => now });
    retention.start();
    await retention.close();
    expect(await findFlight(database.db, ids[0] ?? 0)).toBeUndefined();
    expect(await findFlight(database.db, ids[1] ?? 0)).toBeUndefined();
    expect(await findFlight(database.db, ids[2] ?? 0)).toBeDefined();
    expect(await findFlight(database.db, ids[3] ?? 0)).toBeDefined();
    expect(await countChunks()).toBe(4);
    // A second run finds nothing more to drop.
    expect(await retention.runOnce()).toEqual({ flights: 0, partitions: 0 });
  });
});
