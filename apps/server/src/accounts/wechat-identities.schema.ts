import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * WeChat users who signed in or opened the /poa pages (wechat-web/): their openid, profile and
 * the account bound to it, if any. One account has at most one WeChat, one WeChat one account.
 * Kept with the accounts because the user info (spec §3 "wechat data") reads it.
 */
export const wechatIdentities = pgTable(
  'wechat_identities',
  {
    openid: text('openid').primaryKey(),
    unionid: text('unionid'),
    nickname: text('nickname').notNull().default(''),
    avatarUrl: text('avatar_url'),
    userId: integer('user_id'),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wechat_identities_user_uq').on(table.userId),
    index('wechat_identities_unionid_idx').on(table.unionid),
  ],
);
