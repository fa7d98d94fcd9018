import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Db } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { syntheticFlight } from './trace.fixtures';
import { quantisePoint, type TracePoint } from './trace.point';
import { TraceRecorder, type TraceSlot } from './trace.recorder';
import { findFlights } from './recorded-flights.repo';
import { readAircraftPoints, readFlightPoints } from './recorded-points.repo';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const T0 = Date.UTC(2026, 0, 1, 8);
const FIVE_MINUTES = 5 * 60_000;
let nextIcao = 0x780000;

/** A clock the recorder reads; tests move it with the recorded points. */
function clock() {
  let now = T0;
  return { now: () => now, set: (time: number) => (now = time) };
}

/** A straight airborne leg: one position per second eastward at 300 kt, FL100. */
function straightLeg(start: number, seconds: number, lon = 121): TracePoint[] {
  const points: TracePoint[] = [];
  for (let s = 0; s < seconds; s++) {
    points.push({
      time: start + s * 1_000,
      lat: 31,
      lon: lon + (300 * s) / 3_600 / 60 / Math.cos((31 * Math.PI) / 180),
      altitude: 10_000,
      groundSpeed: 300,
      track: 90,
      verticalRate: 0,
      onGround: false,
    });
  }
  return points;
}

/**
 * Records `points`, flushing every five minutes of their time, and returns every point the
 * recorder kept (what the database must hold afterwards if nothing is lost).
 */
async function recordFlushing(
  recorder: TraceRecorder,
  icao: number,
  callsign: string | undefined,
  points: readonly TracePoint[],
  time: { set: (time: number) => void },
  flushEveryMs = FIVE_MINUTES,
): Promise<void> {
  let nextFlush = (points[0]?.time ?? 0) + flushEveryMs;
  for (const point of points) {
    time.set(point.time);
    if (point.time >= nextFlush) {
      await recorder.flush();
      nextFlush += flushEveryMs;
    }
    recorder.record(icao, callsign, point);
  }
}

