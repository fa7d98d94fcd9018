// Queries of the feedback table: a user's own rows, the back office's filtered page, replies.
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { FeedbackStatus } from '@skytrace/contracts';
import { users } from '../accounts/accounts.schema';
import type { Db } from '../db/db';
import { feedback } from './feedback.schema';

export type FeedbackRow = typeof feedback.$inferSelect;
export type AdminFeedbackRow = FeedbackRow & { username: string };

export async function insertFeedback(
  db: Db,
  values: typeof feedback.$inferInsert,
): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  if (!row) throw new Error('feedback insert returned no row');
  return row;
}

/** How many pieces `userId` sent since `since` (the hourly limit). */
export async function countSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(feedback)
    .where(and(eq(feedback.userId, userId), gte(feedback.createdAt, since)));
  return row?.total ?? 0;
}

/** The user's latest feedback, newest first. */
export function listMine(db: Db, userId: number, limit: number): Promise<FeedbackRow[]> {
  return db
    .select()
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}

/** Marks the user's replies read: one of theirs, or all; answers how many changed. */
export async function markRead(db: Db, userId: number, id?: number): Promise<number> {
  const rows = await db
    .update(feedback)
    .set({ replyRead: true })
    .where(
      and(
        eq(feedback.userId, userId),
        eq(feedback.replyRead, false),
        id === undefined ? undefined : eq(feedback.id, id),
      ),
    )
    .returning({ id: feedback.id });
  return rows.length;
}

export interface FeedbackFilter {
  status?: FeedbackStatus;
  q?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/** One page of the back office's list, newest first, with the author's name. */
export async function pageFeedback(
  db: Db,
  filter: FeedbackFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: AdminFeedbackRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(feedback.status, filter.status) : undefined,
    filter.from ? gte(feedback.createdAt, filter.from) : undefined,
    filter.to ? lt(feedback.createdAt, filter.to) : undefined,
  ];
  if (filter.q) {
    // Escape LIKE's wildcards so a search for "50%" finds that text.
    const needle = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(feedback.text, needle),
        ilike(feedback.contact, needle),
        ilike(users.username, needle),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ row: feedback, username: users.username })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ row, username }) => ({ ...row, username })),
    total: totals[0]?.total ?? 0,
  };
}

export async function findFeedback(db: Db, id: number): Promise<AdminFeedbackRow | undefined> {
  const [found] = await db
    .select({ row: feedback, username: users.username })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id));
  return found ? { ...found.row, username: found.username } : undefined;
}

export async function updateFeedback(
  db: Db,
  id: number,
  change: Partial<typeof feedback.$inferInsert>,
): Promise<void> {
  await db.update(feedback).set(change).where(eq(feedback.id, id));
}
