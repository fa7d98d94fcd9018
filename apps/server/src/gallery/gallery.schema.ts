import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * Gallery photos (issue 18). `file` is a stored upload of kind `photo`; `status` 0 waits for the
 * back office's audit, 1 approved, 2 rejected (with `reason`). Type and airline are copied from
 * the reference fleet at upload, so a photo keeps the facts of the day it was taken.
 */
export const pictures = pgTable(
  'gallery_pictures',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['plane', 'airport'] }).notNull(),
    file: text('file').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    registration: text('registration').notNull().default(''),
    aircraftType: text('aircraft_type').notNull().default(''),
    airline: text('airline').notNull().default(''),
    /** IATA code: where an aircraft photo was taken, or the airport an airport photo shows. */
    airport: text('airport').notNull().default(''),
    caption: text('caption').notNull().default(''),
    shotDate: text('shot_date').notNull(),
    /** From the file's EXIF before it was stripped: camera clock, camera and lens. */
    takenAt: text('taken_at'),
    cameraMake: text('camera_make').notNull().default(''),
    cameraModel: text('camera_model').notNull().default(''),
    lens: text('lens').notNull().default(''),
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    /** Chosen by the back office for the home showcase. */
    showcase: boolean('showcase').notNull().default(false),
    /** The back office has opened it (spec §7 `/adsb/image/read/{id}`). */
    read: boolean('read').notNull().default(false),
    likes: integer('likes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
  },
  (table) => [
    // The public lists: approved, newest first.
    index('gallery_pictures_status_id').on(table.status, table.id),
    index('gallery_pictures_user_id').on(table.userId, table.id),
    // The detail's strips (h18): other approved photos of an airframe, newest first, and of a
    // type, most liked first; the first also serves the tracker's best photo of a registration.
    index('gallery_pictures_registration_status').on(table.registration, table.status, table.id),
    index('gallery_pictures_type_status_likes').on(
      table.aircraftType,
      table.status,
      table.likes,
      table.id,
    ),
    // Whether another photo still shows a file (publishing, and deleting a photo's files).
    index('gallery_pictures_file').on(table.file),
    // "Most liked" (h18-browse): approved, by likes, newest first among equals.
    index('gallery_pictures_status_likes').on(table.status, table.likes, table.id),
    // The home showcase strip.
    index('gallery_pictures_showcase')
      .on(table.id)
      .where(sql`${table.showcase}`),
  ],
);

/** Who likes which photo: one row each, so a like counts once. */
export const pictureLikes = pgTable(
  'gallery_likes',
  {
    pictureId: integer('picture_id')
      .notNull()
      .references(() => pictures.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.pictureId, table.userId] })],
);

/** Who follows which photographer. */
export const authorFollows = pgTable(
  'gallery_follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.authorId] }),
    index('gallery_follows_author').on(table.authorId),
  ],
);
