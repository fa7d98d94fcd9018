// Where uploaded files live. One interface so an object store can replace the disk later; the
// disk store keeps `DATA_DIR/uploads/<kind>/<name>`, written atomically (temp file + rename).
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStore {
  /** Stores `bytes` under (kind, name); a name already there is left as it is (same content). */
  put(kind: string, name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  read(kind: string, name: string): Promise<Buffer | null>;
  /** A stream of the file and its length, or null when there is no such file (serving). */
  open(kind: string, name: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a name that is not there is no error (already removed). */
  remove(kind: string, name: string): Promise<void>;
}

/** Names are checked by the callers' schemas; this refuses anything that could leave the folder. */
function safeSegment(segment: string): string {
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(segment) || segment.includes('..')) {
    throw new Error(`unsafe storage name: ${segment}`);
  }
  return segment;
}

export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private where(kind: string, name: string): string {
    return path.join(this.root, safeSegment(kind), safeSegment(name));
  }

  async put(kind: string, name: string, bytes: Buffer): Promise<void> {
    const target = this.where(kind, name);
    const exists = await fs.stat(target).then(
      () => true,
      () => false,
    );
    if (exists) return;
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${crypto.randomBytes(6).toString('hex')}.part`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, target);
  }

  async read(kind: string, name: string): Promise<Buffer | null> {
    return fs.readFile(this.where(kind, name)).catch(() => null);
  }

  async open(kind: string, name: string): Promise<{ stream: Readable; size: number } | null> {
    const where = this.where(kind, name);
    const stat = await fs.stat(where).catch(() => null);
    if (!stat?.isFile()) return null;
    return { stream: createReadStream(where), size: stat.size };
  }

  async remove(kind: string, name: string): Promise<void> {
    await fs.rm(this.where(kind, name), { force: true });
  }
}
