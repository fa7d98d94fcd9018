// Kit applications and fitting replacements (issue 17 item 4, spec §3 receiver application and
// fittings, §4 application states, §5 application rules). One definition for web and server.
import { z } from 'zod';
import { recordIdSchema } from './ids';
import { storedFileNameSchema } from './uploads';

/** Spec §3: 0 pending review, 1 approved, 2 device issued (sent), 3 rejected. */
export const APPLICATION_STATUS = { pending: 0, approved: 1, sent: 2, rejected: 3 } as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];
export const applicationStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
]);

/** Spec §3's eleven fittings, in its order. */
export const FITTINGS = [
  'cable',
  'feeder',
  'frpAntenna',
  'lightningArrester',
  'antennaSlot',
  'masticTape',
  'powerAdapter',
  'raspberryPi',
  'watertightBox',
  'adsbBox',
  'sdr',
] as const;
export type Fitting = (typeof FITTINGS)[number];

/** Site photos per application (spec §5: up to 6 at a time). */
export const APPLICATION_MAX_PHOTOS = 6;

/**
 * A coarse outline of mainland China and Hainan (lon, lat), off by up to a few tens of
 * kilometres at the borders. Kits are sent within China only (issue 17); the administrator's
 * audit is the fine check.
 */
// prettier-ignore
const CHINA_OUTLINE: readonly (readonly [number, number])[] = [
  [121.5, 53.3], [125.5, 53.0], [127.5, 49.8], [130.6, 48.9], [134.7, 48.3], [133.1, 45.0],
  [131.0, 44.9], [131.3, 42.9], [130.6, 42.4], [128.0, 41.5], [124.4, 40.0], [121.0, 38.8],
  [118.0, 39.0], [122.7, 37.4], [120.3, 36.0], [120.9, 32.5], [122.0, 31.0], [122.2, 29.8],
  [119.6, 25.5], [116.5, 22.8], [113.5, 22.0], [110.5, 20.3], [111.0, 19.6], [110.0, 18.2],
  [108.6, 18.5], [108.6, 19.8], [109.7, 21.4], [108.0, 21.5], [106.7, 22.0], [105.3, 23.2],
  [103.0, 22.5], [101.7, 21.2], [99.2, 22.1], [98.7, 24.0], [97.5, 23.9], [98.7, 27.5],
  [97.3, 28.2], [96.0, 29.4], [94.0, 27.6], [92.0, 27.8], [89.0, 27.3], [88.0, 27.9],
  [85.0, 28.3], [81.5, 30.0], [79.0, 31.0], [78.7, 32.5], [79.5, 35.3], [77.8, 35.5],
  [74.5, 37.2], [73.5, 39.4], [75.0, 40.3], [76.5, 40.4], [80.2, 42.0], [80.2, 45.0],
  [82.5, 45.2], [83.0, 47.2], [85.5, 47.1], [87.0, 49.1], [90.0, 47.8], [91.0, 45.5],
  [95.5, 44.3], [97.0, 42.8], [100.0, 42.6], [105.0, 41.6], [107.0, 42.4], [111.0, 43.4],
  [113.6, 44.7], [116.7, 46.4], [119.7, 46.7], [118.0, 48.0], [117.3, 49.6], [119.3, 50.3],
  [120.7, 52.5],
];

