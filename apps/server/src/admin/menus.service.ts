import type { MenuCreate, MenuNode, MenuUpdate } from '@skytrace/contracts';
import { buildMenuTree, descendantsOf, withAncestors } from '../access/menu-tree';
import {
  allMenus,
  deleteMenu,
  findMenu,
  insertMenu,
  presentMenu,
  updateMenu,
  type MenuRow,
} from '../access/menus.repo';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';

async function menuNodes(db: Db): Promise<MenuNode[]> {
  return (await allMenus(db)).map(presentMenu);
}

/** `GET /adsb/menu/tree`: the menus the user's role holds, with the submenus above them. */
export async function userMenuTree(db: Db, menuIds: readonly number[]): Promise<MenuNode[]> {
  const nodes = await menuNodes(db);
  const visible = withAncestors(nodes, menuIds);
  return buildMenuTree(nodes.filter((node) => visible.has(node.menuId)));
}

/** `GET /adsb/menu/tree/{id}`: the tree below menu `id` (0: the whole tree). */
export async function menuTreeBelow(db: Db, id: number): Promise<MenuNode[]> {
  const nodes = await menuNodes(db);
  if (id !== 0 && !nodes.some((node) => node.menuId === id)) {
    throw new HttpError(404, 'admin.menuUnknown');
  }
  return buildMenuTree(nodes, id);
}

/** A parent must be 0 or an existing submenu that is not the menu itself or below it. */
async function checkParent(db: Db, parentId: number, menuId?: number): Promise<void> {
  if (parentId === 0) return;
  const nodes = await menuNodes(db);
  const parent = nodes.find((node) => node.menuId === parentId);
  const below = menuId === undefined ? new Set<number>() : descendantsOf(nodes, menuId);
  if (!parent || parent.menuType !== 0 || below.has(parentId)) {
    throw new HttpError(400, 'admin.menuParentInvalid');
  }
}

async function existing(db: Db, id: number): Promise<MenuRow> {
  const row = await findMenu(db, id);
  if (!row) throw new HttpError(404, 'admin.menuUnknown');
  return row;
}

export async function createMenu(db: Db, values: MenuCreate): Promise<MenuNode> {
  await checkParent(db, values.parentId);
  return presentMenu(await insertMenu(db, values));
}

/** Changes every field of a menu; returns it before and after. */
export async function changeMenu(
  db: Db,
  values: MenuUpdate,
): Promise<{ before: MenuNode; after: MenuNode }> {
  const before = presentMenu(await existing(db, values.menuId));
  await checkParent(db, values.parentId, values.menuId);
  const { menuId, ...fields } = values;
  return { before, after: presentMenu(await updateMenu(db, menuId, fields)) };
}

/** Deletes an empty, administrator-made menu; built-in entries can only be hidden. */
export async function removeMenu(db: Db, id: number): Promise<MenuNode> {
  const row = await existing(db, id);
  if (row.seedKey !== null) throw new HttpError(400, 'admin.menuBuiltIn');
  const nodes = await menuNodes(db);
  if (nodes.some((node) => node.parentId === id)) throw new HttpError(400, 'admin.menuHasChildren');
  await deleteMenu(db, id);
  return presentMenu(row);
}
