import {
  ADSB_PATHS,
  envelopeSchema,
  langQuerySchema,
  recordIdSchema,
  roleCreateSchema,
  roleListSchema,
  roleSchema,
  roleUpdateSchema,
} from '@skytrace/contracts';
import { z } from 'zod';
import { recordAdminAction } from '../access/admin-scope';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { ROLE_PERMISSION, USER_PERMISSION } from './permissions';
import { allRoles } from './roles.repo';
import { changeRole, createRole, removeRole } from './roles.service';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** `/adsb/role/...` (spec §7): roles with their menus. */
export function registerRoleRoutes(admin: App, db: Db): void {
  admin.get(
    ADSB_PATHS.roleAll,
    {
      // The user page offers these roles, so it reads them too.
      config: { permission: [ROLE_PERMISSION, USER_PERMISSION] },
      schema: {
        summary: 'Every role',
        tags,
        security,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(roleListSchema) },
      },
    },
    async (request) => ok(request, await allRoles(db)),
  );
  admin.post(
    ADSB_PATHS.roleCreate,
    {
      config: { permission: ROLE_PERMISSION, action: 'role.create' },
      schema: {
        summary: 'Add a role with its menus',
        tags,
        security,
        querystring: langQuerySchema,
        body: roleCreateSchema,
        response: { 200: envelopeSchema(roleSchema) },
      },
    },
    async (request) => {
      const role = await createRole(db, request.body);
      recordAdminAction(request, { target: `role ${role.roleId} (${role.roleCode})`, after: role });
      return ok(request, role);
    },
  );
  admin.post(
    ADSB_PATHS.roleUpdate,
    {
      config: { permission: ROLE_PERMISSION, action: 'role.update' },
      schema: {
        summary: 'Change a role and its menus',
        tags,
        security,
        querystring: langQuerySchema,
        body: roleUpdateSchema,
        response: { 200: envelopeSchema(roleSchema) },
      },
    },
    async (request) => {
      recordAdminAction(request, { target: `role ${request.body.roleId}` });
      const { before, after } = await changeRole(db, request.body);
      recordAdminAction(request, {
        target: `role ${after.roleId} (${after.roleCode})`,
        before,
        after,
      });
      return ok(request, after);
    },
  );
  admin.post(
    ADSB_PATHS.roleDelete,
    {
      config: { permission: ROLE_PERMISSION, action: 'role.delete' },
      schema: {
        summary: 'Delete a role nobody holds',
        tags,
        security,
        params: z.object({ id: recordIdSchema }),
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      recordAdminAction(request, { target: `role ${request.params.id}` });
      const before = await removeRole(db, request.params.id);
      recordAdminAction(request, { target: `role ${before.roleId} (${before.roleCode})`, before });
      return ok(request, null);
    },
  );
}
