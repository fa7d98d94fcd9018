// Queries of kit applications and fitting requests. State changes are conditional updates on
// the expected status, so two administrators (or an administrator and a withdrawing applicant)
// cannot both move the same row.
import { and, count, desc, eq, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { AdminApplicationQuery } from '@skytrace/contracts';
import { users } from '../accounts/accounts.schema';
import type { Db } from '../db/db';
import { fittingApplications, kitApplications } from './applications.schema';

export type ApplicationRow = typeof kitApplications.$inferSelect;
export type ApplicationInsert = typeof kitApplications.$inferInsert;
export type FittingRow = typeof fittingApplications.$inferSelect;
export type FittingInsert = typeof fittingApplications.$inferInsert;
type Table = typeof kitApplications | typeof fittingApplications;
type Filter = Omit<AdminApplicationQuery, 'pageNum' | 'pageSize'>;

function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function adminWhere(table: Table, filter: Filter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(table.status, filter.status));
  if (filter.searchText) {
    const pattern = contains(filter.searchText);
    const match = or(
      ilike(users.username, pattern),
      ilike(table.recipientName, pattern),
      ilike(table.phone, pattern),
      ilike(table.address, pattern),
    );
    if (match) conditions.push(match);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

// ---- kit applications ----

export async function applicationsOfUser(db: Db, userId: number): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(kitApplications)
    .where(eq(kitApplications.userId, userId))
    .orderBy(desc(kitApplications.id));
}

export async function applicationById(db: Db, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(kitApplications).where(eq(kitApplications.id, id));
  return row;
}

export async function insertApplication(
  db: Db,
  values: ApplicationInsert,
): Promise<ApplicationRow> {
  const [row] = await db.insert(kitApplications).values(values).returning();
  if (!row) throw new Error('application not inserted');
  return row;
}

export async function updateApplicationFrom(
  db: Db,
  id: number,
  from: readonly number[],
  values: Partial<ApplicationInsert>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(kitApplications)
    .set(values)
    .where(and(eq(kitApplications.id, id), inArray(kitApplications.status, [...from])))
    .returning();
  return row;
}

export async function deleteApplicationFrom(db: Db, id: number, from: number): Promise<boolean> {
  const rows = await db
    .delete(kitApplications)
    .where(and(eq(kitApplications.id, id), eq(kitApplications.status, from)))
    .returning({ id: kitApplications.id });
  return rows.length > 0;
}

export async function listApplications(
  db: Db,
  query: AdminApplicationQuery,
): Promise<{ rows: (ApplicationRow & { username: string })[]; total: number }> {
  const where = adminWhere(kitApplications, query);
  const rows = await db
    .select({ row: kitApplications, username: users.username })
    .from(kitApplications)
    .innerJoin(users, eq(users.id, kitApplications.userId))
    .where(where)
    .orderBy(desc(kitApplications.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(kitApplications)
    .innerJoin(users, eq(users.id, kitApplications.userId))
    .where(where);
  return { rows: rows.map((r) => ({ ...r.row, username: r.username })), total: total?.n ?? 0 };
}

/** True when the user has a kit that was approved or sent (fittings are for hosted kits). */
export async function hostsKit(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: kitApplications.id })
    .from(kitApplications)
    .where(and(eq(kitApplications.userId, userId), inArray(kitApplications.status, [1, 2])))
    .limit(1);
  return row !== undefined;
}

// ---- fittings ----

export async function fittingsOfUser(db: Db, userId: number): Promise<FittingRow[]> {
  return db
    .select()
    .from(fittingApplications)
    .where(eq(fittingApplications.userId, userId))
    .orderBy(desc(fittingApplications.id));
}

export async function fittingById(db: Db, id: number): Promise<FittingRow | undefined> {
  const [row] = await db.select().from(fittingApplications).where(eq(fittingApplications.id, id));
  return row;
}

export async function insertFitting(db: Db, values: FittingInsert): Promise<FittingRow> {
  const [row] = await db.insert(fittingApplications).values(values).returning();
  if (!row) throw new Error('fitting request not inserted');
  return row;
}

export async function updateFittingFrom(
  db: Db,
  id: number,
  from: readonly number[],
  values: Partial<FittingInsert>,
): Promise<FittingRow | undefined> {
  const [row] = await db
    .update(fittingApplications)
    .set(values)
    .where(and(eq(fittingApplications.id, id), inArray(fittingApplications.status, [...from])))
    .returning();
  return row;
}

export async function deleteFittingFrom(db: Db, id: number, from: number): Promise<boolean> {
  const rows = await db
    .delete(fittingApplications)
    .where(and(eq(fittingApplications.id, id), eq(fittingApplications.status, from)))
    .returning({ id: fittingApplications.id });
  return rows.length > 0;
}

export type AdminFittingRow = FittingRow & { username: string };

export async function listFittings(
  db: Db,
  query: AdminApplicationQuery,
): Promise<{ rows: AdminFittingRow[]; total: number }> {
  const where = adminWhere(fittingApplications, query);
  const rows = await db
    .select({ row: fittingApplications, username: users.username })
    .from(fittingApplications)
    .innerJoin(users, eq(users.id, fittingApplications.userId))
    .where(where)
    .orderBy(desc(fittingApplications.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(fittingApplications)
    .innerJoin(users, eq(users.id, fittingApplications.userId))
    .where(where);
  return { rows: rows.map((r) => ({ ...r.row, username: r.username })), total: total?.n ?? 0 };
}

export async function countFittings(db: Db, filter: Filter): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(fittingApplications)
    .innerJoin(users, eq(users.id, fittingApplications.userId))
    .where(adminWhere(fittingApplications, filter));
  return total?.n ?? 0;
}

export async function fittingsBefore(
  db: Db,
  filter: Filter,
  before: number | undefined,
  limit: number,
): Promise<AdminFittingRow[]> {
  const where = adminWhere(fittingApplications, filter);
  const rows = await db
    .select({ row: fittingApplications, username: users.username })
    .from(fittingApplications)
    .innerJoin(users, eq(users.id, fittingApplications.userId))
    .where(before === undefined ? where : and(where, lt(fittingApplications.id, before)))
    .orderBy(desc(fittingApplications.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.row, username: r.username }));
}

// ---- kit applications export (h17-rest) ----

export type AdminApplicationRow = ApplicationRow & { username: string };

export async function countApplications(db: Db, filter: Filter): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(kitApplications)
    .innerJoin(users, eq(users.id, kitApplications.userId))
    .where(adminWhere(kitApplications, filter));
  return total?.n ?? 0;
}

/** The list's rows with an id below `before`, newest first (the export's keyset walk). */
export async function applicationsBefore(
  db: Db,
  filter: Filter,
  before: number | undefined,
  limit: number,
): Promise<AdminApplicationRow[]> {
  const where = adminWhere(kitApplications, filter);
  const rows = await db
    .select({ row: kitApplications, username: users.username })
    .from(kitApplications)
    .innerJoin(users, eq(users.id, kitApplications.userId))
    .where(before === undefined ? where : and(where, lt(kitApplications.id, before)))
    .orderBy(desc(kitApplications.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.row, username: r.username }));
}
