// Queries of the signed-in user's devices: their rows, their days, claims and the owner's edits.
// Ownership is checked by the service before any change; every change here names the owner in
// its WHERE clause as well, so a race cannot change someone else's row.
import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { deviceDailyStats, deviceDayAircraft, devices } from './devices.schema';

export type DeviceRow = typeof devices.$inferSelect;
export type DailyRow = typeof deviceDailyStats.$inferSelect;

/** The device row, whoever owns it. */
export async function findDevice(db: Db, devId: number): Promise<DeviceRow | undefined> {
  const rows = await db.select().from(devices).where(eq(devices.devId, devId));
  return rows[0];
}

/** The device row by feeder key. */
export async function findDeviceByKey(db: Db, feederKey: string): Promise<DeviceRow | undefined> {
  const rows = await db.select().from(devices).where(eq(devices.feederKey, feederKey));
  return rows[0];
}

/** Every device of `userId`, oldest first. */
export async function listOwnedDevices(db: Db, userId: number): Promise<DeviceRow[]> {
  return db
    .select()
    .from(devices)
    .where(eq(devices.ownerUserId, userId))
    .orderBy(asc(devices.devId));
}

/** How many self-built devices `userId` has (the UUID limit counts these). */
export async function countSelfBuilt(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(devices)
    .where(and(eq(devices.ownerUserId, userId), eq(devices.selfBuilt, true)));
  return row?.count ?? 0;
}

/** A new device row owned by `userId` for a feeder key nobody uses yet. */
export async function insertOwnedDevice(
  db: Db,
  userId: number,
  feederKey: string,
): Promise<DeviceRow> {
  const [row] = await db
    .insert(devices)
    .values({ feederKey, ownerUserId: userId, selfBuilt: true })
    .returning();
  if (!row) throw new Error('device insert returned nothing');
  return row;
}

/**
 * Gives the unclaimed devices among `devIds` to `userId`; answers the ids that changed hands
 * (a device claimed meanwhile by someone else is left alone).
 */
export async function claimDevices(
  db: Db,
  userId: number,
  devIds: readonly number[],
): Promise<number[]> {
  if (devIds.length === 0) return [];
  const rows = await db
    .update(devices)
    .set({ ownerUserId: userId, selfBuilt: true })
    .where(
      and(
        inArray(devices.devId, [...devIds]),
        isNull(devices.ownerUserId),
        eq(devices.operatorOwned, false),
      ),
    )
    .returning({ devId: devices.devId });
  return rows.map((row) => row.devId);
}

/**
 * Unclaimed devices feeding from `address` since `since`: the one keyed by the address itself,
 * and UUID feeders whose last connection came from it.
 */
export async function unclaimedAtAddress(db: Db, address: string, since: Date): Promise<number[]> {
  const rows = await db
    .select({ devId: devices.devId })
    .from(devices)
    .where(
      and(
        isNull(devices.ownerUserId),
        eq(devices.operatorOwned, false),
        or(eq(devices.feederKey, `addr:${address}`), eq(devices.lastAddress, address)),
        gte(devices.lastSeen, since),
      ),
    );
  return rows.map((row) => row.devId);
}

/** Sets the alias of `userId`'s device; false when it is not theirs. */
export async function setAlias(
  db: Db,
  userId: number,
  devId: number,
  alias: string,
): Promise<boolean> {
  const rows = await db
    .update(devices)
    .set({ alias })
    .where(and(eq(devices.devId, devId), eq(devices.ownerUserId, userId)))
    .returning({ devId: devices.devId });
  return rows.length > 0;
}

/** Sets the position of `userId`'s device; false when it is not theirs. */
export async function setPosition(
  db: Db,
  userId: number,
  devId: number,
  lat: number,
  lon: number,
): Promise<boolean> {
  const rows = await db
    .update(devices)
    .set({ lat, lon })
    .where(and(eq(devices.devId, devId), eq(devices.ownerUserId, userId)))
    .returning({ devId: devices.devId });
  return rows.length > 0;
}

/** Deletes `userId`'s self-built device with its daily rows; false when nothing matched. */
export async function deleteOwnedDevice(db: Db, userId: number, devId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(devices)
      .where(
        and(eq(devices.devId, devId), eq(devices.ownerUserId, userId), eq(devices.selfBuilt, true)),
      )
      .returning({ devId: devices.devId });
    if (gone.length === 0) return false;
    await tx.delete(deviceDayAircraft).where(eq(deviceDayAircraft.devId, devId));
    await tx.delete(deviceDailyStats).where(eq(deviceDailyStats.devId, devId));
    return true;
  });
}

/** The daily rows of `devIds` on the given days. */
export async function readDays(
  db: Db,
  devIds: readonly number[],
  days: readonly string[],
): Promise<DailyRow[]> {
  if (devIds.length === 0 || days.length === 0) return [];
  return db
    .select()
    .from(deviceDailyStats)
    .where(
      and(inArray(deviceDailyStats.devId, [...devIds]), inArray(deviceDailyStats.day, [...days])),
    );
}

/** A device's daily rows from `fromDay` on (every day when undefined), oldest first. */
export async function readHistory(db: Db, devId: number, fromDay?: string): Promise<DailyRow[]> {
  return db
    .select()
    .from(deviceDailyStats)
    .where(
      fromDay === undefined
        ? eq(deviceDailyStats.devId, devId)
        : and(eq(deviceDailyStats.devId, devId), gte(deviceDailyStats.day, fromDay)),
    )
    .orderBy(asc(deviceDailyStats.day));
}

/** The newest daily row of a device (for the typical range when it is silent today). */
export async function lastDay(db: Db, devId: number): Promise<DailyRow | undefined> {
  const rows = await db
    .select()
    .from(deviceDailyStats)
    .where(eq(deviceDailyStats.devId, devId))
    .orderBy(desc(deviceDailyStats.day))
    .limit(1);
  return rows[0];
}

/**
 * Makes `userId` the owner of the devices of `feederKeys` (creating the rows of unknown keys)
 * and hands over every device still marked operator-owned: the simulator's receivers belong to
 * the demo account. They are not self-built (their owner cannot delete them). Answers how many
 * rows changed hands.
 */
export async function giveDevicesTo(
  db: Db,
  userId: number,
  feederKeys: readonly string[],
): Promise<number> {
  return db.transaction(async (tx) => {
    let moved = 0;
    if (feederKeys.length > 0) {
      const rows = await tx
        .insert(devices)
        .values(
          feederKeys.map((feederKey) => ({ feederKey, ownerUserId: userId, selfBuilt: false })),
        )
        .onConflictDoUpdate({
          target: devices.feederKey,
          set: { ownerUserId: userId, operatorOwned: false, selfBuilt: false },
        })
        .returning({ devId: devices.devId });
      moved += rows.length;
    }
    const legacy = await tx
      .update(devices)
      .set({ ownerUserId: userId, operatorOwned: false, selfBuilt: false })
      .where(eq(devices.operatorOwned, true))
      .returning({ devId: devices.devId });
    return moved + legacy.length;
  });
}