/** True when (lon, lat) lies inside the coarse outline of China (ray casting). */
export function isInChina(lon: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = CHINA_OUTLINE.length - 1; i < CHINA_OUTLINE.length; j = i++) {
    const [xi, yi] = CHINA_OUTLINE[i] as readonly [number, number];
    const [xj, yj] = CHINA_OUTLINE[j] as readonly [number, number];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Mainland mobile numbers (11 digits starting 13–19), with an optional +86. */
export const CHINA_MOBILE_PATTERN = /^(?:\+?86)?1[3-9]\d{9}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blank = (key: string) => z.string().trim().min(1, key);

/** Who receives the parcel (spec §5: name, phone, address, postcode non-blank). */
export const recipientSchema = z.object({
  recipientName: blank('validation.nameBlank').max(50, 'validation.tooLong'),
  phone: blank('validation.phoneBlank').regex(CHINA_MOBILE_PATTERN, 'validation.phoneInvalid'),
  address: blank('validation.addressRequired').max(200, 'validation.tooLong'),
  postcode: blank('kit.postcodeBlank').regex(/^\d{6}$/, 'kit.postcodeInvalid'),
});

const lengthMetres = (key: string) => z.coerce.number({ message: key }).min(1, key).max(100, key);

/** The form of `apply` (and `applyUpdate` with its id). */
export const applicationInputSchema = recipientSchema
  .extend({
    lon: z.coerce.number({ message: 'kit.locationRequired' }).min(-180).max(180),
    lat: z.coerce.number({ message: 'kit.locationRequired' }).min(-90).max(90),
    /** Metres from the antenna to the receiver. */
    cableLength: lengthMetres('kit.cableLengthInvalid'),
    /** Metres of feeder line to the antenna. */
    feederLength: lengthMetres('kit.feederLengthInvalid'),
    /** Who recommended the applicant: a phone number or an email address, optional. */
    recommender: z
      .string()
      .trim()
      .max(100)
      .refine(
        (text) => text === '' || CHINA_MOBILE_PATTERN.test(text) || EMAIL_PATTERN.test(text),
        'kit.recommenderInvalid',
      )
      .default(''),
    photos: z
      .array(storedFileNameSchema)
      .min(1, 'kit.photosRequired')
      .max(APPLICATION_MAX_PHOTOS, 'kit.photosTooMany'),
  })
  .refine((input) => isInChina(input.lon, input.lat), {
    message: 'kit.locationOutsideChina',
    path: ['lon'],
  });
export type ApplicationInput = z.infer<typeof applicationInputSchema>;

export const applicationUpdateSchema = z.intersection(
  z.object({ id: recordIdSchema }),
  applicationInputSchema,
);
export const idBodySchema = z.object({ id: recordIdSchema });

/** One application as its applicant and the back office see it. */
export const applicationSchema = z.object({
  id: z.number().int(),
  lon: z.number(),
  lat: z.number(),
  cableLength: z.number(),
  feederLength: z.number(),
  recommender: z.string(),
  recipientName: z.string(),
  phone: z.string(),
  address: z.string(),
  postcode: z.string(),
  photos: z.array(z.object({ file: z.string(), url: z.string() })),
  status: applicationStatusSchema,
  expressNumber: z.string().nullable(),
  /** The audit remark: only with status 3 (spec §4). */
  remark: z.string().nullable(),
  /** Seconds since epoch. */
  createdAt: z.number(),
  auditedAt: z.number().nullable(),
  /** The hosting agreement made when it was approved. */
  contractUuid: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The back office's row adds who applied. */
export const adminApplicationSchema = applicationSchema.extend({
  userId: z.number().int(),
  username: z.string(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

const pageNumSchema = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSizeSchema = z.coerce.number().int().min(1).max(100).default(10);

export const adminApplicationQuerySchema = z.object({
  pageNum: pageNumSchema,
  pageSize: pageSizeSchema,
  status: z.coerce.number().int().min(0).max(3).optional(),
  searchText: z.string().trim().max(64).optional(),
});
export type AdminApplicationQuery = z.infer<typeof adminApplicationQuerySchema>;
export const adminApplicationPageSchema = z.object({
  list: z.array(adminApplicationSchema),
  total: z.number().int(),
});

/** `aduit` (spec's spelling): approve (1) or reject (3, remark required, kept only then). */
export const applicationAuditSchema = z
  .object({
    id: recordIdSchema,
    status: z.union([z.literal(1), z.literal(3)]),
    remark: z.string().trim().max(200).optional(),
  })
  .refine((audit) => audit.status !== 3 || (audit.remark ?? '') !== '', {
    message: 'kit.remarkRequired',
    path: ['remark'],
  });
export type ApplicationAudit = z.infer<typeof applicationAuditSchema>;

export const expressNumberSchema = z
  .string()
  .trim()
  .min(1, 'kit.expressRequired')
  .max(40, 'validation.tooLong')
  .regex(/^[A-Za-z0-9-]+$/, 'kit.expressInvalid');
export const applicationExpressSchema = z.object({
  id: recordIdSchema,
  expressNumber: expressNumberSchema,
});

/** Reject reasons the back office offers (message keys of the `kitReasons` catalogue group). */
export const APPLICATION_REJECT_REASONS = [
  'outsideCoverageNeed',
  'siteUnsuitable',
  'photosUnclear',
  'duplicate',
  'informationIncomplete',
] as const;
export const FITTING_REJECT_REASONS = [
  'notCovered',
  'reasonUnclear',
  'tooFrequent',
  'informationIncomplete',
] as const;
export const rejectReasonsSchema = z.array(z.object({ key: z.string(), text: z.string() }));

// ---- fittings ----

export const fittingInputSchema = recipientSchema.extend({
  fittings: z
    .array(z.enum(FITTINGS))
    .min(1, 'kit.fittingRequired')
    .max(FITTINGS.length)
    .refine((list) => new Set(list).size === list.length, 'kit.fittingRequired'),
  reason: blank('kit.reasonBlank').max(500, 'validation.tooLong'),
});
export type FittingInput = z.infer<typeof fittingInputSchema>;

export const fittingApplicationSchema = z.object({
  id: z.number().int(),
  fittings: z.array(z.enum(FITTINGS)),
  reason: z.string(),
  recipientName: z.string(),
  phone: z.string(),
  address: z.string(),
  postcode: z.string(),
  /** Same values as applications: 0 pending, 1 approved, 2 sent, 3 rejected. */
  status: applicationStatusSchema,
  expressNumber: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.number(),
  auditedAt: z.number().nullable(),
});
export type FittingApplication = z.infer<typeof fittingApplicationSchema>;
export const adminFittingSchema = fittingApplicationSchema.extend({
  userId: z.number().int(),
  username: z.string(),
});
export type AdminFitting = z.infer<typeof adminFittingSchema>;
export const adminFittingQuerySchema = adminApplicationQuerySchema;
export const adminFittingPageSchema = z.object({
  list: z.array(adminFittingSchema),
  total: z.number().int(),
});
export const fittingIdParamsSchema = z.object({ id: recordIdSchema });
export const fittingExpressSchema = z.object({ expressNumber: expressNumberSchema });
export const fittingRejectSchema = z.object({
  remark: z.string().trim().min(1, 'kit.remarkRequired').max(200, 'validation.tooLong'),
});

/** The permissions of the kit pages and calls. */
export const KIT_PERMISSIONS = {
  applications: 'bms:apply',
  fittings: 'bms:fitting',
  contracts: 'bms:contract',
} as const;
