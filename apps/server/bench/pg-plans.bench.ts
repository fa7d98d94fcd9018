// Query plans on PostgreSQL (`npm run bench:pg-plans [-- --days 30 --aircraft 2000 --pg
// postgres://postgres@127.0.0.1:5432/postgres --real-days 2 --keep]`): builds a fresh database
// with `--days` of recorded traffic (pg-plans.sky.ts: real codec, 5-minute chunks, flights between
// Chinese airports), day partitions as the daily job makes them, and coverage cells of a
// receiver network; then runs playback (flight, aircraft, airport, area), track files and device
// coverage through the real code, captures every statement they send, and prints each one's
// EXPLAIN (ANALYZE, BUFFERS): time, rows, partitions scanned and the indexes or sequential scans.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import path from 'node:path';
import { openDatabase, type Db } from '../src/db/db';
import { migrateDatabase } from '../src/db/migrate';
import { FlightIdentityService } from '../src/flights/flight-identity.service';
import { PlaybackDirectory } from '../src/playback/playback.directory';
import { PlaybackService } from '../src/playback/playback.service';
import { airportSlice, areaSlice } from '../src/playback/playback.slices';
import { trackFileName } from '../src/playback/track-files.presenter';
import { TrackFileService } from '../src/playback/track-files.service';
import { TraceRetention } from '../src/playback/trace.retention';
import { ensureReferenceData } from '../src/reference/reference.load';
import { readCoverageDay, readCoveragePoints, readOutline } from '../src/coverage/coverage.repo';
import { findFlights } from '../src/traces/recorded-flights.repo';
import { readAircraftPoints } from '../src/traces/recorded-points.repo';
import {
  createTracePartition,
  listTracePartitions,
  partitionOf,
} from '../src/traces/trace.partitions';
import { buildMonthOfSky } from './pg-plans.sky';
import { fillCoverage } from './pg-plans.coverage';
import { summarisePlan, type PlanSummary } from './pg-plans.summary';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const DAYS = Number(option('days', '30'));
// The simulator's default sky (SIM_AIRCRAFT); `--real-days` of it are built with the real codec
// and copied over the month (pg-plans.sky.ts), which keeps the run within minutes.
const AIRCRAFT = Number(option('aircraft', '2000'));
const REAL_DAYS = Number(option('real-days', '2'));
const ADMIN_URL = option('pg', 'postgres://postgres@127.0.0.1:5432/postgres');
const KEEP = args.includes('--keep');
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 5);
const NAME = `skytrace_bench_plans_${process.pid}`;

