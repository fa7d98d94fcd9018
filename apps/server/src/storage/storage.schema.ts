import { sql } from 'drizzle-orm';
import {
  boolean,
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
 * Uploaded files: one row per (kind, stored name, owner). Names are content hashes, so the same
 * picture uploaded twice is one file on disk; the row says who may use it in their requests.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** `<sha1 of the re-encoded bytes>.<jpg|png|webp>`. */
    name: text('name').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Gallery photos: EXIF shot time (`yyyy-MM-dd HH:mm:ss`, camera clock), camera and lens. */
    takenAt: text('taken_at'),
    cameraMake: text('camera_make').notNull().default(''),
    cameraModel: text('camera_model').notNull().default(''),
    lens: text('lens').notNull().default(''),
    /**
     * `published` kinds: served to anybody (cacheable) once true, which the gallery sets when it
     * approves a photo of this file; before, only through signed URLs.
     */
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    uniqueIndex('stored_files_kind_name_owner').on(table.kind, table.name, table.ownerId),
    index('stored_files_owner').on(table.ownerId),
  ],
);
