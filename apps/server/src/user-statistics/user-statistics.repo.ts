// Sign-ups (users.created_at) and active users (user_active_days) per China day.
import { and, count, countDistinct, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { users } from '../accounts/accounts.schema';
import { userActiveDays } from './user-statistics.schema';

/** Marks `userId` active on `day` (`yyyy-MM-dd`, China time); once per user and day. */
export async function markActive(db: Db, userId: number, day: string): Promise<void> {
  await db.insert(userActiveDays).values({ userId, day }).onConflictDoNothing();
}

/** Counts per day (`yyyyMMdd`) between two instants, and the range's totals. */
export async function readUserStatistics(
  db: Db,
  range: { from: Date; to: Date; fromDay: string; toDay: string },
): Promise<{
  signUps: Map<string, number>;
  active: Map<string, number>;
  users: number;
  activeUsers: number;
}> {
  const chinaDay = sql<string>`to_char(${users.createdAt} at time zone 'Asia/Shanghai', 'YYYYMMDD')`;
  const signUpRows = await db
    .select({ day: chinaDay, n: count() })
    .from(users)
    .where(and(gte(users.createdAt, range.from), lt(users.createdAt, range.to)))
    .groupBy(chinaDay);
  const activeDay = sql<string>`to_char(${userActiveDays.day}, 'YYYYMMDD')`;
  const inRange = and(
    gte(userActiveDays.day, range.fromDay),
    sql`${userActiveDays.day} <= ${range.toDay}`,
  );
  const activeRows = await db
    .select({ day: activeDay, n: count() })
    .from(userActiveDays)
    .where(inRange)
    .groupBy(activeDay);
  const [distinct] = await db
    .select({ n: countDistinct(userActiveDays.userId) })
    .from(userActiveDays)
    .where(inRange);
  const [all] = await db.select({ n: count() }).from(users);
  return {
    signUps: new Map(signUpRows.map((row) => [row.day, row.n])),
    active: new Map(activeRows.map((row) => [row.day, row.n])),
    users: all?.n ?? 0,
    activeUsers: distinct?.n ?? 0,
  };
}
