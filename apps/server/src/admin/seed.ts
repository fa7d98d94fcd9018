import { ADMIN_ROLE_CODE } from '@skytrace/contracts';
import { roles } from '../access/access.schema';
import { insertSeededMenu, seededMenuIds } from '../access/menus.repo';
import type { Db } from '../db/db';
import type { ModuleMenuEntry, ModulePermission } from '../modules/define-module';

interface Logger {
  warn(object: object, message: string): void;
}

/** Inserts the administrator role when it is missing (it holds every menu by its code). */
export async function ensureAdminRole(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values({ name: 'Administrator', description: '', code: ADMIN_ROLE_CODE })
    .onConflictDoNothing({ target: roles.code });
}

/**
 * Seeds the back office at start from what the modules declare: each menu entry whose key is
 * missing is inserted under its parent (parents first), existing ones are left as an
 * administrator edited them, and the administrator role is made when missing.
 */
export async function seedBackOffice(
  db: Db,
  modules: readonly {
    menu: readonly ModuleMenuEntry[];
    permissions: readonly ModulePermission[];
  }[],
  logger: Logger,
): Promise<void> {
  const declared = new Set(modules.flatMap((module) => module.permissions.map((p) => p.name)));
  let pending = modules.flatMap((module) => module.menu);
  const ids = await seededMenuIds(db);
  // Each round places the entries whose parent is in place; a missing parent stops the loop.
  while (pending.length > 0) {
    const ready = pending.filter((entry) => entry.parent === undefined || ids.has(entry.parent));
    if (ready.length === 0) {
      logger.warn({ keys: pending.map((entry) => entry.key) }, 'menu entries without a parent');
      break;
    }
    for (const entry of ready) {
      if (entry.permission !== undefined && !declared.has(entry.permission)) {
        logger.warn({ key: entry.key, permission: entry.permission }, 'menu permission undeclared');
      }
      if (ids.has(entry.key)) continue;
      await insertSeededMenu(db, entry.key, {
        name: entry.label,
        permission: entry.permission ?? null,
        orderNum: entry.order ?? 0,
        parentId: entry.parent === undefined ? 0 : (ids.get(entry.parent) ?? 0),
        menuType: entry.route === undefined ? 0 : 1,
        hidden: entry.hidden ?? false,
        icon: entry.icon ?? null,
        route: entry.route ?? null,
      });
    }
    const placed = await seededMenuIds(db);
    for (const [key, id] of placed) ids.set(key, id);
    pending = pending.filter((entry) => !ready.includes(entry));
  }
  await ensureAdminRole(db);
}
