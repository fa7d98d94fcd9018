import { z } from 'zod';
import type { MessageKey } from '../messages/translate';

// Rules for what people choose: new passwords (OWASP ASVS 5.0 V6.2) and the names others see.
// The strength score itself comes from zxcvbn-ts, which the server runs on every new password
// and the web loads lazily for its live hint; this file stays free of its dictionaries.

/** ASVS V6.2.1 allows 8 with a breach check; we ask 12 (characters, not bytes). */
export const PASSWORD_MIN_LENGTH = 12;
/** ASVS V6.2.9 asks that at least 64 be allowed. */
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's 0–4 score a new password needs: 3 is "safely unguessable" (~10^8 guesses). */
export const PASSWORD_MIN_SCORE = 3;
/** Identity parts shorter than this are not searched for (a 2-letter name is in everything). */
const IDENTITY_MIN_LENGTH = 4;

/** Who is choosing a password: the strings it must not contain. */
export interface PasswordIdentity {
  username?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
}

/** The words of `identity` a password must not contain (lower-case), for zxcvbn's user inputs too. */
export function passwordIdentityWords(identity: PasswordIdentity): string[] {
  const words = new Set<string>();
  const add = (value: string | null | undefined) => {
    const word = value?.trim().toLowerCase();
    if (word !== undefined && word.length >= IDENTITY_MIN_LENGTH) words.add(word);
  };
  add(identity.username);
  add(identity.email);
  add(identity.email?.split('@')[0]);
  add(identity.phone?.replace(/^\+/, ''));
  return [...words];
}

/** The code-point length of a password, as people count characters. */
function characters(password: string): number {
  return Array.from(password).length;
}

/**
 * Why a new password is refused, or null when it is fine. `score` is zxcvbn's result and
 * `common` whether it matched the common-password list; leave both out to check only the rules
 * that need no dictionary (the web form before the strength check has loaded).
 */
export function passwordProblem(
  password: string,
  identity: PasswordIdentity,
  strength?: { score: number; common: boolean },
): MessageKey | null {
  if (characters(password) < PASSWORD_MIN_LENGTH) return 'validation.passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'validation.passwordTooLong';
  const lower = password.toLowerCase();
  if (passwordIdentityWords(identity).some((word) => lower.includes(word))) {
    return 'validation.passwordPersonal';
  }
  if (strength?.common) return 'validation.passwordCommon';
  if (strength && strength.score < PASSWORD_MIN_SCORE) return 'validation.passwordWeak';
  return null;
}

/** A new password as the schemas check it: length only (no composition rules, ASVS V6.2.5). */
export const newPasswordSchema = z
  .string()
  .min(1, { error: 'validation.passwordEmpty' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.passwordTooLong' })
  .refine((value) => characters(value) >= PASSWORD_MIN_LENGTH, {
    error: 'validation.passwordTooShort',
  });

/**
 * Invisible format characters that make a name read differently from what it is: bidi
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069, U+061C, U+200E/F), zero-width
 * characters (U+200B–U+200D, U+2060–U+2064, U+FEFF), soft hyphens, tags, and every other
 * format (Cf) or control (Cc) character. Tab and line breaks pass only where `multiline`.
 */
export function hasInvisibleCharacters(text: string, multiline = false): boolean {
  const stripped = multiline ? text.replace(/[\t\r\n]/g, '') : text;
  return /[\p{Cf}\p{Cc}]/u.test(stripped);
}

/** A display text (nickname, bio, address…) with no invisible format or control characters. */
export function displayTextSchema(maximum: number, multiline = false) {
  return z
    .string()
    .trim()
    .max(maximum)
    .refine((value) => !hasInvisibleCharacters(value, multiline), {
      error: 'validation.invisibleCharacters',
    });
}
