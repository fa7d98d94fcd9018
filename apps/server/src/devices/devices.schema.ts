import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Receiver devices. A feeder is identified by its UUID (readsb's `1a e4` frame, a first line
 * `UUID <hex>`, or Variflight's `from`); feeders without one are keyed by their address
 * (`addr:<ip>`). Unknown keys register an unclaimed device (within the registry's limits);
 * users claim them later. A device is "registered" when it has an owner or is operator-owned.
 */
export const devices = pgTable(
  'devices',
  {
    devId: serial('dev_id').primaryKey(),
    feederKey: text('feeder_key').notNull().unique(),
    alias: text('alias'),
    ownerUserId: integer('owner_user_id'),
    /**
     * Run by the operator, not by a user: the simulator's virtual receivers. Such a device is
     * registered (admitted past the limits for unknown feeders, shown in public lists) like an
     * owned one, without a user account behind it.
     */
    operatorOwned: boolean('operator_owned').notNull().default(false),
    /**
     * Built and run by its owner (a feeder UUID they asked for or claimed), as opposed to a kit
     * receiver handed out through an application: only self-built devices may be deleted by
     * their owner (spec §7 deleteSelfBuildDev).
     */
    selfBuilt: boolean('self_built').notNull().default(true),
    /** Position set by the owner (degrees); null when none. */
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    /** Position estimated from what the device hears, when the owner set none. */
    estimatedLat: doublePrecision('estimated_lat'),
    estimatedLon: doublePrecision('estimated_lon'),
    feedFormat: text('feed_format'),
    lastAddress: text('last_address'),
    messagesTotal: bigint('messages_total', { mode: 'number' }).notNull().default(0),
    positionsTotal: bigint('positions_total', { mode: 'number' }).notNull().default(0),
    maxRangeKm: doublePrecision('max_range_km').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }),
    /** When the device went offline (10 minutes without data); null while online. */
    offlineSince: timestamp('offline_since', { withTimezone: true }),
  },
  (table) => [index('devices_owner_idx').on(table.ownerUserId)],
);

/** Per device and day (UTC+8 calendar day, spec §9), the history fields of spec §3. */
export const deviceDailyStats = pgTable(
  'device_daily_stats',
  {
    devId: integer('dev_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    messageCount: bigint('message_count', { mode: 'number' }).notNull().default(0),
    positionCount: bigint('position_count', { mode: 'number' }).notNull().default(0),
    anumCount: integer('anum_count').notNull().default(0),
    ongroundAnumCount: integer('onground_anum_count').notNull().default(0),
    ongroundFnumCount: integer('onground_fnum_count').notNull().default(0),
    adsbUpTotal: integer('adsb_up_total').notNull().default(0),
    adsbDownTotal: integer('adsb_down_total').notNull().default(0),
    realUpTotal: integer('real_up_total').notNull().default(0),
    realDownTotal: integer('real_down_total').notNull().default(0),
    runwayUpRecover: integer('runway_up_recover').notNull().default(0),
    runwayDownRecover: integer('runway_down_recover').notNull().default(0),
    maxRangeKm: doublePrecision('max_range_km').notNull().default(0),
    typicalRangeKm: doublePrecision('typical_range_km').notNull().default(0),
    onlineSeconds: integer('online_seconds').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.devId, table.day] })],
);

/**
 * Distinct aircraft a device heard per day, so anum counts survive restarts exactly.
 * `onGround` records whether it was seen on the ground, `callsign` the last callsign then.
 */
export const deviceDayAircraft = pgTable(
  'device_day_aircraft',
  {
    devId: integer('dev_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    icao: integer('icao').notNull(),
    onGround: boolean('on_ground').notNull().default(false),
    groundCallsign: text('ground_callsign'),
  },
  (table) => [primaryKey({ columns: [table.devId, table.day, table.icao] })],
);
