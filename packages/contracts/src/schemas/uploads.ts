// Uploaded files (issue 17 items 4–5, issue 18's gallery later): what kinds exist, the limits of
// each, and what an upload answers. The server checks every file by its content, never its name.
import { z } from 'zod';

/** Image formats the server accepts (sharp's names), whatever the file is called. */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/**
 * Kinds of stored file and their limits. `device`: site photos of a kit application (spec §5
 * photo rule: 20 MB, jpg/png); `contract`: a drawn signature. `owner` files are served only to
 * their owner and the back office; `public` ones to anybody; `published` ones to anybody once
 * published (an approved gallery photo), before that only by a short-lived signed URL.
 */
export const UPLOAD_KINDS = {
  device: {
    maxBytes: 20 * 1024 * 1024,
    minSide: 200,
    maxSide: 12_000,
    /** Longest side kept after re-encoding. */
    storedSide: 2_560,
    visibility: 'owner',
  },
  contract: {
    maxBytes: 2 * 1024 * 1024,
    minSide: 50,
    maxSide: 4_000,
    storedSide: 1_200,
    visibility: 'owner',
  },
  // Gallery photos (issue 18, spec §5: 20 MB, jpg/jpeg/png only), stored in the three
  // PHOTO_SIZES. Public once the back office approves them; the author and the back office see
  // waiting and rejected ones through signed URLs.
  photo: {
    maxBytes: 20 * 1024 * 1024,
    minSide: 200,
    maxSide: 12_000,
    storedSide: 2_560,
    visibility: 'published',
    formats: ['jpeg', 'png'],
  },
  // A screenshot sent with feedback (issue 20): seen by its author and the back office.
  feedback: {
    maxBytes: 5 * 1024 * 1024,
    minSide: 50,
    maxSide: 8_000,
    storedSide: 2_560,
    visibility: 'owner',
  },
} as const satisfies Record<
  string,
  {
    maxBytes: number;
    minSide: number;
    maxSide: number;
    storedSide: number;
    visibility: 'owner' | 'public' | 'published';
    /** Formats this kind takes when narrower than UPLOAD_FORMATS. */
    formats?: readonly UploadFormat[];
  }
>;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKind[];

/** Stored file names: a content hash and the format's suffix. */
export const STORED_FILE_PATTERN = /^[a-f0-9]{40}\.(jpg|png|webp)$/;
export const storedFileNameSchema = z.string().regex(STORED_FILE_PATTERN);

/**
 * Longest side of each stored size of a gallery photo: lists show the thumbnail, the detail the
 * display size, "view full size" the large one. `large` is the stored name itself (its hash);
 * the smaller ones are `<hash>-<side>.<suffix>`. Never upscaled.
 */
export const PHOTO_SIZES = { thumbnail: 400, display: 1600, large: 2560 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
/** A stored file or one of its smaller sizes. */
export const STORED_VARIANT_PATTERN = /^[a-f0-9]{40}(-(400|1600))?\.(jpg|png|webp)$/;

export const storedFileParamsSchema = z.object({
  kind: z.enum(UPLOAD_KIND_NAMES as [UploadKind, ...UploadKind[]]),
  file: z.string().regex(STORED_VARIANT_PATTERN),
});
/** A signed URL of a file not yet public: expiry (Unix seconds) and its HMAC. */
export const storedFileQuerySchema = z.object({
  lang: z.enum(['zh', 'en']).optional(),
  // `token`: an <img> cannot send a header (spec §7's token query parameter).
  token: z.string().max(200).optional(),
  exp: z.coerce.number().int().positive().optional(),
  sig: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

/** What a photo's EXIF said before it was stripped (location and personal fields are not kept). */
export const photoExifSchema = z.object({
  /** Camera clock `yyyy-MM-dd HH:mm:ss`, no time zone (cameras do not record one reliably). */
  takenAt: z.string().nullable(),
  make: z.string(),
  model: z.string(),
  lens: z.string(),
});
export type PhotoExif = z.infer<typeof photoExifSchema>;

/** What an upload answers: the stored name (given back in later calls) and where to see it. */
export const uploadResultSchema = z.object({
  file: z.string(),
  url: z.string(),
  kind: z.string(),
  format: z.enum(UPLOAD_FORMATS),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** Gallery photos: what the EXIF said (shot time, camera, lens). */
  exif: photoExifSchema.optional(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
