// Benchmark of crash durability (not a test): `npx tsx apps/server/src/traces/trace.journal.bench.ts
// [aircraft] [minutes]` from the repository root. AIRCRAFT aircraft report two positions a second
// (cruise with turns, climbs and descents) for MINUTES simulated minutes, recorded twice:
//   (a) with the journal: record() as usual, and once per simulated second what the journal
//       timer does (append each aircraft's latest point if 3 s newer, write the file);
//   (b) without it, flushing to an in-memory PGlite every 5 s instead.
// Printed: CPU per second of traffic for each, bytes written per kept point, the longest event-loop
// stall. Figures go in README.md beside this file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from '../db/db';
import { migrateDatabase } from '../db/migrate';
import { seededRandom } from './trace.fixtures';
import { TraceJournal } from './trace.journal';
import type { TracePoint } from './trace.point';
import { TraceRecorder } from './trace.recorder';
import { replayJournal } from './trace.replay';

const AIRCRAFT = Number(process.argv[2] ?? 10_000);
const MINUTES = Number(process.argv[3] ?? 2);
const FREQUENT_FLUSH_S = 5;
/** Row overhead of one trace_chunks row in PostgreSQL (tuple header, columns, index entries). */
const ROW_BYTES = 60;

interface Simulated {
  lat: number;
  lon: number;
  track: number;
  speed: number;
  altitude: number;
  rate: number;
  turn: number;
}

function fleet(): Simulated[] {
  const random = seededRandom(7);
  return Array.from({ length: AIRCRAFT }, () => ({
    lat: 20 + random() * 25,
    lon: 100 + random() * 25,
    track: random() * 360,
    speed: 250 + random() * 230,
    altitude: 5_000 + random() * 34_000,
    rate: random() > 0.8 ? (random() < 0.5 ? -1 : 1) * (1_000 + random() * 1_500) : 0,
    turn: 0,
  }));
}

/** Feeds MINUTES of traffic; `everySecond` runs after each simulated second (not timed). */
async function simulate(
  recorder: TraceRecorder,
  setNow: (ms: number) => void,
  everySecond: (second: number) => Promise<void> | void,
): Promise<number> {
  const random = seededRandom(11);
  const aircraft = fleet();
  const start = Date.UTC(2026, 0, 1, 8);
  const point: TracePoint = {
    time: 0,
    lat: 0,
    lon: 0,
    altitude: null,
    groundSpeed: null,
    track: null,
    verticalRate: null,
    onGround: false,
  };
  let recordNs = 0n;
  for (let half = 0; half < MINUTES * 120; half++) {
    const now = start + half * 500;
    setNow(now);
    const begin = process.hrtime.bigint();
    for (let i = 0; i < AIRCRAFT; i++) {
      const a = aircraft[i] as Simulated;
      if (random() < 0.001) a.turn = (random() < 0.5 ? -1 : 1) * (1 + random() * 2);
      else if (random() < 0.02) a.turn = 0;
      a.track = (a.track + a.turn * 0.5 + 360) % 360;
      a.altitude = Math.min(39_000, Math.max(3_000, a.altitude + a.rate / 120));
      const nm = a.speed / 7_200;
      a.lat += (nm * Math.cos((a.track * Math.PI) / 180)) / 60;
      a.lon += (nm * Math.sin((a.track * Math.PI) / 180)) / 60;
      point.time = now;
      point.lat = a.lat;
      point.lon = a.lon;
      point.altitude = Math.round(a.altitude / 25) * 25;
      point.groundSpeed = a.speed;
      point.track = a.track;
      point.verticalRate = Math.round(a.rate / 64) * 64;
      recorder.record(0x400000 + i, 'CES1', point);
    }
    recordNs += process.hrtime.bigint() - begin;
    if (half % 2 === 1) await everySecond((half + 1) / 2);
  }
  return Number(recordNs) / 1e6;
}

async function database() {
  const client = await PGlite.create();
  const opened = fromPglite(client);
  await migrateDatabase(opened, path.resolve(import.meta.dirname, '../../drizzle'));
  return opened;
}

async function withJournal(): Promise<void> {
  const db = await database();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-journal-bench-'));
  const journal = new TraceJournal(dir);
  let now = 0;
  const recorder = new TraceRecorder(db.db, { now: () => now, journal });
  let journalMs = 0;
  const recordMs = await simulate(
    recorder,
    (ms) => (now = ms),
    () => {
      const begin = performance.now();
      recorder.checkpoint(false);
      journalMs += performance.now() - begin;
    },
  );
  const seconds = MINUTES * 60;
  const kept = recorder.stats().pointsInMemory;
  console.log(
    `(a) journal: record() ${(recordMs / seconds).toFixed(1)} ms/s; journal writes ` +
      `${(journalMs / seconds).toFixed(2)} ms/s; ${(journal.bytesWritten / seconds / 1024).toFixed(0)} KB/s, ` +
      `${(journal.bytesWritten / seconds / AIRCRAFT).toFixed(1)} B per aircraft-second; ` +
      `${journal.recordsWritten} records (${(journal.bytesWritten / journal.recordsWritten).toFixed(0)} B each) ` +
      `for ${kept} kept points, the rest latest points`,
  );
  // A crash now: the next start reads the journal back (the database flush after it is (b)'s cost).
  recorder.checkpoint();
  const replayStart = performance.now();
  const replayed = await replayJournal(new TraceRecorder(db.db, { now: () => now }), db.db, dir);
  console.log(
    `    replay of ${(journal.bytesWritten / 1_048_576).toFixed(1)} MB (${replayed.restored} records): ` +
      `${(performance.now() - replayStart).toFixed(0)} ms`,
  );
  await recorder.close();
  fs.rmSync(dir, { recursive: true, force: true });
  await db.close();
}

async function withFrequentFlush(): Promise<void> {
  const db = await database();
  let now = 0;
  const recorder = new TraceRecorder(db.db, { now: () => now });
  let flushMs = 0;
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  const recordMs = await simulate(
    recorder,
    (ms) => (now = ms),
    async (second) => {
      if (second % FREQUENT_FLUSH_S !== 0) return;
      stalls.enable();
      const begin = performance.now();
      await recorder.flush();
      flushMs += performance.now() - begin;
      stalls.disable();
    },
  );
  const seconds = MINUTES * 60;
  const stats = recorder.stats();
  const stored = stats.bytesWritten + ROW_BYTES * stats.chunksWritten;
  console.log(
    `(b) flush every ${FREQUENT_FLUSH_S} s: record() ${(recordMs / seconds).toFixed(1)} ms/s; flushes ` +
      `${(flushMs / seconds).toFixed(0)} ms/s; ${stats.chunksWritten} chunks for ` +
      `${stats.pointsWritten} points, ${(stored / stats.pointsWritten).toFixed(1)} B stored per point ` +
      `(payload ${(stats.bytesWritten / stats.pointsWritten).toFixed(1)} + rows); longest stall ` +
      `${(stalls.max / 1e6).toFixed(0)} ms`,
  );
  await db.close();
}

console.log(`${AIRCRAFT} aircraft, ${MINUTES} simulated min at 2 positions/s`);
await withJournal();
await withFrequentFlush();
