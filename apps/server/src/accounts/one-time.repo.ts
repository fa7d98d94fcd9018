import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { oneTimeSecrets } from './accounts.schema';
import { hashesEqual, sha256 } from './secrets';

/** Wrong guesses allowed against one secret before it is burnt. */
const MAX_ATTEMPTS = 5;

/** Stores a new secret for (kind, target), replacing any older one. */
export async function storeSecret(
  db: Db,
  kind: string,
  target: string,
  secret: string,
  ttlMs: number,
): Promise<void> {
  await db
    .delete(oneTimeSecrets)
    .where(
      sql`(${oneTimeSecrets.kind} = ${kind} and ${oneTimeSecrets.target} = ${target}) or ${oneTimeSecrets.expiresAt} < now()`,
    );
  await db.insert(oneTimeSecrets).values({
    kind,
    target,
    secretHash: sha256(secret),
    expiresAt: new Date(Date.now() + ttlMs),
  });
}

/**
 * Checks `secret` against the stored one in constant time. A match consumes it; a miss counts
 * an attempt and burns the secret after five, so a six-digit code cannot be brute-forced.
 */
export async function consumeSecret(
  db: Db,
  kind: string,
  target: string,
  secret: string,
  options: { consume?: boolean } = {},
): Promise<boolean> {
  const where = and(eq(oneTimeSecrets.kind, kind), eq(oneTimeSecrets.target, target));
  const rows = await db
    .select()
    .from(oneTimeSecrets)
    .where(where)
    .orderBy(desc(oneTimeSecrets.id))
    .limit(1);
  const row = rows[0];
  if (!row || row.expiresAt.getTime() < Date.now()) return false;
  if (hashesEqual(row.secretHash, sha256(secret))) {
    if (options.consume ?? true) await db.delete(oneTimeSecrets).where(where);
    return true;
  }
  if (row.attempts + 1 >= MAX_ATTEMPTS) await db.delete(oneTimeSecrets).where(where);
  else
    await db
      .update(oneTimeSecrets)
      .set({ attempts: row.attempts + 1 })
      .where(eq(oneTimeSecrets.id, row.id));
  return false;
}

/** Removes expired secrets. */
export async function sweepSecrets(db: Db): Promise<void> {
  await db.delete(oneTimeSecrets).where(lt(oneTimeSecrets.expiresAt, new Date()));
}
