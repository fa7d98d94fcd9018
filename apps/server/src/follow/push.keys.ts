// The server's VAPID key pair (RFC 8292) for Web Push: generated with web-push on first start and
// kept in DATA_DIR/vapid.json (mode 0600), so browsers' subscriptions survive restarts (a new
// key pair would invalidate every subscription).
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_FILE = 'vapid.json';

function isKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return (
    typeof keys?.publicKey === 'string' &&
    /^[A-Za-z0-9_-]{87}$/.test(keys.publicKey) &&
    typeof keys.privateKey === 'string' &&
    /^[A-Za-z0-9_-]{43}$/.test(keys.privateKey)
  );
}

/** Reads the VAPID keys from `dataDir`, generating and saving them (0600) when absent. */
export function loadVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_FILE);
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (isKeys(parsed)) return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  } catch {
    // Not there yet (or unreadable): generate below.
  }
  const keys = webPush.generateVAPIDKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
