import type { Db } from '../db/db';
import {
  bumpCounter,
  clearCounter,
  clearCountersWithPrefix,
  holdCounter,
  readCounter,
} from './counters.repo';

// Failed logins slow the one who fails, not the account's owner. Failures are counted per
// account (the resolved user, so its username, email and phone share one budget) and per
// client address together: after a few, that address needs a captcha for that account; after
// a few more, each try from it waits 1 s, 2 s, 4 s … up to 15 minutes. Nothing ever locks the
// account itself, so the owner with the right password (and a captcha) gets in from any other
// address however long someone else keeps failing. Unknown names are counted the same way, so
// the answers do not tell which accounts exist.

/** Spec §9: the login error count is kept 7 days. */
const FAILURE_WINDOW_MS = 7 * 86_400_000;
/** Failures of one address against one account before it needs a captcha (spec §9: 3). */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures of one address against one account before each further try waits. */
export const DELAY_AFTER_FAILURES = 5;
/** The longest wait between tries (OWASP's usual lockout length, but for one address only). */
export const MAX_DELAY_MS = 15 * 60_000;
/** Failures against one account from all addresses before every address needs a captcha. */
export const ACCOUNT_CAPTCHA_AFTER_FAILURES = 10;
/** Failed logins from one address per hour, any accounts, before it is refused outright. */
export const ADDRESS_FAILURES_PER_HOUR = 30;

/** The account a login attempt is about: a user id, or the unknown name as typed. */
export function loginAccountKey(userId: number | undefined, identifier: string): string {
  return userId === undefined ? `name:${identifier.toLowerCase()}` : `user:${userId}`;
}

const pairKey = (account: string, address: string) => `login-pair:${account}|${address}`;
const waitKey = (account: string, address: string) => `login-wait:${account}|${address}`;
const accountKey = (account: string) => `login-account:${account}`;
const addressKey = (address: string) => `login-address:${address}`;

/** Whether a login attempt may be checked now, and what it must carry. */
export type LoginGate =
  | { kind: 'open'; needCaptcha: boolean }
  | { kind: 'wait'; seconds: number }
  | { kind: 'addressBlocked' };

/** The wait of this address for the wait's end `until` (1 s at least, so it reads as a wait). */
function secondsUntil(until: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
}

/** Reads the limits for one attempt of `address` at `account`. */
export async function readLoginGate(db: Db, account: string, address: string): Promise<LoginGate> {
  if ((await readCounter(db, addressKey(address))).count >= ADDRESS_FAILURES_PER_HOUR) {
    return { kind: 'addressBlocked' };
  }
  const wait = await readCounter(db, waitKey(account, address));
  if (wait.count > 0 && wait.expiresAt)
    return { kind: 'wait', seconds: secondsUntil(wait.expiresAt) };
  const pair = (await readCounter(db, pairKey(account, address))).count;
  const total = (await readCounter(db, accountKey(account))).count;
  return {
    kind: 'open',
    needCaptcha: pair >= CAPTCHA_AFTER_FAILURES || total >= ACCOUNT_CAPTCHA_AFTER_FAILURES,
  };
}

/** The wait after the `failures`-th failure of one address at one account, in ms (0: none). */
export function delayAfter(failures: number): number {
  if (failures < DELAY_AFTER_FAILURES) return 0;
  const exponent = Math.min(failures - DELAY_AFTER_FAILURES, 20);
  return Math.min(1000 * 2 ** exponent, MAX_DELAY_MS);
}

/** Counts a failed attempt; answers whether the next one needs a captcha. */
export async function recordLoginFailure(
  db: Db,
  account: string,
  address: string,
): Promise<{ needCaptcha: boolean }> {
  const pair = await bumpCounter(db, pairKey(account, address), FAILURE_WINDOW_MS);
  const total = await bumpCounter(db, accountKey(account), FAILURE_WINDOW_MS);
  await bumpCounter(db, addressKey(address), 3_600_000);
  const delay = delayAfter(pair);
  if (delay > 0) await holdCounter(db, waitKey(account, address), new Date(Date.now() + delay));
  return {
    needCaptcha: pair >= CAPTCHA_AFTER_FAILURES || total >= ACCOUNT_CAPTCHA_AFTER_FAILURES,
  };
}

/** A successful login forgets this address's failures at the account and the account's total. */
export async function recordLoginSuccess(db: Db, account: string, address: string): Promise<void> {
  await clearCounter(db, pairKey(account, address));
  await clearCounter(db, waitKey(account, address));
  await clearCounter(db, accountKey(account));
}

/** A password reset proves the owner: every address's failures at the account are forgotten. */
export async function clearLoginFailures(db: Db, account: string): Promise<void> {
  await clearCountersWithPrefix(db, `login-pair:${account}|`);
  await clearCountersWithPrefix(db, `login-wait:${account}|`);
  await clearCounter(db, accountKey(account));
}
