// The back office's device queries: filtered pages, a keyset walk for the export, the monitor's
// counts, per-day totals and the owners' figures. Status follows the 10-minute rule on the
// stored last_seen / offline_since (written every flush interval, well inside 10 minutes).
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AdminDeviceQuery, DeviceStatus } from '@skytrace/contracts';
import { parseCompactDate } from '@skytrace/contracts';
import { users } from '../accounts/accounts.schema';
import type { Db } from '../db/db';
import { deviceDailyStats, devices } from '../devices/devices.schema';
import { airports } from '../reference/reference.schema';

const OFFLINE_AFTER_SECONDS = 600;

export interface AdminDeviceRow {
  devId: number;
  alias: string | null;
  feederKey: string;
  ownerUserId: number | null;
  ownerName: string | null;
  selfBuilt: boolean;
  lat: number | null;
  lon: number | null;
  estimatedLat: number | null;
  estimatedLon: number | null;
  feedFormat: string | null;
  lastAddress: string | null;
  messagesTotal: number;
  messagesToday: number;
  maxRangeKm: number;
  createdAt: Date;
  lastSeen: Date | null;
  offlineSince: Date | null;
}

function onlineSince(now: number): Date {
  return new Date((now - OFFLINE_AFTER_SECONDS) * 1000);
}

/** The SQL condition of a status at `now` (seconds). */
export function statusCondition(status: DeviceStatus, now: number): SQL | undefined {
  const online = and(gt(devices.lastSeen, onlineSince(now)), isNull(devices.offlineSince));
  if (status === 'online') return online;
  if (status === 'never') return isNull(devices.lastSeen);
  return and(isNotNull(devices.lastSeen), sql`not (${online})`);
}

/** A China-time calendar day `yyyyMMdd` as the instant it starts (or the next day's start). */
function dayStart(compact: string, next = false): Date | undefined {
  const date = parseCompactDate(compact);
  if (date === null) return undefined;
  return new Date(date.getTime() - 8 * 3600_000 + (next ? 86_400_000 : 0));
}

export type DeviceFilter = Omit<AdminDeviceQuery, 'pageNum' | 'pageSize'>;

function where(filter: DeviceFilter, now: number): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(devices.alias, like),
        ilike(devices.feederKey, `%${filter.keyword.toLowerCase().replace(/-/g, '')}%`),
        ilike(users.username, like),
      ),
    );
  }
  if (filter.status) conditions.push(statusCondition(filter.status, now));
  if (filter.ownerUserId !== undefined)
    conditions.push(eq(devices.ownerUserId, filter.ownerUserId));
  const from = filter.startDate ? dayStart(filter.startDate) : undefined;
  const to = filter.endDate ? dayStart(filter.endDate, true) : undefined;
  if (from) conditions.push(gte(devices.createdAt, from));
  if (to) conditions.push(lt(devices.createdAt, to));
  return and(...conditions);
}

const SELECTION = {
  devId: devices.devId,
  alias: devices.alias,
  feederKey: devices.feederKey,
  ownerUserId: devices.ownerUserId,
  ownerName: users.username,
  selfBuilt: devices.selfBuilt,
  lat: devices.lat,
  lon: devices.lon,
  estimatedLat: devices.estimatedLat,
  estimatedLon: devices.estimatedLon,
  feedFormat: devices.feedFormat,
  lastAddress: devices.lastAddress,
  messagesTotal: devices.messagesTotal,
  messagesToday: sql<number>`coalesce(${deviceDailyStats.messageCount}, 0)::float8`,
  maxRangeKm: devices.maxRangeKm,
  createdAt: devices.createdAt,
  lastSeen: devices.lastSeen,
  offlineSince: devices.offlineSince,
};

function base(db: Db, today: string) {
  return db
    .select(SELECTION)
    .from(devices)
    .leftJoin(users, eq(users.id, devices.ownerUserId))
    .leftJoin(
      deviceDailyStats,
      and(eq(deviceDailyStats.devId, devices.devId), eq(deviceDailyStats.day, today)),
    );
}

/** One page of devices, newest first. */
export async function listAdminDevices(
  db: Db,
  filter: DeviceFilter,
  page: { limit: number; offset: number },
  now: number,
  today: string,
): Promise<{ rows: AdminDeviceRow[]; total: number }> {
  const condition = where(filter, now);
  const rows = await base(db, today)
    .where(condition)
    .orderBy(desc(devices.devId))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await countAdminDevices(db, filter, now) };
}

export async function countAdminDevices(
  db: Db,
  filter: DeviceFilter,
  now: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(devices)
    .leftJoin(users, eq(users.id, devices.ownerUserId))
    .where(where(filter, now));
  return row?.count ?? 0;
}

/** The export's keyset walk: devices before `before` (by id, descending). */
export async function adminDevicesBefore(
  db: Db,
  filter: DeviceFilter,
  before: number | undefined,
  limit: number,
  now: number,
  today: string,
): Promise<AdminDeviceRow[]> {
  return base(db, today)
    .where(and(where(filter, now), before === undefined ? undefined : lt(devices.devId, before)))
    .orderBy(desc(devices.devId))
    .limit(limit);
}

/** One device, whoever owns it. */
export async function findAdminDevice(
  db: Db,
  devId: number,
  today: string,
): Promise<AdminDeviceRow | undefined> {
  const rows = await base(db, today).where(eq(devices.devId, devId));
  return rows[0];
}

