import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The AES-256-GCM key of real-name data: from AUTH_DATA_KEY (64 hex digits), else from
 * DATA_DIR/auth-data.key, generated there (mode 0600) on first start.
 */
export async function loadAuthDataKey(
  configured: string | undefined,
  dataDir: string,
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'hex');
  const file = path.join(dataDir, 'auth-data.key');
  try {
    return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'hex');
  } catch {
    const key = crypto.randomBytes(32);
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    return key;
  }
}

/** Encrypts `plain` as `iv.tag.ciphertext` (base64 parts). */
export function seal(key: Buffer, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64')).join('.');
}

/** Decrypts what `seal` produced; throws when it was tampered with. */
export function unseal(key: Buffer, sealed: string): string {
  const [iv = '', tag = '', body = ''] = sealed.split('.');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}
