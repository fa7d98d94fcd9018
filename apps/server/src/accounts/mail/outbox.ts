import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Writes one outgoing message as a file under `outboxDir` and returns its path. */
export async function writeOutboxFile(
  outboxDir: string,
  channel: 'mail' | 'sms',
  recipient: string,
  content: string | Buffer,
): Promise<string> {
  await fs.mkdir(outboxDir, { recursive: true });
  // Sortable by time; the recipient is kept readable so tests and developers can find it.
  const safeRecipient = recipient.replace(/[^A-Za-z0-9@.+_-]/g, '_');
  const name = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}-${channel}-${safeRecipient}.${channel === 'mail' ? 'eml' : 'txt'}`;
  const file = path.join(outboxDir, name);
  await fs.writeFile(file, content);
  return file;
}
