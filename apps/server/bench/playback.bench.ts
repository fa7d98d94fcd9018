// Playback benchmark (`npm run bench:playback [-- --days 7 --aircraft 2000 --pg postgres://…]`):
// builds a database of simulated traffic written with the real codec and repository (5-minute
// chunks per flight, like the recorder), then measures playback's server time: one flight's full
// path, the first slice of one hour of an area and of an airport, and stored bytes. The peer is
// the same traffic (its first day) in an uncompressed one-row-per-point table, queried alike.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { AIRPORTS } from '../src/sim/world/airports';
import { openDatabase, type Database } from '../src/db/db';
import { migrateDatabase } from '../src/db/migrate';
import { FlightIdentityService } from '../src/flights/flight-identity.service';
import { PlaybackDirectory } from '../src/playback/playback.directory';
import { PlaybackService } from '../src/playback/playback.service';
import { airportSlice, areaSlice } from '../src/playback/playback.slices';
import { ensureReferenceData } from '../src/reference/reference.load';
import { encodeTraceChunk } from '../src/traces/trace.codec';
import { seededRandom } from '../src/traces/trace.fixtures';
import { quantisePoint, type TracePoint } from '../src/traces/trace.point';
import {
  allocateFlightIds,
  writeTraceBatch,
  type ChunkWrite,
  type FlightWrite,
} from '../src/traces/traces.repo';

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
const CHUNK_MS = 5 * 60_000;
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 5);
const random = seededRandom(7);
const china = AIRPORTS.filter((a) => a.country === 'CN');

/** One flight's thinned points: denser in climb and descent, one per 30 s in cruise. */
function flightPoints(from: (typeof china)[number], to: (typeof china)[number], start: number) {
  const km = Math.hypot(
    (to.lat - from.lat) * 111,
    (to.lon - from.lon) * 111 * Math.cos((from.lat * Math.PI) / 180),
  );
  const cruiseFt = 29_000 + Math.floor(random() * 4) * 2000;
  const airborneS = (km / (450 * 1.852)) * 3600 + 900;
  // An assigned code per flight (not drawn from `random`, so the traffic stays the same).
  const squawk = Number.parseInt((0o100 + (Math.floor(start / 60_000) % 0o7000)).toString(8), 16);
  const points: TracePoint[] = [];
  let t = 0;
  const taxi = 480;
  for (; t < taxi; t += 15) {
    points.push({
      time: start + t * 1000,
      lat: from.lat + t * 1e-6,
      lon: from.lon,
      altitude: null,
      groundSpeed: 12,
      track: 90,
      verticalRate: null,
      onGround: true,
      squawk,
    });
  }
  const climbS = (cruiseFt / 2000) * 60;
  for (let s = 0; s <= airborneS;) {
    const share = s / airborneS;
    const altitude = Math.min(
      cruiseFt,
      (s / climbS) * cruiseFt,
      ((airborneS - s) / climbS) * cruiseFt,
    );
    const vertical = s < climbS ? 2000 : airborneS - s < climbS ? -2000 : 0;
    points.push({
      time: start + (taxi + s) * 1000,
      lat: from.lat + (to.lat - from.lat) * share + (random() - 0.5) * 1e-4,
      lon: from.lon + (to.lon - from.lon) * share + (random() - 0.5) * 1e-4,
      altitude: Math.round(altitude / 25) * 25,
      groundSpeed: vertical === 0 ? 450 + Math.round((random() - 0.5) * 6) : 280,
      track: ((Math.atan2(to.lon - from.lon, to.lat - from.lat) * 180) / Math.PI + 360) % 360,
      verticalRate: vertical,
      onGround: false,
      squawk,
    });
    s += vertical === 0 ? 30 : 8;
  }
  return points.map(quantisePoint);
}

async function build(database: Database) {
  const started = Date.now();
  let totalPoints = 0;
  let flightMs = 0;
  let pending: { flight: FlightWrite; points: TracePoint[] }[] = [];
  const flush = async () => {
    const ids = await allocateFlightIds(database.db, pending.length);
    const flights: FlightWrite[] = [];
    const chunks: ChunkWrite[] = [];
    pending.forEach(({ flight, points }, i) => {
      const id = ids[i] ?? 0;
      flights.push({ ...flight, id });
      for (let from = 0; from < points.length;) {
        const chunkStart = points[from]?.time ?? 0;
        let to = from;
        while (to < points.length && (points[to]?.time ?? 0) < chunkStart + CHUNK_MS) to++;
        const slice = points.slice(from, to);
        chunks.push({
          flightId: id,
          icao: flight.icao,
          startTime: chunkStart,
          endTime: slice.at(-1)?.time ?? chunkStart,
          pointCount: slice.length,
          payload: encodeTraceChunk(slice),
        });
        from = to;
      }
    });
    await writeTraceBatch(database.db, flights, chunks);
    pending = [];
  };
  for (let a = 0; a < AIRCRAFT; a++) {
    const icao = 0x780000 + a;
    let at = START + Math.floor(random() * 6 * 3_600_000);
    let here = china[Math.floor(random() * china.length)] ?? china[0];
    while (here && at < START + DAYS * DAY_MS) {
      const there = china[Math.floor(random() * china.length)];
      if (!there || there === here) continue;
      const points = flightPoints(here, there, at);
      const first = points[0];
      const last = points.at(-1);
      if (!first || !last) break;
      const lats = points.map((p) => p.lat);
      const lons = points.map((p) => p.lon);
      pending.push({
        flight: {
          id: 0,
          icao,
          callsign: `CES${1000 + (a % 9000)}`,
          firstSeen: first.time,
          lastSeen: last.time,
          minLat: Math.min(...lats),
          maxLat: Math.max(...lats),
          minLon: Math.min(...lons),
          maxLon: Math.max(...lons),
          takeoffAt: first.time + 480_000,
          landedAt: last.time,
          pointCount: points.length,
        },
        points,
      });
      totalPoints += points.length;
      flightMs += last.time - first.time;
      at = last.time + (45 + random() * 90) * 60_000;
      here = there;
      if (pending.length >= 2000) await flush();
    }
  }
  await flush();
  return { totalPoints, flightHours: flightMs / 3_600_000, seconds: (Date.now() - started) / 1000 };
}

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
  await ensureReferenceData(database, { info: () => undefined });
  console.log(`building ${DAYS} days × ${AIRCRAFT} aircraft on ${database.driver} …`);
  const built = await build(database);
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
