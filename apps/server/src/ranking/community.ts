// The public devices table (`/device/all`) and the airport ranking: which receivers best cover
// an airport's arrivals and departures.
import { sql } from 'drizzle-orm';
import type { AirportRank, DeviceAllPage } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { queryRows } from '../coverage/query-rows';
import type { DeviceRegistry } from '../devices/device.registry';
import { listDevices } from '../devices/devices.list';
import { statsDay } from '../devices/device.live';
import { HttpError } from '../http/errors';
import { latIndex, lonIndex } from '../coverage/coverage.grid';
import { RANKING_WINDOW_DAYS, distanceMetres } from '@skytrace/contracts';
import type { CityIndex } from './cities';
import { addDays } from './ranking.job';
import { rankText, readRanksOf } from './ranking.repo';

export async function devicesAll(
  deps: { db: Db; registry?: DeviceRegistry; cities: () => Promise<CityIndex> },
  query: { page: number; size: number; search?: string },
  userId: number | undefined,
  now: number,
): Promise<DeviceAllPage> {
  if (!deps.registry) return { total: 0, rows: [], map: [] };
  const listed = (await listDevices(deps.db, deps.registry, userId, now)).filter(
    (device) => device.lat !== null && device.lon !== null,
  );
  const ranks = await readRanksOf(
    deps.db,
    listed.map((device) => device.devId),
  );
  const cities = await deps.cities();
  const rows = listed.map((device) => {
    const rank = ranks.get(device.devId);
    const city = rank?.cityEn
      ? { en: rank.cityEn, zh: rank.cityZh }
      : cities.nearest(device.lat ?? 0, device.lon ?? 0);
    return {
      devId: device.devId,
      alias: device.alias,
      city,
      lat: device.lat,
      lon: device.lon,
      online: device.online,
      offTime: device.offTime,
      messageRate: device.messageRate,
      aircraftToday: device.aircraftToday,
      maxRangeKm: device.maxRangeKm,
      rank: rankText(rank?.rank ?? null),
      rankNumber: rank?.rank ?? Number.MAX_SAFE_INTEGER,
    };
  });
  const search = query.search?.toLowerCase();
  const found = search
    ? rows.filter(
        (row) =>
          String(row.devId) === search ||
          (row.alias ?? '').toLowerCase().includes(search) ||
          (row.city?.en ?? '').toLowerCase().includes(search) ||
          (row.city?.zh ?? '').includes(search),
      )
    : rows;
  found.sort((a, b) => Number(b.online) - Number(a.online) || a.rankNumber - b.rankNumber);
  const start = (query.page - 1) * query.size;
  return {
    total: found.length,
    rows: found.slice(start, start + query.size).map(({ rankNumber: _, ...row }) => row),
    map: rows.map((row) => ({
      devId: row.devId,
      lat: row.lat ?? 0,
      lon: row.lon ?? 0,
      online: row.online,
    })),
  };
}

/** Around an airport: 30 km, below 3000 m (bands 0 and 1): its arrival and departure paths. */
const AIRPORT_RADIUS_KM = 30;
const AIRPORT_ROWS = 20;

export async function airportRank(
  deps: { db: Db; cities: () => Promise<CityIndex> },
  code: string,
  now: number,
): Promise<AirportRank> {
  const found = await queryRows(
    deps.db,
    sql`select icao, iata, name_en, name_zh, lat, lon from airports
    where icao = ${code} or iata = ${code} order by (icao = ${code}) desc limit 1`,
  );
  const airport = found[0];
  if (!airport) throw new HttpError(404, 'coverage.airportUnknown');
  const lat = Number(airport.lat);
  const lon = Number(airport.lon);
  const to = statsDay(now);
  const from = addDays(to, -(RANKING_WINDOW_DAYS - 1));
  const dLat = AIRPORT_RADIUS_KM / 111.2;
  const dLon = dLat / Math.max(0.1, Math.cos((lat * Math.PI) / 180));
  const box = sql`day between ${from}::date and ${to}::date and band <= 1
    and lat_idx between ${latIndex(lat - dLat)} and ${latIndex(lat + dLat)}
    and lon_idx between ${lonIndex(lon - dLon)} and ${lonIndex(lon + dLon)}`;
  const all = await queryRows(
    deps.db,
    sql`select count(*)::integer as n from (select distinct lat_idx, lon_idx from coverage_cells where ${box}) c`,
  );
  const totalCells = Number(all[0]?.n ?? 0);
  const result = await queryRows(
    deps.db,
    sql`select c.dev_id, c.cells, c.positions, d.alias,
      coalesce(d.lat, d.estimated_lat) as lat, coalesce(d.lon, d.estimated_lon) as lon
    from (
      select dev_id, count(distinct (lat_idx, lon_idx))::integer as cells, sum(positions) as positions
      from coverage_cells where ${box} group by dev_id
    ) c
    join devices d on d.dev_id = c.dev_id and (d.owner_user_id is not null or d.operator_owned)
    order by c.cells desc, c.positions desc, c.dev_id
    limit ${AIRPORT_ROWS}`,
  );
  const iata = (airport.iata as string | null) ?? null;
  const icao = String(airport.icao);
  const movements = await queryRows(
    deps.db,
    sql`select
      (select count(*) from flights where origin in (${icao}, ${iata ?? icao})
        and first_seen >= ${new Date(Date.parse(`${from}T00:00:00+08:00`)).toISOString()}::timestamptz) +
      (select count(*) from flights where destination in (${icao}, ${iata ?? icao})
        and first_seen >= ${new Date(Date.parse(`${from}T00:00:00+08:00`)).toISOString()}::timestamptz) as n`,
  );
  const cities = await deps.cities();
  return {
    airport: {
      icao,
      iata,
      name: String(airport.name_en),
      nameZh: (airport.name_zh as string | null) ?? null,
      lat,
      lon,
    },
    from,
    to,
    movements: Number((movements[0] as { n: unknown } | undefined)?.n ?? 0),
    rows: result.map((row, i) => {
      const dLatDev = row.lat === null ? null : Number(row.lat);
      const dLonDev = row.lon === null ? null : Number(row.lon);
      const cells = Number(row.cells);
      return {
        devId: Number(row.dev_id),
        alias: (row.alias as string | null) ?? null,
        city: dLatDev === null || dLonDev === null ? null : cities.nearest(dLatDev, dLonDev),
        rank: i + 1,
        cells,
        share: totalCells === 0 ? 0 : Math.round((cells / totalCells) * 1000) / 1000,
        positions: Number(row.positions),
        distanceKm:
          dLatDev === null || dLonDev === null
            ? null
            : Math.round(distanceMetres(lat, lon, dLatDev, dLonDev) / 100) / 10,
      };
    }),
  };
}
