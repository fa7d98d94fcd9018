// The photo gallery (issue 18, spec §5 upload rules, §7 image calls): aircraft and airport photos
// uploaded as files of storage kind `photo`, then described here and held for the back office's
// audit before anybody else sees them.
import { z } from 'zod';
import { adminPageQuery, adminPageSchema } from './admin/paging';
import { recordIdSchema } from './ids';
import { photoExifSchema, storedFileNameSchema } from './uploads';

/** Spec §5/§9: at most six aircraft photos in one upload; airport photos one at a time. */
export const GALLERY_MAX_PHOTOS = 6;
/** Back-office permission of the audit pages. */
export const GALLERY_PERMISSION = 'bms:gallery';
/** Photos on one page of the public lists. */
export const GALLERY_PAGE_SIZE = 24;

/** 0 waiting for audit, 1 approved, 2 rejected. */
export const PICTURE_STATUSES = [0, 1, 2] as const;
export type PictureStatus = (typeof PICTURE_STATUSES)[number];
export const PICTURE_KINDS = ['plane', 'airport'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** Registrations as painted: letters, digits and dashes (B-1234, N123AB, 9V-SMA). */
const registrationSchema = z
  .string()
  .trim()
  .min(1, 'gallery.registrationRequired')
  .max(12, 'gallery.registrationInvalid')
  .regex(/^[A-Za-z0-9-]+$/, 'gallery.registrationInvalid')
  .transform((value) => value.toUpperCase());
const iataSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'gallery.iataInvalid')
  .transform((value) => value.toUpperCase());
/** A shooting date `yyyy-MM-dd`, not in the future (checked by the server against its clock). */
export const shotDateSchema = z
  .string({ error: 'gallery.shotDateRequired' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'gallery.shotDateRequired');
export const captionSchema = z.string().trim().max(200, 'validation.tooLong').default('');

/** `airport/savePlaneImages`: the stored names of up to six photos of one airframe. */
export const savePlaneImagesSchema = z.object({
  registration: registrationSchema,
  shotDate: shotDateSchema,
  airport: z.union([iataSchema, z.literal('')]).default(''),
  caption: captionSchema,
  files: z
    .array(storedFileNameSchema)
    .min(1, 'gallery.photoRequired')
    .max(GALLERY_MAX_PHOTOS, 'gallery.tooManyPhotos'),
});
export type SavePlaneImages = z.input<typeof savePlaneImagesSchema>;

/** `airport/saveAirportImages`: one photo of an airport, by its IATA code. */
export const saveAirportImagesSchema = z.object({
  iata: iataSchema,
  shotDate: shotDateSchema,
  caption: captionSchema,
  file: storedFileNameSchema,
});
export type SaveAirportImages = z.input<typeof saveAirportImagesSchema>;

/** One photo as lists and the detail show it. */
export const pictureSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PICTURE_KINDS),
  /** The display size (1600 px); signed and short-lived until the photo is approved. */
  url: z.string(),
  /** The thumbnail (400 px) for lists. */
  thumbnailUrl: z.string(),
  /** The large size (2560 px) for "view full size". */
  largeUrl: z.string(),
  /** Shot time, camera and lens read from the EXIF before it was stripped. */
  exif: photoExifSchema,
  width: z.number().int(),
  height: z.number().int(),
  registration: z.string(),
  aircraftType: z.string(),
  airline: z.string(),
  airport: z.string(),
  caption: z.string(),
  shotDate: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** The reason of a rejection, for its author and the back office. */
  reason: z.string(),
  showcase: z.boolean(),
  likes: z.number().int(),
  /** Whether the signed-in viewer likes it (false when signed out). */
  liked: z.boolean(),
  /**
   * Whether the viewer is its author, who may edit and delete it; known on the detail and on "My
   * photos" (false in the other lists).
   */
  own: z.boolean(),
  author: z.object({ id: z.number().int(), name: z.string() }),
  /** Seconds since the epoch. */
  createdAt: z.number().int(),
});
export type Picture = z.infer<typeof pictureSchema>;

