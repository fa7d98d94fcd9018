// Provider mode against a fake OpenAI-compatible server (a real HTTP server started here that
// streams chat-completions chunks with tool_calls deltas): the scripted tool calls run for real
// against the test sky, their results go back to the model, the text streams to the reader, and
// failures (HTTP error, time limit, endless tool calls) end in a translated error event.
import { API_V2_FULL_PATHS, type ChatQuota } from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOwnedDevice } from '../devices/my-devices.repo';
import {
  startFakeProvider,
  textChunks,
  toolCallChunks,
  type FakeProvider,
  type ProviderRequest,
} from './chat.provider.testing';
import { answerText, SKY, startChatApp, type ChatHarness } from './chat.testing';

let provider: FakeProvider;
let app: ChatHarness;
let user: { id: number; token: string };

beforeAll(async () => {
  provider = await startFakeProvider();
  app = await startChatApp({
    dailyQuota: 100,
    perMinute: 1000,
    provider: { url: provider.url, apiKey: 'test-key', model: 'test-model' },
    // Long enough for six quick rounds on a loaded machine, short enough to wait for once.
    timeoutMs: 8_000,
  });
  user = await app.user();
}, 120_000);
afterAll(async () => {
  await app.close();
  await provider.close();
});

/** The JSON a tool returned to the model, from the follow-up request. */
function toolResult(request: ProviderRequest, callId: string): Record<string, unknown> {
  const message = request.messages.find((entry) => entry.tool_call_id === callId);
  return JSON.parse(message?.content ?? 'null') as Record<string, unknown>;
}

describe('provider mode', () => {
  it('runs the scripted tool call against the live table and streams the answer', async () => {
    provider.script([
      () => ({
        chunks: toolCallChunks([
          { id: 'call_1', name: 'flight_position', arguments: { flight: 'MU5101' } },
        ]),
      }),
      (request) => {
        const data = toolResult(request, 'call_1');
        return {
          chunks: textChunks(`MU5101 is at ${String(data.altitudeM)} m near ${String(data.lat)}.`),
        };
      },
    ]);
    const result = await app.ask(user.token, 'Where is MU5101 now?');
    expect(result.status).toBe(200);
    const altitude = Math.round(
      (app.liveTable.aircraft.get(SKY.mu5101.icao)?.altitude ?? 0) * 0.3048,
    );
    expect(answerText(result.events)).toBe(
      `MU5101 is at ${altitude.toString()} m near ${SKY.mu5101.lat.toString()}.`,
    );
    expect(result.events).toContainEqual({ type: 'tool', name: 'flight_position' });
    const links = result.events.flatMap((event) => (event.type === 'links' ? event.links : []));
    expect(links.map((link) => link.path)).toContain('/tracker/MU5101');
    expect(result.events.at(-1)).toMatchObject({ type: 'done', mode: 'provider' });
    // The provider saw the protocol: model, key, streaming, every tool as JSON Schema.
    const [first, second] = provider.requests;
    expect(first?.authorization).toBe('Bearer test-key');
    expect(first?.body).toMatchObject({ model: 'test-model', stream: true });
    const position = first?.body.tools.find((tool) => tool.function.name === 'flight_position');
    expect(position?.function.parameters).toMatchObject({
      type: 'object',
      properties: { flight: { type: 'string' } },
      required: ['flight'],
    });
    expect(first?.body.messages[0]?.role).toBe('system');
    expect(second?.body.messages.at(-2)).toMatchObject({ role: 'assistant' });
    expect(toolResult(second?.body as ProviderRequest, 'call_1')).toMatchObject({
      found: true,
      registration: 'B-1234',
      lat: SKY.mu5101.lat,
    });
  });

  it('gives the model the signed-in user’s own devices, whatever it asks', async () => {
    const owner = await app.user();
    await insertOwnedDevice(app.database.db, owner.id, 'provider-test-feeder');
    provider.script([
      () => ({
        chunks: toolCallChunks([
          { id: 'call_d', name: 'my_devices', arguments: { userId: owner.id } },
        ]),
      }),
      () => ({ chunks: textChunks('Done.') }),
    ]);
    await app.ask(user.token, 'How is my receiver doing?');
    // Extra input is stripped by the schema; the user comes from the session.
    expect(toolResult(provider.requests[1]?.body as ProviderRequest, 'call_d')).toEqual({
      devices: [],
    });
  });

  it('returns a bad tool call’s error to the model so it can correct itself', async () => {
    provider.script([
      () => ({
        chunks: toolCallChunks([{ id: 'call_x', name: 'flights_over', arguments: { place: '' } }]),
      }),
      () => ({ chunks: textChunks('Sorry.') }),
    ]);
    const result = await app.ask(user.token, 'What is over nowhere?');
    expect(answerText(result.events)).toBe('Sorry.');
    expect(toolResult(provider.requests[1]?.body as ProviderRequest, 'call_x')).toHaveProperty(
      'error',
    );
  });

  it('answers a provider failure with a translated error and gives the question back', async () => {
    const before = (await app.call('GET', API_V2_FULL_PATHS.chatQuota, { token: user.token })).body
      .data as ChatQuota;
    provider.script([() => ({ status: 500, chunks: [] })]);
    const result = await app.ask(user.token, 'Where is MU5101?', 'zh');
    expect(result.events).toEqual([
      { type: 'error', message: 'AI 服务未能回答（HTTP 500），请稍后再试。' },
    ]);
    const after = (await app.call('GET', API_V2_FULL_PATHS.chatQuota, { token: user.token })).body
      .data as ChatQuota;
    expect(after.used).toBe(before.used);
    expect(after.mode).toBe('provider');
  });

  it('gives up after its time limit', async () => {
    provider.script([() => ({ hang: true, chunks: [] })]);
    const result = await app.ask(user.token, 'Where is MU5101?');
    expect(result.events).toEqual([
      { type: 'error', message: 'The AI provider did not answer in time. Please try again later.' },
    ]);
  });

  it('stops a model that never stops calling tools', async () => {
    provider.script([
      () => ({
        chunks: toolCallChunks([
          { id: 'loop', name: 'search_flights', arguments: { query: 'MU' } },
        ]),
      }),
    ]);
    const result = await app.ask(user.token, 'Which flights start with MU?');
    expect(result.events.at(-1)).toEqual({
      type: 'error',
      message: 'The question needed too many lookups; please ask something more specific.',
    });
    expect(provider.requests).toHaveLength(6);
  });
});
