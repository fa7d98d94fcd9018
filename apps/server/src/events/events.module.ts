import rateLimit from '@fastify/rate-limit';
import { ADSB_ROOT, API_V2_ROOT, EVENTS_MAX_LIMIT } from '@skytrace/contracts';
import type { App } from '../http/types';
import type { Database } from '../db/db';
import { defineModule } from '../modules/define-module';
import { backfillEvents } from './events.backfill';
import { registerEventRoutes } from './events.routes';
import type { EventsService } from './events.service';
import { registerWaitAreaRoutes } from './wait-areas.routes';

/** Hours of recorded traces the backfill job replays by default. */
const BACKFILL_HOURS = 3;

/**
 * Detected flight events (issue 19): the detector runs on the live table's positions (wired in
 * server.ts, where the one EventsService of the process is made), the spec §7 airport event
 * calls and the live event feed, and a job that replays recorded traces.
 */
export const eventsModule = defineModule<{
  database: Database;
  events?: EventsService;
  now?: () => number;
}>({
  name: 'events',
  role: 'http',
  routes: ({ database, events, now }) => {
    // Holding areas read stored holds only: served wherever the database is, detector or not.
    const waitAreas = {
      prefix: ADSB_ROOT,
      register: async (app: App) => {
        await app.register(rateLimit, { global: false });
        registerWaitAreaRoutes(app, database.db, now);
      },
    };
    if (!events) return [waitAreas];
    return [
      waitAreas,
      {
        prefix: API_V2_ROOT,
        register: async (api) => {
          await api.register(rateLimit, { global: false });
          registerEventRoutes(api, events, now);
        },
      },
    ];
  },
  jobs: ({ database, events, now }) =>
    events
      ? [
          {
            // Hours the live detector did not see (a restart, an outage, traces recorded by
            // another process): replayed from the stored traces; live events are kept.
            name: 'event backfill',
            cron: '23 * * * *',
            scope: 'cluster' as const,
            runAtStart: true,
            run: async (params) => {
              const hours =
                typeof params.hours === 'number' && params.hours > 0 && params.hours <= 72
                  ? params.hours
                  : BACKFILL_HOURS;
              const to = (now ?? (() => Date.now() / 1000))();
              const found = await backfillEvents(
                {
                  db: database.db,
                  airports: events.airports,
                  plannedRoute: events.plannedRoute,
                  record: (list) => events.record(list),
                  existing: (from, until) =>
                    events.query({ from, to: until, limit: EVENTS_MAX_LIMIT * 20 }),
                },
                to - hours * 3600,
                to,
              );
              return `replayed ${hours} h of recorded traces: ${found} new events`;
            },
          },
        ]
      : [],
});
