// Area and airport playback of the last minutes: points the recorder kept but has not written
// yet (up to one flush interval) join the flights they continue, through the real TraceRecorder
// on PGlite with the bundled reference data. A server without the recorder (another process
// records) answers only what was written: the same slice then lacks them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_V2_PATHS, type PlaybackSlice } from '@skytrace/contracts';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import type { TracePoint } from '../traces/trace.point';
import { TraceRecorder } from '../traces/trace.recorder';
import { openPlaybackServer } from './playback.testing';

const ICAO = 0x780b11;
const MINUTE = 60_000;
// A whole minute, so slices line up with the feed.
const start = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 2 * 3_600_000;
const written = start + 20 * MINUTE;
const end = start + 30 * MINUTE;

let database: Database;
let recorder: TraceRecorder;
let now = start;
const apps: FastifyInstance[] = [];
let withRecorder = '';
let withoutRecorder = '';

/** Cruise east of Shanghai Pudong towards it, 1 position a second, [from, to). */
function cruise(from: number, to: number): TracePoint[] {
  const points: TracePoint[] = [];
  for (let time = from; time < to; time += 1000) {
    const elapsed = (time - start) / 1000;
    points.push({
      time,
      lat: 31.15,
      // 0.0012° a second (~410 kt) from 124.0°E west: within 40 km of PVG in the last minutes.
      lon: 124 - elapsed * 0.0012,
      altitude: 12_000 - elapsed * 4,
      groundSpeed: 410,
      track: 270,
      verticalRate: -800,
      onGround: false,
    });
  }
  return points;
}

interface Envelope<T> {
  code: number;
  data: T;
}
async function slice(base: string, path: string): Promise<PlaybackSlice> {
  const answer = (await (await fetch(`${base}/api/v2${path}`)).json()) as Envelope<PlaybackSlice>;
  expect(answer.code).toBe(200);
  return answer.data;
}

beforeAll(async () => {
  database = await createTestDatabase({ referenceData: true });
  recorder = new TraceRecorder(database.db, { now: () => now });
  for (const point of cruise(start, written)) {
    now = point.time;
    recorder.record(ICAO, 'CES5202', point);
  }
  await recorder.flush();
  // Ten more minutes, kept in memory only.
  for (const point of cruise(written, end)) {
    now = point.time;
    recorder.record(ICAO, 'CES5202', point);
  }
  const opened = await openPlaybackServer(database, false, { recorder, now: () => now });
  const plain = await openPlaybackServer(database, false);
  apps.push(opened.app, plain.app);
  withRecorder = opened.base;
  withoutRecorder = plain.base;
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await recorder.close();
  await database.close();
});

describe('the last minutes of an area or airport replay', () => {
  const window = `startTime=${start / 1000}&endTime=${end / 1000 + 60}`;
  const lastSlice = `&cursor=${(end - 5 * MINUTE) / 1000}`;

  it('includes an area flight whose newest points are still in memory', async () => {
    const area = `west=121&south=30.5&east=125&north=32&${window}${lastSlice}`;
    const live = await slice(withRecorder, `${API_V2_PATHS.playbackArea}?${area}`);
    const flight = live.flights.find((f) => f.icaoId === '780B11');
    expect(flight?.callsign).toBe('CES5202');
    const times = flight?.points.map((p) => p.time) ?? [];
    // Up to the newest position, not the last flush.
    expect(Math.max(...times)).toBeGreaterThanOrEqual(end / 1000 - 30);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);

    const stored = await slice(withoutRecorder, `${API_V2_PATHS.playbackArea}?${area}`);
    expect(stored.flights.find((f) => f.icaoId === '780B11')).toBeUndefined();
  });

  it('joins memory to the written points of a slice that spans the flush, once each', async () => {
    const area = `west=121&south=30.5&east=125&north=32&${window}&cursor=${(written - 2 * MINUTE) / 1000}`;
    const live = await slice(withRecorder, `${API_V2_PATHS.playbackArea}?${area}`);
    const times = live.flights.find((f) => f.icaoId === '780B11')?.points.map((p) => p.time) ?? [];
    expect(Math.min(...times)).toBeLessThan(written / 1000);
    expect(Math.max(...times)).toBeGreaterThan(written / 1000 + 120);
    expect(new Set(times).size).toBe(times.length);
  });

  it('includes it in the airport replay once it comes within the radius', async () => {
    const query = `airport=PVG&radiusKm=60&${window}${lastSlice}`;
    const live = await slice(withRecorder, `${API_V2_PATHS.playbackAirport}?${query}`);
    expect(live.flights.find((f) => f.icaoId === '780B11')?.use).toBe('overflight');
    const stored = await slice(withoutRecorder, `${API_V2_PATHS.playbackAirport}?${query}`);
    expect(stored.flights.find((f) => f.icaoId === '780B11')).toBeUndefined();
  });
});
