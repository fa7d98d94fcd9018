// The demo account: the simulator's virtual receivers are its devices, so `npm start` shows
// populated device pages (My devices, rankings, coverage) with real figures from the simulated
// sky. It is created at the simulator's start when missing. Nobody signs in to it unless the
// operator sets DEMO_PASSWORD: without one its password is a random secret, renewed at every
// start, and its sessions are ended. Devices the simulator registered as operator-owned before
// this account existed are handed over to it.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../accounts/accounts.schema';
import { hashPassword } from '../accounts/passwords';
import { insertUser } from '../accounts/users.repo';
import type { Db } from '../db/db';
import { normaliseFeederUuid } from '../devices/device.registry';
import { giveDevicesTo } from '../devices/my-devices.repo';

/** Its account name: a hyphen no registration accepts, so no user can already hold it. */
export const DEMO_USERNAME = 'skytrace-demo';

/** The demo account's id, created when missing; its password per DEMO_PASSWORD (see above). */
export async function ensureDemoAccount(db: Db, password: string | undefined): Promise<number> {
  const passwordHash = await hashPassword(password ?? crypto.randomBytes(32).toString('hex'));
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${DEMO_USERNAME}`);
  const existing = found[0];
  if (existing === undefined) {
    const user = await insertUser(db, { username: DEMO_USERNAME, passwordHash });
    return user.id;
  }
  await db.update(users).set({ passwordHash }).where(eq(users.id, existing.id));
  if (password === undefined) await db.delete(sessions).where(eq(sessions.userId, existing.id));
  return existing.id;
}

/** Makes the receivers announcing `uuids` the demo account's devices. */
export async function registerDemoReceivers(
  db: Db,
  registry: { loadRegistered(): Promise<void> },
  options: { password: string | undefined; uuids: readonly string[] },
): Promise<number> {
  const userId = await ensureDemoAccount(db, options.password);
  const keys = options.uuids.flatMap((uuid) => normaliseFeederUuid(uuid) ?? []);
  await giveDevicesTo(db, userId, keys);
  // Registered at once, before the receivers dial in (never refused by the unknown-feeder limits).
  await registry.loadRegistered();
  return userId;
}
