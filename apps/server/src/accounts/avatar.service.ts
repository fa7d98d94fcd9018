import { API_V2_FULL_PATHS, fillPath } from '@skytrace/contracts';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../http/errors';
import type { AccountsContext } from './context';
import { findUserById, updateUser } from './users.repo';

/** Largest avatar upload, bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Smallest accepted side, pixels. */
export const AVATAR_MIN_PIXELS = 64;
const AVATAR_SIZE = 256;
/** Names of stored avatar files; anything else is refused when serving. */
export const AVATAR_FILE_PATTERN = /^[a-f0-9]{32}\.webp$/;

/**
 * Re-encodes an uploaded image to a 256×256 WebP (sharp drops EXIF and other metadata unless
 * asked to keep it), stores it and points the user at it, deleting the previous file.
 */
export async function replaceAvatar(
  context: AccountsContext,
  userId: number,
  upload: Buffer,
): Promise<string> {
  let metadata: Metadata;
  try {
    metadata = await sharp(upload).metadata();
  } catch {
    throw new HttpError(400, 'accounts.avatarInvalid');
  }
  if (!metadata.width || !metadata.height) throw new HttpError(400, 'accounts.avatarInvalid');
  if (metadata.width < AVATAR_MIN_PIXELS || metadata.height < AVATAR_MIN_PIXELS) {
    throw new HttpError(400, 'accounts.avatarTooSmall', { pixels: AVATAR_MIN_PIXELS });
  }
  const image = await sharp(upload)
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
    .webp({ quality: 85 })
    .toBuffer();
  const file = `${crypto.randomBytes(16).toString('hex')}.webp`;
  await fs.mkdir(context.avatarsDir, { recursive: true });
  await fs.writeFile(path.join(context.avatarsDir, file), image);
  const user = await findUserById(context.db, userId);
  await updateUser(context.db, userId, { avatarFile: file });
  if (user?.avatarFile)
    await fs.rm(path.join(context.avatarsDir, user.avatarFile), { force: true });
  return fillPath(API_V2_FULL_PATHS.avatar, { file });
}
