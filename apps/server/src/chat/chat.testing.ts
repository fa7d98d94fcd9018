// Test harness of the assistant: a test sky (a live table with known aircraft, an airframe with
// yesterday's recorded landing, a detected go-around), the chat module over real HTTP on a real
// database, and a reader of its server-sent events. The fake provider is chat.provider.testing.ts.
import { API_V2_FULL_PATHS, type ChatMessage, type ChatStreamEvent } from '@skytrace/contracts';
import { startModuleApp, type ModuleHarness } from '../admin/module-app.testing';
import type { Database } from '../db/db';
import { DeviceRegistry } from '../devices/device.registry';
import { AirportFinder } from '../events/airport.finder';
import { insertEvents } from '../events/events.repo';
import { EventsService } from '../events/events.service';
import { FlightIdentityService } from '../flights/flight-identity.service';
import { LiveAirGround } from '../live/live.aircraft';
import { emptyLiveUpdate, LiveTable } from '../live/live.table';
import { upsertAircraft } from '../reference/fleet.repo';
import { buildAirportRows } from '../reference/reference.sources';
import { AirportIndex } from '../tracker/airport.index';
import { flights } from '../traces/traces.schema';
import { chatModule } from './chat.module';

/** The aircraft of the test sky. */
export const SKY = {
  /** MU5101 (CES5101), B-1234, low over Shanghai. */
  mu5101: { icao: 0x780a5c, callsign: 'CES5101', lat: 31.15, lon: 121.7, altitudeFt: 8_000 },
  /** CA1234 (CCA1234), cruising near Beijing, with a go-around at PEK an hour ago. */
  ca1234: { icao: 0x780a5d, callsign: 'CCA1234', lat: 40.3, lon: 116.8, altitudeFt: 31_000 },
  /** High over Shanghai: over it, but not below 3,000 m. */
  high: { icao: 0x780a5e, callsign: 'CSN3001', lat: 31.25, lon: 121.45, altitudeFt: 20_000 },
  /** On the ground at Pudong: not flying. */
  ground: { icao: 0x780a5f, callsign: 'CES222', lat: 31.144, lon: 121.805, altitudeFt: 0 },
} as const;

export interface ChatHarness extends ModuleHarness {
  liveTable: LiveTable;
  now: number;
  /** Yesterday's landing of B-1234, Unix s. */
  landedAt: number;
  /** Posts a question and reads the whole event stream (or the JSON refusal). */
  ask(
    token: string | undefined,
    messages: readonly ChatMessage[] | string,
    lang?: 'en' | 'zh',
  ): Promise<{
    status: number;
    events: ChatStreamEvent[];
    refusal: { code: number; msg: string } | null;
  }>;
}

/** The text of an answer: its tokens joined. */
export const answerText = (events: readonly ChatStreamEvent[]) =>
  events.map((event) => (event.type === 'token' ? event.text : '')).join('');

async function buildSky(database: Database, liveTable: LiveTable, now: number) {
  await upsertAircraft(database.db, [
    { icao: SKY.mu5101.icao, registration: 'B-1234', typeDesignator: 'A320', operatorIcao: 'CES' },
    { icao: SKY.ca1234.icao, registration: 'B-5678', typeDesignator: 'B738', operatorIcao: 'CCA' },
  ]);
  for (const [index, plane] of Object.values(SKY).entries()) {
    liveTable.apply({
      ...emptyLiveUpdate(),
      icao: plane.icao,
      deviceId: 'test-feeder',
      time: now - index,
      callsign: plane.callsign,
      altitude: plane.altitudeFt,
      lat: plane.lat,
      lon: plane.lon,
      groundSpeed: plane.altitudeFt === 0 ? 0 : 250 + index * 100,
      track: 90 * index,
      airGround: plane.altitudeFt === 0 ? LiveAirGround.Ground : LiveAirGround.Airborne,
      source: '192.0.2.1',
    });
  }
  // Yesterday 10:32 China time (UTC+8): B-1234 landed at Pudong.
  const chinaDay = Math.floor((now + 8 * 3600) / 86_400) * 86_400 - 8 * 3600;
  const landedAt = chinaDay - 86_400 + 10 * 3600 + 32 * 60;
  await database.db.insert(flights).values({
    icao: SKY.mu5101.icao,
    callsign: 'CES5100',
    firstSeen: new Date((landedAt - 2 * 3600) * 1000),
    lastSeen: new Date((landedAt + 600) * 1000),
    minLat: 31,
    maxLat: 40,
    minLon: 116,
    maxLon: 122,
    origin: 'ZBAA',
    destination: 'ZSPD',
    takeoffAt: new Date((landedAt - 7000) * 1000),
    landedAt: new Date(landedAt * 1000),
    pointCount: 100,
  });
  await insertEvents(database.db, [
    {
      kind: 'goAround',
      icao: SKY.ca1234.icao,
      callsign: SKY.ca1234.callsign,
      fnum: 'CA1234',
      airport: 'ZBAA',
      airportIata: 'PEK',
      runway: '36R',
      time: now - 3600,
      lat: 40.05,
      lon: 116.6,
      altitude: 1500,
      details: {},
    },
  ]);
  return landedAt;
}

/** The chat module on a fresh database with the test sky; `chat` overrides its settings. */
export async function startChatApp(chat: {
  dailyQuota: number;
  perMinute: number;
  provider?: { url: string; apiKey: string | undefined; model: string };
  timeoutMs?: number;
}): Promise<ChatHarness> {
  const now = Math.floor(Date.now() / 1000);
  const liveTable = new LiveTable();
  let identity: FlightIdentityService | undefined;
  const airportIndex = new AirportIndex();
  let events: EventsService | undefined;
  const app = await startModuleApp({
    name: 'chat',
    referenceData: true,
    modules: [chatModule],
    services: (database: Database) => {
      identity = new FlightIdentityService(database.db);
      events = new EventsService(database.db, { airports: new AirportFinder(buildAirportRows()) });
      return {
        config: {
          chat: {
            provider: chat.provider,
            dailyQuota: chat.dailyQuota,
            timeoutMs: chat.timeoutMs ?? 30_000,
            perMinute: chat.perMinute,
          },
        },
        liveTable,
        registry: new DeviceRegistry(database.db),
        flights: { identity },
        tracker: { airports: airportIndex, hiddenRegistrations: new Set<string>() },
        events,
        now: () => now,
      };
    },
  });
  const landedAt = await buildSky(app.database, liveTable, now);
  await identity?.refresh();
  await airportIndex.load(app.database.db);
  return {
    ...app,
    liveTable,
    now,
    landedAt,
    ask: async (token, messages, lang = 'en') => {
      const conversation =
        typeof messages === 'string' ? [{ role: 'user' as const, content: messages }] : messages;
      const response = await fetch(`${app.base}${API_V2_FULL_PATHS.chatAsk}?lang=${lang}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ messages: conversation }),
      });
      const text = await response.text();
      if (!response.headers.get('content-type')?.startsWith('text/event-stream'))
        return {
          status: response.status,
          events: [],
          refusal: JSON.parse(text) as { code: number; msg: string },
        };
      const parsed = text
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => JSON.parse(line.slice(6)) as ChatStreamEvent);
      return { status: response.status, events: parsed, refusal: null };
    },
  };
}
