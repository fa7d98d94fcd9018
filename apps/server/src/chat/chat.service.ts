// One question: the quota is taken, then the configured provider or the built-in assistant
// answers into the sink. A provider failure gives the question back to the user's quota.
import type { ChatMessage, ChatQuota } from '@skytrace/contracts';
import { HttpError } from '../http/errors';
import { answerBuiltin } from './chat.builtin';
import type { ChatLanguage } from './chat.intents';
import { answerWithProvider, type ProviderSettings } from './chat.provider';
import type { ChatQuotas } from './chat.quota';
import type { ChatSink } from './chat.sink';
import type { ChatTool, ChatToolDeps } from './chat.tools';

export class ChatService {
  constructor(
    private readonly options: {
      quotas: ChatQuotas;
      deps: ChatToolDeps;
      tools: readonly ChatTool[];
      provider: ProviderSettings | undefined;
      now: () => number;
    },
  ) {}

  get mode(): ChatQuota['mode'] {
    return this.options.provider ? 'provider' : 'builtin';
  }

  quota(userId: number): Promise<ChatQuota> {
    return this.options.quotas.read(userId, this.options.now());
  }

  /** Takes one question of the day's quota; 429 when none is left. */
  async take(userId: number): Promise<ChatQuota> {
    const quota = await this.options.quotas.take(userId, this.options.now());
    if (quota === null)
      throw new HttpError(429, 'chat.quotaExhausted', { limit: this.options.quotas.limit });
    return quota;
  }

  /** Gives back a question that got no answer. */
  refund(userId: number): Promise<void> {
    return this.options.quotas.refund(userId, this.options.now());
  }

  /** Answers the conversation's last question into `sink`. */
  async answer(
    userId: number,
    language: ChatLanguage,
    messages: readonly ChatMessage[],
    sink: ChatSink,
    signal: AbortSignal,
  ): Promise<void> {
    const context = { userId, now: this.options.now() };
    const { provider, deps, tools } = this.options;
    if (provider) {
      await answerWithProvider({
        messages,
        language,
        context,
        deps,
        tools,
        settings: provider,
        sink,
        signal,
      });
      return;
    }
    const question = messages.at(-1)?.content ?? '';
    const answer = await answerBuiltin(question, language, context, deps);
    for (const tool of answer.tools) sink.tool(tool);
    sink.token(answer.text);
    if (answer.links.length > 0) sink.links(answer.links);
  }
}