/** A page of a public list (spec §7 `isLastPage`). */
export const picturePageSchema = z.object({
  list: z.array(pictureSchema),
  page: z.number().int(),
  isLastPage: z.boolean(),
});
export type PicturePage = z.infer<typeof picturePageSchema>;

export const picturePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const authorPageQuerySchema = picturePageQuerySchema.extend({ userId: recordIdSchema });
export const pictureIdQuerySchema = z.object({ id: recordIdSchema });
export const pictureIdParamsSchema = z.object({ id: recordIdSchema });

/** The back office's audit queue. */
export const auditQuerySchema = z.object({
  ...adminPageQuery,
  status: z.coerce.number().int().min(0).max(2).optional(),
  kind: z.enum(PICTURE_KINDS).optional(),
});
export const auditPageSchema = adminPageSchema(pictureSchema.extend({ read: z.boolean() }));
export type AuditPage = z.infer<typeof auditPageSchema>;
export type AuditPicture = AuditPage['list'][number];

/** `/adsb/image/audit`: approve (1) or reject (2, with a reason). */
export const pictureAuditSchema = z
  .object({
    id: recordIdSchema,
    status: z.union([z.literal(1), z.literal(2)]),
    reason: z.string().trim().max(200, 'validation.tooLong').optional(),
  })
  .refine((audit) => audit.status !== 2 || (audit.reason ?? '') !== '', {
    message: 'gallery.reasonRequired',
    path: ['reason'],
  });
export type PictureAudit = z.infer<typeof pictureAuditSchema>;

/** `/adsb/index/show`: whether an approved photo is in the home showcase. */
export const pictureShowcaseSchema = z.object({ id: recordIdSchema, show: z.boolean() });

/** Score of the gallery (written on the author page in both languages). */
export const GALLERY_SCORE = { approved: 10, showcase: 20 } as const;
/** Ranks beyond this are shown as spec §3's default '1000+'. */
export const GALLERY_RANK_LIMIT = 1000;

/** Spec §3 photo statistics of a user (`myStats`, `userStats`); `self` 'Y' on one's own. */
export const photoStatsSchema = z.object({
  fansCount: z.number().int(),
  followCount: z.number().int(),
  totalCount: z.number().int(),
  totalScore: z.number().int(),
  remainScore: z.number().int(),
  useCount: z.number().int(),
  rank: z.string(),
  userInfo: z.object({
    userId: z.number().int(),
    nickName: z.string(),
    avatarUrl: z.string(),
  }),
  self: z.enum(['Y', 'N']),
  /** Whether the signed-in viewer follows this user. */
  following: z.boolean(),
});
export type PhotoStats = z.infer<typeof photoStatsSchema>;
export const userStatsQuerySchema = z.object({ userId: recordIdSchema });
/** `follow`, `unFollow` {id}: the author's user id. */
export const followSchema = z.object({ id: recordIdSchema });
/** `like` {id}: a photo's id; answers whether the viewer now likes it and the count. */
export const likeSchema = z.object({ id: recordIdSchema });
export const likeResultSchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export type LikeResult = z.infer<typeof likeResultSchema>;

export const SEARCH_TYPES = ['registration', 'type', 'airline', 'airport', 'author'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const pictureSearchQuerySchema = picturePageQuerySchema.extend({
  searchText: z.string().trim().min(1).max(40),
  searchType: z.enum(SEARCH_TYPES),
});

/**
 * `image/getImageByAirType`: the best approved photo of an airframe (by registration), else of its
 * type; `match` says which, so the tracker can say "same type" under a stand-in.
 */
export const aircraftImageQuerySchema = z.object({
  registration: z.string().trim().max(12).optional(),
  airType: z.string().trim().max(8).optional(),
});
export const aircraftImageSchema = z.object({
  picture: pictureSchema.nullable(),
  match: z.enum(['registration', 'type', 'none']),
});
export type AircraftImage = z.infer<typeof aircraftImageSchema>;