describe('TraceRecorder on a database', () => {
  it('stores a whole flight in compressed chunks and reads it back equal', async () => {
    const icao = nextIcao++;
    const time = clock();
    const recorder = new TraceRecorder(db, { now: time.now });
    const raw = syntheticFlight({ start: T0 });
    const kept: TracePoint[] = [];
    const collect = () => {
      const lastTime = kept.at(-1)?.time ?? -Infinity;
      kept.push(...recorder.recentPoints(icao).filter((point) => point.time > lastTime));
    };
    let nextFlush = T0 + FIVE_MINUTES;
    for (const point of raw) {
      time.set(point.time);
      if (point.time >= nextFlush) {
        await recorder.flush();
        collect();
        nextFlush += FIVE_MINUTES;
      }
      recorder.record(icao, 'CES5101', point);
    }
    await recorder.close();
    collect();

    const [flight, ...others] = await findFlights(db, { icao, from: T0, to: T0 + 86_400_000 });
    expect(others).toEqual([]);
    const stored = await readFlightPoints(db, flight!.id);
    expect(stored).toEqual(kept);
    expect(stored[0]).toEqual(quantisePoint(raw[0]!));
    expect(stored.at(-1)).toEqual(quantisePoint(raw.at(-1)!));
    expect(stored.length).toBeLessThan(raw.length / 10);

    expect(flight).toMatchObject({
      icao,
      callsign: 'CES5101',
      firstSeen: stored[0]!.time,
      lastSeen: stored.at(-1)!.time,
      pointCount: stored.length,
      minLat: Math.min(...stored.map((point) => point.lat)),
      maxLon: Math.max(...stored.map((point) => point.lon)),
    });
    expect(flight!.takeoffAt).toBe(stored.find((point) => !point.onGround)!.time);
    expect(flight!.landedAt).toBe(
      stored.find((point, i) => i > 10 && point.onGround && !stored[i - 1]!.onGround)!.time,
    );

    const stats = recorder.stats();
    expect(stats.pointsWritten).toBe(stored.length);
    const bytesPerPoint = stats.bytesWritten / stats.pointsWritten;
    console.info(
      `synthetic flight: ${raw.length} positions, ${stats.pointsWritten} kept, ` +
        `${stats.chunksWritten} chunks, ${bytesPerPoint.toFixed(2)} payload bytes per point`,
    );
    expect(bytesPerPoint).toBeLessThanOrEqual(32);
    expect(bytesPerPoint).toBeLessThanOrEqual(12);
  });

  it('keeps written points in memory for the live track and forgets idle aircraft', async () => {
    const icao = nextIcao++;
    const time = clock();
    const recorder = new TraceRecorder(db, { now: time.now });
    for (const point of straightLeg(T0, 120)) recorder.record(icao, 'CSN301', point);
    const before = recorder.recentPoints(icao);
    await recorder.flush();
    // The flush kept the latest offered point too (the last point so far).
    const after = recorder.recentPoints(icao);
    expect(after).toEqual([...before, quantisePoint({ ...straightLeg(T0, 120).at(-1)! })]);
    expect(recorder.stats()).toMatchObject({ aircraft: 1, pointsInMemory: after.length });
    time.set(T0 + 120_000 + 31 * 60_000);
    await recorder.flush();
    expect(recorder.stats()).toMatchObject({ aircraft: 0, pointsInMemory: 0 });
    expect(recorder.recentPoints(icao)).toEqual([]);
  });

  it('keeps the same points with a slot (the live entry), and looks past a slot it let go', async () => {
    const icao = nextIcao++;
    const time = clock();
    const plain = new TraceRecorder(db, { now: time.now });
    const slotted = new TraceRecorder(db, { now: time.now });
    const slot: TraceSlot = { traceState: undefined };
    const flight = syntheticFlight({ start: T0 });
    for (const point of flight) {
      plain.record(icao, 'CES9', point);
      slotted.record(icao, 'CES9', point, slot);
    }
    const held = slot.traceState;
    expect(held).toBeDefined();
    expect(slotted.recentPoints(icao)).toEqual(plain.recentPoints(icao));
    // Another recorder handed the same slot keeps its own state, and this one finds its own again.
    const other = new TraceRecorder(db, { now: time.now });
    const end = flight.at(-1)!.time;
    const more = straightLeg(end + 1_000, 60);
    other.record(icao, 'CES9', more[0]!, slot);
    expect(slot.traceState).not.toBe(held);
    for (const point of more) {
      plain.record(icao, 'CES9', point);
      slotted.record(icao, 'CES9', point, slot);
    }
    expect(slot.traceState).toBe(held);
    expect(slotted.recentPoints(icao)).toEqual(plain.recentPoints(icao));
    expect(other.recentPoints(icao)).toHaveLength(1);
    // Silent past the flight gap: the flush lets it go, and the slot's state is not used again.
    const later = end + 61_000 + 31 * 60_000;
    time.set(later);
    await Promise.all([plain.flush(), slotted.flush()]);
    expect(slotted.stats().aircraft).toBe(0);
    for (const point of straightLeg(later, 60)) {
      plain.record(icao, 'CES9', point);
      slotted.record(icao, 'CES9', point, slot);
    }
    expect(slot.traceState).not.toBe(held);
    expect(slotted.stats().aircraft).toBe(1);
    expect(slotted.recentPoints(icao)).toEqual(plain.recentPoints(icao));
    expect(slotted.currentFlight(icao)?.flight.firstSeen).toBeGreaterThan(end);
  });

  it('after a hand-over looks past a slot: recording again starts as after a restart', async () => {
    const icao = nextIcao++;
    const time = clock();
    const recorder = new TraceRecorder(db, { now: time.now });
    const slot: TraceSlot = { traceState: undefined };
    const leg = straightLeg(T0, 60);
    for (const point of leg.slice(0, 30)) recorder.record(icao, 'CES8', point, slot);
    const held = slot.traceState;
    await recorder.handOver();
    expect(recorder.stats().aircraft).toBe(0);
    for (const point of leg.slice(30)) recorder.record(icao, 'CES8', point, slot);
    expect(slot.traceState).not.toBe(held);
    expect(recorder.stats().aircraft).toBe(1);
    expect(recorder.recentPoints(icao)[0]?.time).toBe(quantisePoint({ ...leg[30]! }).time);
    expect(recorder.backlogPoints()).toBeGreaterThan(0);
  });

  it('loses only the points recorded after the last flush when the process crashes', async () => {
    const icao = nextIcao++;
    const time = clock();
    const crashing = new TraceRecorder(db, { now: time.now });
    const leg = straightLeg(T0, 1_200);
    await recordFlushing(crashing, icao, 'CCA981', leg.slice(0, 600), time);
    await crashing.flush();
    const flushed = crashing.recentPoints(icao);
    await recordFlushing(crashing, icao, 'CCA981', leg.slice(600), time, Infinity);
    // No close(): the process died.
    const stored = await readAircraftPoints(db, icao, T0, T0 + 3_600_000);
    expect(stored).toEqual(flushed);
    expect(stored.at(-1)!.time).toBe(leg[599]!.time);
  });

  it('flushes on its own once started', async () => {
    const icao = nextIcao++;
    const recorder = new TraceRecorder(db, { now: () => T0, flushIntervalMs: 50 });
    recorder.start();
    for (const point of straightLeg(T0, 60)) recorder.record(icao, 'CCA983', point);
    await vi.waitFor(() => expect(recorder.stats().pointsWritten).toBeGreaterThan(0), {
      timeout: 5_000,
    });
    await recorder.close();
    expect((await readAircraftPoints(db, icao, T0, T0 + 3_600_000)).length).toBe(
      recorder.stats().pointsWritten,
    );
  });

  it('loses nothing on a graceful close, the last offered point included', async () => {
    const icao = nextIcao++;
    const recorder = new TraceRecorder(db, { now: () => T0 });
    const leg = straightLeg(T0, 95);
    for (const point of leg) recorder.record(icao, 'CCA982', point);
    const kept = recorder.recentPoints(icao);
    expect(kept.at(-1)!.time).toBeLessThan(leg.at(-1)!.time);
    await recorder.close();
    const stored = await readAircraftPoints(db, icao, T0, T0 + 3_600_000);
    expect(stored).toEqual([...kept, quantisePoint(leg.at(-1)!)]);
  });
});

