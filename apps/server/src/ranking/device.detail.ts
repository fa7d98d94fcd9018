// The device detail page's data: a public device's status, today's figures and rank (device
// info), its coverage of a day (heat map cells and polar outline), the aircraft and flights it
// heard on a day, and the aircraft it hears now. Only public devices (owned by a user or by the
// operator) are shown; anything else answers spec §8's "device may not be enabled" (404).
import { and, eq, sql } from 'drizzle-orm';
import {
  formatIcaoHex,
  type Coverage,
  type DeviceFlights,
  type DeviceInfo,
  type DeviceLiveFlight,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { queryRows } from '../coverage/query-rows';
import { bandOfHeight } from '../coverage/coverage.grid';
import { readCoverageDay, readCoveragePoints, readOutline } from '../coverage/coverage.repo';
import { statsDay } from '../devices/device.live';
import type { DeviceRegistry } from '../devices/device.registry';
import { deviceDailyStats, devices } from '../devices/devices.schema';
import { users } from '../accounts/accounts.schema';
import { HttpError } from '../http/errors';
import type { LiveTable } from '../live/live.table';
import type { CityIndex } from './cities';
import { maskName } from './cities';
import { readDeviceRank } from './ranking.repo';

export interface DetailDeps {
  db: Db;
  registry?: DeviceRegistry;
  liveTable?: LiveTable;
  cities: () => Promise<CityIndex>;
}

/** Flights listed per device and day at most. */
const FLIGHT_LIMIT = 2_000;

function rounded(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10;
}

/** The public device `devId`, or a 404 with spec §8's device info failure text. */
export async function findPublicDevice(db: Db, devId: number) {
  const [row] = await db
    .select({
      devId: devices.devId,
      feederKey: devices.feederKey,
      alias: devices.alias,
      ownerUserId: devices.ownerUserId,
      operatorOwned: devices.operatorOwned,
      lat: sql<number | null>`coalesce(${devices.lat}, ${devices.estimatedLat})`,
      lon: sql<number | null>`coalesce(${devices.lon}, ${devices.estimatedLon})`,
      lastSeen: devices.lastSeen,
      offlineSince: devices.offlineSince,
      maxRangeKm: devices.maxRangeKm,
      ownerName: sql<string | null>`coalesce(${users.nickname}, ${users.username})`,
    })
    .from(devices)
    .leftJoin(users, eq(users.id, devices.ownerUserId))
    .where(eq(devices.devId, devId));
  if (!row || (row.ownerUserId === null && !row.operatorOwned)) {
    throw new HttpError(404, 'coverage.deviceUnavailable');
  }
  return row;
}

type PublicDevice = Awaited<ReturnType<typeof findPublicDevice>>;

/** Online/offline as the devices list decides it: live figures first, else the stored row. */
export function statusOf(
  row: Pick<PublicDevice, 'feederKey' | 'lastSeen' | 'offlineSince'>,
  registry: DeviceRegistry | undefined,
  now: number,
): { online: boolean; offTime: number | null; lastSeen: number | null } {
  const live = registry?.devices.get(row.feederKey);
  const lastSeen =
    live && !Number.isNaN(live.lastSeen)
      ? live.lastSeen
      : row.lastSeen
        ? row.lastSeen.getTime() / 1000
        : null;
  const offTime =
    live && !Number.isNaN(live.lastSeen)
      ? Number.isNaN(live.offlineSince)
        ? null
        : live.offlineSince
      : row.offlineSince
        ? row.offlineSince.getTime() / 1000
        : lastSeen === null
          ? null
          : lastSeen + 600;
  const online = lastSeen !== null && offTime === null && now - lastSeen <= 600;
  return { online, offTime: online ? null : offTime, lastSeen };
}

export async function deviceInfo(
  deps: DetailDeps,
  devId: number,
  userId: number | undefined,
  now: number,
): Promise<DeviceInfo> {
  const row = await findPublicDevice(deps.db, devId);
  const day = statsDay(now);
  const [stats] = await deps.db
    .select()
    .from(deviceDailyStats)
    .where(and(eq(deviceDailyStats.devId, devId), eq(deviceDailyStats.day, day)));
  const live = deps.registry?.devices.get(row.feederKey);
  const status = statusOf(row, deps.registry, now);
  const city =
    row.lat === null || row.lon === null ? null : (await deps.cities()).nearest(row.lat, row.lon);
  return {
    devId,
    alias: row.alias,
    ...status,
    offlineHours:
      status.online || status.offTime === null
        ? null
        : Math.max(0, Math.floor((now - status.offTime) / 3600)),
    city,
    owner: row.operatorOwned && row.ownerUserId === null ? null : maskName(row.ownerName),
    mine: userId !== undefined && row.ownerUserId === userId,
    lat: rounded(row.lat),
    lon: rounded(row.lon),
    messageRate: live ? Math.round(live.messageRate * 10) / 10 : 0,
    messagesToday: (stats?.messageCount ?? 0) + (live?.pendingMessages ?? 0),
    aircraftToday: Math.max(stats?.anumCount ?? 0, live?.day === day ? live.dayAircraft.size : 0),
    positionsToday: (stats?.positionCount ?? 0) + (live?.pendingPositions ?? 0),
    maxRangeKm: Math.round(Math.max(row.maxRangeKm, live?.maxRangeKm ?? 0)),
    typicalRangeKm: Math.round(
      live?.day === day ? live.typicalRangeKm() : (stats?.typicalRangeKm ?? 0),
    ),
    rank: await readDeviceRank(deps.db, devId),
  };
}

export async function deviceCoverage(
  deps: DetailDeps,
  query: { devId: number; searchDate?: string; height: number; devType: 'adsb' },
  now: number,
): Promise<Coverage> {
  const row = await findPublicDevice(deps.db, query.devId);
  const day = query.searchDate ?? statsDay(now - 86_400);
  const band = bandOfHeight(query.height) ?? 0;
  const [points, outline, counters] = await Promise.all([
    readCoveragePoints(deps.db, query.devId, day, band),
    readOutline(deps.db, query.devId, day, band),
    readCoverageDay(deps.db, query.devId, day),
  ]);
  return {
    devId: query.devId,
    day,
    height: query.height,
    devType: query.devType,
    centre:
      row.lat === null || row.lon === null
        ? null
        : { lat: rounded(row.lat) ?? 0, lon: rounded(row.lon) ?? 0 },
    points: points.map((p) => ({
      lat: p.lat,
      lng: p.lon,
      height: p.height,
      positions: p.positions,
    })),
    outline,
    positions: counters?.positions ?? 0,
    uniquePositions: counters?.uniquePositions ?? 0,
  };
}

/** The day's UTC bounds (ms) of a UTC+8 day. */
function dayBounds(day: string): { from: number; to: number } {
  const from = Date.parse(`${day}T00:00:00+08:00`);
  return { from, to: from + 86_400_000 };
}

export async function deviceFlights(
  deps: DetailDeps,
  devId: number,
  date: string | undefined,
  now: number,
): Promise<DeviceFlights> {
  await findPublicDevice(deps.db, devId);
  const day = date ?? statsDay(now);
  const { from, to } = dayBounds(day);
  const result = await queryRows(
    deps.db,
    sql`select a.icao, a.on_ground, a.ground_callsign,
      f.id, f.callsign, f.first_seen, f.last_seen, f.origin, f.destination
    from device_day_aircraft a
    left join flights f on f.icao = a.icao
      and f.last_seen >= ${new Date(from).toISOString()}::timestamptz
      and f.first_seen < ${new Date(to).toISOString()}::timestamptz
    where a.dev_id = ${devId} and a.day = ${day}::date
    order by f.first_seen desc nulls last, a.icao
    limit ${FLIGHT_LIMIT}`,
  );
  const counted = await queryRows(
    deps.db,
    sql`select count(*)::integer as n from device_day_aircraft where dev_id = ${devId} and day = ${day}::date`,
  );
  const seconds = (value: unknown): number | null =>
    value === null || value === undefined
      ? null
      : Math.round(new Date(value as string).getTime() / 1000);
  return {
    day,
    aircraft: Number(counted[0]?.n ?? 0),
    flights: result.map((row) => ({
      icao: formatIcaoHex(Number(row.icao)),
      callsign: ((row.callsign ?? row.ground_callsign) as string | null) ?? null,
      flightId: row.id === null ? null : Number(row.id),
      firstSeen: seconds(row.first_seen),
      lastSeen: seconds(row.last_seen),
      origin: (row.origin as string | null) ?? null,
      destination: (row.destination as string | null) ?? null,
      onGround: Boolean(row.on_ground),
    })),
  };
}

/** Aircraft the device heard in the last minute (the live table keeps who heard each). */
export async function deviceLiveFlights(
  deps: DetailDeps,
  devId: number,
  now: number,
): Promise<DeviceLiveFlight[]> {
  const row = await findPublicDevice(deps.db, devId);
  const out: DeviceLiveFlight[] = [];
  if (!deps.liveTable) return out;
  const num = (value: number): number | null => (Number.isNaN(value) ? null : value);
  for (const aircraft of deps.liveTable.aircraft.values()) {
    const heard = aircraft.devices.get(row.feederKey);
    if (heard === undefined) continue;
    out.push({
      icao: formatIcaoHex(aircraft.icao),
      callsign: aircraft.callsign || null,
      lat: num(aircraft.lat),
      lon: num(aircraft.lon),
      altitude: num(aircraft.altitude),
      groundSpeed: num(aircraft.groundSpeed),
      track: num(aircraft.track),
      heardAgo: Math.max(0, Math.round(now - heard)),
    });
  }
  out.sort((a, b) => a.heardAgo - b.heardAgo || a.icao.localeCompare(b.icao));
  return out;
}
