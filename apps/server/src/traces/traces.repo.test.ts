import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { encodeTraceChunk } from './trace.codec';
import { quantisePoint, type TracePoint } from './trace.point';
import { findFlight, findFlights } from './recorded-flights.repo';
import { readAircraftPoints, readFlightPoints } from './recorded-points.repo';
import { allocateFlightIds, writeTraceBatch, type FlightWrite } from './traces.repo';
import { flights } from './traces.schema';

let database: Database;
let db: Db;
const T0 = Date.UTC(2026, 0, 3, 8);
const HOUR = 3_600_000;

function point(time: number, lat: number, lon: number): TracePoint {
  return {
    time,
    lat,
    lon,
    altitude: 30_000,
    groundSpeed: 450,
    track: 45,
    verticalRate: 0,
    onGround: false,
  };
}

/** Stores one flight from `points` in chunks of `perChunk` points. */
async function storeFlight(icao: number, callsign: string, points: TracePoint[], perChunk = 3) {
  const [id] = await allocateFlightIds(db, 1);
  const flight: FlightWrite = {
    id: id!,
    icao,
    callsign,
    firstSeen: points[0]!.time,
    lastSeen: points.at(-1)!.time,
    minLat: Math.min(...points.map((p) => p.lat)),
    maxLat: Math.max(...points.map((p) => p.lat)),
    minLon: Math.min(...points.map((p) => p.lon)),
    maxLon: Math.max(...points.map((p) => p.lon)),
    takeoffAt: null,
    landedAt: null,
    pointCount: points.length,
  };
  const chunks = [];
  for (let i = 0; i < points.length; i += perChunk) {
    const part = points.slice(i, i + perChunk);
    chunks.push({
      flightId: id!,
      icao,
      startTime: part[0]!.time,
      endTime: part.at(-1)!.time,
      pointCount: part.length,
      payload: encodeTraceChunk(part),
    });
  }
  // Written newest chunk first: reads must not depend on insertion order.
  await writeTraceBatch(db, [flight], chunks.reverse());
  return id!;
}

let shanghaiToBeijing: number;
let cantonToChengdu: number;
let shanghaiLater: number;
const sha = Array.from({ length: 10 }, (_, i) =>
  point(T0 + i * 60_000, 31 + i * 0.8, 121.5 - i * 0.5),
);

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  shanghaiToBeijing = await storeFlight(0x7a0001, 'CES5101', sha);
  cantonToChengdu = await storeFlight(
    0x7a0002,
    'CSN3401',
    Array.from({ length: 5 }, (_, i) => point(T0 + i * 60_000, 23 + i * 1.5, 113 - i * 2)),
  );
  shanghaiLater = await storeFlight(
    0x7a0001,
    'CES5102',
    Array.from({ length: 4 }, (_, i) => point(T0 + 3 * HOUR + i * 60_000, 31, 121.5 + i * 0.1)),
  );
});
afterAll(() => database.close());

describe('traces repo', () => {
  it('finds flights overlapping a time window, by aircraft and by callsign', async () => {
    const ids = async (query: Parameters<typeof findFlights>[1]) =>
      (await findFlights(db, query)).map((flight) => flight.id);
    expect(await ids({ from: T0, to: T0 + HOUR })).toEqual([shanghaiToBeijing, cantonToChengdu]);
    expect(await ids({ from: T0 + 5 * 60_000, to: T0 + 4 * HOUR, icao: 0x7a0001 })).toEqual([
      shanghaiToBeijing,
      shanghaiLater,
    ]);
    expect(await ids({ from: T0 - HOUR, to: T0 + 4 * HOUR, callsign: 'CES5102' })).toEqual([
      shanghaiLater,
    ]);
    expect(await ids({ from: T0 + 2 * HOUR, to: T0 + 2.5 * HOUR })).toEqual([]);
  });

  it('finds flights whose bounding box meets an area', async () => {
    const aroundBeijing = { minLat: 38, minLon: 116, maxLat: 40, maxLon: 118 };
    const ids = async (bbox: typeof aroundBeijing, to = T0 + 4 * HOUR) =>
      (await findFlights(db, { from: T0 - HOUR, to, bbox })).map((flight) => flight.id);
    expect(await ids(aroundBeijing)).toEqual([shanghaiToBeijing]);
    expect(await ids({ minLat: 30.9, minLon: 121.55, maxLat: 31.1, maxLon: 121.7 })).toEqual([
      shanghaiLater,
    ]);
    expect(await ids(aroundBeijing, T0 - 1)).toEqual([]);
  });

  it('reads a flight back in time order and one aircraft between two times', async () => {
    expect(await readFlightPoints(db, shanghaiToBeijing)).toEqual(sha.map(quantisePoint));
    const window = await readAircraftPoints(db, 0x7a0001, T0 + 2 * 60_000, T0 + 3 * HOUR);
    expect(window).toEqual([...sha.slice(2), point(T0 + 3 * HOUR, 31, 121.5)].map(quantisePoint));
    expect(await readFlightPoints(db, 999_999_999)).toEqual([]);
  });

  it("finds an airport's flights by origin or destination", async () => {
    await db
      .update(flights)
      .set({ origin: 'ZSPD', destination: 'ZBAA' })
      .where(eq(flights.id, shanghaiToBeijing));
    await db.update(flights).set({ origin: 'ZBAA' }).where(eq(flights.id, shanghaiLater));
    const ids = async (airport: string) =>
      (await findFlights(db, { from: T0 - HOUR, to: T0 + 4 * HOUR, airport })).map(
        (flight) => flight.id,
      );
    expect(await ids('ZBAA')).toEqual([shanghaiToBeijing, shanghaiLater]);
    expect(await ids('ZSPD')).toEqual([shanghaiToBeijing]);
    expect(await ids('ZGGG')).toEqual([]);
  });

  it('finds one flight by id', async () => {
    expect(await findFlight(db, cantonToChengdu)).toMatchObject({
      icao: 0x7a0002,
      callsign: 'CSN3401',
      minLat: 23,
      maxLat: 29,
      pointCount: 5,
      origin: null,
    });
    expect(await findFlight(db, 999_999_999)).toBeUndefined();
  });
});
