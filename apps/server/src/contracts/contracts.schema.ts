import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * Device-hosting agreements. One per approved kit application, made pending at approval; the
 * location and address are copied from the application, so the document stays as signed.
 */
export const hostingContracts = pgTable(
  'hosting_contracts',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The kit application it came from (applications sit above contracts in the layers). */
    applicationId: integer('application_id').notNull(),
    lon: doublePrecision('lon').notNull(),
    lat: doublePrecision('lat').notNull(),
    address: text('address').notNull(),
    status: text('status', { enum: ['pending', 'signed', 'ended'] })
      .notNull()
      .default('pending'),
    /** The agreement text's version it was (or will be) signed under. */
    textVersion: integer('text_version').notNull(),
    signerName: text('signer_name'),
    /** Stored name of the drawn signature (storage kind `contract`). */
    signatureFile: text('signature_file'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    renewals: integer('renewals').notNull().default(0),
  },
  (table) => [
    uniqueIndex('hosting_contracts_uuid').on(table.uuid),
    uniqueIndex('hosting_contracts_application').on(table.applicationId),
    index('hosting_contracts_user').on(table.userId),
  ],
);
