// `npm run bench:devices [-- --devices 1000 --ranked 10000 --pages 200 --sitings 30]`: the device
// pages, the ranking and the siting advisor over an embedded database (PGlite, in memory) with
// the reference data. Seeds N public receivers over China with 30 days of daily statistics and
// coverage counters, 7 days of range outlines, one day of coverage cells (400 a receiver) and a
// day of recorded flights (3000, 60 points each), then prints:
// - one device page's data (device info with status and rank, 14 days of history, one day's
//   coverage): p50/p95 over `--pages` random receivers (target p95 ≤ 150 ms);
// - the ranking job over `--ranked` receivers with 30 days each (target ≤ 5 s);
// - the siting advisor at `--sitings` random places (target ≤ 1 s).
// The load average is printed: on a shared machine the timings are not the code's alone.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { fromPglite } from '../src/db/db';
import { migrateDatabase } from '../src/db/migrate';
import { PositionWitness } from '../src/coverage/coverage.accumulator';
import { DeviceLive, statsDay } from '../src/devices/device.live';
import { readDailyStats } from '../src/devices/devices.repo';
import { ensureReferenceData } from '../src/reference/reference.load';
import { CityIndex } from '../src/ranking/cities';
import { deviceCoverage, deviceInfo } from '../src/ranking/device.detail';
import { addDays, computeRanking } from '../src/ranking/ranking.job';
import { SitingService } from '../src/ranking/siting';
import { encodeTraceChunk } from '../src/traces/trace.codec';
import type { TracePoint } from '../src/traces/trace.point';
import { writeTraceBatch } from '../src/traces/traces.repo';

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '1000' },
    ranked: { type: 'string', default: '10000' },
    pages: { type: 'string', default: '200' },
    sitings: { type: 'string', default: '30' },
  },
});
const DEVICES = Number(values.devices);
const RANKED = Number(values.ranked);
const PAGES = Number(values.pages);
const SITINGS = Number(values.sitings);
const silent = { info: () => undefined, error: () => undefined, warn: () => undefined };

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const load = () => (os.loadavg()[0] ?? 0).toFixed(2);

/**
 * The ingest path's cost of coverage: DeviceLive.countPosition over 2 million positions of 3000
 * aircraft, for a public receiver (grid, outline, witness) and an unclaimed one (witness only).
 */
function positionCost(registered: boolean): number {
  const device = new DeviceLive('f'.repeat(32));
  device.registered = registered;
  device.witness = new PositionWitness();
  device.ownerLat = 31;
  device.ownerLon = 121;
  const t0 = 1_800_000_000;
  device.countMessage(t0);
  const count = 2_000_000;
  const begin = performance.now();
  for (let i = 0; i < count; i++) {
    const a = i % 3000;
    const lat = 29 + (a % 60) * 0.07;
    const lon = 118 + Math.floor(a / 60) * 0.1;
    device.countPosition(lat, lon, 1000 + ((a * 97) % 38_000), a, t0 + i / 5000);
  }
  return ((performance.now() - begin) * 1e6) / count;
}
positionCost(true);
positionCost(false);
console.log(
  `countPosition: ${positionCost(true).toFixed(0)} ns a position with coverage, ${positionCost(false).toFixed(0)} ns without (unclaimed feeder; load ${load()})`,
);

const started = performance.now();
const database = fromPglite(await PGlite.create());
const db = database.db;
await migrateDatabase(database, path.resolve(import.meta.dirname, '../drizzle'));
await ensureReferenceData(database, silent as never);
const now = Date.now() / 1000;
const today = statsDay(now);
const yesterday = addDays(today, -1);
const from = addDays(today, -29);

/** Receivers 1..n over eastern China, deterministic positions. */
async function seedDevices(first: number, last: number): Promise<void> {
  await db.execute(sql`insert into devices (dev_id, feeder_key, alias, operator_owned, lat, lon,
      last_seen, messages_total, positions_total, max_range_km)
    select i, 'bench' || i, 'Receiver ' || i, true,
      22 + (i * 7919 % 1800) / 100.0, 102 + (i * 104729 % 2000) / 100.0,
      now(), 1000000, 100000, 300
    from generate_series(${first}::integer, ${last}::integer) as i`);
  await db.execute(sql`insert into device_daily_stats (dev_id, day, message_count, position_count,
      anum_count, max_range_km, typical_range_km, online_seconds)
    select i, d::date, 500000 + i, 50000, 300 + i % 200, 320, 210, 86400 - (i % 7) * 3600
    from generate_series(${first}::integer, ${last}::integer) as i,
      generate_series(${from}::date, ${today}::date, '1 day') as d`);
  await db.execute(sql`insert into coverage_days (dev_id, day, positions, unique_positions,
      cells, unique_cells, settled)
    select i, d::date, 50000, (i * 31 % 5000), 400, (i * 17 % 60), d::date < ${today}::date
    from generate_series(${first}::integer, ${last}::integer) as i,
      generate_series(${from}::date, ${today}::date, '1 day') as d`);
}

let t = performance.now();
await seedDevices(1, DEVICES);
// Outlines of the last 7 days (the advisor's), 36 sectors × 2 bands, 120–360 km.
await db.execute(sql`insert into coverage_outline (dev_id, day, band, sector, range_km)
  select i, d::date, b, s, 120 + ((i * 13 + s * 7 + b * 29) % 240)
  from generate_series(1, ${DEVICES}::integer) as i,
    generate_series(${addDays(today, -6)}::date, ${today}::date, '1 day') as d,
    generate_series(0, 35) as s, generate_series(2, 3) as b`);
