// The WeChat users this site has seen (wechat_identities) and which account each is bound to.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { wechatIdentities } from '../accounts/wechat-identities.schema';

export type WechatIdentityRow = typeof wechatIdentities.$inferSelect;

/**
 * Records a WeChat user seen at sign-in; a profile read this time replaces the stored one, an
 * empty one (snsapi_base grants carry none) keeps it.
 */
export async function saveIdentity(
  db: Db,
  seen: { openid: string; unionid: string | null; nickname: string; avatarUrl: string | null },
): Promise<WechatIdentityRow> {
  const [row] = await db
    .insert(wechatIdentities)
    .values(seen)
    .onConflictDoUpdate({
      target: wechatIdentities.openid,
      set: {
        unionid: sql`coalesce(excluded.unionid, ${wechatIdentities.unionid})`,
        nickname: sql`case when excluded.nickname = '' then ${wechatIdentities.nickname} else excluded.nickname end`,
        avatarUrl: sql`coalesce(excluded.avatar_url, ${wechatIdentities.avatarUrl})`,
        seenAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('wechat identity not saved');
  return row;
}

export async function findIdentity(db: Db, openid: string): Promise<WechatIdentityRow | undefined> {
  const [row] = await db.select().from(wechatIdentities).where(eq(wechatIdentities.openid, openid));
  return row;
}

export async function findIdentityOfUser(
  db: Db,
  userId: number,
): Promise<WechatIdentityRow | undefined> {
  const [row] = await db.select().from(wechatIdentities).where(eq(wechatIdentities.userId, userId));
  return row;
}

/**
 * Binds an unbound openid to `userId`. False when the openid is bound meanwhile; the unique
 * index on user_id refuses a second WeChat for one account (a raced second bind).
 */
export async function bindIdentity(db: Db, openid: string, userId: number): Promise<boolean> {
  try {
    const rows = await db
      .update(wechatIdentities)
      .set({ userId, boundAt: new Date() })
      .where(and(eq(wechatIdentities.openid, openid), isNull(wechatIdentities.userId)))
      .returning({ openid: wechatIdentities.openid });
    return rows.length > 0;
  } catch {
    return false;
  }
}

export async function unbindUser(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .update(wechatIdentities)
    .set({ userId: null, boundAt: null })
    .where(eq(wechatIdentities.userId, userId))
    .returning({ openid: wechatIdentities.openid });
  return rows.length > 0;
}
