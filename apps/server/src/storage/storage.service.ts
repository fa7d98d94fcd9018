// Policy of uploaded files: check and store an upload for its owner, tell whether a user owns
// the files they name in a request, and read a file for whoever may see it.
import { and, eq, inArray } from 'drizzle-orm';
import {
  API_V2_FULL_PATHS,
  UPLOAD_KINDS,
  fillPath,
  type UploadKind,
  type UploadResult,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import type { FileStore } from './file.store';
import { checkAndReencode } from './image.check';
import { storedFiles } from './storage.schema';

/** Where a stored file is served (for `owner` kinds the caller adds its token). */
export function storedFileUrl(kind: UploadKind, name: string): string {
  return fillPath(API_V2_FULL_PATHS.storedFile, { kind, file: name });
}

export class StorageService {
  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
  ) {}

  /** Checks, re-encodes and stores an image of `kind` for `ownerId`. */
  async storeImage(kind: UploadKind, ownerId: number, upload: Buffer): Promise<UploadResult> {
    const image = await checkAndReencode(kind, upload);
    await this.files.put(kind, image.name, image.bytes);
    await this.db
      .insert(storedFiles)
      .values({
        kind,
        name: image.name,
        ownerId,
        format: image.format,
        bytes: image.bytes.length,
        width: image.width,
        height: image.height,
      })
      .onConflictDoNothing();
    return {
      file: image.name,
      url: storedFileUrl(kind, image.name),
      kind,
      format: image.format,
      width: image.width,
      height: image.height,
      bytes: image.bytes.length,
    };
  }

  /** Refuses (403) unless `ownerId` uploaded every one of `names` as `kind`. */
  async requireOwned(kind: UploadKind, ownerId: number, names: readonly string[]): Promise<void> {
    const unique = [...new Set(names)];
    if (unique.length === 0) return;
    const rows = await this.db
      .select({ name: storedFiles.name })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.kind, kind),
          eq(storedFiles.ownerId, ownerId),
          inArray(storedFiles.name, unique),
        ),
      );
    if (rows.length !== unique.length) throw new HttpError(403, 'kit.fileNotYours');
  }

  /** The bytes of a file, when `viewer` may see it (owner kinds: its owners or the back office). */
  async readFor(
    kind: UploadKind,
    name: string,
    viewer: { userId: number; backOffice: boolean } | null,
  ): Promise<Buffer> {
    const limits: { visibility: 'owner' | 'public' } = UPLOAD_KINDS[kind];
    if (limits.visibility === 'owner') {
      if (!viewer) throw new HttpError(401, 'errors.unauthorized');
      if (!viewer.backOffice) await this.requireOwned(kind, viewer.userId, [name]);
    }
    const bytes = await this.files.read(kind, name);
    if (!bytes) throw new HttpError(404, 'errors.notFound');
    return bytes;
  }

  /** The raw bytes of a stored file, for server-side use (the agreement's PDF). */
  read(kind: UploadKind, name: string): Promise<Buffer | null> {
    return this.files.read(kind, name);
  }
}
