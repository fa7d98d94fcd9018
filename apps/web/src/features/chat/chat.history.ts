// The conversation kept in the browser (spec §3: chat messages, id and msg, stored locally), per
// signed-in user so a shared browser does not show one user's questions to the next.
import { chatLinkSchema, type ChatLink } from '@skytrace/contracts';
import { z } from 'zod';

export interface StoredMessage {
  id: string;
  role: 'user' | 'assistant';
  msg: string;
  links?: ChatLink[];
  /** An answer that ended in an error: shown, never sent back to the assistant. */
  failed?: boolean;
}

const storedSchema = z.array(
  z.object({
    id: z.string(),
    role: z.enum(['user', 'assistant']),
    msg: z.string(),
    links: z.array(chatLinkSchema).optional(),
    failed: z.boolean().optional(),
  }),
);

/** Messages kept at most: older ones fall off the front. */
const KEPT = 100;

const keyOf = (userKey: string) => `skytrace.chat.${userKey}`;

export function loadHistory(userKey: string): StoredMessage[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(localStorage.getItem(keyOf(userKey)) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function saveHistory(userKey: string, messages: readonly StoredMessage[]): void {
  try {
    localStorage.setItem(keyOf(userKey), JSON.stringify(messages.slice(-KEPT)));
  } catch {
    // Storage full or disabled (private mode): the conversation lives in the page only.
  }
}

export function clearHistory(userKey: string): void {
  localStorage.removeItem(keyOf(userKey));
}

export function newMessageId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
