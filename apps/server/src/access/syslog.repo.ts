import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import {
  fromChinaTime,
  parseCompactDate,
  type SyslogEntry,
  type SyslogOutcome,
  type SyslogQuery,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { adminActions } from './access.schema';

/** One row of the system log as it is written. */
export interface AdminActionEntry {
  userId: number | null;
  username: string | null;
  action: string;
  method: string;
  path: string;
  target: string | null;
  before: unknown;
  after: unknown;
  outcome: SyslogOutcome;
  status: number;
  address: string;
}

/** Appends one row; the table refuses any other change (trigger of migration 0007). */
export async function appendAdminAction(db: Db, entry: AdminActionEntry): Promise<void> {
  await db.insert(adminActions).values({
    ...entry,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const DAY_MS = 86_400_000;

/** Start of a yyyyMMdd day in China time (spec §7's dates are China days), as a Date. */
function chinaDayStart(compact: string): Date | undefined {
  const day = parseCompactDate(compact);
  return day === null ? undefined : new Date(fromChinaTime(day.getTime() / 1000) * 1000);
}

/** The log's filters (the list's query without its paging). */
export type SyslogFilter = Omit<SyslogQuery, 'page' | 'pageSize'>;

function syslogWhere(query: SyslogFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const from = query.startDate ? chinaDayStart(query.startDate) : undefined;
  const to = query.endDate ? chinaDayStart(query.endDate) : undefined;
  if (from) conditions.push(gte(adminActions.at, from));
  // Both days are included: up to the start of the day after endDate.
  if (to) conditions.push(lt(adminActions.at, new Date(to.getTime() + DAY_MS)));
  if (query.username) {
    conditions.push(ilike(adminActions.username, `${escapeLike(query.username)}%`));
  }
  if (query.action) conditions.push(ilike(adminActions.action, `${escapeLike(query.action)}%`));
  if (query.outcome) conditions.push(eq(adminActions.outcome, query.outcome));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export type AdminActionRow = typeof adminActions.$inferSelect;

/** Rows of the log matching `filter` whose id is below `before`, newest first (exports). */
export function adminActionsBefore(
  db: Db,
  filter: SyslogFilter,
  before: number | undefined,
  limit: number,
): Promise<AdminActionRow[]> {
  const where = syslogWhere(filter);
  return db
    .select()
    .from(adminActions)
    .where(before === undefined ? where : and(where, lt(adminActions.id, before)))
    .orderBy(desc(adminActions.id))
    .limit(limit);
}

export async function countAdminActions(db: Db, filter: SyslogFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(adminActions).where(syslogWhere(filter));
  return row?.total ?? 0;
}

/** One page of the log, newest first, with the total that match. */
export async function listAdminActions(
  db: Db,
  query: SyslogQuery,
): Promise<{ list: SyslogEntry[]; total: number }> {
  const where = syslogWhere(query);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(adminActions)
      .where(where)
      .orderBy(desc(adminActions.at), desc(adminActions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(adminActions).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      time: Math.floor(row.at.getTime() / 1000),
      userId: row.userId,
      username: row.username,
      action: row.action,
      method: row.method,
      path: row.path,
      target: row.target,
      before: row.before,
      after: row.after,
      outcome: row.outcome,
      status: row.status,
      address: row.address,
    })),
    total: totals[0]?.total ?? 0,
  };
}

/** `%` and `_` typed in a filter are literal characters, not patterns. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
