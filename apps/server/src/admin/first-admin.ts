import { eq, sql } from 'drizzle-orm';
import {
  ADMIN_ROLE_CODE,
  isMessageKey,
  translateMessage,
  usernameSchema,
} from '@skytrace/contracts';
import { roles } from '../access/access.schema';
import { users } from '../accounts/accounts.schema';
import { requireStrongPassword } from '../accounts/password-policy';
import { hashPassword } from '../accounts/passwords';
import { insertUser } from '../accounts/users.repo';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { ensureAdminRole } from './seed';

/** Why an administrator could not be made, in words for the command line and the log. */
export class AdministratorError extends Error {}

async function adminRoleId(db: Db): Promise<number> {
  await ensureAdminRole(db);
  const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, ADMIN_ROLE_CODE));
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the administrator role is missing');
  return id;
}

/** True when some enabled user holds the administrator role. */
export async function hasAdministrator(db: Db): Promise<boolean> {
  const id = await adminRoleId(db);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.roleId} = ${id} and ${users.status} = 'enabled'`)
    .limit(1);
  return rows.length > 0;
}

/**
 * Makes `username` an administrator with `password` (the house's password rules apply): a new
 * account, or an existing one given the administrator role, enabled, and the new password.
 */
export async function createAdministrator(
  db: Db,
  account: { username: string; password: string },
): Promise<{ userId: number; created: boolean }> {
  const parsed = usernameSchema.safeParse(account.username);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? '';
    throw new AdministratorError(
      `username: ${isMessageKey(key) ? translateMessage('en', key) : key || 'invalid'}`,
    );
  }
  const username = parsed.data;
  try {
    requireStrongPassword(account.password, { username });
  } catch (error) {
    if (error instanceof HttpError) {
      throw new AdministratorError(`password: ${translateMessage('en', error.messageKey)}`);
    }
    throw error;
  }
  const roleId = await adminRoleId(db);
  const passwordHash = await hashPassword(account.password);
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  const existing = found[0];
  if (existing) {
    await db
      .update(users)
      .set({ roleId, status: 'enabled', passwordHash })
      .where(eq(users.id, existing.id));
    return { userId: existing.id, created: false };
  }
  const user = await insertUser(db, { username, passwordHash, roleId });
  return { userId: user.id, created: true };
}

interface Logger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * ADMIN_USERNAME / ADMIN_PASSWORD at a start that finds no administrator: made once, ignored
 * afterwards (a later change of the variables does not touch accounts).
 */
export async function ensureFirstAdministrator(
  db: Db,
  account: { username: string; password: string } | undefined,
  logger: Logger,
): Promise<void> {
  if (!account || (await hasAdministrator(db))) return;
  try {
    const { userId } = await createAdministrator(db, account);
    logger.info({ userId, username: account.username }, 'first administrator created');
  } catch (error) {
    if (!(error instanceof AdministratorError)) throw error;
    logger.error({ reason: error.message }, 'ADMIN_USERNAME/ADMIN_PASSWORD refused');
  }
}
