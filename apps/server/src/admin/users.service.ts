import type { AdminUser, AdminUserUpdate } from '@skytrace/contracts';
import { sendAdminPasswordReset } from '../accounts/admin-reset.service';
import type { Mailer, SmsProvider } from '../accounts/mail/mailer';
import { revokeOtherSessions } from '../accounts/tokens.service';
import { findUserById } from '../accounts/users.repo';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { findRole } from './roles.repo';
import { findAdminUser, setUserAccess } from './users.repo';

async function existing(db: Db, id: number): Promise<AdminUser> {
  const user = await findAdminUser(db, id);
  if (!user) throw new HttpError(404, 'admin.userUnknown');
  return user;
}

/**
 * Gives a user a role (or none) and a status. An administrator cannot change their own (no one
 * locks themselves out by a slip); disabling ends the user's sessions as well, so a later
 * re-enable does not bring old tokens back.
 */
export async function changeUserAccess(
  db: Db,
  actingUserId: number,
  change: AdminUserUpdate,
): Promise<{ before: AdminUser; after: AdminUser }> {
  const before = await existing(db, change.id);
  if (
    change.id === actingUserId &&
    (change.role !== before.role || change.status !== before.status)
  ) {
    throw new HttpError(400, 'admin.ownAccountLocked');
  }
  if (change.role !== null && !(await findRole(db, change.role))) {
    throw new HttpError(400, 'admin.roleUnknown');
  }
  await setUserAccess(db, change.id, { roleId: change.role, status: change.status });
  if (change.status === 'disabled') await revokeOtherSessions(db, change.id);
  return { before, after: await existing(db, change.id) };
}

/** Sends the user a reset code of the forgotten-password flow; see sendAdminPasswordReset. */
export async function resetUserPassword(
  channels: { db: Db; mailer: Mailer; sms: SmsProvider },
  userId: number,
): Promise<{ user: AdminUser; channel: 'email' | 'phone'; sentTo: string }> {
  const row = await findUserById(channels.db, userId);
  if (!row) throw new HttpError(404, 'admin.userUnknown');
  const sent = await sendAdminPasswordReset(channels, row);
  return { user: await existing(channels.db, userId), ...sent };
}
