// Queries of the activity calendar: what touches a range of days, the back office's page, edits.
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { Activity, ActivityKind } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { activities } from './activities.schema';

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityFields = Omit<typeof activities.$inferInsert, 'id' | 'updatedAt'>;

/** A stored activity as the API shows it. */
export function presentActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    titleEn: row.titleEn,
    startDate: row.startDate,
    endDate: row.endDate,
    place: row.place,
    description: row.description,
    signUpUrl: row.signUpUrl,
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** Activities with a day in `from`..`to` (inclusive), soonest first. */
export function activitiesBetween(
  db: Db,
  from: string,
  to: string,
  kind?: ActivityKind,
): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(
      and(
        lte(activities.startDate, to),
        gte(activities.endDate, from),
        kind ? eq(activities.kind, kind) : undefined,
      ),
    )
    .orderBy(activities.startDate, activities.id)
    .limit(500);
}

/** One page of every activity, latest start first (the back office's table). */
export async function pageActivities(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ rows: ActivityRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(activities)
      .orderBy(desc(activities.startDate), desc(activities.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(activities),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findActivity(db: Db, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  return row;
}

export async function insertActivity(db: Db, fields: ActivityFields): Promise<ActivityRow> {
  const [row] = await db.insert(activities).values(fields).returning();
  if (!row) throw new Error('activity insert returned no row');
  return row;
}

export async function updateActivity(
  db: Db,
  id: number,
  fields: ActivityFields,
): Promise<ActivityRow | undefined> {
  const [row] = await db
    .update(activities)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(activities.id, id))
    .returning();
  return row;
}

export async function deleteActivity(db: Db, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db.delete(activities).where(eq(activities.id, id)).returning();
  return row;
}
