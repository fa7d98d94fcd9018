// `npm run bench:follow`: what the follow watch scan (follow/live.watch.ts: new emergency squawks
// to the notifier, then follow/alert.scanner.ts: every enabled area alert rule against every
// live aircraft) costs at the default simulator size. The simulator runs in this process at
// SIM_AIRCRAFT's default (2,000 airborne at the peak) and its positions are merged into a real
// LiveTable second by second; an embedded database holds the reference data, the simulated
// fleet and timetable, N users with follows and area alert rules. Every WATCH_INTERVAL_MS of
// simulated time the scan runs once and is timed (wall and CPU). Rounds alternate the rules on
// and off (the peer: the same scan with no enabled rule, i.e. only the squawk pass), and the
// CPU of the scan is set against the CPU the live table spent merging the same interval's
// positions (the pipeline's merge stage in this process, a part of the whole pipeline, so the
// share printed is an upper bound).
//
//   npm run bench:follow -- [--users 1000] [--scans 60] [--rounds 2] [--aircraft 2000]
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { users } from '../src/accounts/accounts.schema';
import { fromPglite } from '../src/db/db';
import { migrateDatabase } from '../src/db/migrate';
import { FlightIdentityService } from '../src/flights/flight-identity.service';
import { distanceMetres } from '@skytrace/contracts';
import { AlertScanner } from '../src/follow/alert.scanner';
import { enabledRules } from '../src/follow/follow.repo';
import { FollowNotifier } from '../src/follow/follow.notifier';
import { alertRules, follows } from '../src/follow/follow.schema';
import { WATCH_INTERVAL_MS, LiveWatch } from '../src/follow/live.watch';
import { NoticeDelivery } from '../src/follow/notice.delivery';
import { LiveAirGround } from '../src/live/live.aircraft';
import { emptyLiveUpdate, LiveTable } from '../src/live/live.table';
import { ensureReferenceData } from '../src/reference/reference.load';
import { isAirborne } from '../src/sim/flight.phase';
import { writeSimulatedIdentity } from '../src/sim/sim.identity';
import { Simulator } from '../src/sim/simulator';
import { AIRPORTS } from '../src/sim/world/airports';
import { seededRandom } from '../src/testing/seeded-random';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    scans: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '2' },
    aircraft: { type: 'string', default: '2000' },
  },
});
const USERS = Number(values.users);
const SCANS = Number(values.scans);
const ROUNDS = Number(values.rounds);
const AIRCRAFT = Number(values.aircraft);
const STEP_SECONDS = WATCH_INTERVAL_MS / 1000;
const silent = { info: () => undefined, error: () => undefined, warn: () => undefined };
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const database = fromPglite(await PGlite.create());
await migrateDatabase(database, path.resolve(import.meta.dirname, '../drizzle'));
await ensureReferenceData(database, silent as never);
const db = database.db;
const simulator = await Simulator.create({
  seed: 1,
  aircraft: AIRCRAFT,
  startTime: Date.UTC(2026, 10, 21, 4, 0, 0) / 1000,
});
await writeSimulatedIdentity(db, simulator, simulator.time);
const identity = new FlightIdentityService(db);
await identity.refresh();

// Users: three follows each (flights and airframes of the simulated fleet) and two rules —
// "A388/B77W within 30–80 km of an airport below 3,000 m" and "squawk 7x00 within 150 km" —
// a tenth of them with quiet hours.
const random = seededRandom(7);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const userRows = await db
  .insert(users)
  .values(Array.from({ length: USERS }, (_, i) => ({ username: `bench${i}`, passwordHash: 'x' })))
  .returning({ id: users.id });
const fleet = simulator.fleet;
const followRows = userRows.flatMap(({ id }) =>
  Array.from({ length: 3 }, () => {
    const slot = Math.floor(random() * fleet.size);
    return {
      userId: id,
      kind: 'aircraft' as const,
      registration: fleet.registration[slot] ?? '',
      icao: (fleet.icao[slot] ?? 0).toString(16).toUpperCase().padStart(6, '0'),
    };
  }),
);
for (let i = 0; i < followRows.length; i += 1000)
  await db
    .insert(follows)
    .values(followRows.slice(i, i + 1000))
    .onConflictDoNothing();
const ruleRows = userRows.flatMap(({ id }) => {
  const airport = pick(AIRPORTS);
  const quiet = random() < 0.1;
  return [
    {
      userId: id,
      name: 'heavies',
      lat: airport.lat,
      lon: airport.lon,
      radiusKm: 30 + Math.floor(random() * 50),
      maxAltitudeM: 3000,
      types: ['A388', 'B77W'],
      squawks: [],
      quietStart: quiet ? '23:00' : null,
      quietEnd: quiet ? '07:00' : null,
      timeZone: 'Asia/Shanghai',
      maxPerHour: 60,
      enabled: true,
    },
    {
      userId: id,
      name: 'emergencies',
      lat: airport.lat,
      lon: airport.lon,
      radiusKm: 150,
      maxAltitudeM: null,
      types: [],
      squawks: ['7x00'],
      quietStart: null,
      quietEnd: null,
      timeZone: 'Asia/Shanghai',
      maxPerHour: 60,
      enabled: true,
    },
  ];
});
for (let i = 0; i < ruleRows.length; i += 1000)
  await db.insert(alertRules).values(ruleRows.slice(i, i + 1000));

