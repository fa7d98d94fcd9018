import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * What users follow (issue 19 item 5): a flight (`fnum` on `flightDate`, yyyy-MM-dd in China
 * time) or an airframe (`registration` and/or `icao`, hex upper case). Empty text = not given.
 */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['flight', 'aircraft'] }).notNull(),
    fnum: text('fnum').notNull().default(''),
    flightDate: text('flight_date').notNull().default(''),
    registration: text('registration').notNull().default(''),
    icao: text('icao').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('follows_user_key').on(
      table.userId,
      table.kind,
      table.fnum,
      table.flightDate,
      table.registration,
      table.icao,
    ),
    index('follows_fnum')
      .on(table.fnum)
      .where(sql`${table.fnum} <> ''`),
  ],
);

/** A browser's Web Push subscription (endpoint + keys), in the language it subscribed in. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('push_subscriptions_endpoint').on(table.endpoint)],
);

/** Area alert rules: types or squawk patterns within a radius of a point, below an altitude. */
export const alertRules = pgTable(
  'alert_rules',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    radiusKm: doublePrecision('radius_km').notNull(),
    maxAltitudeM: integer('max_altitude_m'),
    types: jsonb('types').$type<string[]>().notNull(),
    squawks: jsonb('squawks').$type<string[]>().notNull(),
    quietStart: text('quiet_start'),
    quietEnd: text('quiet_end'),
    timeZone: text('time_zone').notNull(),
    maxPerHour: integer('max_per_hour').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('alert_rules_user').on(table.userId)],
);
