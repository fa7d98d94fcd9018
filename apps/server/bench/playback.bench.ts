// Playback benchmark (`npm run bench:playback [-- --days 7 --aircraft 2000 --pg postgres://…]`):
// builds a database of simulated traffic written with the real codec and repository (5-minute
// chunks per flight, like the recorder), then measures playback's server time: one flight's full
// path, the first slice of one hour of an area and of an airport, and stored bytes. The peer is
// the same traffic (its first day) in an uncompressed one-row-per-point table, queried alike.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/db';
import { migrateDatabase } from '../src/db/migrate';
import { FlightIdentityService } from '../src/flights/flight-identity.service';
import { PlaybackDirectory } from '../src/playback/playback.directory';
import { PlaybackService } from '../src/playback/playback.service';
import { airportSlice, areaSlice } from '../src/playback/playback.slices';
import { TrackFileService } from '../src/playback/track-files.service';
import { ensureReferenceData, referenceDataVersion } from '../src/reference/reference.load';
import { ensureRunwayData } from '../src/reference/runway.load';
import { buildRecordedSky } from './recorded-sky';
import { seededRandom } from '../src/traces/trace.fixtures';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const DAYS = Number(option('days', '7'));
// 500 aircraft keep the run under ~5 minutes on a shared 2-core machine; --aircraft 2000 is the
// simulator's default sky (about 10 minutes to build).
const AIRCRAFT = Number(option('aircraft', '500'));
const PG_URL = args.includes('--pg') ? option('pg', '') : undefined;
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 5);
// Picks of flights and windows to time (the traffic has its own seeded source).
const random = seededRandom(7);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
async function time(runs: number, body: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await body(i);
    times.push(performance.now() - t);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
const rowsOf = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'skytrace-bench-'));
  const database = await openDatabase({ databaseUrl: PG_URL, dataDir: dir });
  await migrateDatabase(database, path.resolve(import.meta.dirname, '../drizzle'));
  // The reference data's load times, once limits inside the unit tests: a first start's full
  // load (airports, airlines, types, areas, then runways), then a forced reload of the runways.
  const quiet = { info: () => undefined };
  const referenceStarted = performance.now();
  await ensureReferenceData(database, quiet);
  const referenceMs = performance.now() - referenceStarted;
  const runwaysStarted = performance.now();
  await ensureRunwayData(database, quiet, {
    airportVersion: referenceDataVersion(),
    force: true,
  });
  const runwaysMs = performance.now() - runwaysStarted;
  console.log(
    `reference data, first load         ${(referenceMs / 1000).toFixed(1)} s   (target < 20 s)`,
  );
  console.log(
    `runways, forced reload             ${(runwaysMs / 1000).toFixed(1)} s   (target < 10 s)`,
  );
  console.log(`building ${DAYS} days × ${AIRCRAFT} aircraft on ${database.driver} …`);
  const built = await buildRecordedSky(database, { days: DAYS, aircraft: AIRCRAFT, start: START });
  console.log(
    `  ${built.totalPoints.toLocaleString()} points, ${Math.round(built.flightHours).toLocaleString()} flight-hours in ${built.seconds.toFixed(0)} s`,
  );
  const identity = new FlightIdentityService(database.db);
  const directory = new PlaybackDirectory(database.db, identity);
  const playback = new PlaybackService({ db: database.db, directory });
  const [{ maxid }] = (await rowsOf(database, sql`select max(id)::int as maxid from flights`)) as [
    { maxid: number },
  ];
  const flight = await time(60, () =>
    playback.flight({ flightId: 1 + Math.floor(random() * maxid) }),
  );
  const hourStart = (i: number) =>
    Math.floor((START + (1 + (i % (DAYS - 1))) * DAY_MS + 4 * 3_600_000) / 1000);
  const area = await time(10, (i) =>
    areaSlice(
      { db: database.db, directory },
      {
        west: 112,
        south: 28,
        east: 123,
        north: 41,
        startTime: hourStart(i),
        endTime: hourStart(i) + 3600,
      },
    ),
  );
  const airport = await time(10, (i) =>
    airportSlice(
      { db: database.db, directory },
      { airport: 'PEK', radiusKm: 30, startTime: hourStart(i), endTime: hourStart(i) + 3600 },
    ),
  );
  // Track-file lookup (spec §7), first page, over one day: the 11°×13° box, and a box around PEK,
  // where crossing flights' boxes cover the airport and their points must be read to tell.
  const trackFiles = new TrackFileService({ db: database.db, playback });
  const dayStart = (i: number) => Math.floor((START + (1 + (i % (DAYS - 1))) * DAY_MS) / 1000);
  const lookup = (i: number, box: [number, number, number, number]) =>
    trackFiles.lookup({
      west: box[0],
      south: box[1],
      east: box[2],
      north: box[3],
      startTime: dayStart(i),
      endTime: dayStart(i) + 86_400,
      page: 1,
      pageSize: 20,
    });
  const lookupWide = await time(10, (i) => lookup(i, [112, 28, 123, 41]));
  const lookupPek = await time(10, (i) => lookup(i, [116.3, 39.8, 116.9, 40.35]));
  const pekPage = await lookup(0, [116.3, 39.8, 116.9, 40.35]);
  const pekFiles = `${String(pekPage.files.length)}${pekPage.hasMore ? '+' : ''}`;
  const [size] = (await rowsOf(
    database,
    sql`select sum(octet_length(payload))::float8 as payload, pg_total_relation_size('trace_chunks')::float8 + pg_total_relation_size('flights')::float8 as total from trace_chunks`,
  )) as [{ payload: number; total: number }];

  // Peer: the first day as one row per point, indexed for the same three queries.
  await database.db.execute(
    sql`create table peer_points (flight_id bigint, time timestamptz, lat float8, lon float8, alt int, spd int, trk real, vr int, ground boolean)`,
  );
  const dayFlights = (await rowsOf(
    database,
    sql`select id::int as id from flights where first_seen < ${new Date(START + DAY_MS).toISOString()}::timestamptz`,
  )) as { id: number }[];
  let peerPoints = 0;
  for (let i = 0; i < dayFlights.length; i += 200) {
    const ids = dayFlights.slice(i, i + 200).map((f) => f.id);
    const chunks = (await rowsOf(
      database,
      sql`select flight_id::int as f, payload from trace_chunks where flight_id = any(${sql.param(ids)}::bigint[])`,
    )) as { f: number; payload: Uint8Array }[];
    const { decodeTraceChunk } = await import('../src/traces/trace.codec');
    const rows = chunks.flatMap((c) => decodeTraceChunk(c.payload).map((p) => ({ ...p, f: c.f })));
    peerPoints += rows.length;
    await database.db.execute(
      sql`insert into peer_points select * from unnest(${sql.param(rows.map((r) => r.f))}::bigint[], ${sql.param(rows.map((r) => new Date(r.time).toISOString()))}::timestamptz[], ${sql.param(rows.map((r) => r.lat))}::float8[], ${sql.param(rows.map((r) => r.lon))}::float8[], ${sql.param(rows.map((r) => r.altitude))}::int[], ${sql.param(rows.map((r) => r.groundSpeed))}::int[], ${sql.param(rows.map((r) => r.track))}::real[], ${sql.param(rows.map((r) => r.verticalRate))}::int[], ${sql.param(rows.map((r) => r.onGround))}::boolean[])`,
    );
  }
  await database.db.execute(sql`create index on peer_points (flight_id, time)`);
  await database.db.execute(sql`create index on peer_points (time)`);
  const peerFlight = await time(60, (i) =>
    rowsOf(
      database,
      sql`select * from peer_points where flight_id = ${dayFlights[(i * 7919) % dayFlights.length]?.id ?? 1} order by time`,
    ),
  );
  const peerStart = Math.floor((START + 4 * 3_600_000) / 1000);
  const peerSlice = (box: [number, number, number, number]) =>
    time(10, (i) =>
      rowsOf(
        database,
        sql`select * from peer_points where time >= to_timestamp(${peerStart + i * 300}) and time < to_timestamp(${peerStart + i * 300 + 300}) and lat between ${box[1]} and ${box[3]} and lon between ${box[0]} and ${box[2]} order by flight_id, time`,
      ),
    );
  const peerArea = await peerSlice([112, 28, 123, 41]);
  const peerAirport = await peerSlice([116.3, 39.8, 116.9, 40.35]);
  const [peerSize] = (await rowsOf(
    database,
    sql`select pg_total_relation_size('peer_points')::float8 as total`,
  )) as [{ total: number }];

  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    '\nfigure                              chunks (ours)        peer (row per point, day 1)',
  );
  console.log(
    `one flight full path p50 / p95      ${ms(flight.p50)} / ${ms(flight.p95)}   ${ms(peerFlight.p50)} / ${ms(peerFlight.p95)}`,
  );
  console.log(
    `area hour, first slice p50 / p95    ${ms(area.p50)} / ${ms(area.p95)}   ${ms(peerArea.p50)} / ${ms(peerArea.p95)}`,
  );
  console.log(
    `airport hour, first slice p50/p95   ${ms(airport.p50)} / ${ms(airport.p95)}   ${ms(peerAirport.p50)} / ${ms(peerAirport.p95)}`,
  );
  console.log(`track files, day, 11°×13° p50/p95   ${ms(lookupWide.p50)} / ${ms(lookupWide.p95)}`);
  console.log(
    `track files, day, PEK box p50/p95   ${ms(lookupPek.p50)} / ${ms(lookupPek.p95)}   (first page: ${pekFiles} files)`,
  );
  console.log(
    `payload bytes per point             ${(size.payload / built.totalPoints).toFixed(1)} B`,
  );
  console.log(
    `stored bytes per point (tables)     ${(size.total / built.totalPoints).toFixed(1)} B          ${(peerSize.total / peerPoints).toFixed(1)} B  (×${(peerSize.total / peerPoints / (size.total / built.totalPoints)).toFixed(1)})`,
  );
  console.log(
    `stored bytes per flight-hour        ${Math.round(size.total / built.flightHours).toLocaleString()} B`,
  );
  await database.close();
  await fs.rm(dir, { recursive: true, force: true });
}

await main();
