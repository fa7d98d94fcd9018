import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { deviceDailyStats, deviceDayAircraft, devices } from './devices.schema';

/** What is stored about a device, as the live registry needs it. */
export interface StoredDevice {
  devId: number;
  lat: number | null;
  lon: number | null;
  ownerUserId: number | null;
  operatorOwned: boolean;
  messagesTotal: number;
  positionsTotal: number;
  maxRangeKm: number;
}

/** True when a stored device has an owner: a user, or the operator (the simulator). */
export function isRegistered(row: Pick<StoredDevice, 'ownerUserId' | 'operatorOwned'>): boolean {
  return row.ownerUserId !== null || row.operatorOwned;
}

/** The stored devices among `feederKeys` (one query; callers keep the list short). */
export async function findDevicesByKeys(
  db: Db,
  feederKeys: readonly string[],
): Promise<Map<string, StoredDevice>> {
  const found = new Map<string, StoredDevice>();
  if (feederKeys.length === 0) return found;
  const rows = await db
    .select({
      feederKey: devices.feederKey,
      devId: devices.devId,
      lat: devices.lat,
      lon: devices.lon,
      ownerUserId: devices.ownerUserId,
      operatorOwned: devices.operatorOwned,
      messagesTotal: devices.messagesTotal,
      positionsTotal: devices.positionsTotal,
      maxRangeKm: devices.maxRangeKm,
    })
    .from(devices)
    .where(inArray(devices.feederKey, [...feederKeys]));
  for (const { feederKey, ...row } of rows) found.set(feederKey, row);
  return found;
}

/** Feeder keys of every registered device (owned by a user or by the operator). */
export async function findRegisteredKeys(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ feederKey: devices.feederKey })
    .from(devices)
    .where(or(isNotNull(devices.ownerUserId), eq(devices.operatorOwned, true)));
  return new Set(rows.map((row) => row.feederKey));
}

/** Marks `feederKeys` operator-owned, creating the rows of unknown ones. */
export async function markOperatorOwned(db: Db, feederKeys: readonly string[]): Promise<void> {
  if (feederKeys.length === 0) return;
  await db
    .insert(devices)
    .values(feederKeys.map((feederKey) => ({ feederKey, operatorOwned: true })))
    .onConflictDoUpdate({ target: devices.feederKey, set: { operatorOwned: true } });
}

/**
 * Deletes up to `limit` unclaimed devices that never had a position and were neither created
 * nor heard since `before`, with their daily rows: what a flood of made-up feeder ids leaves
 * behind. Returns how many devices went.
 */
export async function deleteStaleUnclaimed(db: Db, before: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const stale = tx
      .select({ devId: devices.devId })
      .from(devices)
      .where(
        and(
          isNull(devices.ownerUserId),
          eq(devices.operatorOwned, false),
          isNull(devices.lat),
          isNull(devices.estimatedLat),
          lt(devices.createdAt, before),
          or(isNull(devices.lastSeen), lt(devices.lastSeen, before)),
        ),
      )
      .limit(limit);
    const gone = await tx
      .delete(devices)
      .where(inArray(devices.devId, stale))
      .returning({ devId: devices.devId });
    const ids = gone.map((row) => row.devId);
    if (ids.length === 0) return 0;
    await tx.delete(deviceDayAircraft).where(inArray(deviceDayAircraft.devId, ids));
    await tx.delete(deviceDailyStats).where(inArray(deviceDailyStats.devId, ids));
    return ids.length;
  });
}

/** The daily history rows of a device, oldest first. */
export async function readDailyStats(db: Db, devId: number) {
  return db
    .select()
    .from(deviceDailyStats)
    .where(eq(deviceDailyStats.devId, devId))
    .orderBy(deviceDailyStats.day);
}

/** Rows in `devices` (for tests and statistics). */
export async function countDevices(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::integer` }).from(devices);
  return row?.count ?? 0;
}
