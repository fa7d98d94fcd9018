// Live-state memory for N aircraft with 30 minutes of recent trace, in-process and after full
// garbage collections: the live table, every feeder session's tracker, the device registry and
// the trace recorder's recent points. Run by ingest.bench.ts with --expose-gc.
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from '../src/db/db';
import { migrateDatabase } from '../src/db/migrate';
import { DeviceRegistry } from '../src/devices/device.registry';
import { FeedSession } from '../src/ingest/feed.session';
import { LiveTable } from '../src/live/live.table';
import { traceListener } from '../src/traces/trace.listener';
import { TraceRecorder } from '../src/traces/trace.recorder';
import { SyntheticSky } from './synthetic-sky';
import path from 'node:path';

const aircraft = Number(process.argv[2] ?? 10_000);
const feeders = Number(process.argv[3] ?? 200);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

function heap(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
}

const database = fromPglite(await PGlite.create());
await migrateDatabase(database, path.resolve(import.meta.dirname, '../drizzle'));
const baseline = heap();

let now = 1_790_000_000;
const clock = () => now;
const liveTable = new LiveTable();
const registry = new DeviceRegistry(database.db, { now: clock });
// Never flushed during the run, so every recent point stays in memory (the worst case).
const recorder = new TraceRecorder(database.db, { now: () => now * 1000 });
liveTable.listen(traceListener(recorder));
const sessions = Array.from(
  { length: feeders },
  (_, i) =>
    new FeedSession('beast', { liveTable, registry, now: clock }, `10.0.${i >> 8}.${i & 255}`),
);
const sky = new SyntheticSky(aircraft, feeders, 7);
// 30 minutes in 5-second steps: every aircraft sends 5 frames per step (a CPR pair among them),
// enough for a position every few seconds; thinning keeps what a real feed would leave.
for (let second = 0; second < 1800; second += 5) {
  now += 5;
  const batches = sky.frames(aircraft * 5, second);
  batches.forEach((batch, i) => sessions[i]?.feed(batch.bytes));
  for (const session of sessions) session.maintain(now);
}
const used = heap() - baseline;
const stats = recorder.stats();
console.log(
  `live-state memory, ${liveTable.aircraft.size.toLocaleString('en')} aircraft with 30 minutes of recent trace (${stats.pointsInMemory.toLocaleString('en')} points): ${(used / 2 ** 20).toFixed(1)} MB (target ≤ 100 MB)`,
);
await database.close();
