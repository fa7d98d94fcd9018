import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

// Outbox messages hold live login and reset codes, so only the server's own user may read them
// (folder 0700, files 0600), and they are deleted once no code in them can still be used.

/** Messages older than this are deleted (codes expire after 10 minutes; a day helps debugging). */
export const OUTBOX_KEEP_MS = 24 * 3_600_000;
/** The outbox is swept at most this often, on a write. */
const SWEEP_EVERY_MS = 3_600_000;

const lastSweep = new Map<string, number>();

/** Deletes outbox messages older than OUTBOX_KEEP_MS (as of `now`). */
export async function sweepOutbox(outboxDir: string, now = Date.now()): Promise<void> {
  const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(outboxDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs > OUTBOX_KEEP_MS) await fs.rm(file, { force: true });
  }
}

/** Writes one outgoing message as a file under `outboxDir` and returns its path. */
export async function writeOutboxFile(
  outboxDir: string,
  channel: 'mail' | 'sms',
  recipient: string,
  content: string | Buffer,
): Promise<string> {
  await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
  const now = Date.now();
  if (now - (lastSweep.get(outboxDir) ?? 0) > SWEEP_EVERY_MS) {
    lastSweep.set(outboxDir, now);
    // A folder made by an older version (0755) is tightened too.
    await fs.chmod(outboxDir, 0o700);
    await sweepOutbox(outboxDir, now);
  }
  // Sortable by time; the recipient is kept readable so tests and developers can find it.
  const safeRecipient = recipient.replace(/[^A-Za-z0-9@.+_-]/g, '_');
  const name = `${now}-${crypto.randomBytes(3).toString('hex')}-${channel}-${safeRecipient}.${channel === 'mail' ? 'eml' : 'txt'}`;
  const file = path.join(outboxDir, name);
  // 'wx': never follows or overwrites an existing path; mode applies at creation (umask aside).
  await fs.writeFile(file, content, { mode: 0o600, flag: 'wx' });
  await fs.chmod(file, 0o600);
  return file;
}
