import { eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { accountCounters } from './accounts.schema';

/**
 * Adds one to the counter `key` and returns the new count. A counter whose window has passed
 * starts again at 1 with a new window of `windowMs`.
 */
export async function bumpCounter(db: Db, key: string, windowMs: number): Promise<number> {
  const expiresAt = new Date(Date.now() + windowMs);
  const rows = await db
    .insert(accountCounters)
    .values({ key, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: accountCounters.key,
      set: {
        count: sql`case when ${accountCounters.expiresAt} < now() then 1 else ${accountCounters.count} + 1 end`,
        expiresAt: sql`case when ${accountCounters.expiresAt} < now() then ${expiresAt.toISOString()}::timestamptz else ${accountCounters.expiresAt} end`,
      },
    })
    .returning({ count: accountCounters.count });
  return rows[0]?.count ?? 1;
}

/** The current count of `key` and when its window ends (0 and null when none is running). */
export async function readCounter(
  db: Db,
  key: string,
): Promise<{ count: number; expiresAt: Date | null }> {
  const rows = await db.select().from(accountCounters).where(eq(accountCounters.key, key));
  const row = rows[0];
  if (!row || row.expiresAt.getTime() < Date.now()) return { count: 0, expiresAt: null };
  return { count: row.count, expiresAt: row.expiresAt };
}

/** Forgets the counter `key` (a successful login clears the account's failures). */
export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(accountCounters).where(eq(accountCounters.key, key));
}

/** Sets `key` to run until `until` (a waiting time: a login delay). */
export async function holdCounter(db: Db, key: string, until: Date): Promise<void> {
  await db
    .insert(accountCounters)
    .values({ key, count: 1, expiresAt: until })
    .onConflictDoUpdate({ target: accountCounters.key, set: { count: 1, expiresAt: until } });
}

/** Forgets every counter whose key starts with `prefix` (all addresses of one account). */
export async function clearCountersWithPrefix(db: Db, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  await db.delete(accountCounters).where(like(accountCounters.key, pattern));
}
