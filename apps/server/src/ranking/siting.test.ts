// The siting advisor's geometry: the 4/3-Earth radio horizon, outline membership, and the new
// area and flights of a site beside a receiver with a measured 100 km outline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { devices } from '../devices/devices.schema';
import { encodeTraceChunk } from '../traces/trace.codec';
import type { TracePoint } from '../traces/trace.point';
import { writeTraceBatch } from '../traces/traces.repo';
import { SitingService, insideOutline, radioHorizonKm } from './siting';

describe('radio horizon', () => {
  it('adds the antenna and aircraft horizons over a 4/3 Earth radius', () => {
    // √(2 · 4/3 · 6,371,008.8 m · 10 m) = 13.03 km; the same for 3000 m = 225.76 km.
    expect(radioHorizonKm(10, 3000)).toBeCloseTo(238.8, 1);
    expect(radioHorizonKm(10, 0)).toBeCloseTo(13.03, 2);
    expect(radioHorizonKm(40, 10_000)).toBeGreaterThan(radioHorizonKm(10, 10_000));
  });

  it('tells whether a place lies inside a measured outline in its bearing', () => {
    const sectors = new Array<number>(36).fill(50);
    sectors[9] = 150; // 90–100°: east reaches farther
    const outline = { devId: 1, alias: null, lat: 30, lon: 110, sectors, maxKm: 150 };
    const kmEast = (km: number) => 110 + km / (111.195 * Math.cos((30 * Math.PI) / 180));
    expect(insideOutline(outline, 29.99, kmEast(120))).toBe(true);
    expect(insideOutline(outline, 30 + 120 / 111.195, 110)).toBe(false);
    expect(insideOutline(outline, 30 + 40 / 111.195, 110)).toBe(true);
  });
});

describe('siting advisor', () => {
  let database: Database;
  const now = 1_795_000_000;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [device] = await database.db
      .insert(devices)
      .values({ feederKey: 'f'.repeat(32), operatorOwned: true, lat: 30, lon: 110, alias: 'Ridge' })
      .returning();
    const day = new Date((now + 8 * 3600) * 1000).toISOString().slice(0, 10);
    const rows = Array.from(
      { length: 36 },
      (_, sector) => sql`(${device!.devId}, ${day}::date, 3, ${sector}, 100)`,
    );
    await database.db.execute(sql`insert into coverage_outline (dev_id, day, band, sector, range_km)
      values ${sql.join(rows, sql`, `)}`);
    // Two recorded flights: one inside the receiver's 100 km, one 180 km north at FL300.
    const track = (id: number, lat: number, altitude: number): TracePoint[] =>
      Array.from({ length: 20 }, (_, i) => ({
        time: (now - 3_600 + i * 10) * 1000,
        lat,
        lon: 109.5 + i * 0.05,
        altitude,
        groundSpeed: 450,
        track: 90,
        verticalRate: 0,
        onGround: false,
        squawk: null,
      }));
    const flights = [track(1, 30.2, 10_000), track(2, 30 + 180 / 111.195, 30_000)];
    await writeTraceBatch(
      database.db,
      flights.map((points, i) => ({
        id: i + 1,
        icao: 0x780000 + i,
        callsign: `CSN10${i}`,
        firstSeen: points[0]!.time,
        lastSeen: points[points.length - 1]!.time,
        minLat: Math.min(...points.map((p) => p.lat)),
        maxLat: Math.max(...points.map((p) => p.lat)),
        minLon: Math.min(...points.map((p) => p.lon)),
        maxLon: Math.max(...points.map((p) => p.lon)),
        takeoffAt: null,
        landedAt: null,
        pointCount: points.length,
      })),
      flights.map((points, i) => ({
        flightId: i + 1,
        icao: 0x780000 + i,
        startTime: points[0]!.time,
        endTime: points[points.length - 1]!.time,
        pointCount: points.length,
        payload: encodeTraceChunk(points),
      })),
    );
  });
  afterAll(async () => {
    await database.close();
  });

  it('counts the area and flights outside the measured outline, and the overlap', async () => {
    const siting = new SitingService(database.db, () => now);
    const answer = await siting.advise({ lat: 30, lon: 110, antennaHeight: 10 });
    const reach = Math.PI * 238.8 ** 2;
    const covered = Math.PI * 100 ** 2;
    expect(answer.reachAreaKm2 / reach).toBeCloseTo(1, 1);
    expect(Math.abs(answer.newAreaKm2 - (reach - covered)) / (reach - covered)).toBeLessThan(0.02);
    expect(answer.overlaps).toHaveLength(1);
    expect(answer.overlaps[0]).toMatchObject({ alias: 'Ridge', distanceKm: 0 });
    expect(Math.abs(answer.overlaps[0]!.overlapKm2 - covered) / covered).toBeLessThan(0.03);
    expect(answer.flightsPerDay).toBe(2);
    expect(answer.newFlightsPerDay).toBe(1);
    expect(answer.tookMs).toBeLessThan(1_000);
  });

  it('adds its whole reach where nobody hears', async () => {
    const siting = new SitingService(database.db, () => now);
    const answer = await siting.advise({ lat: 45, lon: 90, antennaHeight: 10 });
    expect(answer.overlaps).toEqual([]);
    expect(answer.newAreaKm2).toBe(answer.reachAreaKm2);
    expect(answer.flightsPerDay).toBe(0);
  });
});
