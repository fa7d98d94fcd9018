// The gallery's browsing calls (issue 18, spec §7): the all-user ranking (`allUserRank`), the
// photographers one follows (`myfollowAll`), photos by category and by likes (`gallery`), the
// home showcase, and the back office's own list of airport photos.
import { z } from 'zod';
import { adminPageQuery, adminPageSchema } from './admin/paging';
import { photoStatsSchema, pictureSchema, picturePageQuerySchema } from './gallery';
import { recordIdSchema } from './ids';

/** Photographers on one page of the ranking. */
export const GALLERY_RANK_PAGE_SIZE = 20;
/** Photographers on one page of `myfollowAll`. */
export const GALLERY_FOLLOW_PAGE_SIZE = 12;
/** Most photos the home showcase strip shows. */
export const GALLERY_SHOWCASE_LIMIT = 12;

/** One photographer of `allUserRank`; `self` 'Y' marks the viewer's own row (spec §6). */
export const photographerRankRowSchema = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  totalCount: z.number().int(),
  useCount: z.number().int(),
  totalScore: z.number().int(),
  likes: z.number().int(),
  self: z.enum(['Y', 'N']),
});
export type PhotographerRankRow = z.infer<typeof photographerRankRowSchema>;
export const photographerRankPageSchema = z.object({
  list: z.array(photographerRankRowSchema),
  page: z.number().int(),
  total: z.number().int(),
  isLastPage: z.boolean(),
  /** The viewer's own row wherever it is (null when signed out or without a score). */
  mine: photographerRankRowSchema.nullable(),
});
export type PhotographerRankPage = z.infer<typeof photographerRankPageSchema>;

/** `myfollowAll`: the photographers I follow, each with their spec §3 statistics. */
export const followedAuthorsSchema = z.object({
  list: z.array(photoStatsSchema),
  page: z.number().int(),
  isLastPage: z.boolean(),
});
export type FollowedAuthors = z.infer<typeof followedAuthorsSchema>;

export const GALLERY_ORDERS = ['newest', 'liked'] as const;
export type GalleryOrder = (typeof GALLERY_ORDERS)[number];
export const GALLERY_CATEGORIES = ['type', 'airline', 'airport'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/**
 * `gallery` {order, category?, value?, kind?, page}: approved photos, newest or most liked first,
 * all of them or those of one aircraft type, airline or airport (exact value, as the category
 * list names it).
 */
export const galleryQuerySchema = picturePageQuerySchema
  .extend({
    order: z.enum(GALLERY_ORDERS).default('newest'),
    category: z.enum(GALLERY_CATEGORIES).optional(),
    value: z.string().trim().min(1).max(80).optional(),
    kind: z.enum(['plane', 'airport']).optional(),
  })
  .refine((query) => (query.category === undefined) === (query.value === undefined), {
    message: 'gallery.categoryValueRequired',
    path: ['value'],
  });
export type GalleryQuery = z.input<typeof galleryQuerySchema>;

/** `gallery/categories?category`: the values of a category with their approved photo counts. */
export const galleryCategoriesQuerySchema = z.object({ category: z.enum(GALLERY_CATEGORIES) });
export const galleryCategoryValueSchema = z.object({
  value: z.string(),
  count: z.number().int(),
});
export const galleryCategoriesSchema = z.array(galleryCategoryValueSchema);
export type GalleryCategoryValue = z.infer<typeof galleryCategoryValueSchema>;

/** The home page's showcase strip: approved photos the back office chose. */
export const showcaseSchema = z.array(pictureSchema);

/** `/adsb/airport/image/list`: airport photos by state (waiting first by default) and IATA code. */
export const airportImageQuerySchema = z.object({
  ...adminPageQuery,
  status: z.coerce.number().int().min(0).max(2).optional(),
  iata: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'gallery.iataInvalid')
    .transform((value) => value.toUpperCase())
    .optional(),
});
export const airportImagePageSchema = adminPageSchema(pictureSchema.extend({ read: z.boolean() }));
export type AirportImagePage = z.infer<typeof airportImagePageSchema>;
/** `airport/image/reject/{id}` {reason}. */
export const airportImageRejectSchema = z.object({
  reason: z.string().trim().min(1, 'gallery.reasonRequired').max(200, 'validation.tooLong'),
});
export const airportImageParamsSchema = z.object({ id: recordIdSchema });
