import { asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { MenuCreate, MenuNode, MenuType } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { menus, roles } from './access.schema';

export type MenuRow = typeof menus.$inferSelect;

/** Every menu, in display order (order number, then id). */
export function allMenus(db: Db): Promise<MenuRow[]> {
  return db.select().from(menus).orderBy(asc(menus.orderNum), asc(menus.id));
}

export async function findMenu(db: Db, id: number): Promise<MenuRow | undefined> {
  const rows = await db.select().from(menus).where(eq(menus.id, id));
  return rows[0];
}

export async function insertMenu(db: Db, values: MenuCreate): Promise<MenuRow> {
  const rows = await db.insert(menus).values(menuValues(values)).returning();
  const row = rows[0];
  if (!row) throw new Error('insert returned no menu');
  return row;
}

export async function updateMenu(db: Db, id: number, values: MenuCreate): Promise<MenuRow> {
  const rows = await db.update(menus).set(menuValues(values)).where(eq(menus.id, id)).returning();
  const row = rows[0];
  if (!row) throw new Error('update returned no menu');
  return row;
}

/** Deletes a menu and takes it out of every role's list, in one transaction. */
export async function deleteMenu(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(menus).where(eq(menus.id, id));
    await tx
      .update(roles)
      .set({ menuIds: sql`array_remove(${roles.menuIds}, ${id})` })
      .where(sql`${id} = any(${roles.menuIds})`);
  });
}

/** Ids among `ids` that name a menu. */
export async function existingMenuIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: menus.id })
    .from(menus)
    .where(inArray(menus.id, [...ids]));
  return rows.map((row) => row.id);
}

/** Seed key → id of every seeded menu. */
export async function seededMenuIds(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: menus.id, key: menus.seedKey })
    .from(menus)
    .where(isNotNull(menus.seedKey));
  return new Map(rows.flatMap((row) => (row.key === null ? [] : [[row.key, row.id] as const])));
}

/** Inserts a seeded entry unless its key is already there (an administrator's edits stay). */
export async function insertSeededMenu(
  db: Db,
  key: string,
  values: Omit<typeof menus.$inferInsert, 'seedKey'>,
): Promise<void> {
  await db
    .insert(menus)
    .values({ ...values, seedKey: key })
    .onConflictDoNothing({ target: menus.seedKey });
}

function menuValues(values: MenuCreate) {
  return {
    name: values.menuName,
    permission: values.permission,
    orderNum: values.orderNum,
    parentId: values.parentId,
    menuType: values.menuType,
    hidden: values.hidden,
    icon: values.icon,
    // A submenu is a group, not a page: it has neither a route nor a permission of its own.
    route: values.menuType === 0 ? null : values.route,
  };
}

/** The presenter of one menu. */
export function presentMenu(row: MenuRow): MenuNode {
  return {
    menuId: row.id,
    menuName: row.name,
    permission: row.permission,
    orderNum: row.orderNum,
    parentId: row.parentId,
    menuType: (row.menuType === 0 ? 0 : 1) satisfies MenuType,
    hidden: row.hidden,
    icon: row.icon,
    route: row.route,
    builtIn: row.seedKey !== null,
  };
}
