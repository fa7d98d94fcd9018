// Queries of the scheduled jobs and their run logs.
import { and, asc, count, desc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db';
import { jobLogs, jobs } from './jobs.schema';

export type JobRow = typeof jobs.$inferSelect;
export type JobLogRow = typeof jobLogs.$inferSelect;
export type JobInsert = typeof jobs.$inferInsert;

/** `%text%` for ILIKE with the pattern characters escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listJobs(
  db: Db,
  filter: { searchText?: string; status?: 'active' | 'paused'; limit: number; offset: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.searchText) {
    const pattern = containsPattern(filter.searchText);
    const match = or(ilike(jobs.name, pattern), ilike(jobs.handler, pattern));
    if (match) conditions.push(match);
  }
  if (filter.status) conditions.push(eq(jobs.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.system), asc(jobs.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(jobs).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function allJobs(db: Db): Promise<JobRow[]> {
  return db.select().from(jobs).orderBy(asc(jobs.id));
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function findJobByName(db: Db, name: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(sql`lower(${jobs.name}) = lower(${name})`);
  return row;
}

export async function insertJob(db: Db, values: JobInsert): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
  if (!row) throw new Error('job insert returned no row');
  return row;
}

/** A built-in job's row, created on first start; an admin's changes to it are kept. */
export async function ensureSystemJob(
  db: Db,
  values: { name: string; handler: string; cron: string },
): Promise<void> {
  await db
    .insert(jobs)
    .values({ ...values, system: true })
    .onConflictDoNothing();
}

export async function updateJob(
  db: Db,
  id: number,
  values: Partial<Pick<JobInsert, 'name' | 'cron' | 'params' | 'description' | 'status'>>,
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning();
  return row;
}

export async function deleteJob(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
  return deleted.length > 0;
}

/**
 * Claims one firing of a cluster-scoped job: true for the one process whose update moved
 * `last_fired_at` to `slot`. The row lock makes a concurrent second claim re-read the row and
 * find the slot taken (READ COMMITTED), so each slot runs once.
 */
export async function claimFiring(db: Db, id: number, slot: Date): Promise<boolean> {
  const claimed = await db
    .update(jobs)
    .set({ lastFiredAt: slot })
    .where(
      and(
        eq(jobs.id, id),
        eq(jobs.status, 'active'),
        or(isNull(jobs.lastFiredAt), lt(jobs.lastFiredAt, slot)),
      ),
    )
    .returning({ id: jobs.id });
  return claimed.length > 0;
}

/** The newest change to any job definition (other processes poll it). */
export async function jobsVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ at: sql<string>`coalesce(max(${jobs.updatedAt})::text, '')`, n: count() })
    .from(jobs);
  return `${row?.at ?? ''}/${row?.n ?? 0}`;
}

export async function startLog(
  db: Db,
  values: { jobId: number; jobName: string; trigger: 'schedule' | 'manual'; node: string },
): Promise<number> {
  const startedAt = new Date();
  const [row] = await db
    .insert(jobLogs)
    .values({ ...values, startedAt, outcome: 'running' })
    .returning({ id: jobLogs.id });
  await db
    .update(jobs)
    .set({ lastRunAt: startedAt, lastOutcome: 'running' })
    .where(eq(jobs.id, values.jobId));
  if (!row) throw new Error('job log insert returned no row');
  return row.id;
}

export async function endLog(
  db: Db,
  logId: number,
  jobId: number,
  outcome: 'success' | 'failure',
  message: string,
): Promise<void> {
  await db
    .update(jobLogs)
    .set({ endedAt: new Date(), outcome, message: message.slice(0, 2000) })
    .where(eq(jobLogs.id, logId));
  await db.update(jobs).set({ lastOutcome: outcome }).where(eq(jobs.id, jobId));
}

/** The filters of the job-log list and its export. */
export interface JobLogFilter {
  searchText?: string;
  jobId?: number;
  outcome?: 'running' | 'success' | 'failure';
}

export function jobLogWhere(filter: JobLogFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.searchText) {
    const pattern = containsPattern(filter.searchText);
    const match = or(ilike(jobLogs.jobName, pattern), ilike(jobLogs.message, pattern));
    if (match) conditions.push(match);
  }
  if (filter.jobId !== undefined) conditions.push(eq(jobLogs.jobId, filter.jobId));
  if (filter.outcome) conditions.push(eq(jobLogs.outcome, filter.outcome));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const LOG_ORDER = {
  startedAt: jobLogs.startedAt,
  endedAt: jobLogs.endedAt,
  jobName: jobLogs.jobName,
} as const;

export async function listJobLogs(
  db: Db,
  filter: JobLogFilter & {
    orderBy?: keyof typeof LOG_ORDER;
    orderType?: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
): Promise<{ rows: JobLogRow[]; total: number }> {
  const where = jobLogWhere(filter);
  const column = LOG_ORDER[filter.orderBy ?? 'startedAt'];
  const direction = filter.orderType === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(jobLogs)
    .where(where)
    .orderBy(direction(column), direction(jobLogs.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows, total: await countJobLogs(db, filter) };
}

export async function countJobLogs(db: Db, filter: JobLogFilter): Promise<number> {
  const [total] = await db.select({ n: count() }).from(jobLogs).where(jobLogWhere(filter));
  return total?.n ?? 0;
}

/** One keyset page of logs, newest first, below `beforeId` (exports walk the whole list). */
export async function jobLogsBefore(
  db: Db,
  filter: JobLogFilter,
  beforeId: number | undefined,
  limit: number,
): Promise<JobLogRow[]> {
  const where = jobLogWhere(filter);
  const below = beforeId === undefined ? undefined : lt(jobLogs.id, beforeId);
  return db
    .select()
    .from(jobLogs)
    .where(where && below ? and(where, below) : (where ?? below))
    .orderBy(desc(jobLogs.id))
    .limit(limit);
}

/** Drops run logs that started before `before`; answers how many went. */
export async function deleteLogsBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(jobLogs)
    .where(lt(jobLogs.startedAt, before))
    .returning({ id: jobLogs.id });
  return deleted.length;
}
