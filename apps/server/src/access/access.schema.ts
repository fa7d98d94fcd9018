import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Back-office menus (spec §3 "Admin entities"): a tree by `parent_id` (0 at the top) of submenus
 * (`menu_type` 0) and pages (1). Entries a server module declares carry its `seed_key`; they are
 * inserted at start when missing and never overwritten, so an administrator's edits stay.
 */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    permission: text('permission'),
    orderNum: integer('order_num').notNull().default(0),
    parentId: integer('parent_id').notNull().default(0),
    menuType: smallint('menu_type').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    icon: text('icon'),
    route: text('route'),
    seedKey: text('seed_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('menus_seed_key_uq').on(table.seedKey),
    index('menus_parent_idx').on(table.parentId),
  ],
);

/**
 * Roles: a role grants the permissions of the menus it holds (`menu_ids`). The role coded
 * `admin` holds every menu whatever its list says.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['enabled', 'disabled'] })
      .notNull()
      .default('enabled'),
    code: text('code').notNull(),
    menuIds: integer('menu_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('roles_code_uq').on(table.code)],
);

/**
 * The system log: one row per back-office action and per denied attempt. Append-only (a trigger
 * of migration 0007 refuses UPDATE and DELETE); `username` is kept as it was at the time.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    username: text('username'),
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    outcome: text('outcome', { enum: ['ok', 'denied', 'failed'] }).notNull(),
    status: integer('status').notNull(),
    address: text('address').notNull(),
  },
  (table) => [
    index('admin_actions_at_idx').on(table.at),
    index('admin_actions_user_idx').on(table.userId, table.at),
  ],
);
