import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import { TOKEN_COOKIE_DAYS } from '@skytrace/contracts';
import type { Db } from '../db/db';
import type { RequestSession } from '../http/guards';
import { roles } from '../access/access.schema';
import { sessions, users } from './accounts.schema';
import { grantedMenuIds, grantedPermissions } from './grants';
import { randomToken, sha256 } from './secrets';

const DAY_MS = 86_400_000;
/** Spec §9: login token cookies last 30 days; a session unused that long ends (idle timeout). */
export const SESSION_MS = TOKEN_COOKIE_DAYS * DAY_MS;
/** However often it is used, a session ends this long after its login (ASVS V7.3.2). */
export const SESSION_ABSOLUTE_MS = TOKEN_COOKIE_DAYS * DAY_MS;
/** A session used after this long is renewed for another full period (sliding expiry). */
const RENEW_AFTER_MS = DAY_MS;

/** A signed-in session as requests see it. */
export type AccountSession = RequestSession;

/** Opens a session for `userId`; the token is returned once and stored only hashed. */
export async function createSession(
  db: Db,
  userId: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const now = Date.now();
  const expiresAt = new Date(now + Math.min(SESSION_MS, SESSION_ABSOLUTE_MS));
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, expiresAt });
  // Expired sessions are swept on each login instead of by a timer.
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(now)),
        lt(sessions.createdAt, new Date(now - SESSION_ABSOLUTE_MS)),
      ),
    );
  return { token, expiresAt };
}

/**
 * The live session of `token`, renewed when it was last renewed over a day ago, but never past
 * its absolute end (login + SESSION_ABSOLUTE_MS): a stolen token cannot be kept alive by use.
 */
export async function resolveSession(db: Db, token: string): Promise<AccountSession | undefined> {
  const tokenHash = sha256(token);
  const now = new Date();
  const loggedInAfter = new Date(now.getTime() - SESSION_ABSOLUTE_MS);
  // The user's status and role are read with the session on every request (no cache), so
  // disabling a user, a role or a menu takes effect on the next request.
  const rows = await db
    .select({
      userId: sessions.userId,
      username: users.username,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      renewedAt: sessions.renewedAt,
      permissions: grantedPermissions(),
      menuIds: grantedMenuIds(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, loggedInAfter),
        eq(users.status, 'enabled'),
      ),
    );
  const row = rows[0];
  if (!row) return undefined;
  let expiresAt = row.expiresAt;
  if (now.getTime() - row.renewedAt.getTime() > RENEW_AFTER_MS) {
    const absoluteEnd = row.createdAt.getTime() + SESSION_ABSOLUTE_MS;
    expiresAt = new Date(Math.min(now.getTime() + SESSION_MS, absoluteEnd));
    await db
      .update(sessions)
      .set({ expiresAt, renewedAt: now })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    userId: row.userId,
    username: row.username,
    tokenHash,
    expiresAt,
    permissions: new Set(row.permissions),
    menuIds: row.menuIds,
  };
}

/**
 * The token hashes of `userId`'s sessions that resolveSession would accept now: a cluster sends a
 * user's notices to the socket rooms of these sessions only (realtime/user-sockets.ts).
 */
export async function liveSessionHashes(db: Db, userId: number): Promise<string[]> {
  const now = new Date();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
        eq(users.status, 'enabled'),
      ),
    );
  return rows.map((row) => row.tokenHash);
}

/** Ends one session (logout). */
export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user but `keepTokenHash` (after a password change or reset). */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)),
    );
}
