// The community's activity calendar (issue 20 item 4, spec §2 `/activity/applycalendar`, §7
// `GET /business/activity/list`): events and kit-distribution rounds, edited in the back office.
import { z } from 'zod';
import { recordIdSchema } from './ids';

/** Back-office permission of the activity editor. */
export const ACTIVITY_PERMISSION = 'bms:activity';

/** `event`: a meet-up, talk or spotting day; `distribution`: a round of receiver kits. */
export const ACTIVITY_KINDS = ['event', 'distribution'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** An activity as everybody sees it; days are `yyyy-MM-dd` (China's calendar day). */
export const activitySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  titleEn: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  place: z.string(),
  description: z.string(),
  signUpUrl: z.string().nullable(),
  updatedAt: z.number().describe('Unix s'),
});
export type Activity = z.infer<typeof activitySchema>;

/** `GET /business/activity/list`: the activities touching `from`..`to` (at most a year). */
export const activityListQuerySchema = z
  .object({
    from: z.iso.date('activity.dateInvalid'),
    to: z.iso.date('activity.dateInvalid'),
    kind: z.enum(ACTIVITY_KINDS).optional(),
    lang: z.enum(['zh', 'en']).optional(),
  })
  .refine(
    (value) =>
      value.from <= value.to && Date.parse(value.to) - Date.parse(value.from) <= 366 * 86_400_000,
    { message: 'activity.rangeInvalid', path: ['to'] },
  );
export type ActivityListQuery = z.input<typeof activityListQuerySchema>;

const activityFields = {
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string().trim().min(1, 'activity.titleRequired').max(120, 'validation.tooLong'),
  titleEn: z.string().trim().max(120, 'validation.tooLong').default(''),
  startDate: z.iso.date('activity.dateInvalid'),
  endDate: z.iso.date('activity.dateInvalid'),
  place: z.string().trim().max(200, 'validation.tooLong').default(''),
  description: z.string().trim().max(4000, 'validation.tooLong').default(''),
  signUpUrl: z
    .url({ protocol: /^https?$/, error: 'activity.urlInvalid' })
    .max(500, 'validation.tooLong')
    .nullable()
    .default(null),
};
const endsAfterStart = {
  check: (value: { startDate: string; endDate: string }) => value.endDate >= value.startDate,
  message: { message: 'activity.endBeforeStart', path: ['endDate'] },
};

/** `POST /adsb/activity/add`. */
export const activityAddSchema = z
  .object(activityFields)
  .refine(endsAfterStart.check, endsAfterStart.message);
export type ActivityAdd = z.input<typeof activityAddSchema>;

/** `POST /adsb/activity/update`. */
export const activityUpdateSchema = z
  .object({ id: recordIdSchema, ...activityFields })
  .refine(endsAfterStart.check, endsAfterStart.message);

export const activityIdParamsSchema = z.object({ id: recordIdSchema });
