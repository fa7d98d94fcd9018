// The day partitions of trace_chunks on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): created ahead for a new day, chunks land in their day's partition or in
// the default one, a day created later takes its rows out of the default, and reads cross a
// day boundary.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { encodeTraceChunk } from './trace.codec';
import type { TracePoint } from './trace.point';
import {
  DAY_MS,
  PARTITION_DAYS_AHEAD,
  createTracePartition,
  ensureTracePartitions,
  listTracePartitions,
  partitionOf,
} from './trace.partitions';
import { readAircraftPoints, readFlightPoints } from './recorded-points.repo';
import { tracesModule } from './traces.module';
import { allocateFlightIds, writeTraceBatch } from './traces.repo';

let database: Database;
let db: Db;
// 21:00 UTC: yesterday, today and the days ahead are distinct UTC days.
const NOW = Date.UTC(2026, 10, 25, 21);
const MINUTE = 60_000;

function point(time: number, lat: number): TracePoint {
  const quantised = Math.round(lat * 1e5) / 1e5;
  return {
    time,
    lat: quantised,
    lon: 121.5,
    altitude: 30_000,
    groundSpeed: 450,
    track: 0,
    verticalRate: 0,
    onGround: false,
  };
}

/** Stores one flight whose chunks start at `starts` (ms), three points a minute apart each. */
async function storeFlight(icao: number, starts: number[]): Promise<number> {
  const [id = 0] = await allocateFlightIds(db, 1);
  const chunks = starts.map((start, n) => {
    const points = [0, 1, 2].map((i) => point(start + i * MINUTE, 30 + n * 0.1 + i * 0.01));
    return {
      flightId: id,
      icao,
      startTime: start,
      endTime: start + 2 * MINUTE,
      pointCount: points.length,
      payload: encodeTraceChunk(points),
    };
  });
  const first = Math.min(...starts);
  const last = Math.max(...starts) + 2 * MINUTE;
  await writeTraceBatch(
    db,
    [
      {
        id,
        icao,
        callsign: 'CES501',
        firstSeen: first,
        lastSeen: last,
        minLat: 30,
        maxLat: 31,
        minLon: 121,
        maxLon: 122,
        takeoffAt: null,
        landedAt: null,
        pointCount: starts.length * 3,
      },
    ],
    chunks,
  );
  return id;
}

/** The partition each chunk of a flight is stored in, in start order. */
async function partitionsOfFlight(flightId: number): Promise<string[]> {
  const result = await db.execute(sql`
    select tableoid::regclass::text as name from trace_chunks
    where flight_id = ${flightId} order by start_time`);
  return (result as { rows: { name: string }[] }).rows.map((row) => row.name);
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database.close();
});

describe('trace chunk partitions', () => {
  it('are created from yesterday to a few days ahead, once', async () => {
    const created = await ensureTracePartitions(db, NOW);
    const expected = [-1, 0, 1, 2, 3].map((day) => partitionOf(NOW + day * DAY_MS).name);
    expect(PARTITION_DAYS_AHEAD).toBe(3);
    expect(created).toEqual(expected);
    expect(expected[1]).toBe('trace_chunks_20261125');
    expect((await listTracePartitions(db)).map((partition) => partition.name)).toEqual(expected);
    // The next day's run (or a second process) creates only the new day.
    expect(await ensureTracePartitions(db, NOW)).toEqual([]);
    expect(await ensureTracePartitions(db, NOW + DAY_MS)).toEqual([
      partitionOf(NOW + 4 * DAY_MS).name,
    ]);
  });

  it("put tomorrow's chunk in tomorrow's partition and a far-future one in the default", async () => {
    const tomorrow = NOW + DAY_MS;
    const farFuture = NOW + 400 * DAY_MS;
    const id = await storeFlight(0x780101, [tomorrow, farFuture]);
    expect(await partitionsOfFlight(id)).toEqual(['trace_chunks_20261126', 'trace_chunks_default']);
    // Its day created later, the far-future chunk moves out of the default; nothing is lost.
    expect(await createTracePartition(db, partitionOf(farFuture))).toBe(true);
    expect(await partitionsOfFlight(id)).toEqual([
      'trace_chunks_20261126',
      partitionOf(farFuture).name,
    ]);
    expect(await readFlightPoints(db, id)).toHaveLength(6);
  });

  it('are read across a day boundary by flight and by aircraft', async () => {
    const midnight = Date.UTC(2026, 10, 26);
    const starts = [midnight - 7 * MINUTE, midnight - 3 * MINUTE, midnight + MINUTE];
    const id = await storeFlight(0x780102, starts);
    expect(await partitionsOfFlight(id)).toEqual([
      'trace_chunks_20261125',
      'trace_chunks_20261125',
      'trace_chunks_20261126',
    ]);
    const flight = await readFlightPoints(db, id);
    expect(flight.map((p) => p.time)).toEqual(
      starts.flatMap((start) => [start, start + MINUTE, start + 2 * MINUTE]),
    );
    const aircraft = await readAircraftPoints(
      db,
      0x780102,
      midnight - 2 * MINUTE,
      midnight + MINUTE,
    );
    expect(aircraft.map((p) => p.time)).toEqual([
      midnight - 2 * MINUTE,
      midnight - MINUTE,
      midnight + MINUTE,
    ]);
  });

  it("are made by the traces module's job, for the real today", async () => {
    const [job] = tracesModule.jobs({ database });
    expect(job?.name).toBe('trace partitions');
    expect(job?.scope).toBe('cluster');
    expect(job?.runAtStart).toBe(true);
    await job?.run({});
    const names = (await listTracePartitions(db)).map((partition) => partition.name);
    expect(names).toContain(partitionOf(Date.now()).name);
    expect(names).toContain(partitionOf(Date.now() + PARTITION_DAYS_AHEAD * DAY_MS).name);
  });

  it('carry the primary key with the partition key', async () => {
    const result = await db.execute(sql`
      select pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'trace_chunks'::regclass and contype = 'p'`);
    expect((result as { rows: { definition: string }[] }).rows[0]?.definition).toBe(
      'PRIMARY KEY (id, start_time)',
    );
  });
});
