import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { deviceDailyStats, deviceDayAircraft, devices } from './devices.schema';
import type { MovementCounts } from './transitions';

/** What is stored about a device, as the live registry needs it. */
export interface StoredDevice {
  devId: number;
  lat: number | null;
  lon: number | null;
  messagesTotal: number;
  positionsTotal: number;
  maxRangeKm: number;
}

/** The stored device with this feeder key, if any. */
export async function findDeviceByKey(
  db: Db,
  feederKey: string,
): Promise<StoredDevice | undefined> {
  const rows = await db
    .select({
      devId: devices.devId,
      lat: devices.lat,
      lon: devices.lon,
      messagesTotal: devices.messagesTotal,
      positionsTotal: devices.positionsTotal,
      maxRangeKm: devices.maxRangeKm,
    })
    .from(devices)
    .where(eq(devices.feederKey, feederKey));
  return rows[0];
}

/** One flush of a device's pending statistics. */
export interface DeviceFlush {
  feederKey: string;
  format: string;
  address: string;
  lastSeen: Date | null;
  offlineSince: Date | null;
  estimatedLat: number | null;
  estimatedLon: number | null;
  messages: number;
  positions: number;
  maxRangeKm: number;
  day: string;
  dayMaxRangeKm: number;
  typicalRangeKm: number;
  onlineSeconds: number;
  movements: MovementCounts;
  aircraft: { icao: number; onGround: boolean; groundCallsign: string | null }[];
}

/**
 * Adds a device's pending statistics (registering the device on first sight) in one
 * transaction and returns its devId and owner position. Counters are added, never overwritten,
 * so several processes or a restart lose nothing.
 */
export async function flushDevice(db: Db, flush: DeviceFlush): Promise<StoredDevice> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(devices)
      .values({
        feederKey: flush.feederKey,
        feedFormat: flush.format,
        lastAddress: flush.address,
        lastSeen: flush.lastSeen,
        offlineSince: flush.offlineSince,
        estimatedLat: flush.estimatedLat,
        estimatedLon: flush.estimatedLon,
        messagesTotal: flush.messages,
        positionsTotal: flush.positions,
        maxRangeKm: flush.maxRangeKm,
      })
      .onConflictDoUpdate({
        target: devices.feederKey,
        set: {
          feedFormat: flush.format,
          lastAddress: flush.address,
          lastSeen: sql`greatest(${devices.lastSeen}, excluded.last_seen)`,
          offlineSince: sql`excluded.offline_since`,
          estimatedLat: sql`coalesce(excluded.estimated_lat, ${devices.estimatedLat})`,
          estimatedLon: sql`coalesce(excluded.estimated_lon, ${devices.estimatedLon})`,
          messagesTotal: sql`${devices.messagesTotal} + excluded.messages_total`,
          positionsTotal: sql`${devices.positionsTotal} + excluded.positions_total`,
          maxRangeKm: sql`greatest(${devices.maxRangeKm}, excluded.max_range_km)`,
        },
      })
      .returning({
        devId: devices.devId,
        lat: devices.lat,
        lon: devices.lon,
        messagesTotal: devices.messagesTotal,
        positionsTotal: devices.positionsTotal,
        maxRangeKm: devices.maxRangeKm,
      });
    if (!row) throw new Error('device upsert returned nothing');
    if (flush.day === '') return row;
    if (flush.aircraft.length > 0) {
      await tx
        .insert(deviceDayAircraft)
        .values(flush.aircraft.map((a) => ({ devId: row.devId, day: flush.day, ...a })))
        .onConflictDoUpdate({
          target: [deviceDayAircraft.devId, deviceDayAircraft.day, deviceDayAircraft.icao],
          set: {
            onGround: sql`${deviceDayAircraft.onGround} or excluded.on_ground`,
            groundCallsign: sql`coalesce(excluded.ground_callsign, ${deviceDayAircraft.groundCallsign})`,
          },
        });
    }
    const m = flush.movements;
    await tx
      .insert(deviceDailyStats)
      .values({
        devId: row.devId,
        day: flush.day,
        messageCount: flush.messages,
        positionCount: flush.positions,
        adsbUpTotal: m.adsbUp,
        adsbDownTotal: m.adsbDown,
        realUpTotal: m.realUp,
        realDownTotal: m.realDown,
        runwayUpRecover: m.runwayUpRecover,
        runwayDownRecover: m.runwayDownRecover,
        maxRangeKm: flush.dayMaxRangeKm,
        typicalRangeKm: flush.typicalRangeKm,
        onlineSeconds: Math.round(flush.onlineSeconds),
      })
      .onConflictDoUpdate({
        target: [deviceDailyStats.devId, deviceDailyStats.day],
        set: {
          messageCount: sql`${deviceDailyStats.messageCount} + excluded.message_count`,
          positionCount: sql`${deviceDailyStats.positionCount} + excluded.position_count`,
          adsbUpTotal: sql`${deviceDailyStats.adsbUpTotal} + excluded.adsb_up_total`,
          adsbDownTotal: sql`${deviceDailyStats.adsbDownTotal} + excluded.adsb_down_total`,
          realUpTotal: sql`${deviceDailyStats.realUpTotal} + excluded.real_up_total`,
          realDownTotal: sql`${deviceDailyStats.realDownTotal} + excluded.real_down_total`,
          runwayUpRecover: sql`${deviceDailyStats.runwayUpRecover} + excluded.runway_up_recover`,
          runwayDownRecover: sql`${deviceDailyStats.runwayDownRecover} + excluded.runway_down_recover`,
          maxRangeKm: sql`greatest(${deviceDailyStats.maxRangeKm}, excluded.max_range_km)`,
          typicalRangeKm: sql`excluded.typical_range_km`,
          onlineSeconds: sql`greatest(${deviceDailyStats.onlineSeconds}, excluded.online_seconds)`,
        },
      });
    // Distinct counts come from the per-day aircraft rows, so they are exact across restarts.
    await tx
      .update(deviceDailyStats)
      .set({
        anumCount: sql`(select count(*) from ${deviceDayAircraft} where ${deviceDayAircraft.devId} = ${row.devId} and ${deviceDayAircraft.day} = ${flush.day})`,
        ongroundAnumCount: sql`(select count(*) from ${deviceDayAircraft} where ${deviceDayAircraft.devId} = ${row.devId} and ${deviceDayAircraft.day} = ${flush.day} and ${deviceDayAircraft.onGround})`,
        ongroundFnumCount: sql`(select count(distinct ${deviceDayAircraft.groundCallsign}) from ${deviceDayAircraft} where ${deviceDayAircraft.devId} = ${row.devId} and ${deviceDayAircraft.day} = ${flush.day} and ${deviceDayAircraft.onGround})`,
      })
      .where(and(eq(deviceDailyStats.devId, row.devId), eq(deviceDailyStats.day, flush.day)));
    return row;
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
