// Follows, push subscriptions and alert rules in the database. Every call that reads or changes
// one user's rows takes the user id, so a user reaches only their own rows.
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FollowKind } from '@skytrace/contracts';
import { users } from '../accounts/accounts.schema';
import type { Db } from '../db/db';
import { alertRules, follows, pushSubscriptions } from './follow.schema';

export type FollowRow = typeof follows.$inferSelect;
export type AlertRuleRow = typeof alertRules.$inferSelect;
export type NewAlertRule = Omit<typeof alertRules.$inferInsert, 'id' | 'createdAt'>;

export interface FollowKey {
  kind: FollowKind;
  fnum: string;
  flightDate: string;
  registration: string;
  icao: string;
}

export async function countFollows(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.userId, userId));
  return row?.n ?? 0;
}

export async function findFollow(db: Db, userId: number, key: FollowKey) {
  const [row] = await db
    .select()
    .from(follows)
    .where(
      and(
        eq(follows.userId, userId),
        eq(follows.kind, key.kind),
        eq(follows.fnum, key.fnum),
        eq(follows.flightDate, key.flightDate),
        eq(follows.registration, key.registration),
        eq(follows.icao, key.icao),
      ),
    );
  return row;
}

export async function insertFollow(db: Db, userId: number, key: FollowKey): Promise<FollowRow> {
  const [row] = await db
    .insert(follows)
    .values({ userId, ...key })
    .returning();
  if (!row) throw new Error('follow insert returned nothing');
  return row;
}

export async function followById(db: Db, id: number): Promise<FollowRow | undefined> {
  const [row] = await db.select().from(follows).where(eq(follows.id, id));
  return row;
}

export async function deleteFollowRow(db: Db, id: number, userId: number): Promise<void> {
  await db.delete(follows).where(and(eq(follows.id, id), eq(follows.userId, userId)));
}

export async function pageFollows(db: Db, userId: number, page: number, size: number) {
  const rows = await db
    .select()
    .from(follows)
    .where(eq(follows.userId, userId))
    .orderBy(desc(follows.createdAt), desc(follows.id))
    .limit(size)
    .offset((page - 1) * size);
  return { rows, total: await countFollows(db, userId) };
}

/** Who follows this flight (number on one of `dates`) or this airframe. */
export async function followersOf(
  db: Db,
  target: { fnum: string | null; dates: string[]; icao: string; registration: string | null },
): Promise<number[]> {
  const conditions = [and(eq(follows.kind, 'aircraft'), eq(follows.icao, target.icao))];
  if (target.registration)
    conditions.push(
      and(eq(follows.kind, 'aircraft'), eq(follows.registration, target.registration)),
    );
  if (target.fnum && target.dates.length > 0)
    conditions.push(
      and(
        eq(follows.kind, 'flight'),
        eq(follows.fnum, target.fnum),
        inArray(follows.flightDate, target.dates),
      ),
    );
  const rows = await db
    .selectDistinct({ userId: follows.userId })
    .from(follows)
    .where(or(...conditions));
  return rows.map((row) => row.userId);
}

/** The users' languages (zh when they never chose). */
export async function languagesOf(db: Db, userIds: number[]): Promise<Map<number, 'zh' | 'en'>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.language]));
}

export async function subscriptionsOf(db: Db, userId: number) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** Saves a browser's subscription for `userId` (an endpoint moves to whoever subscribes it). */
export async function upsertSubscription(
  db: Db,
  userId: number,
  value: { endpoint: string; p256dh: string; auth: string },
  maxPerUser: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, ...value })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: value.p256dh, auth: value.auth, createdAt: sql`now()` },
      });
    // The oldest browsers go when a user holds more than the limit.
    const rows = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .offset(maxPerUser);
    if (rows.length > 0)
      await tx.delete(pushSubscriptions).where(
        inArray(
          pushSubscriptions.id,
          rows.map((row) => row.id),
        ),
      );
  });
}

export async function deleteSubscription(db: Db, userId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteSubscriptionById(db: Db, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function rulesOf(db: Db, userId: number): Promise<AlertRuleRow[]> {
  return db.select().from(alertRules).where(eq(alertRules.userId, userId)).orderBy(alertRules.id);
}

export async function enabledRules(db: Db): Promise<AlertRuleRow[]> {
  return db.select().from(alertRules).where(eq(alertRules.enabled, true));
}

export async function ruleById(db: Db, id: number): Promise<AlertRuleRow | undefined> {
  const [row] = await db.select().from(alertRules).where(eq(alertRules.id, id));
  return row;
}

export async function insertRule(db: Db, rule: NewAlertRule): Promise<AlertRuleRow> {
  const [row] = await db.insert(alertRules).values(rule).returning();
  if (!row) throw new Error('rule insert returned nothing');
  return row;
}

export async function updateRule(db: Db, id: number, rule: NewAlertRule): Promise<AlertRuleRow> {
  const [row] = await db
    .update(alertRules)
    .set(rule)
    .where(and(eq(alertRules.id, id), eq(alertRules.userId, rule.userId)))
    .returning();
  if (!row) throw new Error('rule update returned nothing');
  return row;
}

export async function deleteRule(db: Db, id: number, userId: number): Promise<void> {
  await db.delete(alertRules).where(and(eq(alertRules.id, id), eq(alertRules.userId, userId)));
}

export async function countRules(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alertRules)
    .where(eq(alertRules.userId, userId));
  return row?.n ?? 0;
}
