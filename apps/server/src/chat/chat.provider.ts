// Provider mode: any OpenAI-compatible chat-completions endpoint with tool calls and streaming
// (plain fetch; SSE `data:` lines). The model's text deltas go straight to the sink as they
// arrive; its tool calls run here against the product's own services, and their results go back
// for the next step, at most MAX_STEPS rounds.
import type { ChatMessage } from '@skytrace/contracts';
import { z } from 'zod';
import type { ChatLanguage } from './chat.intents';
import {
  ChatToolInputError,
  providerToolSpecs,
  runTool,
  type ChatTool,
  type ChatToolContext,
  type ChatToolDeps,
} from './chat.tools';
import type { ChatSink } from './chat.sink';

/** Rounds of tool calls one question may take before the assistant gives up. */
export const MAX_STEPS = 6;

export interface ProviderSettings {
  /** Base URL (…/v1) or the full …/chat/completions URL. */
  url: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** Why the provider gave no answer: HTTP or protocol failure, time limit, or too many steps. */
export class ChatProviderError extends Error {
  constructor(
    readonly kind: 'failed' | 'timeout' | 'steps',
    readonly reason: string,
  ) {
    super(`${kind}: ${reason}`);
    this.name = 'ChatProviderError';
  }
}

type ProviderMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ProviderToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

interface ProviderToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

// One streamed chunk, as far as we read it; unknown fields are ignored.
const chunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({
            content: z.string().nullish(),
            tool_calls: z
              .array(
                z.object({
                  index: z.number().int().min(0).max(64),
                  id: z.string().nullish(),
                  function: z
                    .object({ name: z.string().nullish(), arguments: z.string().nullish() })
                    .nullish(),
                }),
              )
              .nullish(),
          })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .default([]),
});

function systemPrompt(language: ChatLanguage, now: number): string {
  const time = new Date(now * 1000).toISOString();
  return language === 'zh'
    ? `你是天迹 ADS-B 航班追踪网站的助手。用中文简洁回答关于实时空域和历史记录的问题，只使用工具返回的数据，不要编造；工具没有数据就直说。高度用米，速度用公里/小时，时间用北京时间。现在是 ${time}（UTC）。`
    : `You are the assistant of Skytrace, an ADS-B live flight tracker. Answer briefly in English about the live sky and recorded history, using only what the tools return; never invent data, and say so when the tools have none. Altitudes in metres, speeds in km/h, times in China time. It is now ${time} (UTC).`;
}

function completionsUrl(base: string): string {
  return /\/chat\/completions\/?$/.test(base)
    ? base
    : `${base.replace(/\/$/, '')}/chat/completions`;
}

/** Reads one streamed completion: text to the sink as it comes, tool calls assembled by index. */
async function readTurn(
  body: ReadableStream<Uint8Array>,
  sink: ChatSink,
): Promise<{ content: string; calls: ProviderToolCall[] }> {
  const decoder = new TextDecoder();
  const calls: ProviderToolCall[] = [];
  let content = '';
  let buffered = '';
  const onLine = (line: string): boolean => {
    if (!line.startsWith('data:')) return false;
    const payload = line.slice(5).trim();
    if (payload === '[DONE]') return true;
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      throw new ChatProviderError('failed', 'malformed stream');
    }
    const chunk = chunkSchema.safeParse(json);
    if (!chunk.success) throw new ChatProviderError('failed', 'malformed stream');
    for (const choice of chunk.data.choices) {
      const text = choice.delta?.content;
      if (text) {
        content += text;
        sink.token(text);
      }
      for (const delta of choice.delta?.tool_calls ?? []) {
        const call = (calls[delta.index] ??= {
          id: '',
          type: 'function',
          function: { name: '', arguments: '' },
        });
        if (delta.id) call.id = delta.id;
        if (delta.function?.name) call.function.name += delta.function.name;
        if (delta.function?.arguments) call.function.arguments += delta.function.arguments;
      }
    }
    return false;
  };
  for await (const bytes of body) {
    buffered += decoder.decode(bytes, { stream: true });
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline).replace(/\r$/, '');
      buffered = buffered.slice(newline + 1);
      if (onLine(line)) return { content, calls: calls.filter(Boolean) };
    }
  }
  onLine(buffered);
  return { content, calls: calls.filter(Boolean) };
}

/** Answers the conversation through the provider; throws ChatProviderError when it cannot. */
export async function answerWithProvider(options: {
  messages: readonly ChatMessage[];
  language: ChatLanguage;
  context: ChatToolContext;
  deps: ChatToolDeps;
  tools: readonly ChatTool[];
  settings: ProviderSettings;
  sink: ChatSink;
  signal: AbortSignal;
}): Promise<void> {
  const { settings, sink, context } = options;
  const conversation: ProviderMessage[] = [
    { role: 'system', content: systemPrompt(options.language, context.now) },
    ...options.messages.map((message) => ({ role: message.role, content: message.content })),
  ];
  const specs = providerToolSpecs(options.tools);
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(settings.timeoutMs)]);
  try {
    for (let step = 0; step < MAX_STEPS; step++) {
      const response = await fetch(completionsUrl(settings.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          messages: conversation,
          tools: specs,
          stream: true,
        }),
        signal,
      });
      if (!response.ok || !response.body)
        throw new ChatProviderError('failed', `HTTP ${response.status.toString()}`);
      const turn = await readTurn(response.body, sink);
      if (turn.calls.length === 0) return;
      conversation.push({
        role: 'assistant',
        content: turn.content || null,
        tool_calls: turn.calls,
      });
      for (const call of turn.calls) {
        sink.tool(call.function.name);
        conversation.push({
          role: 'tool',
          tool_call_id: call.id,
          content: JSON.stringify(await toolAnswer(call, options)),
        });
      }
    }
    throw new ChatProviderError('steps', `more than ${MAX_STEPS.toString()} steps`);
  } catch (error) {
    if (error instanceof ChatProviderError) throw error;
    if (signal.aborted && !options.signal.aborted)
      throw new ChatProviderError('timeout', 'time limit');
    if (options.signal.aborted) throw error;
    throw new ChatProviderError('failed', error instanceof Error ? error.message : String(error));
  }
}

/** A tool call's result for the model; bad calls get an error the model can correct. */
async function toolAnswer(
  call: ProviderToolCall,
  options: {
    context: ChatToolContext;
    deps: ChatToolDeps;
    tools: readonly ChatTool[];
    sink: ChatSink;
  },
): Promise<unknown> {
  let input: unknown;
  try {
    input = call.function.arguments.trim() === '' ? {} : JSON.parse(call.function.arguments);
  } catch {
    return { error: 'arguments are not JSON' };
  }
  try {
    const result = await runTool(
      options.tools,
      call.function.name,
      input,
      options.context,
      options.deps,
    );
    if (result.links.length > 0) options.sink.links(result.links);
    return result.data;
  } catch (error) {
    if (error instanceof ChatToolInputError) return { error: error.message };
    throw error;
  }
}
