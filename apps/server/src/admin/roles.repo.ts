import { asc, count, eq } from 'drizzle-orm';
import type { Role, RoleCreate } from '@skytrace/contracts';
import { roles } from '../access/access.schema';
import { users } from '../accounts/accounts.schema';
import type { Db } from '../db/db';

export type RoleRow = typeof roles.$inferSelect;

/** Every role with how many users hold it, oldest first. */
export async function allRoles(db: Db): Promise<Role[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(roles).orderBy(asc(roles.id)),
    db.select({ roleId: users.roleId, users: count() }).from(users).groupBy(users.roleId),
  ]);
  const byRole = new Map(counts.map((entry) => [entry.roleId, entry.users]));
  return rows.map((row) => presentRole(row, byRole.get(row.id) ?? 0));
}

export async function findRole(db: Db, id: number): Promise<RoleRow | undefined> {
  const rows = await db.select().from(roles).where(eq(roles.id, id));
  return rows[0];
}

export async function findRoleByCode(db: Db, code: string): Promise<RoleRow | undefined> {
  const rows = await db.select().from(roles).where(eq(roles.code, code));
  return rows[0];
}

export async function countRoleUsers(db: Db, id: number): Promise<number> {
  const rows = await db.select({ users: count() }).from(users).where(eq(users.roleId, id));
  return rows[0]?.users ?? 0;
}

function roleValues(values: RoleCreate) {
  return {
    name: values.roleName,
    description: values.roleDesc,
    status: values.roleStatus,
    code: values.roleCode,
    menuIds: [...new Set(values.menuIds)].sort((a, b) => a - b),
  };
}

export async function insertRole(db: Db, values: RoleCreate): Promise<RoleRow> {
  const rows = await db.insert(roles).values(roleValues(values)).returning();
  const row = rows[0];
  if (!row) throw new Error('insert returned no role');
  return row;
}

export async function updateRole(db: Db, id: number, values: RoleCreate): Promise<RoleRow> {
  const rows = await db.update(roles).set(roleValues(values)).where(eq(roles.id, id)).returning();
  const row = rows[0];
  if (!row) throw new Error('update returned no role');
  return row;
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.delete(roles).where(eq(roles.id, id));
}

/** The presenter of a role. */
export function presentRole(row: RoleRow, userCount: number): Role {
  return {
    roleId: row.id,
    roleName: row.name,
    roleDesc: row.description,
    roleStatus: row.status,
    roleCode: row.code,
    menuIds: row.menuIds,
    userCount,
  };
}
