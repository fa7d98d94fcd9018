// The assistant's tools: the product's own services called in-process. Each tool has a zod
// input schema (sent to a provider as JSON Schema, and checked before the tool runs, whoever
// called it) and returns presented data (never rows) with the links an answer carries.
import { formatIcaoHex, type ChatLink } from '@skytrace/contracts';
import { z } from 'zod';
import type { AirportsService } from '../airports/airports.service';
import type { Db } from '../db/db';
import type { DeviceRegistry } from '../devices/device.registry';
import type { EventsService } from '../events/events.service';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import type { LiveTable } from '../live/live.table';
import type { AirportIndex } from '../tracker/airport.index';
import type { TraceRecorder } from '../traces/trace.recorder';

/** What the tools read: the services of the process (absent ones make their tools answer so). */
export interface ChatToolDeps {
  db: Db;
  liveTable?: LiveTable;
  identity?: FlightIdentityService;
  airportIndex?: AirportIndex;
  airports?: AirportsService;
  hiddenRegistrations: ReadonlySet<string>;
  events?: Pick<EventsService, 'query' | 'reasonOf'>;
  registry?: DeviceRegistry;
  recorder?: TraceRecorder;
}

/** Who asks and when: tools that read the user's own data take the id from here, never input. */
export interface ChatToolContext {
  userId: number;
  /** Unix seconds. */
  now: number;
}

/** A tool's answer: data for the model (or the grammar) and links for the reader. */
export interface ChatToolResult<O = unknown> {
  data: O;
  links: ChatLink[];
}

export interface ChatTool<
  I extends z.ZodType = z.ZodType,
  R extends ChatToolResult = ChatToolResult,
> {
  name: string;
  /** For the provider's model: when to call it. */
  description: string;
  input: I;
  // Method syntax on purpose: a tool of a narrower input still joins the registry's list.
  run(input: z.infer<I>, context: ChatToolContext, deps: ChatToolDeps): R | Promise<R>;
}

/** Declares a tool with its input and result types inferred (a union when it has branches). */
export function defineTool<I extends z.ZodType, R extends ChatToolResult>(
  tool: ChatTool<I, R>,
): ChatTool<I, R> {
  return tool;
}

/** Runs one tool directly with typed input (the built-in assistant), still checked by its schema. */
export async function callTool<I extends z.ZodType, R extends ChatToolResult>(
  tool: ChatTool<I, R>,
  input: z.input<I>,
  context: ChatToolContext,
  deps: ChatToolDeps,
): Promise<R> {
  return await tool.run(tool.input.parse(input), context, deps);
}

/** A tool declaration in the chat-completions `tools` format. */
export interface ProviderToolSpec {
  type: 'function';
  function: { name: string; description: string; parameters: unknown };
}

export function providerToolSpecs(tools: readonly ChatTool[]): ProviderToolSpec[] {
  return tools.map((tool) => ({
    type: 'function',
    function: {
      name: tool.name,
      description: tool.description,
      parameters: z.toJSONSchema(tool.input, { io: 'input' }),
    },
  }));
}

/** Thrown for a call the tool cannot run (unknown tool, input that fails its schema). */
export class ChatToolInputError extends Error {}

/** Runs `name` with raw `input` after checking it against the tool's schema. */
export async function runTool(
  tools: readonly ChatTool[],
  name: string,
  input: unknown,
  context: ChatToolContext,
  deps: ChatToolDeps,
): Promise<ChatToolResult> {
  const tool = tools.find((candidate) => candidate.name === name);
  if (!tool) throw new ChatToolInputError(`unknown tool ${name}`);
  const parsed = tool.input.safeParse(input);
  if (!parsed.success) throw new ChatToolInputError(z.prettifyError(parsed.error));
  return await tool.run(parsed.data, context, deps);
}

// Links of the web app (apps/web routes): tracker at a point or a flight, playback, airport.
export const links = {
  map: (label: string, lat: number, lon: number): ChatLink => ({
    kind: 'map',
    label,
    path: `/tracker/${lon.toFixed(4)},${lat.toFixed(4)}/10`,
  }),
  flight: (label: string, flight: string): ChatLink => ({
    kind: 'flight',
    label,
    path: `/tracker/${encodeURIComponent(flight.trim().toUpperCase())}`,
  }),
  playback: (
    label: string,
    flight: { icao: number; anum: string | null; flightId: number; from: number; to: number },
  ): ChatLink => ({
    kind: 'playback',
    label,
    path: `/playbacksup/${encodeURIComponent(flight.anum ?? formatIcaoHex(flight.icao))}/${flight.flightId.toString()}/${Math.floor(flight.from).toString()}/${Math.ceil(flight.to).toString()}`,
  }),
  airport: (label: string, code: string): ChatLink => ({
    kind: 'airport',
    label,
    path: `/airport/${encodeURIComponent(code)}`,
  }),
  devices: (label: string): ChatLink => ({ kind: 'device', label, path: '/device' }),
};

/** Feet to metres, rounded to the metre. */
export const metres = (feet: number): number => Math.round(feet * 0.3048);
