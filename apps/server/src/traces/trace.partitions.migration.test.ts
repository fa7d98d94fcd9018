// Migration 0018 (trace_chunks partitioned by day) keeps what was recorded before it. The state
// before it is rebuilt from the migrated test template (a fresh migration from nothing takes
// 8–20 s on PGlite): trace_chunks is dropped and made again by its statements of 0002 (no
// migration between touched it). Flights and chunks on two days are written, then 0018's
// statements run as the migrator runs them (in order, in one transaction); the rows are there
// with their ids, each in its day's partition, and new chunks follow their ids. Later migrations
// do not matter here: they are in the template. Runs on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/db';
import { MIGRATIONS_DIR } from '../db/test-template.testing';
import { createTestDatabase } from '../db/testing';
import { encodeTraceChunk } from './trace.codec';
import { syntheticFlight } from './trace.fixtures';
import { quantisePoint } from './trace.point';
import { readFlightPoints } from './recorded-points.repo';
import { allocateFlightIds, writeTraceBatch } from './traces.repo';

const PARTITIONING_TAG = '0018_trace_chunks_partitioned';
// 10 s before midnight: 20 points (0.5 s apart) on 1 October, the next 20 on the 2nd.
const DAY1 = Date.UTC(2026, 9, 1, 23, 59, 50);
let database: Database;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The statements of one migration file, as drizzle's migrator splits them. */
const statementsOf = (file: string): string[] =>
  fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint');

/** Puts trace_chunks back as migrations 0000–0017 made it. */
async function undoPartitioning(): Promise<void> {
  await database.db.execute(sql`drop table trace_chunks`);
  for (const statement of statementsOf('0002_traces.sql')) {
    if (statement.includes('"trace_chunks"')) await database.db.execute(sql.raw(statement));
  }
}

/** Runs migration 0018 as the migrator does. */
async function partition(): Promise<void> {
  await database.db.transaction(async (tx) => {
    for (const statement of statementsOf(`${PARTITIONING_TAG}.sql`)) {
      await tx.execute(sql.raw(statement));
    }
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await undoPartitioning();
});

afterAll(async () => {
  await database.close();
});

describe('migration to day partitions', () => {
  it('keeps the chunks recorded before it, each in its day', async () => {
    const { db } = database;
    const [id = 0] = await allocateFlightIds(db, 1);
    // Quantised as the recorder keeps them, so they read back exactly.
    const points = syntheticFlight({ start: DAY1 }).slice(0, 40).map(quantisePoint);
    const halves = [points.slice(0, 20), points.slice(20)];
    await writeTraceBatch(
      db,
      [
        {
          id,
          icao: 0x780301,
          callsign: 'CSN300',
          firstSeen: points[0]?.time ?? 0,
          lastSeen: points.at(-1)?.time ?? 0,
          minLat: 30,
          maxLat: 32,
          minLon: 120,
          maxLon: 122,
          takeoffAt: null,
          landedAt: null,
          pointCount: points.length,
        },
      ],
      halves.map((half) => ({
        flightId: id,
        icao: 0x780301,
        startTime: half[0]?.time ?? 0,
        endTime: half.at(-1)?.time ?? 0,
        pointCount: half.length,
        payload: encodeTraceChunk(half),
      })),
    );
    const old = rowsOf<{ id: string | number }>(
      await db.execute(sql`select id from trace_chunks order by id`),
    ).map((row) => Number(row.id));
    const partitionedBefore = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from pg_partitioned_table`),
    );
    expect(partitionedBefore[0]?.n).toBe(0);

    await partition();

    const stored = rowsOf<{ id: string | number; partition: string }>(
      await db.execute(
        sql`select id, tableoid::regclass::text as partition from trace_chunks order by id`,
      ),
    );
    expect(stored.map((row) => Number(row.id))).toEqual(old);
    expect(stored.map((row) => row.partition)).toEqual([
      'trace_chunks_20261001',
      'trace_chunks_20261002',
    ]);
    expect(await readFlightPoints(db, id)).toEqual(points);
    // The id sequence went over with the table: a new chunk follows the old ids.
    await writeTraceBatch(
      db,
      [],
      [
        {
          flightId: id,
          icao: 0x780301,
          startTime: DAY1 + 3_600_000,
          endTime: DAY1 + 3_600_000,
          pointCount: 1,
          payload: encodeTraceChunk(points.slice(0, 1)),
        },
      ],
    );
    const newest = rowsOf<{ id: string | number; partition: string }>(
      await db.execute(sql`select max(id) as id from trace_chunks`),
    );
    expect(Number(newest[0]?.id)).toBeGreaterThan(Math.max(...old));
    const left = rowsOf<{ name: string | null }>(
      await db.execute(sql`select to_regclass('trace_chunks_unpartitioned')::text as name`),
    );
    expect(left[0]?.name).toBeNull();
  }, 30_000);
});
