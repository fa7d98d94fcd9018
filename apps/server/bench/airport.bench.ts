// `npm run bench:airport [-- --calls 200]`: issue 19's target, an airport page's data p95 ≤ 100 ms
// at PEK on a day of recorded traffic. Builds the day in an embedded database (PGlite, reference
// data loaded): PEK's timetable at its real volume (~800 departures and 800 arrivals), five other
// hub pairs for the rest of the network, the take-offs and landings the recorder reports for all
// of them, a live table of 3,000 aircraft, and a day of recorded flight rows at PEK. Then calls
// each airport call over real HTTP `--calls` times at 14:00 UTC and prints p50/p95 per call.
// The load average is printed: on a shared machine the timings are not the code's alone.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pino } from 'pino';
import { accountsModule } from '../src/accounts/accounts.module';
import { airportsModule } from '../src/airports/airports.module';
import { buildAirportDay } from '../src/airports/airports.testing';
import { FlightEventsService } from '../src/flights/flight-events.service';
import { FlightIdentityService } from '../src/flights/flight-identity.service';
import { LiveAircraft, LiveAirGround } from '../src/live/live.aircraft';
import { LiveTable } from '../src/live/live.table';
import { fromPglite } from '../src/db/db';
import { migrateDatabase } from '../src/db/migrate';
import { composeApp } from '../src/modules/compose';
import { ensureReferenceData } from '../src/reference/reference.load';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '200' } } });
const CALLS = Number(values.calls);
const DAY_START = Date.UTC(2026, 10, 23) / 1000;
const NOW = (DAY_START + 14 * 3600) * 1000;

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const liveTable = new LiveTable();
const started = performance.now();
// An embedded database with the bundled reference data (airports, runways, airlines) as at start.
const database = fromPglite(await PGlite.create());
await migrateDatabase(database, path.resolve(import.meta.dirname, '../drizzle'));
await ensureReferenceData(database, pino({ level: 'silent' }));
const identity = new FlightIdentityService(database.db);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-airport-bench-'));
const app = await composeApp(
  {
    config: {
      logLevel: 'silent',
      corsOrigins: [],
      bodyLimitBytes: 1024 * 1024,
      trustProxy: false,
      webDist: dataDir,
      dataDir,
    },
    database,
    roles: () => ['http'],
    version: 'bench',
    accounts: { dataDir },
    flights: { identity },
    liveTable,
    // Services give the clock in seconds.
    now: () => NOW / 1000,
  },
  [accountsModule, airportsModule],
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port.toString() : '0'}`;
const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { msg: string; data: unknown },
  };
};
const events = new FlightEventsService(database.db, identity, { now: () => NOW });
const pairs: [string, string, string, string, number][] = [
  ['ZBAA', 'ZSSS', 'CCA', 'CA', 800],
  ['ZSPD', 'ZGGG', 'CES', 'MU', 400],
  ['ZGSZ', 'ZUUU', 'CSZ', 'ZH', 400],
  ['ZUCK', 'ZSHC', 'CSC', '3U', 400],
  ['ZPPP', 'ZLXY', 'CXA', 'MF', 400],
  ['ZSAM', 'ZHHH', 'CHH', 'HU', 400],
];
for (const [index, [airport, other, airlineIcao, iata, flights]] of pairs.entries()) {
  await buildAirportDay(database.db, identity, events, {
    airport,
    other,
    airline: { icao: airlineIcao, iata },
    firstNumber: 1000 + index * 2000,
    dayStart: DAY_START,
    flights,
    // A fifth of the departures leave 30–90 minutes late (CAAC's punctuality is ~80 %).
    delayMinutes: (n) => (n % 5 === 0 ? 30 + (n % 7) * 10 : n % 8),
    until: NOW / 1000,
  });
}
// The live picture: 3,000 aircraft in the air, a few hundred of them with the day's callsigns.
for (let n = 0; n < 3000; n++) {
  const aircraft = new LiveAircraft(0x880000 + n);
  aircraft.callsign = n < 400 ? `CCA${(1000 + 2 * n + 1).toString()}` : `TST${n.toString()}`;
  aircraft.lat = 20 + (n % 30);
  aircraft.lon = 100 + (n % 25);
  aircraft.groundSpeed = 420;
  aircraft.airGround = LiveAirGround.Airborne;
  aircraft.lastSeen = NOW / 1000;
  liveTable.aircraft.set(aircraft.icao, aircraft);
}
// A day of recorded flight rows leaving and reaching PEK, for the history call.
await database.db.execute(sql`
  insert into flights (icao, callsign, first_seen, last_seen, min_lat, max_lat, min_lon, max_lon,
    origin, destination, takeoff_at, landed_at, point_count)
  select 7340032 + n, 'CCA' || (1000 + n), to_timestamp(${DAY_START} + n * 50),
    to_timestamp(${DAY_START} + n * 50 + 7200), 31, 40, 116, 121,
    case when n % 2 = 0 then 'ZBAA' else 'ZSSS' end, case when n % 2 = 0 then 'ZSSS' else 'ZBAA' end,
    to_timestamp(${DAY_START} + n * 50 + 600), to_timestamp(${DAY_START} + n * 50 + 7000), 300
  from generate_series(0, 1599) n`);
console.log(
  `built the day in ${((performance.now() - started) / 1000).toFixed(1)} s: ${identity.observed.size.toString()} observed flights, ${liveTable.aircraft.size.toString()} live aircraft (load ${load()})`,
);

const calls: [string, string, 'GET' | 'POST', unknown?][] = [
  ['statistics', `${API_V2_FULL_PATHS.airportStatistics}?iata=PEK`, 'GET'],
  ['arrival', `${API_V2_FULL_PATHS.airportArrival}?iata=PEK`, 'GET'],
  ['departures', `${API_V2_FULL_PATHS.airportDepartures}?iata=PEK`, 'GET'],
  ['soonArrival', `${API_V2_FULL_PATHS.airportSoonArrival}?iata=PEK`, 'GET'],
  ['departed', `${API_V2_FULL_PATHS.airportDeparted}?iata=PEK`, 'GET'],
  ['hisflight', `${API_V2_FULL_PATHS.airportHistoryFlights}?iata=PEK&date=20261123`, 'GET'],
  ['airportSearch', API_V2_FULL_PATHS.airportTextSearch, 'POST', { searchText: 'Beijing' }],
  ['category', API_V2_FULL_PATHS.airportCategory, 'GET'],
];
for (const [name, path, method, body] of calls) {
  // Warm-up: the first call loads the catalog and runways.
  await call(method, path, body);
  const times: number[] = [];
  let rows = 0;
  // The network-wide and history calls are rate-limited per client (30 a minute): fewer calls.
  const count = name === 'category' || name === 'hisflight' ? Math.min(CALLS, 25) : CALLS;
  for (let n = 0; n < count; n++) {
    const begin = performance.now();
    const answer = await call(method, path, body);
    times.push(performance.now() - begin);
    if (answer.status !== 200)
      throw new Error(`${name}: ${answer.status.toString()} ${answer.body.msg}`);
    const data = answer.body.data as { flights?: unknown[] } | unknown[];
    rows = Array.isArray(data) ? data.length : (data.flights?.length ?? 1);
  }
  console.log(
    `${name.padEnd(13)} p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms over ${count.toString()} calls (${rows.toString()} rows; target p95 ≤ 100 ms; load ${load()})`,
  );
}
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