describe('TraceRecorder thinning in memory', () => {
  it('keeps every position within 10 s of take-off and landing', () => {
    const recorder = new TraceRecorder(db);
    const raw = syntheticFlight({ start: T0 });
    for (const point of raw) recorder.record(1, 'CES1', point);
    const kept = recorder.recentPoints(1);
    const keptTimes = new Set(kept.map((point) => point.time));
    const transitions = raw.filter((point, i) => i > 0 && point.onGround !== raw[i - 1]!.onGround);
    expect(transitions).toHaveLength(2);
    for (const transition of transitions) {
      const near = raw.filter(
        (point) => point.time >= transition.time && point.time <= transition.time + 10_000,
      );
      expect(near.length).toBeGreaterThan(15);
      for (const point of near) expect(keptTimes.has(quantisePoint(point).time)).toBe(true);
    }
    // Far fewer points elsewhere.
    expect(kept.length).toBeLessThan(raw.length / 15);
  });

  it('keeps the last straight position before a turn (readsb buffered point)', () => {
    const recorder = new TraceRecorder(db);
    const straight = straightLeg(T0, 45);
    const turnStart = straight.at(-1)!;
    const turning: TracePoint[] = Array.from({ length: 20 }, (_, s) => ({
      ...turnStart,
      time: turnStart.time + (s + 1) * 1_000,
      track: 90 + 3 * (s + 1),
    }));
    for (const point of [...straight, ...turning]) recorder.record(2, 'CES2', point);
    const keptTimes = recorder.recentPoints(2).map((point) => point.time);
    expect(keptTimes).toContain(turnStart.time);
    // Through the turn: about one point per 2-3 s, not one per position.
    const inTurn = keptTimes.filter((time) => time > turnStart.time);
    expect(inTurn.length).toBeGreaterThan(3);
    expect(inTurn.length).toBeLessThan(12);
  });

  it('ignores positions older than the last one offered', () => {
    const recorder = new TraceRecorder(db);
    const leg = straightLeg(T0, 40);
    for (const point of leg) recorder.record(3, 'CES3', point);
    const before = recorder.recentPoints(3);
    recorder.record(3, 'CES3', { ...leg[5]!, altitude: 20_000 });
    expect(recorder.recentPoints(3)).toEqual(before);
  });
});
