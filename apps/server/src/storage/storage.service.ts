// Policy of uploaded files: check and store an upload for its owner, tell whether a user owns
// the files they name in a request, publish gallery photos, and open a file for whoever may see
// it (owners, the back office, a valid signed URL, or anybody once public).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import {
  API_V2_FULL_PATHS,
  PHOTO_SIZES,
  UPLOAD_KINDS,
  fillPath,
  type PhotoSize,
  type UploadKind,
  type UploadResult,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import type { FileStore } from './file.store';
import { checkAndReencode } from './image.check';
import type { UrlSigner } from './signed-url';
import { storedFiles } from './storage.schema';

/** Where a stored file is served (for `owner` kinds the caller adds its token). */
export function storedFileUrl(kind: UploadKind, name: string): string {
  return fillPath(API_V2_FULL_PATHS.storedFile, { kind, file: name });
}

/** The name of a stored size of `name` (the large size is the stored name itself). */
export function sizeName(name: string, size: PhotoSize): string {
  return size === 'large' ? name : name.replace(/\.(\w+)$/, `-${PHOTO_SIZES[size]}.$1`);
}

/** The stored name a size belongs to (`<hash>-400.jpg` → `<hash>.jpg`). */
function baseName(file: string): string {
  return file.replace(/-(400|1600)(?=\.\w+$)/, '');
}

type Visibility = 'owner' | 'public' | 'published';
const visibilityOf = (kind: UploadKind): Visibility => UPLOAD_KINDS[kind].visibility;

/** URLs of a gallery photo's three sizes. */
export interface PhotoUrls {
  url: string;
  thumbnailUrl: string;
  largeUrl: string;
}

/** A file opened for a viewer, with the cache header its visibility allows. */
export interface OpenedFile {
  stream: Readable;
  size: number;
  cacheControl: string;
}

const YEAR = 31_536_000;

export class StorageService {
  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
    private readonly signer: UrlSigner,
    /** Where uploads are received before they are checked (same disk, removed after). */
    private readonly incomingDir: string,
  ) {}

  /** A fresh path to receive an upload into; the caller removes it. */
  async incomingPath(): Promise<string> {
    await fs.mkdir(this.incomingDir, { recursive: true });
    return path.join(this.incomingDir, `${crypto.randomBytes(12).toString('hex')}.part`);
  }

  /** Checks, re-encodes and stores an image of `kind` for `ownerId` (bytes or a file path). */
  async storeImage(
    kind: UploadKind,
    ownerId: number,
    upload: Buffer | string,
  ): Promise<UploadResult> {
    const image = await checkAndReencode(kind, upload);
    // Smaller sizes first: once the stored name exists, all its sizes do.
    for (const variant of [...image.variants].reverse()) {
      await this.files.put(kind, variant.name, variant.bytes);
    }
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
        takenAt: image.exif.takenAt,
        cameraMake: image.exif.make,
        cameraModel: image.exif.model,
        lens: image.exif.lens,
      })
      .onConflictDoNothing();
    return {
      file: image.name,
      url:
        visibilityOf(kind) === 'published'
          ? this.signedUrl(kind, sizeName(image.name, 'display'))
          : storedFileUrl(kind, image.name),
      kind,
      format: image.format,
      width: image.width,
      height: image.height,
      bytes: image.bytes.length,
      ...(kind === 'photo' ? { exif: image.exif } : {}),
    };
  }

  /** A short-lived URL of a file that is not public (yet). */
  signedUrl(kind: UploadKind, file: string): string {
    const { exp, sig } = this.signer.sign(kind, file);
    return `${storedFileUrl(kind, file)}?exp=${exp}&sig=${sig}`;
  }

  /** The sizes of a gallery photo: public URLs once approved, else signed ones. */
  photoUrls(name: string, isPublic: boolean): PhotoUrls {
    const url = (size: PhotoSize) =>
      isPublic
        ? storedFileUrl('photo', sizeName(name, size))
        : this.signedUrl('photo', sizeName(name, size));
    return { url: url('display'), thumbnailUrl: url('thumbnail'), largeUrl: url('large') };
  }

  /** Makes a `published` kind's file public to anybody, or private again. */
  async setPublished(kind: UploadKind, name: string, published: boolean): Promise<void> {
    await this.db
      .update(storedFiles)
      .set({ published })
      .where(and(eq(storedFiles.kind, kind), eq(storedFiles.name, name)));
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

  private async isPublished(kind: UploadKind, name: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.kind, kind),
          eq(storedFiles.name, name),
          eq(storedFiles.published, true),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** How `viewer` (or a signed URL) may see `file`, as a cache header; throws when they may not. */
  private async access(
    kind: UploadKind,
    file: string,
    viewer: { userId: number; backOffice: boolean } | null,
    signed: { exp?: number | undefined; sig?: number | string | undefined },
  ): Promise<string> {
    const visibility = visibilityOf(kind);
    if (visibility === 'public') return `public, max-age=${YEAR}, immutable`;
    if (visibility === 'owner') {
      if (!viewer) throw new HttpError(401, 'errors.unauthorized');
      if (!viewer.backOffice) await this.requireOwned(kind, viewer.userId, [baseName(file)]);
      return `private, max-age=${YEAR}, immutable`;
    }
    if (await this.isPublished(kind, baseName(file))) return `public, max-age=${YEAR}, immutable`;
    const left = this.signer.remaining(kind, file, signed.exp, String(signed.sig ?? ''));
    if (left > 0) return `private, max-age=${left}`;
    // Not public and not signed: as if there were no such file, so nothing is told about it.
    throw new HttpError(404, 'errors.notFound');
  }

  /** Opens a file for `viewer`, refusing as its kind's visibility says. */
  async openFor(
    kind: UploadKind,
    file: string,
    viewer: { userId: number; backOffice: boolean } | null,
    signed: { exp?: number | undefined; sig?: string | undefined } = {},
  ): Promise<OpenedFile> {
    const cacheControl = await this.access(kind, file, viewer, signed);
    // Files stored before there were sizes have only the large one: it stands in for the others.
    const opened =
      (await this.files.open(kind, file)) ??
      (file === baseName(file) ? null : await this.files.open(kind, baseName(file)));
    if (!opened) throw new HttpError(404, 'errors.notFound');
    return { ...opened, cacheControl };
  }

  /**
   * `ownerId` no longer uses `name` of `kind`: their row goes, and once nobody else uploaded the
   * same bytes (names are content hashes) the file and all its sizes leave the disk. Answers
   * whether the files were removed.
   */
  async release(kind: UploadKind, ownerId: number, name: string): Promise<boolean> {
    await this.db
      .delete(storedFiles)
      .where(
        and(
          eq(storedFiles.kind, kind),
          eq(storedFiles.name, name),
          eq(storedFiles.ownerId, ownerId),
        ),
      );
    const [other] = await this.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(eq(storedFiles.kind, kind), eq(storedFiles.name, name)))
      .limit(1);
    if (other) return false;
    // Smaller sizes last, the reverse of storeImage: while the stored name exists, its sizes do.
    const sizes =
      kind === 'photo' ? (['large', 'display', 'thumbnail'] as const) : (['large'] as const);
    for (const size of sizes) await this.files.remove(kind, sizeName(name, size));
    return true;
  }

  /** The raw bytes of a stored file, for server-side use (the agreement's PDF). */
  read(kind: UploadKind, name: string): Promise<Buffer | null> {
    return this.files.read(kind, name);
  }
}
