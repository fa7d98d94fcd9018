// Uploaded files (issue 17 items 4–5, issue 18's gallery later): what kinds exist, the limits of
// each, and what an upload answers. The server checks every file by its content, never its name.
import { z } from 'zod';

/** Image formats the server accepts (sharp's names), whatever the file is called. */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/**
 * Kinds of stored file and their limits. `device`: site photos of a kit application (spec §5
 * photo rule: 20 MB, jpg/png); `contract`: a drawn signature. `owner` files are served only to
 * their owner and the back office; `public` ones to anybody (the gallery's photos).
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
  // Gallery photos (issue 18, spec §5: 20 MB, jpg/jpeg/png only). Public once stored: names are
  // hashes of the re-encoded bytes, and the gallery lists only approved ones.
  photo: {
    maxBytes: 20 * 1024 * 1024,
    minSide: 200,
    maxSide: 12_000,
    storedSide: 2_560,
    visibility: 'public',
    formats: ['jpeg', 'png'],
  },
} as const satisfies Record<
  string,
  {
    maxBytes: number;
    minSide: number;
    maxSide: number;
    storedSide: number;
    visibility: 'owner' | 'public';
    /** Formats this kind takes when narrower than UPLOAD_FORMATS. */
    formats?: readonly UploadFormat[];
  }
>;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKind[];

/** Stored file names: a content hash and the format's suffix. */
export const STORED_FILE_PATTERN = /^[a-f0-9]{40}\.(jpg|png|webp)$/;
export const storedFileNameSchema = z.string().regex(STORED_FILE_PATTERN);

export const storedFileParamsSchema = z.object({
  kind: z.enum(UPLOAD_KIND_NAMES as [UploadKind, ...UploadKind[]]),
  file: storedFileNameSchema,
});

/** What an upload answers: the stored name (given back in later calls) and where to see it. */
export const uploadResultSchema = z.object({
  file: z.string(),
  url: z.string(),
  kind: z.string(),
  format: z.enum(UPLOAD_FORMATS),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
