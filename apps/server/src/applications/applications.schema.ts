import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * Kit applications (spec §3 receiver application). `status` as spec §3: 0 pending review,
 * 1 approved, 2 device issued, 3 rejected; `remark` is kept only with 3 (spec §4).
 */
export const kitApplications = pgTable(
  'kit_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lon: doublePrecision('lon').notNull(),
    lat: doublePrecision('lat').notNull(),
    /** Metres. */
    cableLength: doublePrecision('cable_length').notNull(),
    feederLength: doublePrecision('feeder_length').notNull(),
    recommender: text('recommender').notNull().default(''),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    /** Stored names of the site photos (storage kind `device`). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(0),
    expressNumber: text('express_number'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
  },
  (table) => [
    index('kit_applications_user').on(table.userId),
    index('kit_applications_status').on(table.status, table.id),
  ],
);

/** Requests for replacement fittings (spec §3's eleven), with the same four states. */
export const fittingApplications = pgTable(
  'fitting_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fittings: jsonb('fittings').$type<string[]>().notNull(),
    reason: text('reason').notNull(),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    status: smallint('status').notNull().default(0),
    expressNumber: text('express_number'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
  },
  (table) => [
    index('fitting_applications_user').on(table.userId),
    index('fitting_applications_status').on(table.status, table.id),
  ],
);
