// A flush whose COMMIT reached the database while the writer saw an error (the connection cut
// right after it: `npm run bench:scale -- --faults` stored 3,000 points twice that way) must
// not write its points again: every point once, one flight row, its point count right, on
// PGlite and on PostgreSQL (`npm run test:pg`). The reference of each case is the same traffic
// through a database that always answers, flushed at the same moments.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { TraceJournal } from './trace.journal';
import { straightLeg } from './trace.fixtures';
import type { TracePoint } from './trace.point';
import { TraceRecorder } from './trace.recorder';
import { replayJournal } from './trace.replay';
import { findFlights } from './recorded-flights.repo';
import { readAircraftPoints, readFlightPoints } from './recorded-points.repo';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const T0 = Date.UTC(2026, 0, 5, 8);
const DAY = 86_400_000;
let nextIcao = 0x7b0000;

/** A leg the thinning keeps a point of every minute (see straightLeg). */
const leg = (start: number, seconds: number, lat = 30) =>
  straightLeg(start, seconds, { lat, turning: true });

/**
 * The test database, except that the next `lose` transactions commit and then reject, as a
 * connection cut just after PostgreSQL took the COMMIT does.
 */
function losingAnswers(): { db: Db; loseNext: () => void; lost: () => number } {
  let lose = 0;
  let lost = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property !== 'transaction' || lose === 0 || typeof value !== 'function') return value;
      lose--;
      return async (...args: unknown[]) => {
        await (Reflect.apply(value, target, args) as Promise<unknown>);
        lost++;
        throw new Error('Connection terminated unexpectedly');
      };
    },
  });
  return { db: proxy, loseNext: () => (lose = 1), lost: () => lost };
}

type Step = { callsign: string | undefined; points: TracePoint[] } | 'flush' | 'lost flush';

/** Runs the steps on `target`; a 'lost flush' commits but answers with an error. */
async function run(recorder: TraceRecorder, icao: number, steps: Step[], lose?: () => void) {
  for (const step of steps) {
    if (step === 'flush') await recorder.flush();
    else if (step === 'lost flush') {
      lose?.();
      if (lose) await expect(recorder.flush()).rejects.toThrow('Connection terminated');
      else await recorder.flush();
    } else for (const point of step.points) recorder.record(icao, step.callsign, point);
  }
}

async function storedFlights(icao: number) {
  const rows = await findFlights(db, { icao, from: 0, to: T0 + 10 * DAY });
  return Promise.all(
    rows.map(async (row) => ({
      callsign: row.callsign,
      firstSeen: row.firstSeen,
      lastSeen: row.lastSeen,
      pointCount: row.pointCount,
      points: await readFlightPoints(db, row.id),
    })),
  );
}

/** The same steps with every answer lost once (`lossy`) and through the plain database. */
async function compare(before: Step[], after: Step[]) {
  const [plain, lossy] = [nextIcao++, nextIcao++];
  const losing = losingAnswers();
  for (const [icao, target, lose] of [
    [plain, db, undefined],
    [lossy, losing.db, losing.loseNext],
  ] as const) {
    if (before.length > 0) {
      const first = new TraceRecorder(target, { now: () => T0 });
      await run(first, icao, before);
      await first.close();
    }
    const recorder = new TraceRecorder(target, { now: () => T0 });
    await run(recorder, icao, after, lose);
    await recorder.close();
    const flights = await storedFlights(icao);
    const points = flights.reduce((sum, flight) => sum + flight.points.length, 0);
    if (before.length === 0) expect(recorder.stats().pointsWritten).toBe(points);
  }
  expect(losing.lost()).toBeGreaterThan(0);
  const expected = await storedFlights(plain);
  const got = await storedFlights(lossy);
  expect(got).toEqual(expected);
  for (const flight of got) expect(flight.points.length).toBe(flight.pointCount);
  return got;
}

describe('a flush whose COMMIT answer was lost', () => {
  it('stores a new flight once: one row, every point once', async () => {
    const flights = await compare(
      [],
      [
        { callsign: 'CSN1', points: leg(T0, 300) },
        'lost flush',
        { callsign: 'CSN1', points: leg(T0 + 300_000, 300, 30.5) },
      ],
    );
    expect(flights).toHaveLength(1);
  });

  it('continues a stored flight once, also when the flight ends before the next flush', async () => {
    const flights = await compare(
      [{ callsign: 'CSN2', points: leg(T0, 600) }],
      [
        // Five minutes after a restart: the stored flight goes on.
        { callsign: 'CSN2', points: leg(T0 + 900_000, 300, 30.5) },
        'lost flush',
        { callsign: 'CSN2', points: leg(T0 + 1_200_000, 120, 31) },
        // A new callsign ends the continued flight before the next flush settles the lost one.
        { callsign: 'CSN3', points: leg(T0 + 1_320_000, 120, 31.2) },
      ],
    );
    expect(flights.map((flight) => flight.callsign)).toEqual(['CSN2', 'CSN3']);
    expect(flights[0]?.firstSeen).toBe(T0);
  });

  it('is settled after two lost answers in a row and a flight that ended meanwhile', async () => {
    const flights = await compare(
      [],
      [
        { callsign: 'CSN4', points: leg(T0, 200) },
        'lost flush',
        { callsign: 'CSN4', points: leg(T0 + 200_000, 100, 30.4) },
        'lost flush',
        { callsign: 'CSN5', points: leg(T0 + 300_000, 100, 30.6) },
        'flush',
        { callsign: 'CSN5', points: leg(T0 + 400_000, 100, 30.8) },
      ],
    );
    expect(flights.map((flight) => flight.callsign)).toEqual(['CSN4', 'CSN5']);
  });

  it('is not written twice by the journal replay after a crash', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-retry-'));
    try {
      const plain = nextIcao++;
      const reference = new TraceRecorder(db, { now: () => T0 });
      await run(reference, plain, [
        { callsign: 'CSN6', points: leg(T0, 300) },
        'flush',
        { callsign: 'CSN6', points: leg(T0 + 300_000, 120, 30.5) },
      ]);
      await reference.close();

      const icao = nextIcao++;
      const losing = losingAnswers();
      const dying = new TraceRecorder(losing.db, { now: () => T0, journal: new TraceJournal(dir) });
      await run(
        dying,
        icao,
        [
          { callsign: 'CSN6', points: leg(T0, 300) },
          'lost flush',
          { callsign: 'CSN6', points: leg(T0 + 300_000, 120, 30.5) },
        ],
        losing.loseNext,
      );
      // Killed after its last journal write: the lost flush's generation was never released.
      dying.checkpoint();
      const next = new TraceRecorder(db, { now: () => T0, journal: new TraceJournal(dir) });
      const replayed = await replayJournal(next, db, dir);
      expect(replayed.skipped).toBeGreaterThan(0);
      await next.close();

      const points = await readAircraftPoints(db, icao, 0, T0 + DAY);
      expect(points).toEqual(await readAircraftPoints(db, plain, 0, T0 + DAY));
      expect(new Set(points.map((point) => point.time)).size).toBe(points.length);
      expect((await storedFlights(icao)).map((flight) => flight.pointCount)).toEqual([
        points.length,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
