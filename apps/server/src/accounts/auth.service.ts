import type { Language, LoginRequest, LoginResult, MessageKey } from '@skytrace/contracts';
import { emailSchema, phoneSchema } from '@skytrace/contracts';
import { HttpError } from '../http/errors';
import { verifyCaptcha } from './captcha.service';
import { requireCode } from './codes.service';
import type { AccountsContext } from './context';
import { bumpCounter, clearCounter, readCounter } from './counters.repo';
import { hashPassword, verifyPassword } from './passwords';
import { revokeOtherSessions } from './tokens.service';
import { setPassword } from './user.service';
import {
  findUserByContact,
  findUserByIdentifier,
  insertUser,
  isAvailable,
  type UserRow,
} from './users.repo';
import { createSession } from './tokens.service';

/** Spec §9: the login error count is kept 7 days. */
const FAILURE_WINDOW_MS = 7 * 86_400_000;
/** Failures after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures after which the account is locked for LOCK_MS. */
export const LOCK_AFTER_FAILURES = 10;
const LOCK_MS = 15 * 60_000;
/** Failed logins from one address per hour before it is refused outright. */
export const ADDRESS_FAILURES_PER_HOUR = 30;

/** How a login attempt ended. */
export type LoginOutcome =
  | { ok: true; result: LoginResult }
  | {
      ok: false;
      status: 400 | 429;
      key: MessageKey;
      values?: Record<string, number>;
      needCaptcha: boolean;
    };

/** Email addresses are stored lower-case; phones as typed (already validated). */
export function normaliseTarget(identifier: string): string {
  return identifier.includes('@') ? identifier.trim().toLowerCase() : identifier.trim();
}

/** Spec §7 login by password (loginType '1') or by emailed/texted code ('2'). */
export async function login(
  context: AccountsContext,
  request: LoginRequest,
  address: string,
): Promise<LoginOutcome> {
  const { db } = context;
  const identifier = normaliseTarget(request.username);
  const accountKey = `login-fail:${identifier.toLowerCase()}`;
  const addressKey = `login-address:${address}`;
  const lock = await readCounter(db, `login-lock:${identifier.toLowerCase()}`);
  if (lock.count > 0 && lock.expiresAt) {
    const minutes = Math.ceil((lock.expiresAt.getTime() - Date.now()) / 60_000);
    return {
      ok: false,
      status: 429,
      key: 'accounts.locked',
      values: { minutes },
      needCaptcha: true,
    };
  }
  if ((await readCounter(db, addressKey)).count >= ADDRESS_FAILURES_PER_HOUR) {
    return { ok: false, status: 429, key: 'errors.tooManyRequests', needCaptcha: true };
  }
  const failures = (await readCounter(db, accountKey)).count;
  if (failures >= CAPTCHA_AFTER_FAILURES) {
    if (!request.uuid || !request.captcha) {
      return { ok: false, status: 400, key: 'accounts.captchaRequired', needCaptcha: true };
    }
    if (!(await verifyCaptcha(db, request.uuid, request.captcha))) {
      return { ok: false, status: 400, key: 'accounts.captchaInvalid', needCaptcha: true };
    }
  }
  const user = await checkCredentials(context, request, identifier);
  if (!user) {
    const count = await bumpCounter(db, accountKey, FAILURE_WINDOW_MS);
    await bumpCounter(db, addressKey, 3_600_000);
    if (count >= LOCK_AFTER_FAILURES && count % LOCK_AFTER_FAILURES === 0) {
      await bumpCounter(db, `login-lock:${identifier.toLowerCase()}`, LOCK_MS);
    }
    const key = request.loginType === '1' ? 'accounts.loginFailed' : 'accounts.codeLoginFailed';
    return { ok: false, status: 400, key, needCaptcha: count >= CAPTCHA_AFTER_FAILURES };
  }
  await clearCounter(db, accountKey);
  const session = await createSession(db, user.id);
  return {
    ok: true,
    result: {
      token: session.token,
      // The spec's client keeps a second token for an older service; one session serves both.
      java_token: session.token,
      expire: Math.floor(session.expiresAt.getTime() / 1000),
      username: user.username,
    },
  };
}

async function checkCredentials(
  context: AccountsContext,
  request: LoginRequest,
  identifier: string,
): Promise<UserRow | undefined> {
  if (request.loginType === '1') {
    if (!request.password) throw new HttpError(400, 'validation.passwordEmpty');
    const user = await findUserByIdentifier(context.db, identifier);
    return (await verifyPassword(user?.passwordHash, request.password)) ? user : undefined;
  }
  if (!request.code) throw new HttpError(400, 'validation.codeBlank');
  const isTarget =
    emailSchema.safeParse(identifier).success || phoneSchema.safeParse(identifier).success;
  if (!isTarget) return undefined;
  try {
    await requireCode(context, 'login', identifier, request.code);
  } catch {
    return undefined;
  }
  return findUserByContact(context.db, identifier);
}

/** Spec §7 register: a code sent to the email or phone proves it; names must be free. */
export async function register(
  context: AccountsContext,
  request: {
    username: string;
    password: string;
    email?: string | undefined;
    phone?: string | undefined;
    code: string;
  },
  language: Language,
): Promise<void> {
  const { db } = context;
  const email = request.email?.toLowerCase();
  if (!(await isAvailable(db, 'username', request.username))) {
    throw new HttpError(409, 'accounts.usernameInUse');
  }
  if (email !== undefined && !(await isAvailable(db, 'email', email))) {
    throw new HttpError(409, 'validation.emailInUse');
  }
  if (request.phone !== undefined && !(await isAvailable(db, 'phone', request.phone))) {
    throw new HttpError(409, 'validation.phoneInUse');
  }
  await requireCode(context, 'register', email ?? request.phone ?? '', request.code);
  await insertUser(db, {
    username: request.username,
    email: email ?? null,
    phone: request.phone ?? null,
    passwordHash: await hashPassword(request.password),
    language,
  });
}

/** Spec §7 forget / forgetByEmail: a code proves the mailbox or phone; all sessions end. */
export async function resetForgottenPassword(
  context: AccountsContext,
  target: string,
  code: string,
  password: string,
): Promise<void> {
  const normalised = normaliseTarget(target);
  await requireCode(context, 'forget', normalised, code);
  const user = await findUserByContact(context.db, normalised);
  if (!user) throw new HttpError(400, 'accounts.codeInvalid');
  await setPassword(context, user.id, password);
  await revokeOtherSessions(context.db, user.id);
  await clearCounter(context.db, `login-fail:${normalised}`);
  await clearCounter(context.db, `login-lock:${normalised}`);
}
