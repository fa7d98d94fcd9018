import crypto from 'node:crypto';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { renderCaptchaPng } from './captcha-image';
import { consumeSecret, storeSecret } from './one-time.repo';

/**
 * Letters and digits a person can tell apart in the captcha font: no 0/O/Q, 1/I/l, 2/Z, 4/A,
 * 5/S or 8/B pairs.
 */
const ALPHABET = 'ACDEFGHJKLMNPRTUVWXY3679';
const LENGTH = 4;
const CAPTCHA_TTL_MS = 5 * 60_000;

/** Creates a new captcha for `uuid` (replacing an older one) and returns its picture. */
export async function createCaptcha(db: Db, uuid: string): Promise<{ png: Buffer; text: string }> {
  let text = '';
  for (let i = 0; i < LENGTH; i += 1) text += ALPHABET[crypto.randomInt(ALPHABET.length)] ?? 'A';
  await storeSecret(db, 'captcha', uuid, text, CAPTCHA_TTL_MS);
  return { png: await renderCaptchaPng(text), text };
}

/** Checks the answer to the captcha `uuid` (case-blind); each captcha can be tried once. */
export async function verifyCaptcha(db: Db, uuid: string, answer: string): Promise<boolean> {
  const matched = await consumeSecret(db, 'captcha', uuid, answer.trim().toUpperCase());
  // A wrong answer must not leave the same picture guessable again.
  if (!matched) await storeSecret(db, 'captcha', uuid, crypto.randomUUID(), 1);
  return matched;
}

/** A captcha answer as a request carries it. */
export interface CaptchaAnswer {
  uuid?: string | undefined;
  captcha?: string | undefined;
}

/** Whether a request carries no captcha answer, a wrong one, or the right one (used up). */
export async function checkCaptchaAnswer(
  db: Db,
  answer: CaptchaAnswer,
): Promise<'missing' | 'wrong' | 'solved'> {
  if (!answer.uuid || !answer.captcha) return 'missing';
  return (await verifyCaptcha(db, answer.uuid, answer.captcha)) ? 'solved' : 'wrong';
}

/** A request refused until it carries a solved captcha (answered with `needCaptcha: true`). */
export class CaptchaNeededError extends HttpError {
  constructor(reason: 'missing' | 'wrong') {
    super(400, reason === 'missing' ? 'accounts.captchaRequired' : 'accounts.captchaInvalid');
    this.name = 'CaptchaNeededError';
  }
}

/** Throws CaptchaNeededError unless `answer` solves its captcha. */
export async function requireCaptcha(db: Db, answer: CaptchaAnswer): Promise<void> {
  const result = await checkCaptchaAnswer(db, answer);
  if (result !== 'solved') throw new CaptchaNeededError(result);
}