const table = new LiveTable();
/** No push service nor sockets here: deliveries are counted, not sent. */
class CountingDelivery extends NoticeDelivery {
  delivered = 0;
  override deliver(...args: Parameters<NoticeDelivery['deliver']>) {
    this.delivered++;
    return super.deliver(...args);
  }
}
const delivery = new CountingDelivery(db, {});
const scanner = new AlertScanner(db, identity, delivery, () => simulator.time);
const watch = new LiveWatch({
  liveTable: table,
  notifier: new FollowNotifier(db, identity, delivery),
  alerts: scanner,
  onError: (error) => console.error(error),
});

/** Advances the sky one watch interval, merging each second's positions; CPU ms of merging. */
function advanceInterval(): number {
  let cpu = 0;
  const flights = simulator.table;
  for (let second = 0; second < STEP_SECONDS; second++) {
    simulator.advance(1, false);
    const before = process.cpuUsage();
    for (let slot = 0; slot < flights.capacity; slot++) {
      const leg = flights.legs[slot];
      const phase = flights.phase[slot] ?? 0;
      if (leg === undefined || phase === 0) continue;
      table.apply({
        ...emptyLiveUpdate(),
        icao: leg.icao,
        deviceId: 'bench',
        time: simulator.time,
        callsign: leg.callsign,
        squawk: Number.parseInt((flights.squawk[slot] ?? 0).toString(8), 16),
        altitude: flights.altitude[slot] ?? Number.NaN,
        lat: flights.lat[slot] ?? Number.NaN,
        lon: flights.lon[slot] ?? Number.NaN,
        groundSpeed: flights.groundSpeed[slot] ?? Number.NaN,
        track: flights.track[slot] ?? Number.NaN,
        verticalRate: flights.verticalRate[slot] ?? Number.NaN,
        airGround: isAirborne(phase) ? LiveAirGround.Airborne : LiveAirGround.Ground,
      });
    }
    const used = process.cpuUsage(before);
    cpu += (used.user + used.system) / 1000;
  }
  return cpu;
}

/**
 * The peer: the rules' distance test done the naive way, a haversine for every aircraft and
 * rule (what the scan did before its box prefilter); CPU ms of one pass and the pairs in reach.
 */
async function naivePass(): Promise<{ cpu: number; inReach: number }> {
  const rules = await enabledRules(db);
  const before = process.cpuUsage();
  let inReach = 0;
  for (const rule of rules)
    for (const aircraft of table.aircraft.values()) {
      if (Number.isNaN(aircraft.lat)) continue;
      if (distanceMetres(rule.lat, rule.lon, aircraft.lat, aircraft.lon) / 1000 <= rule.radiusKm)
        inReach++;
    }
  const used = process.cpuUsage(before);
  return { cpu: (used.user + used.system) / 1000, inReach };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function run(rulesOn: boolean) {
  await db.execute(sql`update alert_rules set enabled = ${rulesOn}`);
  scanner.invalidate();
  const wall: number[] = [];
  let scanCpu = 0;
  let mergeCpu = 0;
  for (let i = 0; i < SCANS; i++) {
    mergeCpu += advanceInterval();
    const before = process.cpuUsage();
    const started = performance.now();
    await watch.scan();
    wall.push(performance.now() - started);
    const used = process.cpuUsage(before);
    scanCpu += (used.user + used.system) / 1000;
  }
  const notices = delivery.delivered;
  if (rulesOn) {
    let naiveCpu = 0;
    let inReach = 0;
    for (let i = 0; i < 5; i++) {
      const pass = await naivePass();
      naiveCpu += pass.cpu;
      inReach = pass.inReach;
    }
    console.log(
      `  peer, naive distance pass (haversine for every rule × aircraft): ${(naiveCpu / 5).toFixed(2)} ms CPU per pass, ${inReach} pairs in reach; load ${load()}`,
    );
  }
  wall.sort((a, b) => a - b);
  return { p50: percentile(wall, 0.5), p95: percentile(wall, 0.95), scanCpu, mergeCpu, notices };
}

// Warm-up: fill the table and the scanner's caches.
for (let i = 0; i < 6; i++) advanceInterval();
await watch.scan();
console.log(
  `sky: ${table.aircraft.size.toLocaleString('en')} live aircraft (fleet ${fleet.size.toLocaleString('en')}); ${USERS} users, ${followRows.length} follows, ${ruleRows.length} rules; load average ${load()}`,
);
for (let round = 0; round < ROUNDS; round++) {
  for (const rulesOn of round % 2 === 0 ? [true, false] : [false, true]) {
    const r = await run(rulesOn);
    console.log(
      `round ${round + 1} rules ${rulesOn ? 'on ' : 'off'}: scan p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms over ${SCANS} scans; scan CPU ${(r.scanCpu / SCANS).toFixed(2)} ms per ${STEP_SECONDS} s (${((r.scanCpu / (SCANS * WATCH_INTERVAL_MS)) * 100).toFixed(2)} % of a core), live-table merge of the same positions ${(r.mergeCpu / SCANS).toFixed(2)} ms: scan = ${((r.scanCpu / r.mergeCpu) * 100).toFixed(1)} % of the merge; notices so far ${r.notices}; load ${load()}`,
    );
  }
}
await database.close();
