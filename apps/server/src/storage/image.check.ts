// Uploaded images are judged by their content: sharp must decode them, the decoded format must
// be one we accept, the sides within the kind's limits. Then they are re-encoded, which drops
// EXIF (GPS position, camera serial) and anything appended after the image data.
import crypto from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import {
  UPLOAD_FORMATS,
  UPLOAD_KINDS,
  type UploadFormat,
  type UploadKind,
} from '@skytrace/contracts';
import type { MessageKey } from '@skytrace/contracts';
import { HttpError } from '../http/errors';

/** Gallery photos answer spec §8's "Only supports photo format" for anything not JPEG/PNG. */
const FORMAT_MESSAGE: Partial<Record<UploadKind, MessageKey>> = { photo: 'gallery.photoFormat' };

export interface CheckedImage {
  name: string;
  bytes: Buffer;
  format: UploadFormat;
  width: number;
  height: number;
}

const SUFFIX: Record<UploadFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

function isAccepted(format: string | undefined): format is UploadFormat {
  return (UPLOAD_FORMATS as readonly string[]).includes(format ?? '');
}

/** Checks `upload` against the limits of `kind` and re-encodes it in its own format. */
export async function checkAndReencode(kind: UploadKind, upload: Buffer): Promise<CheckedImage> {
  const limits = UPLOAD_KINDS[kind];
  let metadata: Metadata;
  try {
    // limitInputPixels guards against decompression bombs before any pixel is decoded.
    metadata = await sharp(upload, {
      limitInputPixels: limits.maxSide * limits.maxSide,
    }).metadata();
  } catch {
    throw new HttpError(400, FORMAT_MESSAGE[kind] ?? 'kit.uploadNotImage');
  }
  const formats: readonly UploadFormat[] = 'formats' in limits ? limits.formats : UPLOAD_FORMATS;
  if (!isAccepted(metadata.format) || !formats.includes(metadata.format)) {
    throw new HttpError(400, FORMAT_MESSAGE[kind] ?? 'kit.uploadFormat');
  }
  const width = metadata.autoOrient.width;
  const height = metadata.autoOrient.height;
  if (!width || !height) throw new HttpError(400, 'kit.uploadNotImage');
  if (Math.min(width, height) < limits.minSide) {
    throw new HttpError(400, 'kit.uploadTooSmall', { pixels: limits.minSide });
  }
  if (Math.max(width, height) > limits.maxSide) {
    throw new HttpError(400, 'kit.uploadTooBig', { pixels: limits.maxSide });
  }
  const format: UploadFormat = metadata.format;
  let pipeline = sharp(upload, { limitInputPixels: limits.maxSide * limits.maxSide, pages: 1 })
    .rotate()
    .resize(limits.storedSide, limits.storedSide, { fit: 'inside', withoutEnlargement: true });
  pipeline =
    format === 'png'
      ? pipeline.png({ compressionLevel: 9 })
      : format === 'webp'
        ? pipeline.webp({ quality: 85 })
        : pipeline.jpeg({ quality: 85, mozjpeg: true });
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await pipeline.toBuffer({ resolveWithObject: true });
  } catch {
    // Headers that parse but pixel data that does not (a truncated file).
    throw new HttpError(400, 'kit.uploadNotImage');
  }
  const hash = crypto.createHash('sha1').update(output.data).digest('hex');
  return {
    name: `${hash}.${SUFFIX[format]}`,
    bytes: output.data,
    format,
    width: output.info.width,
    height: output.info.height,
  };
}
