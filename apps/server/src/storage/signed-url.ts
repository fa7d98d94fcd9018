// Signed URLs of files not yet public (gallery photos waiting for audit, or rejected): an HMAC
// over kind, name and expiry with a secret generated into DATA_DIR on first start, so a link
// handed to the author or the back office works for a while and then stops, and nobody can
// make one for a file they were not given.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** How long a signed URL works, seconds. Pages showing waiting photos reload within this. */
export const SIGNED_URL_SECONDS = 30 * 60;
/** Expiries are rounded up to this, so a photo keeps one URL (and one cache entry) a while. */
const EXPIRY_STEP_SECONDS = 5 * 60;

/** Reads the storage secret from DATA_DIR, creating it (0600) on first use. */
export function loadStorageSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, 'storage.key');
  try {
    const hex = fs.readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(hex)) return Buffer.from(hex, 'hex');
  } catch {
    // Not there yet: create it below.
  }
  const secret = crypto.randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
  return secret;
}

function signature(secret: Buffer, kind: string, name: string, expires: number): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`${kind}/${name}:${expires}`)
    .digest('base64url');
}

export class UrlSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  /** `exp` and `sig` query parameters for (kind, name), valid at least SIGNED_URL_SECONDS. */
  sign(kind: string, name: string): { exp: number; sig: string } {
    const earliest = Math.floor(this.now() / 1000) + SIGNED_URL_SECONDS;
    const exp = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    return { exp, sig: signature(this.secret, kind, name, exp) };
  }

  /** Seconds the signed URL still works; 0 when it is not valid (forged, expired, missing). */
  remaining(kind: string, name: string, exp?: number, sig?: string): number {
    if (exp === undefined || sig === undefined) return 0;
    const left = exp - Math.floor(this.now() / 1000);
    if (left <= 0) return 0;
    const expected = Buffer.from(signature(this.secret, kind, name, exp));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 0;
    return left;
  }
}
