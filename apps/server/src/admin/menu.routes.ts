import {
  ADSB_PATHS,
  envelopeSchema,
  langQuerySchema,
  menuCreateSchema,
  menuNodeSchema,
  menuTreeSchema,
  menuUpdateSchema,
  recordIdSchema,
} from '@skytrace/contracts';
import { z } from 'zod';
import { recordAdminAction } from '../access/admin-scope';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { BACK_OFFICE, requireUser } from '../http/guards';
import type { App } from '../http/types';
import { changeMenu, createMenu, menuTreeBelow, removeMenu, userMenuTree } from './menus.service';
import { MENU_PERMISSION, ROLE_PERMISSION } from './permissions';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** `/adsb/menu/...` (spec §7): the user's menu, the whole tree, and its changes. */
export function registerMenuRoutes(admin: App, db: Db): void {
  admin.get(
    ADSB_PATHS.menuTreeMine,
    {
      config: { permission: BACK_OFFICE },
      schema: {
        summary: "The signed-in user's back-office menu",
        tags,
        security,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(menuTreeSchema) },
      },
    },
    async (request) => ok(request, await userMenuTree(db, requireUser(request).menuIds ?? [])),
  );
  admin.get(
    ADSB_PATHS.menuTree,
    {
      // Roles are given menus from this tree, so the role page reads it too.
      config: { permission: [MENU_PERMISSION, ROLE_PERMISSION] },
      schema: {
        summary: 'The menu tree below a menu (0: all menus)',
        tags,
        security,
        params: z.object({ id: z.coerce.number().int().min(0).max(2_147_483_647) }),
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(menuTreeSchema) },
      },
    },
    async (request) => ok(request, await menuTreeBelow(db, request.params.id)),
  );
  admin.post(
    ADSB_PATHS.menuCreate,
    {
      config: { permission: MENU_PERMISSION, action: 'menu.create' },
      schema: {
        summary: 'Add a menu',
        tags,
        security,
        querystring: langQuerySchema,
        body: menuCreateSchema,
        response: { 200: envelopeSchema(menuNodeSchema) },
      },
    },
    async (request) => {
      const menu = await createMenu(db, request.body);
      recordAdminAction(request, { target: `menu ${menu.menuId}`, after: menu });
      return ok(request, menu);
    },
  );
  admin.post(
    ADSB_PATHS.menuUpdate,
    {
      config: { permission: MENU_PERMISSION, action: 'menu.update' },
      schema: {
        summary: 'Change a menu',
        tags,
        security,
        querystring: langQuerySchema,
        body: menuUpdateSchema,
        response: { 200: envelopeSchema(menuNodeSchema) },
      },
    },
    async (request) => {
      recordAdminAction(request, { target: `menu ${request.body.menuId}` });
      const { before, after } = await changeMenu(db, request.body);
      recordAdminAction(request, { before, after });
      return ok(request, after);
    },
  );
  admin.post(
    ADSB_PATHS.menuDelete,
    {
      config: { permission: MENU_PERMISSION, action: 'menu.delete' },
      schema: {
        summary: 'Delete a menu (administrator-made, without entries below it)',
        tags,
        security,
        params: z.object({ id: recordIdSchema }),
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      recordAdminAction(request, { target: `menu ${request.params.id}` });
      const before = await removeMenu(db, request.params.id);
      recordAdminAction(request, { before });
      return ok(request, null);
    },
  );
}
