import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** PostgreSQL bytea; PGlite hands back a Uint8Array, node-postgres a Buffer (also one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One flight of one aircraft: from its first to its last recorded point, split after a landing,
 * a gap of more than 30 minutes or a callsign change (trace.segmentation.ts). Playback finds
 * flights here, then reads their points from `trace_chunks`.
 */
export const flights = pgTable(
  'flights',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 24-bit ICAO address. */
    icao: integer('icao').notNull(),
    callsign: text('callsign'),
    firstSeen: time('first_seen').notNull(),
    lastSeen: time('last_seen').notNull(),
    // Bounding box of the recorded points, degrees. A flight across the antimeridian gets a box
    // spanning the whole longitude range: too wide for bbox queries, never missing from them.
    minLat: doublePrecision('min_lat').notNull(),
    maxLat: doublePrecision('max_lat').notNull(),
    minLon: doublePrecision('min_lon').notNull(),
    maxLon: doublePrecision('max_lon').notNull(),
    /** Airport codes, filled by the flights domain when known. */
    origin: text('origin'),
    destination: text('destination'),
    takeoffAt: time('takeoff_at'),
    landedAt: time('landed_at'),
    pointCount: integer('point_count').notNull().default(0),
  },
  (table) => [
    index('flights_icao_first_seen_idx').on(table.icao, table.firstSeen),
    index('flights_callsign_first_seen_idx').on(table.callsign, table.firstSeen),
    index('flights_last_seen_idx').on(table.lastSeen),
    index('flights_origin_first_seen_idx').on(table.origin, table.firstSeen),
    index('flights_destination_last_seen_idx').on(table.destination, table.lastSeen),
    // Area and time queries (playback slices, track files): one GiST index on the time span and
    // the bounding box (core PostgreSQL, no extension, so PGlite has it too). Time first: the
    // tree is split mostly by its first column, and a window of an hour or a day is far more
    // selective than a box over eastern China (bench:pg-plans, apps/server/README.md). least()
    // and greatest() because a range must not end before it starts, whatever a row holds.
    index('flights_span_bbox_idx').using(
      'gist',
      sql`tstzrange(least(${table.firstSeen}, ${table.lastSeen}), greatest(${table.firstSeen}, ${table.lastSeen}), '[]')`,
      sql`box(point(${table.minLon}, ${table.minLat}), point(${table.maxLon}, ${table.maxLat}))`,
    ),
  ],
);

/**
 * The points of one flight recorded between two flushes, delta-encoded and deflated
 * (trace.codec.ts): one row per aircraft per flush, not one per point. Partitioned by UTC day
 * of `start_time` (migration 0018, written by hand: drizzle-kit cannot declare partitions;
 * trace.partitions.ts), so the primary key holds the partition key.
 */
export const traceChunks = pgTable(
  'trace_chunks',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    flightId: bigint('flight_id', { mode: 'number' })
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    icao: integer('icao').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    pointCount: integer('point_count').notNull(),
    payload: bytea('payload').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.startTime] }),
    index('trace_chunks_flight_start_idx').on(table.flightId, table.startTime),
    index('trace_chunks_icao_start_idx').on(table.icao, table.startTime),
  ],
);
