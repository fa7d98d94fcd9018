// 30 days of the default sky for bench:pg-plans within minutes: `realDays` days are built with
// the real codec and repository (bench/recorded-sky.ts), then copied day block by day block in
// SQL (flights under new ids, their chunks with them), times shifted by the block. The copied
// chunks' payloads keep the points of the days they were copied from: the statements and their
// plans see the row counts, sizes and time spread of a month, and the scenarios read the real days.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/db';
import { buildRecordedSky } from './recorded-sky';

const DAY_MS = 86_400_000;

export interface MonthOfSky {
  points: number;
  seconds: number;
  copySeconds: number;
}

export async function buildMonthOfSky(
  database: Database,
  options: { days: number; realDays: number; aircraft: number; start: number },
): Promise<MonthOfSky> {
  const built = await buildRecordedSky(database, {
    days: options.realDays,
    aircraft: options.aircraft,
    start: options.start,
  });
  const started = performance.now();
  const rows = (await database.db.execute(sql`select max(id)::bigint as max from flights`)) as {
    rows: { max: string | number }[];
  };
  const maxId = Number(rows.rows[0]?.max ?? 0);
  const end = new Date(options.start + options.days * DAY_MS).toISOString();
  for (let block = 1; block * options.realDays < options.days; block++) {
    const shift = sql`make_interval(days => ${block * options.realDays})`;
    const offset = block * maxId;
    await database.db.execute(sql`
      insert into flights (id, icao, callsign, first_seen, last_seen, min_lat, max_lat, min_lon,
        max_lon, origin, destination, takeoff_at, landed_at, point_count)
      select id + ${offset}, icao, callsign, first_seen + ${shift}, last_seen + ${shift}, min_lat,
        max_lat, min_lon, max_lon, origin, destination, takeoff_at + ${shift},
        landed_at + ${shift}, point_count
      from flights where id <= ${maxId} and first_seen + ${shift} < ${end}::timestamptz`);
    await database.db.execute(sql`
      insert into trace_chunks (flight_id, icao, start_time, end_time, point_count, payload)
      select c.flight_id + ${offset}, c.icao, c.start_time + ${shift}, c.end_time + ${shift},
        c.point_count, c.payload
      from trace_chunks c join flights f on f.id = c.flight_id + ${offset}
      where c.flight_id <= ${maxId}`);
  }
  await database.db.execute(sql`select setval('flights_id_seq', (select max(id) from flights))`);
  const copied = (await database.db.execute(
    sql`select coalesce(sum(point_count), 0)::float8 as points from trace_chunks`,
  )) as { rows: { points: number }[] };
  return {
    points: copied.rows[0]?.points ?? built.totalPoints,
    seconds: built.seconds,
    copySeconds: (performance.now() - started) / 1000,
  };
}
