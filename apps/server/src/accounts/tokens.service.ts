import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { TOKEN_COOKIE_DAYS } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { sessions } from './accounts.schema';
import { randomToken, sha256 } from './secrets';

const DAY_MS = 86_400_000;
/** Spec §9: login token cookies last 30 days; the server session matches. */
export const SESSION_MS = TOKEN_COOKIE_DAYS * DAY_MS;
/** A session used after this long is renewed for another full period (sliding expiry). */
const RENEW_AFTER_MS = DAY_MS;

/** A signed-in session as requests see it. */
export interface AccountSession {
  userId: number;
  tokenHash: string;
  expiresAt: Date;
}

/** Opens a session for `userId`; the token is returned once and stored only hashed. */
export async function createSession(
  db: Db,
  userId: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_MS);
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, expiresAt });
  // Expired sessions are swept on each login instead of by a timer.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return { token, expiresAt };
}

/** The live session of `token`, renewed when it was last renewed over a day ago. */
export async function resolveSession(db: Db, token: string): Promise<AccountSession | undefined> {
  const tokenHash = sha256(token);
  const now = new Date();
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  const row = rows[0];
  if (!row) return undefined;
  let expiresAt = row.expiresAt;
  if (now.getTime() - row.renewedAt.getTime() > RENEW_AFTER_MS) {
    expiresAt = new Date(now.getTime() + SESSION_MS);
    await db
      .update(sessions)
      .set({ expiresAt, renewedAt: now })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { userId: row.userId, tokenHash, expiresAt };
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
