// Back-office menus (spec §3 "Admin entities", §7 `/adsb/menu/...`): a tree of submenus
// (menuType 0) and pages (menuType 1). A page's `permission` is what a role grants by holding
// the menu; `hidden` pages are routes a role may hold without a left-menu entry.
import { z } from 'zod';
import { displayTextSchema } from '../account-rules';
import { recordIdSchema } from '../ids';

export const MENU_TYPES = [0, 1] as const;
/** 0 submenu (a group in the left menu), 1 leaf (a page). */
export type MenuType = (typeof MENU_TYPES)[number];

/** A permission: `bms:<area>`, lower-case letters, digits, `:`, `-` and `_`. */
export const permissionNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]*(?::[a-z0-9_-]+)+$/, { error: 'validation.invalidFormat' })
  .max(64);

/** A web route of the back office (`/bms/...`). */
export const menuRouteSchema = z
  .string()
  .trim()
  .regex(/^\/bms(?:\/[A-Za-z0-9_-]+)*$/, { error: 'admin.routeInvalid' })
  .max(200);

/** One menu as the back office reads it; `children` only in trees. */
export interface MenuNode {
  menuId: number;
  menuName: string;
  permission: string | null;
  orderNum: number;
  parentId: number;
  menuType: MenuType;
  hidden: boolean;
  icon: string | null;
  route: string | null;
  /** True for entries declared by a server module (seeded at start; may be edited, not deleted). */
  builtIn: boolean;
  children?: MenuNode[];
}

export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    menuId: z.number().int(),
    menuName: z.string().describe('Name, or the i18n key of a built-in entry'),
    permission: z.string().nullable(),
    orderNum: z.number().int(),
    parentId: z.number().int().describe('0 at the top'),
    menuType: z.union([z.literal(0), z.literal(1)]),
    hidden: z.boolean(),
    icon: z.string().nullable(),
    route: z.string().nullable(),
    builtIn: z.boolean(),
    children: z.array(menuNodeSchema).optional(),
  }),
);

/** `GET /adsb/menu/tree` (the signed-in user's) and `/adsb/menu/tree/{id}` (0: the whole tree). */
export const menuTreeSchema = z.array(menuNodeSchema);

const menuFields = {
  menuName: displayTextSchema(50).pipe(z.string().min(1, { error: 'validation.nameBlank' })),
  permission: permissionNameSchema.nullable().default(null),
  orderNum: z.coerce.number().int().min(0).max(9999).default(0),
  parentId: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  menuType: z.union([z.literal(0), z.literal(1)]),
  hidden: z.boolean().default(false),
  icon: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, { error: 'validation.invalidFormat' })
    .nullable()
    .default(null),
  route: menuRouteSchema.nullable().default(null),
};

/** `POST /adsb/menu`: a new menu. */
export const menuCreateSchema = z.strictObject(menuFields);
export type MenuCreate = z.infer<typeof menuCreateSchema>;

/** `POST /adsb/menu/update`: every field of one menu. */
export const menuUpdateSchema = z.strictObject({ menuId: recordIdSchema, ...menuFields });
export type MenuUpdate = z.infer<typeof menuUpdateSchema>;
