// A photo's detail strips and its author's own edits (issue 18): the other approved photos of the
// same airframe and of the same type, and editing or deleting one's own photo.
import { z } from 'zod';
import { captionSchema, pictureSchema, shotDateSchema } from './gallery';
import { recordIdSchema } from './ids';

/** Most photos one strip of the detail page shows ("more" opens the search). */
export const GALLERY_RELATED_LIMIT = 12;

/** `image/related?id=`: the strips under a photo. */
export const relatedImagesQuerySchema = z.object({ id: recordIdSchema });
export const relatedImagesSchema = z.object({
  /** The photo's registration and type, for the strips' "more" searches ('' for none). */
  registration: z.string(),
  aircraftType: z.string(),
  /** Other approved photos of the same registration, newest first. */
  sameAirframe: z.array(pictureSchema),
  /** Other approved photos of the same aircraft type, most liked first (newest among equals). */
  sameType: z.array(pictureSchema),
});
export type RelatedImages = z.infer<typeof relatedImagesSchema>;

/**
 * `image/edit`: the author changes a photo's caption, shooting date and airport, with the
 * upload's rules (spec §5). An airport photo needs its airport; an aircraft photo may have none.
 */
export const editImageSchema = z.object({
  id: recordIdSchema,
  shotDate: shotDateSchema,
  // One pattern rather than a union with '', so a wrong code gets the IATA message.
  airport: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{3})?$/, 'gallery.iataInvalid')
    .transform((value) => value.toUpperCase())
    .default(''),
  caption: captionSchema,
});
export type EditImage = z.input<typeof editImageSchema>;

/** `image/delete` {id}: the author removes a photo, its files and its likes. */
export const deleteImageSchema = z.object({ id: recordIdSchema });
