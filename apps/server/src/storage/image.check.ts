// Uploaded images are judged by their content: sharp must decode them, the decoded format must
// be one we accept, the sides within the kind's limits. Then they are re-encoded, which drops
// EXIF (GPS position, camera serial) and anything appended after the image data; gallery photos
// keep their shot time, camera and lens as fields (exif.ts) and are stored in three sizes.
import crypto from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import {
  PHOTO_SIZES,
  UPLOAD_FORMATS,
  UPLOAD_KINDS,
  type UploadFormat,
  type UploadKind,
} from '@skytrace/contracts';
import type { MessageKey, PhotoExif } from '@skytrace/contracts';
import { HttpError } from '../http/errors';
import { NO_EXIF, readExif } from './exif';

// Each upload is decoded once: libvips' operation cache would only keep its pixels in memory.
sharp.cache(false);

/** Gallery photos answer spec §8's "Only supports photo format" for anything not JPEG/PNG. */
const FORMAT_MESSAGE: Partial<Record<UploadKind, MessageKey>> = { photo: 'gallery.photoFormat' };

/** One stored size of an image: `<hash>.<suffix>` for the largest, `<hash>-<side>.<suffix>` below. */
export interface ImageVariant {
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export interface CheckedImage {
  /** The largest size's name: what the uploader is given back and later calls name. */
  name: string;
  bytes: Buffer;
  format: UploadFormat;
  width: number;
  height: number;
  /** Every stored size, largest first (one for most kinds, PHOTO_SIZES for gallery photos). */
  variants: ImageVariant[];
  /** Gallery photos: shot time, camera and lens from the EXIF, which the stored files lack. */
  exif: PhotoExif;
}

const SUFFIX: Record<UploadFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

function isAccepted(format: string | undefined): format is UploadFormat {
  return (UPLOAD_FORMATS as readonly string[]).includes(format ?? '');
}

/** Longest sides stored for `kind`, largest first. */
function sidesOf(kind: UploadKind): number[] {
  if (kind !== 'photo') return [UPLOAD_KINDS[kind].storedSide];
  return [PHOTO_SIZES.large, PHOTO_SIZES.display, PHOTO_SIZES.thumbnail];
}

function encode(pipeline: Sharp, format: UploadFormat, kind: UploadKind): Sharp {
  if (format === 'png') return pipeline.png({ compressionLevel: kind === 'photo' ? 6 : 9 });
  if (format === 'webp') return pipeline.webp({ quality: 85 });
  // mozjpeg saves a tenth of the bytes at several times the time: worth it for small
  // signatures and site photos, not for three sizes of every gallery upload.
  return pipeline.jpeg({ quality: 85, mozjpeg: kind !== 'photo' });
}

/**
 * Checks `upload` (a file path, read by sharp as a stream, or bytes) against the limits of
 * `kind`, then re-encodes it in its own format into each stored size. The image is decoded
 * once, to the largest size; the smaller ones are made from that.
 */
export async function checkAndReencode(
  kind: UploadKind,
  upload: Buffer | string,
): Promise<CheckedImage> {
  const limits = UPLOAD_KINDS[kind];
  const options = { limitInputPixels: limits.maxSide * limits.maxSide, pages: 1 };
  let metadata: Metadata;
  try {
    // limitInputPixels guards against decompression bombs before any pixel is decoded.
    metadata = await sharp(upload, options).metadata();
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
  const [largest = limits.storedSide, ...smaller] = sidesOf(kind);
  let variants: ImageVariant[];
  try {
    // Decoded pixels of the largest size, upright; the EXIF (GPS, serials) is not carried over.
    const decoded = await sharp(upload, { ...options, sequentialRead: true })
      .rotate()
      .resize(largest, largest, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = {
      raw: {
        width: decoded.info.width,
        height: decoded.info.height,
        channels: decoded.info.channels,
      },
    };
    // One size after the other: in parallel they would take three threads' memory and time
    // from the other uploads for no gain on a busy server.
    const outputs: { side: number; output: { data: Buffer; info: OutputInfo } }[] = [];
    for (const side of [largest, ...smaller]) {
      const pipeline = sharp(decoded.data, raw).resize(side, side, {
        fit: 'inside',
        withoutEnlargement: true,
      });
      const output = await encode(pipeline, format, kind).toBuffer({ resolveWithObject: true });
      outputs.push({ side, output });
    }
    const hash = crypto
      .createHash('sha1')
      .update(outputs[0]?.output.data ?? Buffer.alloc(0))
      .digest('hex');
    variants = outputs.map(({ side, output }, index) => ({
      name: index === 0 ? `${hash}.${SUFFIX[format]}` : `${hash}-${side}.${SUFFIX[format]}`,
      bytes: output.data,
      width: output.info.width,
      height: output.info.height,
    }));
  } catch {
    // Headers that parse but pixel data that does not (a truncated file).
    throw new HttpError(400, 'kit.uploadNotImage');
  }
  const [main] = variants;
  if (!main) throw new HttpError(400, 'kit.uploadNotImage');
  return {
    name: main.name,
    bytes: main.bytes,
    format,
    width: main.width,
    height: main.height,
    variants,
    exif: kind === 'photo' ? readExif(metadata.exif) : NO_EXIF,
  };
}
