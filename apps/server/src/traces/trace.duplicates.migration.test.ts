// Migration 0020 (flush_batches) also removes the chunks that retried flushes stored twice
// before it: exact copies, and a chunk that a retry wrote again merged with the next flush's
// points (same flight and start, later end). A flight's two honest chunks that share a start
// (the first spans no time) are both kept. The state before it is the migrated test template
// with flush_batches dropped; 0020's statements then run as the migrator runs them. Runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/db';
import { MIGRATIONS_DIR } from '../db/test-template.testing';
import { createTestDatabase } from '../db/testing';
import { encodeTraceChunk } from './trace.codec';
import { syntheticFlight } from './trace.fixtures';
import { quantisePoint, type TracePoint } from './trace.point';
import { readFlightPoints } from './recorded-points.repo';
import { allocateFlightIds, writeTraceBatch, type ChunkWrite } from './traces.repo';

const START = Date.UTC(2026, 9, 3, 8);
let database: Database;

const statementsOf = (file: string): string[] =>
  fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint');

function chunk(flightId: number, points: readonly TracePoint[]): ChunkWrite {
  return {
    flightId,
    icao: 0x7c0001,
    startTime: points[0]?.time ?? 0,
    endTime: points.at(-1)?.time ?? 0,
    pointCount: points.length,
    payload: encodeTraceChunk(points),
  };
}

async function storeFlight(id: number, pointCount: number, chunks: ChunkWrite[]): Promise<void> {
  const times = chunks.flatMap((each) => [each.startTime, each.endTime]);
  await writeTraceBatch(
    database.db,
    [
      {
        id,
        icao: 0x7c0001,
        callsign: 'CES9',
        firstSeen: Math.min(...times),
        lastSeen: Math.max(...times),
        minLat: 30,
        maxLat: 32,
        minLon: 120,
        maxLon: 122,
        takeoffAt: null,
        landedAt: null,
        pointCount,
      },
    ],
    chunks,
  );
}

const pointCountOf = async (id: number): Promise<number> => {
  const result = await database.db.execute(sql`select point_count from flights where id = ${id}`);
  return (result as { rows: { point_count: number }[] }).rows[0]?.point_count ?? -1;
};

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`drop table flush_batches`);
});

afterAll(async () => {
  await database.close();
});

describe('migration 0020', () => {
  it('removes chunks stored twice by retried flushes and keeps honest ones', async () => {
    const { db } = database;
    const [retried = 0, honest = 0] = await allocateFlightIds(db, 2);
    const points = syntheticFlight({ start: START }).slice(0, 30).map(quantisePoint);
    const [first, second, third] = [points.slice(0, 10), points.slice(10, 20), points.slice(20)];
    // The second chunk twice as it was, and once more merged with the third: 50 points counted.
    await storeFlight(retried, 50, [
      chunk(retried, first),
      chunk(retried, second),
      chunk(retried, second),
      chunk(retried, [...second, ...third]),
    ]);
    // A flush between two points of one 100-ms step: a one-point chunk, then one at its time.
    const [lone, ...rest] = points.slice(0, 5);
    const sameTime = rest.map((point, index) => ({
      ...point,
      time: index === 0 ? (lone?.time ?? 0) : point.time,
    }));
    await storeFlight(honest, 5, [chunk(honest, lone ? [lone] : []), chunk(honest, sameTime)]);

    await db.transaction(async (tx) => {
      for (const statement of statementsOf('0020_flush_batches.sql')) {
        await tx.execute(sql.raw(statement));
      }
    });

    expect(await readFlightPoints(db, retried)).toEqual(points);
    expect(await pointCountOf(retried)).toBe(30);
    expect(await readFlightPoints(db, honest)).toEqual(lone ? [lone, ...sameTime] : []);
    expect(await pointCountOf(honest)).toBe(5);
    const batches = await db.execute(sql`select count(*)::int as n from flush_batches`);
    expect((batches as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
