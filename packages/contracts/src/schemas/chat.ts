// The assistant (issue 20 item 1; spec §1 AI chat page, §2 `/chat` login, §3 chat messages kept
// in the browser, §7 `GET /business/chat/quota`). A question is posted with the conversation so
// far; the answer comes back as server-sent events, one `chatStreamEventSchema` JSON per `data:`.
import { z } from 'zod';

/** The longest question or answer one message may carry, characters. */
export const CHAT_MESSAGE_MAX = 4000;
/** Messages of the conversation sent with a question at most (older ones are left out). */
export const CHAT_HISTORY_MAX = 20;

/** `GET /business/chat/quota`: the signed-in user's questions today (UTC day). */
export const chatQuotaSchema = z.object({
  limit: z.number().int().describe('Questions allowed a day'),
  used: z.number().int(),
  remaining: z.number().int(),
  resetsAt: z.number().describe('Unix s: the next UTC midnight'),
  mode: z
    .enum(['provider', 'builtin'])
    .describe('Who answers: the configured model or the built-in assistant'),
});
export type ChatQuota = z.infer<typeof chatQuotaSchema>;

/** One message of the conversation, as kept in the browser (spec §3: id, msg). */
export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `POST /business/chat/ask`: the conversation, the last message being the user's question. */
export const chatAskSchema = z.object({
  messages: z
    .array(chatMessageSchema)
    .min(1)
    .max(CHAT_HISTORY_MAX)
    .refine((messages) => messages.at(-1)?.role === 'user', {
      message: 'chat.lastMustBeQuestion',
    }),
});
export type ChatAsk = z.infer<typeof chatAskSchema>;

/** A link an answer carries: the map at a flight, the flight itself, or its playback. */
export const chatLinkSchema = z.object({
  kind: z.enum(['map', 'flight', 'playback', 'airport', 'device']),
  label: z.string(),
  path: z.string().describe('A path of the web app, e.g. /tracker/MU5101'),
});
export type ChatLink = z.infer<typeof chatLinkSchema>;

/** One server-sent event of an answer. */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({ type: z.literal('tool'), name: z.string() }),
  z.object({ type: z.literal('links'), links: z.array(chatLinkSchema) }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({
    type: z.literal('done'),
    mode: z.enum(['provider', 'builtin']),
    remaining: z.number().int(),
  }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;
