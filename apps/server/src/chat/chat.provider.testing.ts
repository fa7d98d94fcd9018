// A fake OpenAI-compatible provider for tests and the benchmark: a real HTTP server speaking the
// streaming chat-completions protocol (`data:` chunks, `tool_calls` deltas, `[DONE]`), replying
// with scripted steps. No test framework import, so `bench:chat` runs it too.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted reply of the fake provider, given the request it answers. */
export type ProviderStep = (request: ProviderRequest) => {
  status?: number;
  chunks: unknown[];
  hang?: boolean;
};

export interface ProviderRequest {
  model: string;
  stream: boolean;
  messages: {
    role: string;
    content: string | null;
    tool_call_id?: string;
    tool_calls?: unknown[];
  }[];
  tools: {
    type: string;
    function: { name: string; description: string; parameters: Record<string, unknown> };
  }[];
}

export interface FakeProvider {
  url: string;
  /** performance.now() when each reply's first text token was written. */
  firstTokenWritten: number[];
  requests: { body: ProviderRequest; authorization: string | undefined }[];
  /** Replaces the script: each request takes the next step (the last one repeats). */
  script(steps: ProviderStep[]): void;
  close(): Promise<void>;
}

/** Chunks of a streamed text reply, one per word. */
export function textChunks(text: string): unknown[] {
  const words = text.split(/(?<= )/);
  return [
    { choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] },
    ...words.map((word) => ({
      choices: [{ index: 0, delta: { content: word }, finish_reason: null }],
    })),
    { choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
  ];
}

/** Chunks of a tool call, its arguments split across two deltas as real providers do. */
export function toolCallChunks(
  calls: { id: string; name: string; arguments: unknown }[],
): unknown[] {
  return [
    ...calls.flatMap((call, index) => {
      const json = JSON.stringify(call.arguments);
      const half = Math.floor(json.length / 2);
      return [
        {
          choices: [
            {
              index: 0,
              delta: {
                tool_calls: [
                  {
                    index,
                    id: call.id,
                    type: 'function',
                    function: { name: call.name, arguments: json.slice(0, half) },
                  },
                ],
              },
              finish_reason: null,
            },
          ],
        },
        {
          choices: [
            {
              index: 0,
              delta: { tool_calls: [{ index, function: { arguments: json.slice(half) } }] },
              finish_reason: null,
            },
          ],
        },
      ];
    }),
    { choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] },
  ];
}

export async function startFakeProvider(): Promise<FakeProvider> {
  let steps: ProviderStep[] = [];
  const requests: FakeProvider['requests'] = [];
  const firstTokenWritten: number[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as ProviderRequest;
      requests.push({ body, authorization: request.headers.authorization });
      const step = steps[Math.min(requests.length - 1, steps.length - 1)];
      const reply = step ? step(body) : { status: 500, chunks: [] };
      if (reply.hang) {
        hanging.add(response);
        return;
      }
      if ((reply.status ?? 200) !== 200) {
        response.writeHead(reply.status ?? 500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'scripted failure' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      let tokenSeen = false;
      for (const chunk of reply.chunks) {
        if (!tokenSeen && hasText(chunk)) {
          tokenSeen = true;
          firstTokenWritten.push(performance.now());
        }
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port.toString()}/v1`,
    requests,
    firstTokenWritten,
    script: (next) => {
      steps = next;
      requests.length = 0;
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function hasText(chunk: unknown): boolean {
  const choices = (chunk as { choices?: { delta?: { content?: string } }[] }).choices ?? [];
  return choices.some((choice) => (choice.delta?.content ?? '') !== '');
}
