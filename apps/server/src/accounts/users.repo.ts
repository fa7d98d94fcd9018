import { eq, sql } from 'drizzle-orm';
import { emailSchema, phoneSchema } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { devices } from '../devices/devices.schema';
import { users } from './accounts.schema';

/** A stored user row. */
export type UserRow = typeof users.$inferSelect;

/** What a typed login identifier is, read from its shape alone. */
export type IdentifierKind = 'email' | 'phone' | 'username';

/** Emails have an '@', phones match the phone format, anything else is a username. */
export function identifierKind(identifier: string): IdentifierKind {
  if (identifier.includes('@')) return 'email';
  return phoneSchema.safeParse(identifier).success ? 'phone' : 'username';
}

/** Email addresses are stored lower-case; phones and usernames as typed (trimmed). */
export function normaliseIdentifier(identifier: string): string {
  const trimmed = identifier.trim();
  return identifierKind(trimmed) === 'email' ? trimmed.toLowerCase() : trimmed;
}

async function findBy(db: Db, kind: IdentifierKind, value: string): Promise<UserRow | undefined> {
  const condition =
    kind === 'username'
      ? sql`lower(${users.username}) = ${value.toLowerCase()}`
      : eq(kind === 'email' ? users.email : users.phone, value);
  // Each column is unique (usernames case-blind), so at most one row matches.
  const rows = await db.select().from(users).where(condition).limit(1);
  return rows[0];
}

/**
 * The account a login identifier names, decided by its kind, never by trying every column: an
 * email matches only emails; a phone-shaped identifier matches the account with that phone and,
 * only when no account has it, an older account whose username is those digits (usernames need
 * a letter since issue 13, so no new collision can arise); anything else matches usernames.
 */
export async function findUserForLogin(db: Db, identifier: string): Promise<UserRow | undefined> {
  const value = normaliseIdentifier(identifier);
  const kind = identifierKind(value);
  if (kind === 'email' && !emailSchema.safeParse(value).success) return undefined;
  const user = await findBy(db, kind, value);
  if (user || kind !== 'phone') return user;
  return findBy(db, 'username', value);
}

/** The user with this id. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0];
}

/** Which unique field a value would collide with. */
export type UniqueField = 'username' | 'email' | 'phone' | 'nickname';

/** True when no user holds `value` in `field` (usernames and nicknames compare case-blind). */
export async function isAvailable(db: Db, field: UniqueField, value: string): Promise<boolean> {
  const column = users[field];
  const condition =
    field === 'username' || field === 'nickname'
      ? sql`lower(${column}) = ${value.toLowerCase()}`
      : eq(column, field === 'email' ? value.toLowerCase() : value);
  const rows = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return rows.length === 0;
}

/** Stores a new user and returns it. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const rows = await db.insert(users).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert returned no user');
  return row;
}

/** Changes some fields of a user. */
export async function updateUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Ids of the receiver devices this user owns. */
export async function ownedDeviceIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ devId: devices.devId })
    .from(devices)
    .where(eq(devices.ownerUserId, userId))
    .orderBy(devices.devId);
  return rows.map((row) => row.devId);
}

/**
 * Spec §3 `isApplyFitting`: whether the user has a fitting request under way — waiting for
 * approval (0) or approved and not yet sent (1). The table belongs to applications/, which sits
 * above accounts (its schema references users), so it is named here, not imported.
 */
export async function hasFittingUnderWay(db: Db, userId: number): Promise<boolean> {
  const result: unknown = await db.execute(
    sql`select exists(select 1 from fitting_applications
      where user_id = ${userId} and status in (0, 1)) as under_way`,
  );
  // Both drivers answer { rows } (PGlite and node-postgres); the Db type leaves it unknown.
  const [row] = (result as { rows: { under_way: boolean }[] }).rows;
  return row?.under_way === true;
}

/** The user whose email or phone is `target` (codes are never matched against usernames). */
export async function findUserByContact(db: Db, target: string): Promise<UserRow | undefined> {
  return findBy(db, target.includes('@') ? 'email' : 'phone', target);
}
