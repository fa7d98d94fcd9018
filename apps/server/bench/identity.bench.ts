// `npx tsx apps/server/bench/identity.bench.ts`: what identity costs the realtime tick (issue 15
// item 4). 10,000 airline flights with airframes and schedules in an embedded database with the
// reference data, all moving every second, one subscriber to the whole world. Prints the
// subscriber's increment per tick (identity rows looked up for every aircraft that moved), the
// full picture, and the first increment after the identity service loaded changed tables (every
// row rebuilt and compared, changed ones sent).
//
//   npx tsx apps/server/bench/identity.bench.ts [--aircraft 10000] [--ticks 60]
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from '../src/db/db';
import { migrateDatabase } from '../src/db/migrate';
import { FlightIdentityService } from '../src/flights/flight-identity.service';
import { emptyLiveUpdate, LiveTable } from '../src/live/live.table';
import { IdentityCache } from '../src/realtime/identity.cache';
import { RealtimeCodec } from '../src/realtime/location.codec';
import { ViewGroup, ViewGroups, type ViewContext } from '../src/realtime/view-group';
import { upsertAircraft, upsertSchedules } from '../src/reference/fleet.repo';
import { ensureReferenceData } from '../src/reference/reference.load';

const { values } = parseArgs({
  options: {
    aircraft: { type: 'string', default: '10000' },
    ticks: { type: 'string', default: '60' },
  },
});
const AIRCRAFT = Number(values.aircraft);
const TICKS = Number(values.ticks);
const world = { north: 89, south: -89, east: 180, west: -180 };
const silent = { info: () => undefined, error: () => undefined, warn: () => undefined };

const database = fromPglite(await PGlite.create());
await migrateDatabase(database, path.resolve(import.meta.dirname, '../drizzle'));
await ensureReferenceData(database, silent as never);
const identity = new FlightIdentityService(database.db);
await identity.refresh();

let now = Math.floor(Date.now() / 1000);
const table = new LiveTable();
const icaoOf = (i: number) => 0x780000 + i;
function move(offset: number) {
  for (let i = 0; i < AIRCRAFT; i++) {
    table.apply({
      ...emptyLiveUpdate(),
      icao: icaoOf(i),
      deviceId: 'd',
      time: now,
      lat: 20 + (i % 100) * 0.2 + offset * 0.001,
      lon: 100 + Math.floor(i / 100) * 0.25,
      callsign: `CES${String(1000 + i)}`,
      altitude: 30000,
      groundSpeed: 450,
      track: 90,
    });
  }
}

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`;
}

move(0);
const cache = new IdentityCache(identity);
const codec = new RealtimeCodec();
const views = new ViewGroups(codec, 0);
let tickCount = 0;
const context = (): ViewContext => ({
  table,
  identities: cache,
  now,
  publishedMs: now * 1000,
  tick: tickCount,
});
/** The world view's increment at a new tick (built and encoded once, whatever its sockets). */
function increment() {
  tickCount++;
  view.advance(context());
  return view.increment;
}
const fullMs: number[] = [];
for (let i = 0; i < 5; i++) {
  now += 1;
  fullMs.push(
    timed(() => new ViewGroup(world, -1, codec, views.stats, context(), 0).fullPicture(context())),
  );
}
const view = views.join(world, -1, context());

const tickMs: number[] = [];
for (let tick = 0; tick < TICKS; tick++) {
  now += 1;
  move(tick + 1);
  let rows = 0;
  tickMs.push(timed(() => (rows = increment()?.rows ?? 0)));
  if (rows !== AIRCRAFT) throw new Error(`expected ${AIRCRAFT} rows, got ${rows}`);
}

// The fleet and timetable appear (as the simulator publishes them a few seconds after a start).
const dayStart = Math.floor(now / 86_400) * 86_400;
const minute = Math.floor((now - 1800 - dayStart) / 60);
await upsertAircraft(
  database.db,
  Array.from({ length: AIRCRAFT }, (_, i) => ({
    icao: icaoOf(i),
    registration: `B-${String(i).padStart(4, '0')}`,
    typeDesignator: 'A320',
    operatorIcao: 'CES',
  })),
);
await upsertSchedules(
  database.db,
  Array.from({ length: AIRCRAFT }, (_, i) => ({
    flightNumber: `MU${String(1000 + i)}`,
    originIcao: 'ZSPD',
    destinationIcao: 'ZBAA',
    airlineIcao: 'CES',
    departureMinuteUtc: Math.max(0, minute),
    arrivalMinuteUtc: (Math.max(0, minute) + 130) % 1440,
    arrivalDayOffset: Math.floor((Math.max(0, minute) + 130) / 1440),
  })),
);
const refreshMs = performance.now();
await identity.refresh();
const refreshed = performance.now() - refreshMs;
now += 1;
move(TICKS + 1);
// The server's ticks after the load: the catch-up's slice, then the subscriber's increment.
const catchUpMs: number[] = [];
const afterChangeMs: number[] = [];
let changed = 0;
let ticksToSettle = 0;
while (cache.generation !== identity.generation && ticksToSettle < 100) {
  if (ticksToSettle > 0) {
    now += 1;
    move(TICKS + 1 + ticksToSettle);
  }
  catchUpMs.push(timed(() => cache.catchUp(now)));
  afterChangeMs.push(
    timed(() => {
      const version = view.version;
      const batch = increment();
      if (view.version !== version) changed += batch?.identityRows ?? 0;
    }),
  );
  ticksToSettle++;
}
const settledMs: number[] = [];
for (let tick = 0; tick < 10; tick++) {
  now += 1;
  move(TICKS + 200 + tick);
  settledMs.push(timed(() => increment()));
}

console.log(
  `identity bench: ${String(AIRCRAFT)} aircraft moving, one world subscriber, ${String(TICKS)} ticks; ` +
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
);
console.log(`  increment per tick (nothing to send):   ${summary(tickMs)}`);
console.log(`  full picture (build + encode):          ${summary(fullMs)}`);
console.log(
  `  identity refresh after the import:      ${refreshed.toFixed(0)} ms (async, off the tick)`,
);
console.log(
  `  ticks until every row is rebuilt:       ${String(ticksToSettle)}, ${String(changed)} rows sent`,
);
console.log(`  catch-up slice per tick:                ${summary(catchUpMs)}`);
console.log(`  increments meanwhile:                   ${summary(afterChangeMs)}`);
console.log(`  increments after that:                  ${summary(settledMs)}`);
await database.close();
