import type { Language, LoginRequest, LoginResult, MessageKey } from '@skytrace/contracts';
import { emailSchema, phoneSchema } from '@skytrace/contracts';
import { HttpError } from '../http/errors';
import { checkCaptchaAnswer } from './captcha.service';
import { checkCode, requireCode } from './codes.service';
import type { AccountsContext } from './context';
import {
  clearLoginFailures,
  loginAccountKey,
  readLoginGate,
  recordLoginFailure,
  recordLoginSuccess,
} from './login-limits';
import { requireStrongPassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, revokeOtherSessions } from './tokens.service';
import { setPassword } from './user.service';
import {
  findUserByContact,
  findUserForLogin,
  insertUser,
  isAvailable,
  normaliseIdentifier,
  type UserRow,
} from './users.repo';

/** How a login attempt ended. */
export type LoginOutcome =
  | { ok: true; result: LoginResult }
  | {
      ok: false;
      status: 400 | 403 | 429;
      key: MessageKey;
      values?: Record<string, number>;
      needCaptcha: boolean;
    };

/** Email addresses are stored lower-case; phones as typed (already validated). */
export function normaliseTarget(identifier: string): string {
  return normaliseIdentifier(identifier);
}

/** Whether a code-login identifier can receive codes at all (an email or a phone). */
function isContact(identifier: string): boolean {
  return emailSchema.safeParse(identifier).success || phoneSchema.safeParse(identifier).success;
}

/** Spec §7 login by password (loginType '1') or by emailed/texted code ('2'). */
export async function login(
  context: AccountsContext,
  request: LoginRequest,
  address: string,
): Promise<LoginOutcome> {
  const { db } = context;
  const identifier = normaliseTarget(request.username);
  if (request.loginType === '1' && !request.password) {
    throw new HttpError(400, 'validation.passwordEmpty');
  }
  if (request.loginType === '2' && !request.code) throw new HttpError(400, 'validation.codeBlank');
  // The account is resolved first, so its username, email and phone share one failure budget.
  const user =
    request.loginType === '1'
      ? await findUserForLogin(db, identifier)
      : isContact(identifier)
        ? await findUserByContact(db, identifier)
        : undefined;
  const account = loginAccountKey(user?.id, identifier);
  const gate = await readLoginGate(db, account, address);
  if (gate.kind === 'addressBlocked') {
    return { ok: false, status: 429, key: 'errors.tooManyRequests', needCaptcha: true };
  }
  if (gate.kind === 'wait') {
    const values = { seconds: gate.seconds };
    return { ok: false, status: 429, key: 'accounts.slowDown', values, needCaptcha: true };
  }
  if (gate.needCaptcha) {
    const captcha = await checkCaptchaAnswer(db, request);
    if (captcha !== 'solved') {
      const key = captcha === 'missing' ? 'accounts.captchaRequired' : 'accounts.captchaInvalid';
      return { ok: false, status: 400, key, needCaptcha: true };
    }
  }
  if (!(await checkCredentials(context, request, identifier, user)) || !user) {
    const { needCaptcha } = await recordLoginFailure(db, account, address);
    const key = request.loginType === '1' ? 'accounts.loginFailed' : 'accounts.codeLoginFailed';
    return { ok: false, status: 400, key, needCaptcha };
  }
  await recordLoginSuccess(db, account, address);
  // Told only after the right password or code, so it reveals nothing to a guesser.
  if (user.status === 'disabled') {
    return { ok: false, status: 403, key: 'accounts.accountDisabled', needCaptcha: false };
  }
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
  user: UserRow | undefined,
): Promise<boolean> {
  if (request.loginType === '1') {
    // Spends the same time whether or not the account exists.
    return (await verifyPassword(user?.passwordHash, request.password ?? '')) && user !== undefined;
  }
  if (!isContact(identifier)) return false;
  try {
    await requireCode(context, 'login', identifier, request.code ?? '');
  } catch {
    return false;
  }
  return user !== undefined;
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
  const identity = { username: request.username, email, phone: request.phone };
  if (!(await isAvailable(db, 'username', request.username))) {
    throw new HttpError(409, 'accounts.usernameInUse');
  }
  if (email !== undefined && !(await isAvailable(db, 'email', email))) {
    throw new HttpError(409, 'validation.emailInUse');
  }
  if (request.phone !== undefined && !(await isAvailable(db, 'phone', request.phone))) {
    throw new HttpError(409, 'validation.phoneInUse');
  }
  const target = email ?? request.phone ?? '';
  // The code is checked before the costly strength estimate and used up only after it, so a
  // refused password does not cost the person their code (nor anyone else free CPU).
  await checkCode(context, 'register', target, request.code);
  requireStrongPassword(request.password, identity);
  await requireCode(context, 'register', target, request.code);
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
  await checkCode(context, 'forget', normalised, code);
  const user = await findUserByContact(context.db, normalised);
  if (!user) throw new HttpError(400, 'accounts.codeInvalid');
  requireStrongPassword(password, user);
  await requireCode(context, 'forget', normalised, code);
  await setPassword(context, user.id, password);
  await revokeOtherSessions(context.db, user.id);
  await clearLoginFailures(context.db, loginAccountKey(user.id, normalised));
}
