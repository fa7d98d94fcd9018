// The trace journal: a recorder that dies without closing loses nothing it journaled, a torn
// last record replays up to the record before it, and points already stored are not doubled.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { syntheticFlight } from './trace.fixtures';
import { journalGenerations, readJournal, TraceJournal } from './trace.journal';
import type { TracePoint } from './trace.point';
import { TraceRecorder } from './trace.recorder';
import { replayJournal } from './trace.replay';
import { findFlights } from './recorded-flights.repo';
import { readAircraftPoints } from './recorded-points.repo';
import { traceChunks } from './traces.schema';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const T0 = Date.UTC(2026, 0, 3, 8);
const DAY = 86_400_000;
let nextIcao = 0x7a0000;

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-journal-'));
const stored = (icao: number) => readAircraftPoints(db, icao, 0, T0 + 10 * DAY);
const flightsOf = (icao: number) => findFlights(db, { icao, from: 0, to: T0 + 10 * DAY });

/** Two flights (the second after landing and turnaround) and a third after a callsign change. */
function traffic(): { callsign: string; point: TracePoint }[] {
  const first = syntheticFlight({ start: T0 });
  const second = syntheticFlight({ start: first.at(-1)!.time + 1_000, seed: 3 });
  return [
    ...first.map((point) => ({ callsign: 'CES7', point })),
    ...second.map((point) => ({ callsign: 'CES7', point })),
    ...syntheticFlight({ start: second.at(-1)!.time + 1_000, seed: 4 })
      .slice(0, 2_000)
      .map((point) => ({ callsign: 'CES8', point })),
  ];
}

/** What a recorder without a journal stores for the same traffic when it closes cleanly. */
async function storedByCleanClose(
  positions: { callsign: string; point: TracePoint }[],
  flushAt = positions.length,
): Promise<{ points: TracePoint[]; flights: number }> {
  const icao = nextIcao++;
  const recorder = new TraceRecorder(db, { now: () => T0 });
  for (const [index, { callsign, point }] of positions.entries()) {
    // A flush keeps the latest offered point, which thinning then judges the next ones against.
    if (index === flushAt) await recorder.flush();
    recorder.record(icao, callsign, point);
  }
  await recorder.close();
  return { points: await stored(icao), flights: (await flightsOf(icao)).length };
}

/** A recorder that dies after its last journal write: its object is simply dropped. */
function crash(dir: string, icao: number, positions: { callsign: string; point: TracePoint }[]) {
  const recorder = new TraceRecorder(db, { now: () => T0, journal: new TraceJournal(dir) });
  for (const { callsign, point } of positions) recorder.record(icao, callsign, point);
  recorder.checkpoint();
}

async function replay(dir: string): Promise<void> {
  const recorder = new TraceRecorder(db, { now: () => T0, journal: new TraceJournal(dir) });
  await replayJournal(recorder, db, dir);
  await recorder.close();
}

describe('trace journal', () => {
  it('restores every point of a recorder that died without closing', async () => {
    const positions = traffic();
    const clean = await storedByCleanClose(positions);
    const dir = tempDir();
    const icao = nextIcao++;
    crash(dir, icao, positions);
    expect(await stored(icao)).toEqual([]);

    await replay(dir);
    expect(await stored(icao)).toEqual(clean.points);
    expect(await flightsOf(icao)).toHaveLength(clean.flights);
    expect(clean.flights).toBe(3);
    // Written, then released: the next start has nothing to replay.
    expect(journalGenerations(dir)).toEqual([]);
  });

  it('replays a torn journal up to the last complete record', async () => {
    const positions = traffic().slice(0, 3_000);
    const dir = tempDir();
    const icao = nextIcao++;
    crash(dir, icao, positions);
    const complete = readJournal(dir);
    const [generation] = journalGenerations(dir);
    const file = path.join(dir, fs.readdirSync(dir)[0]!);
    // kill -9 in the middle of a write: the last record is cut short.
    fs.truncateSync(file, fs.statSync(file).size - 10);
    const torn = readJournal(dir);
    expect(torn.generations).toEqual([generation]);
    expect(torn.tornBytes).toBeGreaterThan(0);
    expect(torn.records).toEqual(complete.records.slice(0, -1));
    // Garbage after a torn record (a power cut) is not read as points either.
    fs.appendFileSync(file, Buffer.alloc(200, 7));
    expect(readJournal(dir).records).toEqual(torn.records);

    await replay(dir);
    const points = await stored(icao);
    expect(points).toEqual(torn.records.map((record) => record.point));
  });

  it('does not store twice what a flush wrote before the crash', async () => {
    const positions = traffic();
    const half = positions.findIndex(({ point }) => point.time >= T0 + 50 * 60_000);
    const clean = await storedByCleanClose(positions, half);
    const dir = tempDir();
    const icao = nextIcao++;
    const recorder = new TraceRecorder(db, { now: () => T0, journal: new TraceJournal(dir) });
    for (const { callsign, point } of positions.slice(0, half)) {
      recorder.record(icao, callsign, point);
    }
    recorder.checkpoint();
    // The crash comes between the flush's commit and the deletion of its generation.
    const before = new Map(
      fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name))]),
    );
    await recorder.flush();
    for (const [name, bytes] of before) fs.writeFileSync(path.join(dir, name), bytes);
    for (const { callsign, point } of positions.slice(half)) recorder.record(icao, callsign, point);
    recorder.checkpoint();

    await replay(dir);
    expect(await stored(icao)).toEqual(clean.points);
    expect(await flightsOf(icao)).toHaveLength(clean.flights);
  });

  it('keeps what a shutdown deadline cut off for the next start', async () => {
    const cruise = syntheticFlight({ start: T0 }).slice(600, 1_000);
    const feed = (recorder: TraceRecorder, first: number) => {
      for (let n = 0; n < AIRCRAFT; n++) {
        for (const point of cruise) {
          recorder.record(first + n, 'CSN1', { ...point, lat: point.lat + n * 0.01 });
        }
      }
    };
    const clean = nextIcao;
    const cut = nextIcao + AIRCRAFT;
    nextIcao += 2 * AIRCRAFT;
    const twin = new TraceRecorder(db, { now: () => T0 });
    feed(twin, clean);
    await twin.close();

    const dir = tempDir();
    const recorder = new TraceRecorder(db, { now: () => T0, journal: new TraceJournal(dir) });
    feed(recorder, cut);
    // The deadline has passed: only the first batch of aircraft is written.
    await recorder.close({ deadline: Date.now() - 1 });
    const writtenAtClose = recorder.stats().pointsWritten;
    expect(writtenAtClose).toBeGreaterThan(0);
    expect(writtenAtClose).toBeLessThan(twin.stats().pointsWritten);

    await replay(dir);
    expect(await pointsPerAircraft(cut)).toEqual(await pointsPerAircraft(clean));
  });
});

const AIRCRAFT = 1_500;

/** Stored points of each of AIRCRAFT aircraft from `first`, in order. */
async function pointsPerAircraft(first: number): Promise<number[]> {
  const rows = await db
    .select({
      icao: traceChunks.icao,
      points: sql<number>`sum(${traceChunks.pointCount})`.mapWith(Number),
    })
    .from(traceChunks)
    .where(and(gte(traceChunks.icao, first), lt(traceChunks.icao, first + AIRCRAFT)))
    .groupBy(traceChunks.icao)
    .orderBy(traceChunks.icao);
  expect(rows).toHaveLength(AIRCRAFT);
  return rows.map((row) => row.points);
}
