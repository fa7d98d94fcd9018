// Feedback (issue 20 item 2, spec §1 feedback form, §5 "Feedback: login and text required"): a
// signed-in user's text with an optional screenshot and contact; the back office sets a status
// and replies; the reply shows on the user's account page until they read it.
import { z } from 'zod';
import { adminPageQuery, adminPageSchema } from './admin/paging';
import { recordIdSchema } from './ids';
import { storedFileNameSchema } from './uploads';

/** Back-office permission of the feedback list and replies. */
export const FEEDBACK_PERMISSION = 'bms:feedback';

/** Where a piece of feedback stands; `answered` once the back office replied. */
export const FEEDBACK_STATUSES = ['new', 'inProgress', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Longest feedback text, characters. */
export const FEEDBACK_TEXT_MAX = 2000;
/** Longest reply, characters. */
export const FEEDBACK_REPLY_MAX = 2000;
/** Feedback one user may send an hour (the server refuses more). */
export const FEEDBACK_PER_HOUR = 5;

/** `POST /business/feedback/submit`. */
export const feedbackSubmitSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'feedback.textRequired')
    .max(FEEDBACK_TEXT_MAX, 'feedback.textTooLong'),
  /** A screenshot uploaded before through `upload/uploadFeedbackImage`. */
  screenshot: storedFileNameSchema.nullable().default(null),
  contact: z.string().trim().max(100, 'feedback.contactTooLong').default(''),
  /** Where the user was (the page's path), to help whoever answers. */
  page: z.string().max(300).default(''),
});
export type FeedbackSubmit = z.input<typeof feedbackSubmitSchema>;

/** One piece of feedback as its author sees it. */
export const feedbackSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  contact: z.string(),
  screenshotUrl: z.string().nullable().describe('Owner-only; add the token to show it'),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.number().nullable().describe('Unix s'),
  /** A reply the author has not opened yet. */
  unread: z.boolean(),
  createdAt: z.number().describe('Unix s'),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** `GET /business/feedback/mine`: the user's feedback, newest first, and how many unread. */
export const myFeedbackSchema = z.object({
  list: z.array(feedbackSchema),
  unread: z.number().int(),
});
export type MyFeedback = z.infer<typeof myFeedbackSchema>;

/** `POST /business/feedback/read`: marks the user's replies read (one, or all without id). */
export const feedbackReadSchema = z.object({ id: recordIdSchema.optional() });

/** One row of the back office's list. */
export const adminFeedbackSchema = feedbackSchema.omit({ unread: true }).extend({
  userId: z.number().int(),
  username: z.string(),
  page: z.string(),
  replyRead: z.boolean(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

/** `GET /adsb/feedback/list`: filtered by status, text and date. */
export const adminFeedbackQuerySchema = z.object({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  /** `yyyy-MM-dd`, inclusive, server's day. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  ...adminPageQuery,
  lang: z.enum(['zh', 'en']).optional(),
});
export const adminFeedbackPageSchema = adminPageSchema(adminFeedbackSchema);

/** `POST /adsb/feedback/reply`: a reply (status answered unless given) or a status change. */
export const feedbackReplySchema = z
  .object({
    id: recordIdSchema,
    reply: z.string().trim().max(FEEDBACK_REPLY_MAX, 'feedback.replyTooLong').optional(),
    status: z.enum(FEEDBACK_STATUSES).optional(),
  })
  .refine((value) => (value.reply ?? '') !== '' || value.status !== undefined, {
    message: 'feedback.replyOrStatus',
    path: ['reply'],
  });
export type FeedbackReply = z.input<typeof feedbackReplySchema>;
