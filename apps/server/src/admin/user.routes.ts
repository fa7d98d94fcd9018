import {
  ADSB_PATHS,
  adminPasswordResetSchema,
  adminUserHitsSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUserSearchQuerySchema,
  adminUserUpdateSchema,
  envelopeSchema,
  langQuerySchema,
  recordIdSchema,
} from '@skytrace/contracts';
import { z } from 'zod';
import { recordAdminAction } from '../access/admin-scope';
import type { Mailer, SmsProvider } from '../accounts/mail/mailer';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { requireUser } from '../http/guards';
import type { App } from '../http/types';
import { USER_PERMISSION } from './permissions';
import { listUsers, searchUsernames } from './users.repo';
import { changeUserAccess, resetUserPassword } from './users.service';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** `/adsb/user/...` (spec §7): the user list, search, role and status, password reset. */
export function registerAdminUserRoutes(
  admin: App,
  channels: { db: Db; mailer: Mailer; sms: SmsProvider },
): void {
  const { db } = channels;
  admin.get(
    ADSB_PATHS.userList,
    {
      config: { permission: USER_PERMISSION },
      schema: {
        summary: 'Users, paged and filtered',
        tags,
        security,
        querystring: adminUserListQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(adminUserPageSchema) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return ok(request, { ...(await listUsers(db, request.query)), page, pageSize });
    },
  );
  admin.get(
    ADSB_PATHS.userSearch,
    {
      config: { permission: USER_PERMISSION },
      schema: {
        summary: 'Users whose username starts with the text',
        tags,
        security,
        querystring: adminUserSearchQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(adminUserHitsSchema) },
      },
    },
    async (request) => ok(request, await searchUsernames(db, request.query.username)),
  );
  admin.post(
    ADSB_PATHS.userUpdate,
    {
      config: { permission: USER_PERMISSION, action: 'user.update' },
      schema: {
        summary: "Set a user's role and status",
        tags,
        security,
        querystring: langQuerySchema,
        body: adminUserUpdateSchema,
        response: { 200: envelopeSchema(adminUserSchema) },
      },
    },
    async (request) => {
      recordAdminAction(request, { target: `user ${request.body.id}` });
      const session = requireUser(request);
      const { before, after } = await changeUserAccess(db, session.userId, request.body);
      recordAdminAction(request, {
        target: `user ${after.id} (${after.username})`,
        before: { role: before.role, roleName: before.roleName, status: before.status },
        after: { role: after.role, roleName: after.roleName, status: after.status },
      });
      return ok(request, after);
    },
  );
  admin.post(
    ADSB_PATHS.userResetPassword,
    {
      config: { permission: USER_PERMISSION, action: 'user.resetPassword' },
      schema: {
        summary: 'Send a user a password-reset code (never a password)',
        tags,
        security,
        params: z.object({ userId: recordIdSchema }),
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(adminPasswordResetSchema) },
      },
    },
    async (request) => {
      recordAdminAction(request, { target: `user ${request.params.userId}` });
      const { user, channel, sentTo } = await resetUserPassword(channels, request.params.userId);
      recordAdminAction(request, {
        target: `user ${user.id} (${user.username})`,
        after: { channel, sentTo },
      });
      return ok(request, { channel, sentTo });
    },
  );
}
