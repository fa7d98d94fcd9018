import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Followers of the official account, as the last sync (`/adsb/wx/user/sync`) read them. */
export const wechatUsers = pgTable('wechat_users', {
  openid: text('openid').primaryKey(),
  nickname: text('nickname').notNull().default(''),
  remark: text('remark').notNull().default(''),
  language: text('language').notNull().default(''),
  subscribed: boolean('subscribed').notNull().default(true),
  subscribeTime: timestamp('subscribe_time', { withTimezone: true }),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});