// Yesterday's cells: 400 a receiver around it, in two bands.
await db.execute(sql`insert into coverage_cells (dev_id, day, band, lat_idx, lon_idx, positions)
  select i, ${yesterday}::date, b,
    floor((22 + (i * 7919 % 1800) / 100.0 + 90) / 0.05)::integer + (c / 20) - 10,
    floor((102 + (i * 104729 % 2000) / 100.0 + 180) / 0.05)::integer + (c % 20) - 10,
    1 + (c * 37 % 500)
  from generate_series(1, ${DEVICES}::integer) as i, generate_series(0, 199) as c,
    generate_series(2, 3) as b`);
console.log(
  `seeded ${DEVICES} receivers × 30 days in ${ms(performance.now() - t)} (load ${load()})`,
);

// A day of recorded traffic: 3000 straight flights at cruise, 60 points each.
t = performance.now();
const flights = Array.from({ length: 3000 }, (_, i) => {
  const lat0 = 22 + ((i * 7919) % 1800) / 100;
  const lon0 = 100 + ((i * 104729) % 2200) / 100;
  const points: TracePoint[] = Array.from({ length: 60 }, (_, k) => ({
    time: (now - 80_000 + i * 20 + k * 60) * 1000,
    lat: lat0 + k * 0.03,
    lon: lon0 + k * 0.05,
    altitude: 30_000,
    groundSpeed: 450,
    track: 60,
    verticalRate: 0,
    onGround: false,
    squawk: null,
  }));
  return { id: i + 1, icao: 0x780000 + i, points };
});
for (let start = 0; start < flights.length; start += 500) {
  const batch = flights.slice(start, start + 500);
  await writeTraceBatch(
    db,
    batch.map(({ id, icao, points }) => ({
      id,
      icao,
      callsign: null,
      firstSeen: points[0]?.time ?? 0,
      lastSeen: points.at(-1)?.time ?? 0,
      minLat: Math.min(...points.map((p) => p.lat)),
      maxLat: Math.max(...points.map((p) => p.lat)),
      minLon: Math.min(...points.map((p) => p.lon)),
      maxLon: Math.max(...points.map((p) => p.lon)),
      takeoffAt: null,
      landedAt: null,
      pointCount: points.length,
    })),
    batch.map(({ id, icao, points }) => ({
      flightId: id,
      icao,
      startTime: points[0]?.time ?? 0,
      endTime: points.at(-1)?.time ?? 0,
      pointCount: points.length,
      payload: encodeTraceChunk(points),
    })),
  );
}
console.log(`seeded 3000 recorded flights in ${ms(performance.now() - t)}`);

// The first ranking, so the device pages show ranks (not timed: the 10,000 run below is).
const cities = await CityIndex.load(db);
await computeRanking(db, today, cities);

// 1. One device page's data.
const deps = { db, cities: () => Promise.resolve(cities) };
const pageTimes: number[] = [];
for (let i = 0; i < PAGES; i++) {
  const devId = 1 + ((i * 7907) % DEVICES);
  const begin = performance.now();
  await Promise.all([
    deviceInfo(deps, devId, undefined, now),
    readDailyStats(db, devId).then((rows) => rows.filter((row) => row.day >= addDays(today, -13))),
    deviceCoverage(deps, { devId, searchDate: yesterday, height: 1000, devType: 'adsb' }, now),
  ]);
  pageTimes.push(performance.now() - begin);
}
console.log(
  `device page data (info + 14 days + one day's coverage, ${PAGES} receivers): p50 ${ms(percentile(pageTimes, 50))}, p95 ${ms(percentile(pageTimes, 95))} (target p95 ≤ 150 ms; load ${load()})`,
);

// 2. The siting advisor.
const siting = new SitingService(db, () => now);
await siting.outlines();
const sitingTimes: number[] = [];
for (let i = 0; i < SITINGS; i++) {
  const lat = 23 + ((i * 3571) % 1600) / 100;
  const lon = 103 + ((i * 6007) % 1800) / 100;
  const begin = performance.now();
  const answer = await siting.advise({ lat, lon, antennaHeight: 10 });
  sitingTimes.push(performance.now() - begin);
  if (i === 0) {
    console.log(
      `  siting at ${lat.toFixed(2)},${lon.toFixed(2)}: new ${answer.newAreaKm2} km² of ${answer.reachAreaKm2}, ${answer.newFlightsPerDay}/${answer.flightsPerDay} flights a day, ${answer.overlaps.length} overlaps`,
    );
  }
}
console.log(
  `siting advisor (${SITINGS} places, outlines cached): p50 ${ms(percentile(sitingTimes, 50))}, p95 ${ms(percentile(sitingTimes, 95))}, max ${ms(Math.max(...sitingTimes))} (target ≤ 1 s; load ${load()})`,
);
siting.invalidate();
t = performance.now();
await siting.advise({ lat: 31, lon: 121, antennaHeight: 10 });
console.log(`siting advisor with the outlines read afresh: ${ms(performance.now() - t)}`);

// 3. The ranking of RANKED receivers.
t = performance.now();
if (RANKED > DEVICES) await seedDevices(DEVICES + 1, RANKED);
console.log(`seeded up to ${RANKED} receivers in ${ms(performance.now() - t)}`);
const run = await computeRanking(db, today);
console.log(
  `ranking job over ${run.devices} receivers × 30 days: ${ms(run.ms)} (target ≤ 5 s; load ${load()})`,
);
console.log(`total ${ms(performance.now() - started)}`);
await database.close();
