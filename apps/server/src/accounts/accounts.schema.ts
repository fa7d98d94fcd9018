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

/**
 * Accounts. Email and phone are optional but unique; the password is an argon2id hash. Profile
 * fields follow spec §3 "Profile".
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname'),
    truename: text('truename'),
    bio: text('bio').notNull().default(''),
    socialLink: text('social_link').notNull().default(''),
    gender: text('gender', { enum: ['male', 'female', 'secret'] })
      .notNull()
      .default('secret'),
    industry: text('industry').notNull().default(''),
    country: text('country').notNull().default(''),
    provinceId: integer('province_id'),
    cityId: integer('city_id'),
    address: text('address').notNull().default(''),
    /** File name under DATA_DIR/avatars, served at /api/v2/user/avatar/:file. */
    avatarFile: text('avatar_file'),
    /** Language of mails and SMS to this user. */
    language: text('language', { enum: ['zh', 'en'] })
      .notNull()
      .default('zh'),
    /** Back-office role (roles.id); its permissions reach the session while both are enabled. */
    roleId: integer('role_id'),
    /** A disabled user's sessions stop working at once and it cannot log in. */
    status: text('status', { enum: ['enabled', 'disabled'] })
      .notNull()
      .default('enabled'),
    filterAirIata: boolean('filter_air_iata').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Usernames and addresses compare case-insensitively, so "Bob" cannot shadow "bob".
    uniqueIndex('users_username_uq').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_uq').on(table.email),
    uniqueIndex('users_phone_uq').on(table.phone),
    uniqueIndex('users_nickname_uq').on(sql`lower(${table.nickname})`),
  ],
);

/** Login sessions: only the sha256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * One-time secrets: verification codes sent by mail or SMS, captcha answers and the tickets of
 * three-step changes. Only hashes are stored; `kind` says which, `target` whom it is for.
 */
export const oneTimeSecrets = pgTable(
  'one_time_secrets',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('one_time_secrets_target_idx').on(table.kind, table.target)],
);

/**
 * Counters of limits (login failures per account and address, codes sent per target and
 * address): a count within a window that ends at `expiresAt`.
 */
export const accountCounters = pgTable('account_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Real-name authentication, AES-256-GCM encrypted JSON (iv.tag.ciphertext, base64). */
export const realNameAuthentications = pgTable('real_name_authentications', {
  userId: integer('user_id').primaryKey(),
  sealed: text('sealed').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