/** Offline devices, longest offline first; or the newest since `since`. */
export async function pageByKind(
  db: Db,
  kind: 'offline' | 'newly',
  page: { limit: number; offset: number },
  now: number,
  today: string,
  since: Date,
): Promise<{ rows: AdminDeviceRow[]; total: number }> {
  const condition =
    kind === 'offline' ? statusCondition('offline', now) : gte(devices.createdAt, since);
  const order =
    kind === 'offline'
      ? asc(sql`coalesce(${devices.offlineSince}, ${devices.lastSeen})`)
      : desc(devices.devId);
  const rows = await base(db, today)
    .where(condition)
    .orderBy(order)
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(devices)
    .where(condition);
  return { rows, total: count?.count ?? 0 };
}

/** The monitor's counts. */
export async function monitorCounts(db: Db, now: number, since: Date, today: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::integer`,
      online: sql<number>`(count(*) filter (where ${statusCondition('online', now)}))::integer`,
      never: sql<number>`(count(*) filter (where ${devices.lastSeen} is null))::integer`,
      newly: sql<number>`(count(*) filter (where ${devices.createdAt} >= ${since}))::integer`,
    })
    .from(devices);
  const [day] = await db
    .select({ messages: sql<number>`coalesce(sum(${deviceDailyStats.messageCount}), 0)::float8` })
    .from(deviceDailyStats)
    .where(eq(deviceDailyStats.day, today));
  return {
    total: row?.total ?? 0,
    online: row?.online ?? 0,
    never: row?.never ?? 0,
    newly: row?.newly ?? 0,
    messagesToday: day?.messages ?? 0,
  };
}

/** Positioned devices (owner's position, else the estimate) with their status inputs. */
export async function positionedDevices(db: Db) {
  return db
    .select({
      devId: devices.devId,
      lat: sql<number>`coalesce(${devices.lat}, ${devices.estimatedLat})`,
      lon: sql<number>`coalesce(${devices.lon}, ${devices.estimatedLon})`,
      lastSeen: devices.lastSeen,
      offlineSince: devices.offlineSince,
    })
    .from(devices)
    .where(or(isNotNull(devices.lat), isNotNull(devices.estimatedLat)));
}

/** Airports with an IATA code inside a box (the candidates of the per-airport lists). */
export async function airportsInBox(
  db: Db,
  box: { south: number; north: number; west: number; east: number },
) {
  return db
    .select({
      icao: airports.icao,
      iata: airports.iata,
      nameEn: airports.nameEn,
      nameZh: airports.nameZh,
      cityEn: airports.cityEn,
      cityZh: airports.cityZh,
      country: airports.country,
      lat: airports.lat,
      lon: airports.lon,
    })
    .from(airports)
    .where(
      and(
        gte(airports.lat, box.south),
        lt(airports.lat, box.north),
        gte(airports.lon, box.west),
        lt(airports.lon, box.east),
      ),
    );
}

/** An airport by ICAO or IATA code. */
export async function findAirport(db: Db, code: string) {
  const upper = code.toUpperCase();
  const rows = await db
    .select()
    .from(airports)
    .where(or(eq(airports.icao, upper), eq(airports.iata, upper)))
    .orderBy(sql`case when ${airports.icao} = ${upper} then 0 else 1 end`)
    .limit(1);
  return rows[0];
}

/** Per China-time day between two days (yyyy-MM-dd, inclusive): the community's totals. */
export async function dailyTotals(db: Db, fromDay: string, toDay: string) {
  return db
    .select({
      day: deviceDailyStats.day,
      reporting: sql<number>`count(*) filter (where ${deviceDailyStats.messageCount} > 0)::integer`,
      messages: sql<number>`sum(${deviceDailyStats.messageCount})::float8`,
      positions: sql<number>`sum(${deviceDailyStats.positionCount})::float8`,
      aircraft: sql<number>`sum(${deviceDailyStats.anumCount})::float8`,
      onlineSeconds: sql<number>`sum(${deviceDailyStats.onlineSeconds})::float8`,
    })
    .from(deviceDailyStats)
    .where(and(gte(deviceDailyStats.day, fromDay), sql`${deviceDailyStats.day} <= ${toDay}`))
    .groupBy(deviceDailyStats.day)
    .orderBy(asc(deviceDailyStats.day));
}

/** Devices joined per China-time day between two instants. */
export async function joinedPerDay(db: Db, from: Date, to: Date) {
  return db
    .select({
      day: sql<string>`to_char(${devices.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`,
      joined: sql<number>`count(*)::integer`,
    })
    .from(devices)
    .where(and(gte(devices.createdAt, from), lt(devices.createdAt, to)))
    .groupBy(sql`1`);
}

/** Users owning devices, with their devices' figures (one page, busiest today first). */
export async function userDeviceMessages(
  db: Db,
  filter: { keyword?: string },
  page: { limit: number; offset: number },
  now: number,
  today: string,
) {
  const like = filter.keyword
    ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : undefined;
  const condition = and(
    isNotNull(devices.ownerUserId),
    like ? or(ilike(users.username, like), ilike(users.nickname, like)) : undefined,
  );
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      nickname: users.nickname,
      devices: sql<number>`count(*)::integer`,
      online: sql<number>`(count(*) filter (where ${statusCondition('online', now)}))::integer`,
      messagesToday: sql<number>`coalesce(sum(${deviceDailyStats.messageCount}), 0)::float8`,
      messagesTotal: sql<number>`sum(${devices.messagesTotal})::float8`,
    })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.ownerUserId))
    .leftJoin(
      deviceDailyStats,
      and(eq(deviceDailyStats.devId, devices.devId), eq(deviceDailyStats.day, today)),
    )
    .where(condition)
    .groupBy(users.id)
    .orderBy(desc(sql`coalesce(sum(${deviceDailyStats.messageCount}), 0)`), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ count: sql<number>`count(distinct ${devices.ownerUserId})::integer` })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.ownerUserId))
    .where(condition);
  return { rows, total: count?.count ?? 0 };
}

/** Whether a user exists. */
export async function userExists(db: Db, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}
