// Airports' runway coverage for the back office: per airport, the recorded flights scheduled to
// land or leave there in a date range and how many of those landings and take-offs the receivers
// heard (the traces mark `landed_at` / `takeoff_at` only when the movement itself was heard);
// and one airport's landings of a day with the public receivers that heard each aircraft.
import { sql } from 'drizzle-orm';
import { formatIcaoHex, type AirportCoverRateRow, type AirportLanding } from '@skytrace/contracts';
import { queryRows } from '../coverage/query-rows';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { addDays } from './ranking.job';

const MAX_RANGE_DAYS = 31;

/** UTC instant (ISO) of the start of a UTC+8 day. */
function dayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00+08:00`)).toISOString();
}

export function checkRange(startDate: string, endDate: string): void {
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
  if (days < 0 || days >= MAX_RANGE_DAYS) throw new HttpError(400, 'coverage.dateRangeTooLong');
}

function rangeSql(startDate: string, endDate: string) {
  return { from: dayStart(startDate), to: dayStart(addDays(endDate, 1)) };
}

const movements = (from: string, to: string) => sql`
  select destination as icao, count(*) as arrivals, count(landed_at) as landings, 0 as departures,
    0 as takeoffs
  from flights where destination is not null
    and last_seen >= ${from}::timestamptz and last_seen < ${to}::timestamptz
  group by destination
  union all
  select origin, 0, 0, count(*), count(takeoff_at)
  from flights where origin is not null
    and first_seen >= ${from}::timestamptz and first_seen < ${to}::timestamptz
  group by origin`;

export async function countCoverRate(db: Db, startDate: string, endDate: string, search?: string) {
  checkRange(startDate, endDate);
  const { from, to } = rangeSql(startDate, endDate);
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(distinct m.icao)::integer as n from (${movements(from, to)}) m
      join airports a on a.icao = m.icao
      where ${like === null ? sql`true` : sql`(a.icao ilike ${like} or a.iata ilike ${like} or a.name_en ilike ${like} or a.name_zh ilike ${like})`}`,
  );
  return Number(row?.n ?? 0);
}

export async function readCoverRate(
  db: Db,
  query: { startDate: string; endDate: string; page: number; size: number; search?: string },
): Promise<AirportCoverRateRow[]> {
  checkRange(query.startDate, query.endDate);
  const { from, to } = rangeSql(query.startDate, query.endDate);
  const like = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await queryRows(
    db,
    sql`select a.icao, a.iata, a.name_en, a.name_zh, sum(m.arrivals) as arrivals,
        sum(m.landings) as landings, sum(m.departures) as departures, sum(m.takeoffs) as takeoffs
      from (${movements(from, to)}) m
      join airports a on a.icao = m.icao
      where ${like === null ? sql`true` : sql`(a.icao ilike ${like} or a.iata ilike ${like} or a.name_en ilike ${like} or a.name_zh ilike ${like})`}
      group by a.icao, a.iata, a.name_en, a.name_zh
      order by sum(m.arrivals) + sum(m.departures) desc, a.icao
      limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  return rows.map((row) => {
    const arrivals = Number(row.arrivals);
    const landings = Number(row.landings);
    const departures = Number(row.departures);
    const takeoffs = Number(row.takeoffs);
    const total = arrivals + departures;
    return {
      icao: String(row.icao),
      iata: (row.iata as string | null) ?? null,
      name: String(row.name_en),
      nameZh: (row.name_zh as string | null) ?? null,
      arrivals,
      landingsHeard: landings,
      departures,
      takeoffsHeard: takeoffs,
      rate: total === 0 ? 0 : Math.round(((landings + takeoffs) / total) * 1000) / 1000,
    };
  });
}

/** Flights scheduled to land at the airport whose last position falls on `day` (UTC+8). */
export async function readLandings(db: Db, code: string, day: string): Promise<AirportLanding> {
  const [airport] = await queryRows(
    db,
    sql`select icao, iata, name_en from airports where icao = ${code} or iata = ${code}
      order by (icao = ${code}) desc limit 1`,
  );
  if (!airport) throw new HttpError(404, 'coverage.airportUnknown');
  const icao = String(airport.icao);
  const from = dayStart(day);
  const to = dayStart(addDays(day, 1));
  const flights = await queryRows(
    db,
    sql`select f.id, f.icao, f.callsign, f.origin, f.landed_at, f.last_seen,
        coalesce(json_agg(json_build_object('devId', d.dev_id, 'alias', d.alias))
          filter (where d.dev_id is not null), '[]') as devices
      from flights f
      left join device_day_aircraft a on a.icao = f.icao and a.day = ${day}::date
      left join devices d on d.dev_id = a.dev_id and (d.owner_user_id is not null or d.operator_owned)
      where f.destination = ${icao}
        and f.last_seen >= ${from}::timestamptz and f.last_seen < ${to}::timestamptz
      group by f.id
      order by f.last_seen desc
      limit 1000`,
  );
  const seconds = (value: unknown) =>
    Math.round((value instanceof Date ? value : new Date(value as string)).getTime() / 1000);
  return {
    airport: { icao, iata: (airport.iata as string | null) ?? null, name: String(airport.name_en) },
    day,
    rows: flights.map((row) => ({
      flightId: Number(row.id),
      icao: formatIcaoHex(Number(row.icao)),
      callsign: (row.callsign as string | null) ?? null,
      origin: (row.origin as string | null) ?? null,
      landedAt: row.landed_at === null ? null : seconds(row.landed_at),
      lastSeen: seconds(row.last_seen),
      devices: (typeof row.devices === 'string'
        ? (JSON.parse(row.devices) as { devId: number; alias: string | null }[])
        : (row.devices as { devId: number; alias: string | null }[])
      ).filter((device) => typeof device.devId === 'number'),
    })),
  };
}
