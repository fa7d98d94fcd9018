import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { devices } from '../devices/devices.schema';
import { users } from './accounts.schema';

/** A stored user row. */
export type UserRow = typeof users.$inferSelect;

/** The user whose username (any case), email or phone is `identifier`. */
export async function findUserByIdentifier(
  db: Db,
  identifier: string,
): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${identifier.toLowerCase()}`,
        eq(users.email, identifier.toLowerCase()),
        eq(users.phone, identifier),
      ),
    )
    .limit(1);
  return rows[0];
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

/** The user whose email or phone is `target` (codes are never matched against usernames). */
export async function findUserByContact(db: Db, target: string): Promise<UserRow | undefined> {
  const column = target.includes('@') ? users.email : users.phone;
  const rows = await db.select().from(users).where(eq(column, target)).limit(1);
  return rows[0];
}
