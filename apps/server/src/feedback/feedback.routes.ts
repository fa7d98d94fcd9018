// `/business/feedback/*` (the signed-in user's feedback: submit, mine, read) and the back
// office's `/adsb/feedback/*` (list with filters, reply and status). Thin handlers over
// FeedbackService; the screenshot is uploaded before through `upload/uploadFeedbackImage`.
import {
  adminFeedbackPageSchema,
  adminFeedbackQuerySchema,
  adminFeedbackSchema,
  envelopeSchema,
  feedbackReadSchema,
  feedbackReplySchema,
  feedbackSchema,
  feedbackSubmitSchema,
  langQuerySchema,
  myFeedbackSchema,
  ADSB_PATHS,
  API_V2_PATHS,
  FEEDBACK_PERMISSION,
} from '@skytrace/contracts';
import { z } from 'zod';
import { recordAdminAction, registerAdminScope } from '../access/admin-scope';
import { ok } from '../http/envelope';
import { requireUser } from '../http/guards';
import type { App } from '../http/types';
import type { FeedbackService } from './feedback.service';

const tags = ['feedback'];
const secured = { security: [{ bearer: [] }] };
/** Submissions a user may try a minute; the hourly limit is the service's. */
const SUBMITS_PER_MINUTE = 5;

export function registerFeedbackRoutes(api: App, service: FeedbackService): void {
  api.post(
    API_V2_PATHS.feedbackSubmit,
    {
      config: {
        rateLimit: {
          max: SUBMITS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) =>
            request.accountSession ? `feedback:${request.accountSession.userId}` : request.ip,
        },
      },
      schema: {
        summary: 'Sends feedback: text (required), optional screenshot (stored name) and contact',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: feedbackSubmitSchema,
        response: { 200: envelopeSchema(feedbackSchema) },
      },
    },
    async (request) => ok(request, await service.submit(requireUser(request).userId, request.body)),
  );
  api.get(
    API_V2_PATHS.feedbackMine,
    {
      schema: {
        summary: "The signed-in user's feedback with the replies, and how many are unread",
        tags,
        ...secured,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(myFeedbackSchema) },
      },
    },
    async (request) => ok(request, await service.mine(requireUser(request).userId)),
  );
  api.post(
    API_V2_PATHS.feedbackRead,
    {
      schema: {
        summary: 'Marks a reply (or every reply) of the signed-in user read',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: feedbackReadSchema,
        response: { 200: envelopeSchema(z.object({ changed: z.number().int() })) },
      },
    },
    async (request) =>
      ok(request, {
        changed: await service.read(requireUser(request).userId, request.body.id),
      }),
  );
}

const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

export async function registerFeedbackAdminRoutes(
  app: App,
  service: FeedbackService,
): Promise<void> {
  await registerAdminScope(app, service.db);
  app.get(
    ADSB_PATHS.feedbackAdminList,
    {
      schema: {
        summary: 'Feedback, newest first, by status, text (or author, contact) and day',
        tags: ['back office: feedback'],
        ...secured,
        querystring: adminFeedbackQuerySchema,
        response: { 200: envelopeSchema(adminFeedbackPageSchema) },
      },
      config: { permission: FEEDBACK_PERMISSION },
    },
    async (request) => {
      const { status, q, from, to, page, pageSize } = request.query;
      const end = to ? new Date(dayStart(to).getTime() + 86_400_000) : undefined;
      return ok(
        request,
        await service.page(
          { status, q: q || undefined, from: from ? dayStart(from) : undefined, to: end },
          page,
          pageSize,
        ),
      );
    },
  );
  app.post(
    ADSB_PATHS.feedbackReply,
    {
      schema: {
        summary: 'Replies to feedback (status answered) or changes its status',
        tags: ['back office: feedback'],
        ...secured,
        querystring: langQuerySchema,
        body: feedbackReplySchema,
        response: { 200: envelopeSchema(adminFeedbackSchema) },
      },
      config: { permission: FEEDBACK_PERMISSION, action: 'feedback.reply' },
    },
    async (request) => {
      const { before, after } = await service.reply(requireUser(request).userId, request.body);
      recordAdminAction(request, { target: `feedback ${after.id}`, before, after });
      return ok(request, after);
    },
  );
}
