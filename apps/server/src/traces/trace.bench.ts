// Benchmark of the trace recorder (not a test): `npx tsx apps/server/src/traces/trace.bench.ts`
// from the repository root. Simulates AIRCRAFT aircraft reporting two positions a second for
// MINUTES minutes (cruise with turns, climbs and descents, some taxiing), then measures
//   - record() calls per second (the simulation itself is not timed),
//   - memory held for the recent traces (heap + typed arrays, after a full GC),
//   - one flush of everything into an in-memory PGlite: its duration and bytes per point.
// Figures go in README.md beside this file. Optional arguments: aircraft count, minutes.
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from '../db/db';
import { migrateDatabase } from '../db/migrate';
import { seededRandom } from './trace.fixtures';
import type { TracePoint } from './trace.point';
import { TraceRecorder } from './trace.recorder';

const AIRCRAFT = Number(process.argv[2] ?? 10_000);
const MINUTES = Number(process.argv[3] ?? 30);
const STEP_S = 0.5;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
function memory(): number {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

/** A simulated aircraft (plain objects: the simulation is not what is measured). */
interface Simulated {
  lat: number;
  lon: number;
  track: number;
  speed: number;
  altitude: number;
  rate: number;
  turn: number;
  turnLeft: number;
  onGround: boolean;
  callsign: string;
}
const random = seededRandom(42);
const fleet: Simulated[] = Array.from({ length: AIRCRAFT }, (_, i) => {
  const kind = random();
  const onGround = kind < 0.1;
  return {
    lat: 20 + random() * 25,
    lon: 100 + random() * 25,
    track: random() * 360,
    speed: onGround ? random() * 20 : 250 + random() * 230,
    altitude: onGround ? 0 : 5_000 + random() * 34_000,
    rate: kind > 0.8 ? (random() < 0.5 ? -1 : 1) * (1_000 + random() * 1_500) : 0,
    turn: 0,
    turnLeft: 0,
    onGround,
    callsign: `CES${i}`,
  };
});

function step(aircraft: Simulated): void {
  if (aircraft.turnLeft > 0) aircraft.turnLeft -= STEP_S;
  else if (random() < 0.002) {
    // A turn every ~4 min on average, 10–60 s long, 1–3 °/s.
    aircraft.turn = (random() < 0.5 ? -1 : 1) * (1 + random() * 2);
    aircraft.turnLeft = 10 + random() * 50;
  } else aircraft.turn = 0;
  aircraft.track = (aircraft.track + aircraft.turn * STEP_S + 360) % 360;
  if (!aircraft.onGround) {
    aircraft.altitude += (aircraft.rate * STEP_S) / 60;
    if (aircraft.altitude > 39_000 || aircraft.altitude < 3_000) aircraft.rate = 0;
  }
  const nm = (aircraft.speed * STEP_S) / 3_600;
  const radians = (aircraft.track * Math.PI) / 180;
  aircraft.lat += (nm * Math.cos(radians)) / 60;
  aircraft.lon += (nm * Math.sin(radians)) / 60 / Math.cos((aircraft.lat * Math.PI) / 180);
}

// The live table hands over a fresh object per position; one reused object keeps the benchmark
// about the recorder (it copies what it keeps and holds no reference).
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
const noise = (size: number) => (random() - 0.5) * 2 * size;
// One step's reported values (with report noise), computed before the timed loop.
const times = new Float64Array(AIRCRAFT);
const lats = new Float64Array(AIRCRAFT);
const lons = new Float64Array(AIRCRAFT);
const speeds = new Float64Array(AIRCRAFT);
const tracks = new Float64Array(AIRCRAFT);
const altitudes = new Float64Array(AIRCRAFT);
const rates = new Float64Array(AIRCRAFT);

async function main(): Promise<void> {
  const client = await PGlite.create();
  const database = fromPglite(client);
  await migrateDatabase(database, path.resolve(import.meta.dirname, '../../drizzle'));
  const start = Date.UTC(2026, 0, 1, 8);
  let now = start;
  const recorder = new TraceRecorder(database.db, { now: () => now });

  const before = memory();
  const steps = (MINUTES * 60) / STEP_S;
  let recordNs = 0n;
  let calls = 0;
  for (let s = 0; s < steps; s++) {
    now = start + s * STEP_S * 1_000;
    for (let i = 0; i < AIRCRAFT; i++) {
      const aircraft = fleet[i] as Simulated;
      step(aircraft);
      times[i] = now + Math.round(noise(20));
      lats[i] = aircraft.lat + noise(0.00002);
      lons[i] = aircraft.lon + noise(0.00002);
      speeds[i] = aircraft.speed + noise(0.6);
      tracks[i] = (aircraft.track + noise(0.3) + 360) % 360;
      altitudes[i] = Math.round(aircraft.altitude / 25) * 25;
      rates[i] = Math.round(aircraft.rate / 64 + noise(1)) * 64;
    }
    // Timed: filling the point object and record() only.
    const begin = process.hrtime.bigint();
    for (let i = 0; i < AIRCRAFT; i++) {
      const aircraft = fleet[i] as Simulated;
      point.time = times[i] ?? 0;
      point.lat = lats[i] ?? 0;
      point.lon = lons[i] ?? 0;
      point.onGround = aircraft.onGround;
      point.altitude = aircraft.onGround ? null : (altitudes[i] ?? 0);
      point.groundSpeed = speeds[i] ?? 0;
      point.track = tracks[i] ?? 0;
      point.verticalRate = aircraft.onGround ? null : (rates[i] ?? 0);
      recorder.record(0x400000 + i, aircraft.callsign, point);
    }
    recordNs += process.hrtime.bigint() - begin;
    calls += AIRCRAFT;
  }
  const held = memory() - before;
  const inMemory = recorder.stats();

  // The longest stretch the flush holds the event loop (record() and the sockets wait that long).
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  const flushStart = performance.now();
  await recorder.flush();
  const flushMs = performance.now() - flushStart;
  stalls.disable();
  const written = recorder.stats();
  await database.close();

  const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
  console.log(`aircraft ${AIRCRAFT}, ${MINUTES} min at 2 positions/s: ${calls} record() calls`);
  console.log(`record(): ${(((calls / Number(recordNs)) * 1e9) / 1e6).toFixed(2)} M calls/s`);
  console.log(
    `memory: ${mb(held)} MB for ${inMemory.pointsInMemory} kept points ` +
      `(${(held / inMemory.pointsInMemory).toFixed(1)} B/point incl. per-aircraft state, ` +
      `${(inMemory.pointsInMemory / AIRCRAFT).toFixed(0)} points/aircraft)`,
  );
  console.log(
    `flush: ${flushMs.toFixed(0)} ms for ${written.chunksWritten} chunks, ${written.pointsWritten} points, ` +
      `${(written.bytesWritten / written.pointsWritten).toFixed(2)} payload B/point, ` +
      `longest event-loop stall ${(stalls.max / 1e6).toFixed(0)} ms`,
  );
}

await main();
