// Flights as rows: segmentation seen from the database, restarts, failed flushes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { straightLeg, syntheticFlight } from './trace.fixtures';
import type { TracePoint } from './trace.point';
import { TraceRecorder } from './trace.recorder';
import { findFlights } from './recorded-flights.repo';
import { readAircraftPoints, readFlightPoints } from './recorded-points.repo';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const T0 = Date.UTC(2026, 0, 2, 8);
const DAY = 86_400_000;
let nextIcao = 0x790000;

const leg = (start: number, seconds: number, onGround = false, lat = 30) =>
  straightLeg(start, seconds, { onGround, lat });

function recordAll(recorder: TraceRecorder, icao: number, callsign: string, points: TracePoint[]) {
  for (const point of points) recorder.record(icao, callsign, point);
}

const flightsOf = (icao: number) => findFlights(db, { icao, from: 0, to: T0 + 10 * DAY });

describe('flights in the database', () => {
  it('splits after a landing, a gap of more than 30 min and a callsign change', async () => {
    const icao = nextIcao++;
    const recorder = new TraceRecorder(db, { now: () => T0 });
    const first = syntheticFlight({ start: T0 });
    const second = syntheticFlight({ start: first.at(-1)!.time + 1_000, seed: 2 });
    recordAll(recorder, icao, 'CES1', first);
    recordAll(recorder, icao, 'CES1', second);
    const afterGap = second.at(-1)!.time + 31 * 60_000;
    recordAll(recorder, icao, 'CES1', leg(afterGap, 60));
    recordAll(recorder, icao, 'CES2', leg(afterGap + 60_000, 60));
    await recorder.close();

    const flights = await flightsOf(icao);
    expect(flights.map((flight) => flight.callsign)).toEqual(['CES1', 'CES1', 'CES1', 'CES2']);
    const [one, two] = flights;
    expect(one!.landedAt).not.toBeNull();
    expect(one!.takeoffAt).not.toBeNull();
    // The second take-off roll belongs to the first flight (taxi in, turnaround, taxi out);
    // the second flight starts at its first airborne point.
    expect(two!.takeoffAt).toBeNull();
    expect(two!.landedAt).not.toBeNull();
    expect(two!.firstSeen).toBeGreaterThan(one!.landedAt!);
    for (const flight of flights) {
      const points = await readFlightPoints(db, flight.id);
      expect(points.length).toBe(flight.pointCount);
      expect(points[0]!.time).toBe(flight.firstSeen);
      expect(points.at(-1)!.time).toBe(flight.lastSeen);
    }
  });

  it('continues the stored flight when the aircraft comes back after a restart', async () => {
    const icao = nextIcao++;
    const before = new TraceRecorder(db, { now: () => T0 });
    recordAll(before, icao, 'CSN3', leg(T0, 600));
    await before.close();
    const after = new TraceRecorder(db, { now: () => T0 });
    // Five minutes later, callsign not yet decoded by the new process.
    for (const point of leg(T0 + 900_000, 600, false, 30.5)) after.record(icao, undefined, point);
    await after.flush();
    recordAll(after, icao, 'CSN3', leg(T0 + 1_500_000, 60, false, 31));
    await after.close();

    const [flight, ...others] = await flightsOf(icao);
    expect(others).toEqual([]);
    expect(flight).toMatchObject({ callsign: 'CSN3', firstSeen: T0, minLat: 30 });
    const points = await readFlightPoints(db, flight!.id);
    expect(points.length).toBe(flight!.pointCount);
    expect(points.at(-1)!.time).toBe(T0 + 1_500_000 + 59_000);
  });

  it('starts a new flight after a restart when the stored one landed or ended long ago', async () => {
    const landed = nextIcao++;
    const stale = nextIcao++;
    const before = new TraceRecorder(db, { now: () => T0 });
    recordAll(before, landed, 'CSN4', [...leg(T0, 600), ...leg(T0 + 600_000, 120, true)]);
    recordAll(before, stale, 'CSN5', leg(T0, 600));
    await before.close();

    const after = new TraceRecorder(db, { now: () => T0 });
    recordAll(after, landed, 'CSN4', leg(T0 + 900_000, 60));
    recordAll(after, stale, 'CSN5', leg(T0 + 600_000 + 31 * 60_000, 60));
    await after.close();
    expect(await flightsOf(landed)).toHaveLength(2);
    expect(await flightsOf(stale)).toHaveLength(2);
  });

  it('keeps the points of a failed flush and writes them with the next one', async () => {
    const icao = nextIcao++;
    let failing = true;
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'transaction' && failing) {
          return () => Promise.reject(new Error('database unavailable'));
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const errors: string[] = [];
    const recorder = new TraceRecorder(flaky, {
      now: () => T0,
      logger: { warn: () => undefined, error: (_obj, message) => errors.push(message) },
    });
    recordAll(recorder, icao, 'CSN6', leg(T0, 300));
    await expect(recorder.flush()).rejects.toThrow('database unavailable');
    expect(errors).toEqual(['trace flush failed']);
    recordAll(recorder, icao, 'CSN6', leg(T0 + 300_000, 300, false, 30.5));
    const kept = recorder.recentPoints(icao);
    failing = false;
    await recorder.close();
    const stored = await readAircraftPoints(db, icao, T0, T0 + DAY);
    expect(stored.slice(0, kept.length)).toEqual(kept);
    expect(stored.length).toBe(kept.length + 1);
    expect(await flightsOf(icao)).toHaveLength(1);
  });
});
