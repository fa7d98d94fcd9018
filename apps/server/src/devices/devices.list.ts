// The community list of receivers: registered devices with a position (owner-set or estimated)
// and their live figures, the signed-in user's own marked (and listed even without a position).
// Unclaimed feeder ids are anyone's invention, so they never reach the list and cannot push real
// receivers off it. Positions are rounded so a host's home is not published.
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DeviceListItem } from '@skytrace/contracts';
import type { Db } from '../db/db';
import type { DeviceRegistry } from './device.registry';
import { statsDay } from './device.live';
import { deviceDailyStats, devices } from './devices.schema';

/** At most this many devices in one answer. */
const LIST_LIMIT = 1000;

function rounded(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10;
}

/** Listed devices, online first then busiest today, with `mine` for `userId`'s own. */
export async function listDevices(
  db: Db,
  registry: DeviceRegistry,
  userId: number | undefined,
  now: number,
): Promise<DeviceListItem[]> {
  const day = statsDay(now);
  const registered = or(isNotNull(devices.ownerUserId), eq(devices.operatorOwned, true));
  const positioned = or(isNotNull(devices.lat), isNotNull(devices.estimatedLat));
  const listed = and(registered, positioned);
  const rows = await db
    .select({
      devId: devices.devId,
      feederKey: devices.feederKey,
      alias: devices.alias,
      ownerUserId: devices.ownerUserId,
      lat: sql<number | null>`coalesce(${devices.lat}, ${devices.estimatedLat})`,
      lon: sql<number | null>`coalesce(${devices.lon}, ${devices.estimatedLon})`,
      lastSeen: devices.lastSeen,
      offlineSince: devices.offlineSince,
      maxRangeKm: devices.maxRangeKm,
      // Counts may arrive as text (bigint over node-postgres).
      messagesToday: sql<string | number>`coalesce(${deviceDailyStats.messageCount}, 0)`,
      aircraftToday: sql<string | number>`coalesce(${deviceDailyStats.anumCount}, 0)`,
    })
    .from(devices)
    .leftJoin(
      deviceDailyStats,
      sql`${deviceDailyStats.devId} = ${devices.devId} and ${deviceDailyStats.day} = ${day}`,
    )
    .where(userId === undefined ? listed : or(listed, eq(devices.ownerUserId, userId)))
    .orderBy(sql`${devices.lastSeen} desc nulls last`)
    .limit(LIST_LIMIT);
  const items = rows.map((row): DeviceListItem => {
    const live = registry.devices.get(row.feederKey);
    // Live figures are fresher than the last flush; offline per the 10-minute rule.
    const lastSeen =
      live && !Number.isNaN(live.lastSeen)
        ? live.lastSeen
        : row.lastSeen
          ? row.lastSeen.getTime() / 1000
          : null;
    const offTime = live
      ? Number.isNaN(live.offlineSince)
        ? null
        : live.offlineSince
      : row.offlineSince
        ? row.offlineSince.getTime() / 1000
        : lastSeen === null
          ? null
          : lastSeen + 600;
    const online = lastSeen !== null && offTime === null && now - lastSeen <= 600;
    return {
      devId: row.devId,
      alias: row.alias,
      lat: rounded(row.lat),
      lon: rounded(row.lon),
      online,
      offTime: online ? null : offTime,
      lastSeen,
      messagesToday: Number(row.messagesToday) + (live?.pendingMessages ?? 0),
      aircraftToday: Math.max(Number(row.aircraftToday), live?.dayAircraft.size ?? 0),
      messageRate: live ? Math.round(live.messageRate * 10) / 10 : 0,
      maxRangeKm: Math.round(Math.max(row.maxRangeKm, live?.maxRangeKm ?? 0)),
      mine: userId !== undefined && row.ownerUserId === userId,
    };
  });
  items.sort((a, b) => Number(b.online) - Number(a.online) || b.messagesToday - a.messagesToday);
  return items;
}

/** The devIds owned by a user. */
export async function ownedDeviceIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ devId: devices.devId })
    .from(devices)
    .where(eq(devices.ownerUserId, userId));
  return rows.map((row) => row.devId);
}
