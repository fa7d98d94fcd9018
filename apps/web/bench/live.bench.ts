// The per-update main-thread work of the tracker at 10,000 aircraft, in Node (deterministic: no
// browser, no server, no SwiftShader competing for the cores): decode + store apply of the
// protobuf batch the realtime server sends, then the GPU layer's pack of the store into the
// instance buffer and its hit grid (the buffer upload is left to `npm run bench:web`). Batches are
// encoded by the server's own codec from MovingSky's traffic, every aircraft changing every second.
//
//   npx tsx apps/web/bench/live.bench.ts [--aircraft 10000] [--updates 200]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { LOCATION_UNITS, type LocationBatchColumns } from '@skytrace/contracts';
import { RealtimeCodec } from '../../server/src/realtime/location.codec';
import type { LiveUpdate } from '../../server/src/live/live.table';
import { AircraftStore } from '../src/live/aircraft.store';
import { LocationBatchDecoder } from '../src/live/location.decoder';
import {
  AircraftInstances,
  INSTANCE_FLOATS,
  mercatorX,
  mercatorY,
} from '../src/map/gl/aircraft.instances';
import { HitGrid } from '../src/map/gl/hit.grid';
import { MovingSky, SKY_CENTER } from './moving-sky';

const { values } = parseArgs({
  options: {
    aircraft: { type: 'string', default: '10000' },
    updates: { type: 'string', default: '200' },
  },
});
const AIRCRAFT = Number(values.aircraft);
const UPDATES = Number(values.updates);
const WARMUP = 30;

/** One increment as the realtime server quantises it (location.proto units, icao deltas). */
function batchOf(updates: LiveUpdate[], time: number, full: boolean): LocationBatchColumns {
  const originLat = Math.round(SKY_CENTER[1] / LOCATION_UNITS.degrees);
  const originLon = Math.round(SKY_CENTER[0] / LOCATION_UNITS.degrees);
  const batch: LocationBatchColumns = {
    time,
    full,
    originLat,
    originLon,
    icaoDelta: [],
    lat: [],
    lon: [],
    alt: [],
    spd: [],
    ang: [],
    vspd: [],
    age: [],
    flags: [],
    removed: [],
  };
  let previous = 0;
  for (const update of updates) {
    batch.icaoDelta.push(update.icao - previous);
    previous = update.icao;
    batch.lat.push(Math.round(update.lat / LOCATION_UNITS.degrees) - originLat);
    batch.lon.push(Math.round(update.lon / LOCATION_UNITS.degrees) - originLon);
    batch.alt.push(Math.round(update.altitude / LOCATION_UNITS.altitudeFeet));
    batch.spd.push(Math.round(update.groundSpeed));
    batch.ang.push(Math.round(update.track));
    batch.vspd.push(0);
    batch.age.push(0);
    batch.flags.push(0);
  }
  return batch;
}

function encodedBatches(codec: RealtimeCodec): Uint8Array[] {
  const sky = new MovingSky(AIRCRAFT, 7);
  const batches: Uint8Array[] = [];
  for (let step = 0; step < WARMUP + UPDATES; step++) {
    const updates: LiveUpdate[] = [];
    sky.step(step === 0 ? 0 : 1, 1_700_000_000 + step, (update) => updates.push({ ...update }));
    batches.push(codec.encodeLocation(batchOf(updates, 1_700_000_000 + step, step === 0)));
  }
  return batches;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return `${label.padEnd(28)} mean ${mean.toFixed(2)} ms  median ${percentile(sorted, 0.5).toFixed(2)}  p95 ${percentile(sorted, 0.95).toFixed(2)}`;
}

const codec = new RealtimeCodec();
const batches = encodedBatches(codec);
const store = new AircraftStore();
const instances = new AircraftInstances();
const grid = new HitGrid();
const decoder = new LocationBatchDecoder();
const originX = mercatorX(SKY_CENTER[0]);
const originY = mercatorY(SKY_CENTER[1]);
const decodeApply: number[] = [];
const pack: number[] = [];
let now = 1_700_000_000_000;
for (const [index, bytes] of batches.entries()) {
  now += 1000;
  const started = performance.now();
  store.applyLocation(decoder.decode(bytes), now);
  const applied = performance.now();
  instances.pack(store.values(), {
    epochMs: now,
    originX,
    originY,
    selected: 0x780000 + 17,
    include: () => true,
  });
  grid.rebuild(instances.data, INSTANCE_FLOATS, instances.count);
  const packed = performance.now();
  if (index < WARMUP) continue;
  decodeApply.push(applied - started);
  pack.push(packed - applied);
}
const bytes = batches.slice(WARMUP).reduce((sum, batch) => sum + batch.byteLength, 0);
console.log(
  `${AIRCRAFT.toString()} aircraft, ${UPDATES.toString()} updates after ${WARMUP.toString()} warm-up, ${(bytes / UPDATES / AIRCRAFT).toFixed(1)} bytes per aircraft`,
);
console.log(summary('decode + store apply', decodeApply));
console.log(summary('layer pack + hit grid', pack));
console.log(
  summary(
    'our work per update',
    decodeApply.map((value, i) => value + (pack[i] ?? 0)),
  ),
);
console.log(
  `node ${process.version}, ${os.cpus().length.toString()} cores, load average ${(os.loadavg()[0] ?? 0).toFixed(2)}`,
);
