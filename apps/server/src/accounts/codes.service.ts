import { translateMessage, type CodePurpose, type Language } from '@skytrace/contracts';
import { HttpError } from '../http/errors';
import type { AccountsContext } from './context';
import { bumpCounter, readCounter } from './counters.repo';
import { consumeSecret, storeSecret } from './one-time.repo';
import { randomDigits, randomToken } from './secrets';

/** Codes are valid for 10 minutes. */
export const CODE_TTL_MS = 10 * 60_000;
/** Seconds before the same target may be sent another code (the client's countdown). */
export const RESEND_SECONDS = 60;
const TARGET_DAILY_LIMIT = 10;
const ADDRESS_HOURLY_LIMIT = 20;
/** A three-step change must be finished within 10 minutes of checking the password. */
const TICKET_TTL_MS = 10 * 60_000;

/** Where a code goes. */
export type CodeChannel = 'email' | 'phone';

/**
 * Sends a fresh code for `purpose` to `target`, unless the target had one within the last
 * minute or the target or the address asked too often. Returns the resend countdown.
 */
export async function sendCode(
  context: AccountsContext,
  request: {
    channel: CodeChannel;
    target: string;
    purpose: CodePurpose;
    language: Language;
    address: string;
    /** When false the limits are counted but nothing is sent (unknown account, no enumeration). */
    deliver?: boolean;
  },
): Promise<number> {
  const { db } = context;
  const recent = await readCounter(db, `code-recent:${request.target}`);
  if (recent.count > 0 && recent.expiresAt) {
    const seconds = Math.ceil((recent.expiresAt.getTime() - Date.now()) / 1000);
    throw new HttpError(429, 'accounts.codeTooSoon', { seconds });
  }
  const perAddress = await bumpCounter(db, `code-address:${request.address}`, 3_600_000);
  const perTarget = await bumpCounter(db, `code-target:${request.target}`, 86_400_000);
  if (perAddress > ADDRESS_HOURLY_LIMIT || perTarget > TARGET_DAILY_LIMIT) {
    throw new HttpError(429, 'errors.tooManyRequests');
  }
  await bumpCounter(db, `code-recent:${request.target}`, RESEND_SECONDS * 1000);
  if (request.deliver === false) return RESEND_SECONDS;
  const code = randomDigits(6);
  await storeSecret(db, `code:${request.purpose}`, request.target, code, CODE_TTL_MS);
  const values = { code, minutes: CODE_TTL_MS / 60_000 };
  if (request.channel === 'email') {
    await context.mailer.send({
      to: request.target,
      subject: translateMessage(request.language, 'accounts.mailCodeSubject'),
      text: translateMessage(request.language, 'accounts.mailCodeBody', values),
    });
  } else {
    await context.sms.send(
      request.target,
      translateMessage(request.language, 'accounts.smsCodeBody', values),
    );
  }
  return RESEND_SECONDS;
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
