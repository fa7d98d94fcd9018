// Socket tokens (`POST /index/access_token` → `encrypt`): an HMAC-signed claim of the client's
// device id and an expiry, so the socket needs no database lookup to validate. The secret is
// generated into DATA_DIR on first start, so tokens survive restarts of the same node.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** How long a socket token is valid, seconds. Clients fetch a new one when validation fails. */
export const SOCKET_TOKEN_SECONDS = 24 * 3600;

/** Reads the realtime secret from DATA_DIR, creating it (0600) on first use. */
export function loadRealtimeSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, 'realtime.key');
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

function sign(secret: Buffer, payload: string): string {
  return crypto.createHmac('sha256', secret).update(payload).digest('base64url');
}

/** A token for `deviceId` valid until `now + SOCKET_TOKEN_SECONDS` (seconds). */
export function issueSocketToken(secret: Buffer, deviceId: string, now: number): string {
  const payload = Buffer.from(
    JSON.stringify({ d: deviceId.slice(0, 128), e: Math.floor(now) + SOCKET_TOKEN_SECONDS }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The device id of a valid, unexpired token; undefined otherwise. */
export function verifySocketToken(secret: Buffer, token: string, now: number): string | undefined {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 1024) return undefined;
  const payload = token.slice(0, dot);
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(token.slice(dot + 1));
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return undefined;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      d?: unknown;
      e?: unknown;
    };
    if (typeof claim.d !== 'string' || typeof claim.e !== 'number' || claim.e < now)
      return undefined;
    return claim.d;
  } catch {
    return undefined;
  }
}
