import { translateMessage } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import type { Mailer, SmsProvider } from './mail/mailer';
import { storeSecret } from './one-time.repo';
import { randomDigits } from './secrets';
import type { UserRow } from './users.repo';

/** An administrator's reset code stays valid this long: the user may not read mail at once. */
export const ADMIN_RESET_TTL_HOURS = 24;

/** `a***@example.com`, `138****5678`: enough for the administrator to know where it went. */
export function maskContact(contact: string): string {
  const at = contact.indexOf('@');
  if (at > 0) return `${contact.slice(0, 1)}***${contact.slice(at)}`;
  return contact.length > 7 ? `${contact.slice(0, 3)}****${contact.slice(-4)}` : '****';
}

/**
 * Starts a password reset for `user` on an administrator's behalf: a code of the forgotten-
 * password flow goes to the user's email (else phone), so the user picks the new password and
 * nobody else ever sees one. The current password keeps working until the user resets it.
 */
export async function sendAdminPasswordReset(
  channels: { db: Db; mailer: Mailer; sms: SmsProvider },
  user: UserRow,
): Promise<{ channel: 'email' | 'phone'; sentTo: string }> {
  const target = user.email ?? user.phone;
  if (!target) throw new HttpError(400, 'admin.noContact');
  const code = randomDigits(6);
  // The same kind of code the "forgot password" page checks (auth.service resetForgottenPassword).
  await storeSecret(channels.db, 'code:forget', target, code, ADMIN_RESET_TTL_HOURS * 3_600_000);
  const values = { code, hours: ADMIN_RESET_TTL_HOURS, username: user.username };
  if (user.email) {
    await channels.mailer.send({
      to: user.email,
      subject: translateMessage(user.language, 'admin.mailResetSubject'),
      text: translateMessage(user.language, 'admin.mailResetBody', values),
    });
    return { channel: 'email', sentTo: maskContact(user.email) };
  }
  await channels.sms.send(target, translateMessage(user.language, 'admin.smsResetBody', values));
  return { channel: 'phone', sentTo: maskContact(target) };
}
