import rateLimit from '@fastify/rate-limit';
import { API_V2_ROOT } from '@skytrace/contracts';
import { AirportsService } from '../airports/airports.service';
import type { Database } from '../db/db';
import type { DeviceRegistry } from '../devices/device.registry';
import type { EventsService } from '../events/events.service';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import type { LiveTable } from '../live/live.table';
import { defineModule } from '../modules/define-module';
import type { AirportIndex } from '../tracker/airport.index';
import type { TraceRecorder } from '../traces/trace.recorder';
import type { ProviderSettings } from './chat.provider';
import { ChatQuotas } from './chat.quota';
import { registerChatRoutes } from './chat.routes';
import { ChatService } from './chat.service';
import { flightTools } from './chat.tools.flights';
import { placeTools } from './chat.tools.places';

/** Every tool of the assistant, in the order a provider sees them. */
export const CHAT_TOOLS = [...flightTools, ...placeTools];

/** Questions per user a minute when the configuration says nothing. */
const PER_MINUTE = 10;

interface ChatNeeds {
  database: Database;
  config: {
    chat?: {
      provider: { url: string; apiKey: string | undefined; model: string } | undefined;
      dailyQuota: number;
      timeoutMs: number;
      perMinute?: number;
    };
  };
  liveTable?: LiveTable;
  registry?: DeviceRegistry;
  recorder?: TraceRecorder;
  flights?: { identity: FlightIdentityService };
  tracker?: { airports: AirportIndex; hiddenRegistrations: ReadonlySet<string> };
  events?: EventsService;
  now?: () => number;
}

/**
 * The assistant (issue 20 item 1): answers about the live sky and the recorded history by
 * calling the product's own services as tools, through an OpenAI-compatible provider when
 * CHAT_API_URL is set, else through the built-in bilingual grammar. Daily quota per user.
 */
export const chatModule = defineModule<ChatNeeds>({
  name: 'chat',
  role: 'http',
  routes: (needs) => {
    const settings = needs.config.chat ?? {
      provider: undefined,
      dailyQuota: 50,
      timeoutMs: 60_000,
    };
    const now = needs.now ?? (() => Date.now() / 1000);
    const provider: ProviderSettings | undefined = settings.provider
      ? { ...settings.provider, timeoutMs: settings.timeoutMs }
      : undefined;
    const identity = needs.flights?.identity;
    const chat = new ChatService({
      quotas: new ChatQuotas(
        needs.database.db,
        settings.dailyQuota,
        provider ? 'provider' : 'builtin',
      ),
      deps: {
        db: needs.database.db,
        liveTable: needs.liveTable,
        identity,
        airportIndex: needs.tracker?.airports,
        // The airport code works in milliseconds, like Date.now().
        airports: new AirportsService({
          db: needs.database.db,
          identity,
          liveTable: needs.liveTable,
          now: () => now() * 1000,
        }),
        hiddenRegistrations: needs.tracker?.hiddenRegistrations ?? new Set(),
        events: needs.events,
        registry: needs.registry,
        recorder: needs.recorder,
      },
      tools: CHAT_TOOLS,
      provider,
      now,
    });
    return [
      {
        prefix: API_V2_ROOT,
        register: async (api) => {
          await api.register(rateLimit, { global: false });
          registerChatRoutes(api, chat, { perMinute: settings.perMinute ?? PER_MINUTE });
        },
      },
    ];
  },
});
