import { ADMIN_ROLE_CODE, type Role, type RoleCreate, type RoleUpdate } from '@skytrace/contracts';
import { existingMenuIds } from '../access/menus.repo';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import {
  countRoleUsers,
  deleteRole,
  findRole,
  findRoleByCode,
  insertRole,
  presentRole,
  updateRole,
  type RoleRow,
} from './roles.repo';

async function existing(db: Db, id: number): Promise<RoleRow> {
  const row = await findRole(db, id);
  if (!row) throw new HttpError(404, 'admin.roleUnknown');
  return row;
}

/** Refuses a code another role holds, and menus that do not exist (nothing is half-saved). */
async function checkRole(db: Db, values: RoleCreate, roleId?: number): Promise<void> {
  const holder = await findRoleByCode(db, values.roleCode);
  if (holder && holder.id !== roleId) throw new HttpError(409, 'admin.roleCodeInUse');
  const unique = [...new Set(values.menuIds)];
  if ((await existingMenuIds(db, unique)).length !== unique.length) {
    throw new HttpError(400, 'admin.menuUnknown');
  }
}

export async function createRole(db: Db, values: RoleCreate): Promise<Role> {
  await checkRole(db, values);
  return presentRole(await insertRole(db, values), 0);
}

/**
 * Changes a role. The administrator role keeps its code and stays enabled (it holds every menu
 * whatever its list says), so nobody can lock every administrator out.
 */
export async function changeRole(
  db: Db,
  values: RoleUpdate,
): Promise<{ before: Role; after: Role }> {
  const row = await existing(db, values.roleId);
  const users = await countRoleUsers(db, row.id);
  if (
    row.code === ADMIN_ROLE_CODE &&
    (values.roleCode !== ADMIN_ROLE_CODE || values.roleStatus !== 'enabled')
  ) {
    throw new HttpError(400, 'admin.adminRoleLocked');
  }
  await checkRole(db, values, row.id);
  const { roleId, ...fields } = values;
  return {
    before: presentRole(row, users),
    after: presentRole(await updateRole(db, roleId, fields), users),
  };
}

/** Deletes a role nobody holds; never the administrator role. */
export async function removeRole(db: Db, id: number): Promise<Role> {
  const row = await existing(db, id);
  if (row.code === ADMIN_ROLE_CODE) throw new HttpError(400, 'admin.adminRoleLocked');
  const users = await countRoleUsers(db, id);
  if (users > 0) throw new HttpError(409, 'admin.roleInUse', { count: users });
  await deleteRole(db, id);
  return presentRole(row, 0);
}
