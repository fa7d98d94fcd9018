import crypto from 'node:crypto';

/** Hex sha256 of a secret; tokens, codes and captcha answers are stored only this way. */
export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** An unguessable opaque token (256 bits, base64url). */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** A numeric code of `length` digits, uniformly drawn. */
export function randomDigits(length: number): string {
  let digits = '';
  for (let i = 0; i < length; i += 1) digits += String(crypto.randomInt(10));
  return digits;
}

/** Compares two hex hashes in constant time, so timing does not reveal how much matched. */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
