import { translateMessage, type CodePurpose, type Language } from '@skytrace/contracts';
import { HttpError } from '../http/errors';
import { requireCaptcha, type CaptchaAnswer } from './captcha.service';
import type { AccountsContext } from './context';
import { bumpCounter, readCounter } from './counters.repo';
import { consumeSecret, storeSecret } from './one-time.repo';
import { randomDigits, randomToken } from './secrets';

/** Codes are valid for 10 minutes. */
export const CODE_TTL_MS = 10 * 60_000;
/** Seconds before the same address may have another code sent to the same target. */
export const RESEND_SECONDS = 60;
/** Codes one address may have sent to one target per day before each needs a captcha. */
export const FREE_CODES_PER_TARGET = 2;
/** Codes one address may ask for per hour, any targets, before each needs a captcha. */
export const FREE_CODES_PER_ADDRESS = 10;
/** Codes one target may get per day, from all addresses, before each needs a captcha. */
export const FREE_CODES_TO_TARGET = 5;
/** Hard limits bind the asking address only, never the target's owner elsewhere. */
const ADDRESS_HOURLY_LIMIT = 20;
const PAIR_DAILY_LIMIT = 10;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** A three-step change must be finished within 10 minutes of checking the password. */
const TICKET_TTL_MS = 10 * 60_000;

/** Where a code goes. */
export type CodeChannel = 'email' | 'phone';

/**
 * Sends a fresh code for `purpose` to `target`. SMS and mail cost money and reach real people,
 * so beyond the first few (per address and target, per address, per target) each send needs a
 * solved captcha; the only refusals (429) bind the asking address. Unknown accounts are counted
 * exactly like known ones, so the answers never tell which exist, and since no count blocks a
 * target, counting them lets nobody lock an owner out of their codes. Returns the countdown.
 */
export async function sendCode(
  context: AccountsContext,
  request: {
    channel: CodeChannel;
    target: string;
    purpose: CodePurpose;
    language: Language;
    address: string;
    /** The captcha answer, needed beyond the free sends. */
    captcha?: CaptchaAnswer | undefined;
    /** When false the limits are counted but nothing is sent (unknown account, no enumeration). */
    deliver?: boolean;
  },
): Promise<number> {
  const { db } = context;
  const pairKey = `${request.target}|${request.address}`;
  const recent = await readCounter(db, `code-recent:${pairKey}`);
  if (recent.count > 0 && recent.expiresAt) {
    const seconds = Math.ceil((recent.expiresAt.getTime() - Date.now()) / 1000);
    throw new HttpError(429, 'accounts.codeTooSoon', { seconds });
  }
  const perPair = (await readCounter(db, `code-pair:${pairKey}`)).count;
  const perAddress = (await readCounter(db, `code-address:${request.address}`)).count;
  const perTarget = (await readCounter(db, `code-target:${request.target}`)).count;
  if (perAddress >= ADDRESS_HOURLY_LIMIT || perPair >= PAIR_DAILY_LIMIT) {
    throw new HttpError(429, 'errors.tooManyRequests');
  }
  if (
    perPair >= FREE_CODES_PER_TARGET ||
    perAddress >= FREE_CODES_PER_ADDRESS ||
    perTarget >= FREE_CODES_TO_TARGET
  ) {
    await requireCaptcha(db, request.captcha ?? {});
  }
  await bumpCounter(db, `code-pair:${pairKey}`, DAY_MS);
  await bumpCounter(db, `code-address:${request.address}`, HOUR_MS);
  await bumpCounter(db, `code-target:${request.target}`, DAY_MS);
  await bumpCounter(db, `code-recent:${pairKey}`, RESEND_SECONDS * 1000);
  if (request.deliver === false) return RESEND_SECONDS;
  const code = randomDigits(6);
  await storeSecret(db, `code:${request.purpose}`, request.target, code, CODE_TTL_MS);
  const values = { code, minutes: CODE_TTL_MS / 60_000 };
  if (request.channel === 'email') {
    await context.mailer.send({
      to: request.target,
      subject: translateMessage(request.language, 'accounts.mailCodeSubject'),
      text: translateMessage(request.language, 'accounts.mailCodeBody', values),
      purpose: request.purpose,
    });
  } else {
    await context.sms.send(
      request.target,
      translateMessage(request.language, 'accounts.smsCodeBody', values),
      request.purpose,
    );
  }
  return RESEND_SECONDS;
}

/** Checks a code without using it up (a miss still counts towards burning it). */
export async function checkCode(
  context: AccountsContext,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<void> {
  if (!(await consumeSecret(context.db, `code:${purpose}`, target, code, { consume: false }))) {
    throw new HttpError(400, 'accounts.codeInvalid');
  }
}

/** Checks and consumes a code; throws the §5-style failure when it does not match. */
export async function requireCode(
  context: AccountsContext,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<void> {
  if (!(await consumeSecret(context.db, `code:${purpose}`, target, code))) {
    throw new HttpError(400, 'accounts.codeInvalid');
  }
}

/** Issues the ticket proving step 1 (password checked) of a three-step change. */
export async function issueChangeTicket(
  context: AccountsContext,
  userId: number,
): Promise<{ ticket: string; expire: number }> {
  const ticket = randomToken();
  await storeSecret(context.db, 'ticket', String(userId), ticket, TICKET_TTL_MS);
  return { ticket, expire: Math.floor((Date.now() + TICKET_TTL_MS) / 1000) };
}

/** Consumes a change ticket of `userId`, or fails with a request to verify again. */
export async function requireChangeTicket(
  context: AccountsContext,
  userId: number,
  ticket: string,
): Promise<void> {
  if (!(await consumeSecret(context.db, 'ticket', String(userId), ticket))) {
    throw new HttpError(400, 'accounts.ticketInvalid');
  }
}