interface Captured {
  query: string;
  params: unknown[];
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${NAME}"`);
  const database = await openDatabase({ databaseUrl: withDatabase(ADMIN_URL, NAME), dataDir: '' });
  const pool = database.pool;
  if (!pool) throw new Error('expected a PostgreSQL pool');
  try {
    await migrateDatabase(database, path.resolve(import.meta.dirname, '../drizzle'));
    await ensureReferenceData(database, { info: () => undefined });
    // What the daily job leaves: one partition per day of the traffic.
    for (let day = 0; day <= DAYS; day++) {
      await createTracePartition(database.db, partitionOf(START + day * DAY_MS));
    }
    console.log(
      `building ${DAYS} days × ${AIRCRAFT} aircraft on PostgreSQL (${REAL_DAYS} days encoded, copied over the rest) …`,
    );
    const built = await buildMonthOfSky(database, {
      days: DAYS,
      realDays: REAL_DAYS,
      aircraft: AIRCRAFT,
      start: START,
    });
    const coverage = await fillCoverage(database.db, { days: DAYS, start: START });
    await database.db.execute(sql`analyze`);
    const [counts] = (
      (await database.db.execute(sql`select
        (select count(*) from flights)::int as flights,
        (select count(*) from trace_chunks)::int as chunks,
        (select count(*) from trace_chunks_default)::int as in_default,
        (select count(*) from coverage_cells)::int as cells`)) as {
        rows: { flights: number; chunks: number; in_default: number; cells: number }[];
      }
    ).rows;
    console.log(
      `  ${built.points.toLocaleString()} points, ${counts?.flights.toLocaleString()} flights, ${counts?.chunks.toLocaleString()} chunks (${counts?.in_default} in the default partition): encoded in ${built.seconds.toFixed(0)} s, copied in ${built.copySeconds.toFixed(0)} s; ${counts?.cells.toLocaleString()} coverage cells of ${coverage.devices} receivers in ${coverage.seconds.toFixed(0)} s`,
    );

    // The same pool, with every statement recorded while a scenario runs.
    let captured: Captured[] = [];
    const db = drizzle(pool, {
      logger: { logQuery: (query, params) => captured.push({ query, params }) },
    }) as unknown as Db;
    const identity = new FlightIdentityService(db);
    const directory = new PlaybackDirectory(db, identity);
    await directory.ready();
    const playback = new PlaybackService({ db, directory });
    const trackFiles = new TrackFileService({ db, playback });
    // The last encoded day: its payloads hold its own points.
    const middle = START + (REAL_DAYS - 1) * DAY_MS;
    const hour = Math.floor((middle + 4 * 3_600_000) / 1000);
    const [sample] = await findFlights(database.db, {
      from: middle,
      to: middle + DAY_MS,
      limit: 1,
    });
    if (!sample) throw new Error('no flight in the middle day');
    const scenarios: [string, () => Promise<unknown>][] = [
      ['playback flight', () => playback.flight({ flightId: sample.id })],
      [
        'playback aircraft (1 day)',
        () =>
          Promise.all([
            readAircraftPoints(db, sample.icao, middle, middle + DAY_MS),
            findFlights(db, { icao: sample.icao, from: middle, to: middle + DAY_MS }),
          ]),
      ],
      [
        'playback area (1 h slice)',
        () =>
          areaSlice(
            { db, directory },
            { west: 112, south: 28, east: 123, north: 41, startTime: hour, endTime: hour + 3600 },
          ),
      ],
      [
        'playback airport PEK (1 h)',
        () =>
          airportSlice(
            { db, directory },
            { airport: 'PEK', radiusKm: 30, startTime: hour, endTime: hour + 3600 },
          ),
      ],
      [
        'track files, PEK box, 1 day',
        () =>
          trackFiles.lookup({
            west: 116.3,
            south: 39.8,
            east: 116.9,
            north: 40.35,
            startTime: middle / 1000,
            endTime: middle / 1000 + 86_400,
            page: 1,
            pageSize: 20,
          }),
      ],
      ['track file detail', () => trackFiles.detail(trackFileName(sample))],
      [
        'device coverage (day, band 0)',
        () => {
          const day = new Date(middle).toISOString().slice(0, 10);
          return Promise.all([
            readCoveragePoints(db, coverage.sampleDevice, day, 0),
            readOutline(db, coverage.sampleDevice, day, 0),
            readCoverageDay(db, coverage.sampleDevice, day),
          ]);
        },
      ],
    ];
    const partitions = (await listTracePartitions(database.db)).length + 1;
    const results: { scenario: string; summary: PlanSummary }[] = [];
    for (const [scenario, run] of scenarios) {
      captured = [];
      await run();
      const statements = captured.filter((c) => /^\s*(\(?\s*select|with)/i.test(c.query));
      for (const statement of statements) {
        const explained = await pool.query<{ 'QUERY PLAN': unknown }>(
          `explain (analyze, buffers, format json) ${statement.query}`,
          statement.params,
        );
        results.push({
          scenario,
          summary: summarisePlan(explained.rows[0]?.['QUERY PLAN'], partitions),
        });
      }
    }
    printResults(results);
    await measureRetention(database.db);
  } finally {
    await database.close();
    if (!KEEP) await admin.query(`drop database if exists "${NAME}"`);
    else console.log(`kept database ${NAME}`);
    await admin.end();
  }
}

/**
 * Retention of the oldest days, as the daily job runs it (its day partitions dropped whole,
 * then the flight rows), beside the same amount of the next day's chunks deleted row by row,
 * as retention did before partitioning.
 */
async function measureRetention(db: Db): Promise<void> {
  const count = async (from: number, to: number) =>
    (
      (await db.execute(sql`select count(*)::int as n from trace_chunks
        where start_time >= ${new Date(from).toISOString()}::timestamptz
          and start_time < ${new Date(to).toISOString()}::timestamptz`)) as {
        rows: { n: number }[];
      }
    ).rows[0]?.n ?? 0;
  // WAL written, bytes: what a DELETE costs beyond its time (and dead rows for vacuum).
  const lsn = async () =>
    (
      (await db.execute(sql`select pg_current_wal_lsn()::text as lsn`)) as {
        rows: { lsn: string }[];
      }
    ).rows[0]?.lsn ?? '0/0';
  const walSince = async (from: string) =>
    (
      (await db.execute(
        sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${from}::pg_lsn)::float8 as bytes`,
      )) as { rows: { bytes: number }[] }
    ).rows[0]?.bytes ?? 0;
  const dayChunks = await count(START, START + DAY_MS);
  const dropLsn = await lsn();
  const started = performance.now();
  const retention = new TraceRetention(db, {
    days: DAYS - 2,
    now: () => START + DAYS * DAY_MS,
  });
  const removed = await retention.runOnce();
  const dropMs = performance.now() - started;
  const dropWal = await walSince(dropLsn);
  const nextDay = await count(START + DAY_MS, START + 2 * DAY_MS);
  const deleteLsn = await lsn();
  const deleteStarted = performance.now();
  await db.execute(sql`delete from trace_chunks
    where start_time >= ${new Date(START + DAY_MS).toISOString()}::timestamptz
      and start_time < ${new Date(START + 2 * DAY_MS).toISOString()}::timestamptz`);
  const deleteMs = performance.now() - deleteStarted;
  const deleteWal = await walSince(deleteLsn);
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB WAL`;
  console.log(
    `\nretention, first day: ${removed.partitions} day partition(s) (${dayChunks.toLocaleString()} chunks) and ${removed.flights.toLocaleString()} flight rows in ${(dropMs / 1000).toFixed(2)} s, ${mb(dropWal)}; the next day's ${nextDay.toLocaleString()} chunks deleted by rows: ${(deleteMs / 1000).toFixed(2)} s, ${mb(deleteWal)}`,
  );
}

function printResults(results: { scenario: string; summary: PlanSummary }[]): void {
  console.log(
    '\nscenario                       reads          plan ms  exec ms    rows  buffers  partitions  scans (kind, index or table)',
  );
  for (const { scenario, summary } of results) {
    const partitions =
      summary.partitionsTotal === 0
        ? '-'
        : `${summary.partitionsScanned}/${summary.partitionsTotal}`;
    console.log(
      `${scenario.padEnd(30)} ${summary.relations.padEnd(14).slice(0, 14)} ${summary.planMs.toFixed(2).padStart(7)} ${summary.ms.toFixed(2).padStart(8)} ${String(summary.rows).padStart(7)} ${String(summary.buffers).padStart(8)}  ${partitions.padStart(10)}  ${summary.scans}`,
    );
  }
}

await main();
