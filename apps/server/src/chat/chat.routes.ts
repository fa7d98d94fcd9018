// The assistant's calls (spec §7 `GET /business/chat/quota`; beyond the anchors, the question
// itself). Both need a signed-in user (spec §2 `/chat` login). A question is validated, rate
// limited per user, counted against the daily quota (429 when spent, before any streaming), then
// answered as server-sent events: `data: <chatStreamEvent JSON>` per event, `done` or `error` last.
import { PassThrough } from 'node:stream';
import {
  API_V2_PATHS,
  chatAskSchema,
  chatQuotaSchema,
  envelopeSchema,
  langQuerySchema,
  translateMessage,
  type ChatStreamEvent,
} from '@skytrace/contracts';
import { requireUser } from '../http/guards';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import type { App } from '../http/types';
import { ChatProviderError } from './chat.provider';
import type { ChatService } from './chat.service';

const tags = ['chat'];
const secured = { security: [{ bearer: [] }] };

export interface ChatRouteOptions {
  /** Questions per user a minute (on top of the daily quota): each may cost a provider call. */
  perMinute: number;
}

const messageOf = (error: ChatProviderError) =>
  error.kind === 'timeout'
    ? 'chat.providerTimeout'
    : error.kind === 'steps'
      ? 'chat.tooManySteps'
      : 'chat.providerFailed';

export function registerChatRoutes(api: App, chat: ChatService, options: ChatRouteOptions): void {
  api.get(
    API_V2_PATHS.chatQuota,
    {
      schema: {
        summary: "The signed-in user's questions to the assistant today, and who answers",
        tags,
        ...secured,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(chatQuotaSchema) },
      },
    },
    async (request) => ok(request, await chat.quota(requireUser(request).userId)),
  );
  api.post(
    API_V2_PATHS.chatAsk,
    {
      config: {
        rateLimit: {
          max: options.perMinute,
          timeWindow: 60_000,
          keyGenerator: (request: { accountSession: { userId: number } | null; ip: string }) =>
            request.accountSession ? `chat:${request.accountSession.userId}` : request.ip,
        },
      },
      schema: {
        summary: 'Asks the assistant; the answer streams back as text/event-stream',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: chatAskSchema,
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const quota = await chat.take(userId);
      const language = requestLanguage(request);
      const stream = new PassThrough();
      const send = (event: ChatStreamEvent) => {
        if (!stream.writableEnded) stream.write(`data: ${JSON.stringify(event)}\n\n`);
      };
      // The reader went away: stop asking the provider on its behalf.
      const abort = new AbortController();
      reply.raw.on('close', () => abort.abort());
      const run = async () => {
        try {
          await chat.answer(
            userId,
            language,
            request.body.messages,
            {
              token: (text) => send({ type: 'token', text }),
              tool: (name) => send({ type: 'tool', name }),
              links: (links) => send({ type: 'links', links: [...links] }),
            },
            abort.signal,
          );
          send({ type: 'done', mode: chat.mode, remaining: quota.remaining });
        } catch (error) {
          if (abort.signal.aborted) return;
          await chat.refund(userId);
          if (!(error instanceof ChatProviderError))
            request.log.error({ err: error }, 'chat answer failed');
          else request.log.warn({ reason: error.message }, 'chat provider failed');
          const message =
            error instanceof ChatProviderError
              ? translateMessage(language, messageOf(error), { reason: error.reason })
              : translateMessage(language, 'errors.internal');
          send({ type: 'error', message });
        } finally {
          stream.end();
        }
      };
      void run();
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
}
