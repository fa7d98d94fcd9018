// The device statistics flush: many devices per transaction, multi-row statements chunked so
// none comes near PostgreSQL's 65,535 bind parameters (a receiver hearing 20,000 aircraft in
// one interval makes 100,000 values for the per-day aircraft alone).
import { recordFlushBatch } from '../db/flush-batches.repo';
import { sql, type SQL } from 'drizzle-orm';
import type { CoverageFlush } from '../coverage/coverage.accumulator';
import { writeCoverage } from '../coverage/coverage.flush.repo';
import type { Db } from '../db/db';
import { deviceDailyStats, deviceDayAircraft, devices } from './devices.schema';
import type { MovementCounts } from './transitions';
import type { StoredDevice } from './devices.repo';

/**
 * Values per statement. PostgreSQL's protocol caps a statement at 65,535 parameters; far below
 * that, each statement stays short (PGlite runs it on the event loop's thread): 1,000 per-day
 * aircraft rows at a time, with a turn of the event loop between statements.
 */
export const MAX_STATEMENT_PARAMETERS = 5_000;

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
  /**
   * The distinct counts are recounted from the per-day aircraft rows: false while more of this
   * device's aircraft follow in the next transaction (a receiver over several), so 20 batches
   * of one receiver do not count its 20,000 rows 20 times.
   */
  recount: boolean;
  /** Coverage cells, outline and counters (yesterday's remainder and today's). */
  coverage: CoverageFlush[];
}

/** Splits `rows` so that `rows × columns` stays within the statement parameter budget. */
export function chunkForStatement<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_STATEMENT_PARAMETERS / columns));
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size)
    chunks.push(rows.slice(start, start + size));
  return chunks;
}

/**
 * Adds the pending statistics of several devices (registering unknown ones) in one transaction
 * and returns their stored rows by feeder key; `batchId` goes into `flush_batches` with them. Counters are added, never overwritten, so several
 * processes or a restart lose nothing. `pause` runs between statements, so a caller can yield
 * to the event loop while a big device is written.
 */
export async function flushDevices(
  db: Db,
  flushes: readonly DeviceFlush[],
  pause: () => Promise<void> = () => Promise.resolve(),
  batchId?: string,
): Promise<Map<string, StoredDevice>> {
  const stored = new Map<string, StoredDevice>();
  if (flushes.length === 0) return stored;
  await db.transaction(async (tx) => {
    if (batchId !== undefined) await recordFlushBatch(tx, batchId);
    for (const chunk of chunkForStatement(flushes, 10)) {
      const rows = await tx
        .insert(devices)
        .values(
          chunk.map((flush) => ({
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
          })),
        )
        .onConflictDoUpdate({
          target: devices.feederKey,
          set: {
            feedFormat: sql`excluded.feed_format`,
            lastAddress: sql`excluded.last_address`,
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
          feederKey: devices.feederKey,
          devId: devices.devId,
          lat: devices.lat,
          lon: devices.lon,
          ownerUserId: devices.ownerUserId,
          operatorOwned: devices.operatorOwned,
          messagesTotal: devices.messagesTotal,
          positionsTotal: devices.positionsTotal,
          maxRangeKm: devices.maxRangeKm,
        });
      for (const { feederKey, ...row } of rows) stored.set(feederKey, row);
    }
    const daily = flushes.filter((flush) => flush.day !== '');
    const aircraft = daily.flatMap((flush) => {
      const devId = devIdOf(stored, flush.feederKey);
      return flush.aircraft.map((a) => ({ devId, day: flush.day, ...a }));
    });
    for (const chunk of chunkForStatement(aircraft, 5)) {
      await pause();
      await tx.execute(dayAircraftStatement(chunk));
    }
    for (const chunk of chunkForStatement(daily, 13)) {
      await tx
        .insert(deviceDailyStats)
        .values(chunk.map((flush) => dailyRow(devIdOf(stored, flush.feederKey), flush)))
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
    }
    // Distinct counts come from the per-day aircraft rows, so they are exact across restarts;
    // only days that gained aircraft need counting again.
    const recount = daily.filter((flush) => flush.recount && flush.aircraft.length > 0);
    for (const chunk of chunkForStatement(recount, 2)) {
      await pause();
      await tx.execute(recountStatement(chunk.map((f) => [devIdOf(stored, f.feederKey), f.day])));
    }
    const coverage = flushes.flatMap((flush) =>
      flush.coverage.map((entry) => ({ devId: devIdOf(stored, flush.feederKey), flush: entry })),
    );
    await writeCoverage(tx, coverage, pause);
  });
  return stored;
}

function devIdOf(stored: Map<string, StoredDevice>, feederKey: string): number {
  const row = stored.get(feederKey);
  if (row === undefined) throw new Error('device upsert returned no row for a flushed device');
  return row.devId;
}

function dailyRow(devId: number, flush: DeviceFlush) {
  const m = flush.movements;
  return {
    devId,
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
  };
}

/**
 * Upserts per-day aircraft rows passed as one JSON parameter: Drizzle's multi-row insert spent
 * 50–130 ms of the event loop building each 1,000-row statement (bench:abuse flood 2 profile),
 * where a JSON text costs well under a millisecond. On conflict the ground flag is kept once
 * set and a known ground callsign is kept.
 */
function dayAircraftStatement(
  rows: readonly {
    devId: number;
    day: string;
    icao: number;
    onGround: boolean;
    groundCallsign: string | null;
  }[],
): SQL {
  const json = JSON.stringify(
    rows.map((row) => ({
      d: row.devId,
      y: row.day,
      i: row.icao,
      g: row.onGround,
      c: row.groundCallsign,
    })),
  );
  return sql`insert into ${deviceDayAircraft} (dev_id, day, icao, on_ground, ground_callsign)
    select r.d, r.y, r.i, r.g, r.c
    from json_to_recordset(${json}::json) as r(d integer, y date, i integer, g boolean, c text)
    on conflict (dev_id, day, icao) do update set
      on_ground = ${deviceDayAircraft}.on_ground or excluded.on_ground,
      ground_callsign = coalesce(excluded.ground_callsign, ${deviceDayAircraft}.ground_callsign)`;
}

/** Recounts anum / on-ground anum / on-ground fnum of the given (devId, day) pairs. */
function recountStatement(pairs: readonly (readonly [number, string])[]): SQL {
  const values = sql.join(
    pairs.map(([devId, day]) => sql`(${devId}::integer, ${day}::date)`),
    sql`, `,
  );
  return sql`update device_daily_stats set
      anum_count = c.anum,
      onground_anum_count = c.ground_anum,
      onground_fnum_count = c.ground_fnum
    from (
      select dev_id, day,
        count(*)::integer as anum,
        (count(*) filter (where on_ground))::integer as ground_anum,
        (count(distinct ground_callsign) filter (where on_ground))::integer as ground_fnum
      from device_day_aircraft
      where (dev_id, day) in (values ${values})
      group by dev_id, day
    ) as c
    where device_daily_stats.dev_id = c.dev_id and device_daily_stats.day = c.day`;
}
