import { eq } from 'drizzle-orm';
import { HttpError } from '../http/errors';
import { realNameAuthentications } from './accounts.schema';
import type { AccountsContext } from './context';
import { seal, unseal } from './sealing';

export interface RealName {
  realName: string;
  idNumber: string;
}

/** Keeps the first character of a name and the ends of an id number; the rest is starred. */
export function maskRealName(data: RealName): RealName {
  const chars = Array.from(data.realName);
  const id = data.idNumber;
  return {
    realName: (chars[0] ?? '') + '*'.repeat(Math.max(chars.length - 1, 1)),
    idNumber:
      id.length > 7
        ? `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}`
        : '*'.repeat(id.length),
  };
}

/** What real-name data needs of the accounts' context (ID card recognition has only this). */
export type RealNameContext = Pick<AccountsContext, 'db' | 'authDataKey'>;

/** Stores real-name data encrypted; `replace` false fails when some exists (add vs update). */
export async function saveAuthentication(
  context: RealNameContext,
  userId: number,
  data: RealName,
  replace: boolean,
): Promise<void> {
  const existing = await context.db
    .select({ userId: realNameAuthentications.userId })
    .from(realNameAuthentications)
    .where(eq(realNameAuthentications.userId, userId));
  if (!replace && existing.length > 0) throw new HttpError(409, 'accounts.authenticationExists');
  if (replace && existing.length === 0) throw new HttpError(404, 'accounts.authenticationMissing');
  const sealed = seal(context.authDataKey, JSON.stringify(data));
  await context.db
    .insert(realNameAuthentications)
    .values({ userId, sealed, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: realNameAuthentications.userId,
      set: { sealed, updatedAt: new Date() },
    });
}

/** The user's real-name data, masked; null when none was submitted. */
export async function readAuthentication(context: RealNameContext, userId: number) {
  const [row] = await context.db
    .select()
    .from(realNameAuthentications)
    .where(eq(realNameAuthentications.userId, userId));
  if (!row) return null;
  const data = JSON.parse(unseal(context.authDataKey, row.sealed)) as RealName;
  return { ...maskRealName(data), updatedAt: Math.floor(row.updatedAt.getTime() / 1000) };
}
