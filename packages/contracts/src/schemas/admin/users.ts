// Back-office user management (spec §6, §7 `/adsb/user/...`): a user has one role (or none) and a
// status; a disabled user's tokens stop working at once.
import { z } from 'zod';
import { recordIdSchema } from '../ids';
import { adminPageQuery, adminPageSchema } from './paging';

export const USER_STATUSES = ['enabled', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  truename: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.number().int().nullable().describe('roleId'),
  roleName: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  createdAt: z.number().int().describe('Seconds'),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `GET /adsb/user/list`: paged, filtered by name (any of username, nickname, email, phone). */
export const adminUserListQuerySchema = z.object({
  ...adminPageQuery,
  keyword: z.string().trim().max(100).optional(),
  role: z.coerce.number().int().min(0).max(2_147_483_647).optional().describe('0: no role'),
  status: z.enum(USER_STATUSES).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
export const adminUserPageSchema = adminPageSchema(adminUserSchema);

/** `GET /adsb/user/search {username}`: up to 20 users whose username starts with the text. */
export const adminUserSearchQuerySchema = z.object({
  username: z.string().trim().min(1, { error: 'validation.accountBlank' }).max(50),
});
export const adminUserHitSchema = z.object({ id: z.number().int(), username: z.string() });
export const adminUserHitsSchema = z.array(adminUserHitSchema);

/** `POST /adsb/user/update {id, role, status}`; `role` null takes the role away. */
export const adminUserUpdateSchema = z.strictObject({
  id: recordIdSchema,
  role: recordIdSchema.nullable(),
  status: z.enum(USER_STATUSES),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/** `POST /adsb/user/resetPassword/{userId}`: where the reset code went (never a password). */
export const adminPasswordResetSchema = z.object({
  channel: z.enum(['email', 'phone']),
  /** The address, masked. */
  sentTo: z.string(),
});
