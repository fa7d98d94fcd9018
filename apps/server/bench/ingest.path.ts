// The server's per-message path in one process, without sockets or a database: bench:readsb's
// fair traffic fed straight into feed sessions (one per feeder), the merged live table, the
// trace recorder and the event detector, on a simulated clock. For profiling a change quickly
// (`node --cpu-prof`, `--trace-gc`) before the real side-by-side run, which stays the measure:
//   npx tsx apps/server/bench/ingest.path.ts [--aircraft 20000] [--feeders 200] [--seconds 20]
//       [--rounds 3]
// Prints messages per CPU-second of the process, every thread (GC included), with the load.
import { PGlite } from '@electric-sql/pglite';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/pglite';
import { DeviceLive } from '../src/devices/device.live';
import type { DeviceRegistry } from '../src/devices/device.registry';
import { PositionWitness } from '../src/coverage/coverage.accumulator';
import { AirportFinder } from '../src/events/airport.finder';
import { EventDetector } from '../src/events/event.detector';
import { FeedSession } from '../src/ingest/feed.session';
import { LiveTable } from '../src/live/live.table';
import { buildAirportRows } from '../src/reference/reference.sources';
import { traceListener } from '../src/traces/trace.listener';
import { TraceRecorder } from '../src/traces/trace.recorder';
import type { Db } from '../src/db/db';
import { machineLoad } from './readsb.peers';
import { pacedPlan } from './readsb.traffic';

const { values } = parseArgs({
  options: {
    aircraft: { type: 'string', default: '20000' },
    feeders: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
  },
});
const feeders = Number(values.feeders);
const plan = pacedPlan(Number(values.aircraft), feeders, 50_000, Number(values.seconds), 0);

/** The registry's part a session uses: every feeder admitted, one shared witness. */
function registry(): DeviceRegistry {
  const witness = new PositionWitness();
  const devices = new Map<string, DeviceLive>();
  const fake = {
    attach(feederKey: string): DeviceLive {
      let device = devices.get(feederKey);
      if (device === undefined) {
        device = new DeviceLive(feederKey);
        device.witness = witness;
        devices.set(feederKey, device);
      }
      return device;
    },
    detach(): void {},
  };
  return fake as unknown as DeviceRegistry;
}

// A database handle the recorder keeps but never uses here (no flush is called).
const db = drizzle(new PGlite()) as unknown as Db;

function round(): { seconds: number; cpuSeconds: number; messages: number } {
  let clock = 1_795_000_000;
  const liveTable = new LiveTable();
  const recorder = new TraceRecorder(db, { now: () => clock * 1000 });
  const detector = new EventDetector({ airports: new AirportFinder(buildAirportRows()) }, () => {});
  liveTable.listen(traceListener(recorder));
  liveTable.listen({ onPosition: (aircraft) => detector.observe(aircraft, aircraft) });
  const deps = { liveTable, registry: registry(), now: () => clock };
  const sessions = Array.from(
    { length: feeders },
    (_, i) => new FeedSession('beast', deps, `127.0.0.${i + 2}`),
  );
  sessions.forEach((session, i) => session.feed(plan.announcements[i] ?? new Uint8Array(0)));
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let messages = 0;
  for (let tick = 0; tick < plan.ticks.length; tick++) {
    clock += plan.tickMs / 1000;
    const batches = plan.ticks[tick] ?? [];
    for (let i = 0; i < sessions.length; i++) {
      const bytes = batches[i];
      if (bytes !== undefined && bytes.length > 0) sessions[i]?.feed(bytes);
    }
    if (tick % 100 === 99) {
      for (const session of sessions) session.maintain(clock);
      liveTable.expire(clock);
    }
  }
  for (const session of sessions) messages += session.counters.frames;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    messages,
  };
}

for (let i = 0; i < Number(values.rounds); i++) {
  const { seconds, cpuSeconds, messages } = round();
  console.log(
    `round ${i + 1}: ${messages.toLocaleString('en')} msgs, ${seconds.toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} CPU-s (every thread) = ${(messages / cpuSeconds / 1e6).toFixed(2)} M msgs/CPU-s  [${machineLoad()}]`,
  );
}
