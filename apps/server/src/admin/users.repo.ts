import { and, asc, count, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUserListQuery, UserStatus } from '@skytrace/contracts';
import { roles } from '../access/access.schema';
import { escapeLike } from '../access/syslog.repo';
import { users } from '../accounts/accounts.schema';
import type { Db } from '../db/db';

const columns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  truename: users.truename,
  email: users.email,
  phone: users.phone,
  role: users.roleId,
  roleName: roles.name,
  status: users.status,
  createdAt: users.createdAt,
};

/** A listed row: the user's fields and, from the left join, the role's name. */
type Listed = Omit<AdminUser, 'createdAt'> & { createdAt: Date };

function present(row: Listed): AdminUser {
  return { ...row, createdAt: Math.floor(row.createdAt.getTime() / 1000) };
}

/** The user list's filters (its query without the paging). */
export type AdminUserFilter = Omit<AdminUserListQuery, 'page' | 'pageSize'>;

function userWhere(query: AdminUserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    const keyword = or(
      ilike(users.username, pattern),
      ilike(users.nickname, pattern),
      ilike(users.email, pattern),
      ilike(users.phone, pattern),
    );
    if (keyword) conditions.push(keyword);
  }
  if (query.role !== undefined) {
    conditions.push(query.role === 0 ? isNull(users.roleId) : eq(users.roleId, query.role));
  }
  if (query.status) conditions.push(eq(users.status, query.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A user row as the export writes it. */
export type ListedUser = Listed;

/** Users matching `filter` with an id above `after`, oldest first (exports). */
export function usersAfter(
  db: Db,
  filter: AdminUserFilter,
  after: number | undefined,
  limit: number,
): Promise<ListedUser[]> {
  const where = userWhere(filter);
  return db
    .select(columns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(after === undefined ? where : and(where, gt(users.id, after)))
    .orderBy(asc(users.id))
    .limit(limit);
}

export async function countUsers(db: Db, filter: AdminUserFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(userWhere(filter));
  return row?.total ?? 0;
}

/** One page of users matching the filters, oldest first, with the total. */
export async function listUsers(
  db: Db,
  query: AdminUserListQuery,
): Promise<{ list: AdminUser[]; total: number }> {
  const where = userWhere(query);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { list: rows.map(present), total: totals[0]?.total ?? 0 };
}

/** One user as the back office shows it. */
export async function findAdminUser(db: Db, id: number): Promise<AdminUser | undefined> {
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  const row = rows[0];
  return row ? present(row) : undefined;
}

/** Up to 20 users whose username starts with `prefix` (case-blind). */
export async function searchUsernames(
  db: Db,
  prefix: string,
): Promise<{ id: number; username: string }[]> {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) like ${`${escapeLike(prefix.toLowerCase())}%`}`)
    .orderBy(asc(users.username))
    .limit(20);
}

export async function setUserAccess(
  db: Db,
  id: number,
  values: { roleId: number | null; status: UserStatus },
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}
