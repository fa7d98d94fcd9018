// The assistant's calls: `chat/quota` through the app's HTTP client, and the question itself as
// a streamed POST read here (the client answers JSON only): each `data:` line is one event.
import {
  API_V2_PATHS,
  API_V2_ROOT,
  chatStreamEventSchema,
  type ApiEnvelope,
  type ChatMessage,
  type ChatQuota,
  type ChatStreamEvent,
} from '@skytrace/contracts';
import { http } from '../../session/api-client';
import { ApiError } from '../../api/http';
import { currentLanguage } from '../../i18n/language';
import { currentToken } from '../../session/auth.store';

export async function fetchQuota(signal: AbortSignal): Promise<ChatQuota> {
  const envelope = await http.get<ChatQuota>(API_V2_PATHS.chatQuota, { signal });
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

/** Posts the conversation and calls `onEvent` for every event as it arrives. */
export async function askAssistant(
  messages: readonly ChatMessage[],
  onEvent: (event: ChatStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const token = currentToken();
  const response = await fetch(`${API_V2_ROOT}${API_V2_PATHS.chatAsk}?lang=${currentLanguage()}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ messages }),
    signal,
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
    // A refusal (sign-in, quota, rate limit, validation) is a JSON envelope with its message.
    const envelope = (await response.json().catch(() => null)) as ApiEnvelope<unknown> | null;
    throw new ApiError(
      envelope?.code ?? response.status,
      envelope?.msg ?? response.statusText,
      envelope,
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      for (const line of block.split('\n')) {
        if (!line.startsWith('data:')) continue;
        const parsed = chatStreamEventSchema.safeParse(JSON.parse(line.slice(5).trim()));
        if (parsed.success) onEvent(parsed.data);
      }
    }
  }
}
