import { count, desc, ilike, max, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import type { WechatFollower } from './wechat.client';
import { wechatUsers } from './wechat.schema';

export type WechatUserRow = typeof wechatUsers.$inferSelect;

/** Writes a batch of followers (new ones added, known ones updated). */
export async function upsertFollowers(
  db: Db,
  followers: readonly WechatFollower[],
  syncedAt: Date,
): Promise<void> {
  if (followers.length === 0) return;
  await db
    .insert(wechatUsers)
    .values(
      followers.map((follower) => ({
        openid: follower.openid,
        nickname: follower.nickname,
        remark: follower.remark,
        language: follower.language,
        subscribed: follower.subscribed,
        subscribeTime:
          follower.subscribeTime === null ? null : new Date(follower.subscribeTime * 1000),
        syncedAt,
      })),
    )
    .onConflictDoUpdate({
      target: wechatUsers.openid,
      set: {
        nickname: sql`excluded.nickname`,
        remark: sql`excluded.remark`,
        language: sql`excluded.language`,
        subscribed: sql`excluded.subscribed`,
        subscribeTime: sql`excluded.subscribe_time`,
        syncedAt: sql`excluded.synced_at`,
      },
    });
}

/** Followers the sync of `syncedAt` did not see have unfollowed. */
export async function markUnseenUnsubscribed(db: Db, syncedAt: Date): Promise<void> {
  await db
    .update(wechatUsers)
    .set({ subscribed: false })
    .where(sql`${wechatUsers.syncedAt} < ${syncedAt}`);
}

export async function listFollowers(
  db: Db,
  filter: { searchText?: string; limit: number; offset: number },
): Promise<{ rows: WechatUserRow[]; total: number; lastSyncAt: Date | null }> {
  const pattern = filter.searchText
    ? `%${filter.searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : undefined;
  const where = pattern
    ? or(
        ilike(wechatUsers.openid, pattern),
        ilike(wechatUsers.nickname, pattern),
        ilike(wechatUsers.remark, pattern),
      )
    : undefined;
  const rows = await db
    .select()
    .from(wechatUsers)
    .where(where)
    .orderBy(desc(wechatUsers.subscribeTime), wechatUsers.openid)
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(wechatUsers).where(where);
  const [last] = await db.select({ at: max(wechatUsers.syncedAt) }).from(wechatUsers);
  return { rows, total: total?.n ?? 0, lastSyncAt: last?.at ?? null };
}
