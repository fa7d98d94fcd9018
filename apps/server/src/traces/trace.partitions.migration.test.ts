// Migration 0018 (trace_chunks partitioned by day) keeps what was recorded before it: a database
// migrated up to 0017 is given flights and chunks on two days, then migrated to the end; the
// rows are there with their ids, each in its day's partition, and new chunks follow their ids.
// Runs on PGlite and, with TEST_DATABASE_URL, on a fresh PostgreSQL database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../db/migrate';
import { MIGRATIONS_DIR } from '../db/test-template.testing';
import { createEmptyTestDatabase, type EmptyTestDatabase } from '../db/testing';
import { encodeTraceChunk } from './trace.codec';
import { syntheticFlight } from './trace.fixtures';
import { quantisePoint } from './trace.point';
import { readFlightPoints } from './recorded-points.repo';
import { allocateFlightIds, writeTraceBatch } from './traces.repo';

const PARTITIONING_TAG = '0018_trace_chunks_partitioned';
// 10 s before midnight: 20 points (0.5 s apart) on 1 October, the next 20 on the 2nd.
const DAY1 = Date.UTC(2026, 9, 1, 23, 59, 50);
let empty: EmptyTestDatabase;
let before: string;

/** The migrations folder as it was before partitioning: every migration up to 0017. */
function previousMigrations(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === PARTITIONING_TAG);
  if (at < 0) throw new Error(`${PARTITIONING_TAG} is not in the journal`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    fs.copyFileSync(
      path.join(MIGRATIONS_DIR, `${entry.tag}.sql`),
      path.join(dir, `${entry.tag}.sql`),
    );
  }
  return dir;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

beforeAll(async () => {
  empty = await createEmptyTestDatabase();
  before = previousMigrations();
  await migrateDatabase(empty.database, before);
}, 30_000);

afterAll(async () => {
  await empty.database.close();
  fs.rmSync(before, { recursive: true, force: true });
});

describe('migration to day partitions', () => {
  it('keeps the chunks recorded before it, each in its day', async () => {
    const { db } = empty.database;
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

    await migrateDatabase(empty.database, MIGRATIONS_DIR);

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
