// Back-office roles (spec §3 "Admin entities", §4 role status, §7 `/adsb/role/...`). A role grants
// the permissions of the menus it holds; a user has one role. The role whose code is `admin`
// holds every menu, always, and cannot be disabled or deleted (nobody can lock the house).
import { z } from 'zod';
import { displayTextSchema } from '../account-rules';
import { recordIdSchema } from '../ids';

export const ROLE_STATUSES = ['enabled', 'disabled'] as const;
export type RoleStatus = (typeof ROLE_STATUSES)[number];
/** Code of the built-in administrator role. */
export const ADMIN_ROLE_CODE = 'admin';

export const roleSchema = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  roleDesc: z.string(),
  roleStatus: z.enum(ROLE_STATUSES),
  roleCode: z.string(),
  menuIds: z.array(z.number().int()),
  /** Users holding it. */
  userCount: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

/** `GET /adsb/role/all`. */
export const roleListSchema = z.array(roleSchema);

const roleFields = {
  roleName: displayTextSchema(50).pipe(z.string().min(1, { error: 'validation.nameBlank' })),
  roleDesc: displayTextSchema(200).default(''),
  roleStatus: z.enum(ROLE_STATUSES).default('enabled'),
  roleCode: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_-]{1,31}$/, { error: 'admin.roleCodeInvalid' }),
  menuIds: z.array(recordIdSchema).max(500).default([]),
};

/** `POST /adsb/role`. */
export const roleCreateSchema = z.strictObject(roleFields);
export type RoleCreate = z.infer<typeof roleCreateSchema>;

/** `POST /adsb/role/update`. */
export const roleUpdateSchema = z.strictObject({ roleId: recordIdSchema, ...roleFields });
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;
