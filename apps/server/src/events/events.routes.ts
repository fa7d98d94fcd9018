// The event calls: spec §7 airport events of a day (`airport/goAround`, `spiral`, `return`,
// `divert`, `/airport/api/goaround`, `/airport/api/spiral`) and the live event feed. Public like
// the other airport calls; each is one indexed query, limited per address.
import {
  airportEventsQuerySchema,
  envelopeSchema,
  eventFeedQuerySchema,
  eventListSchema,
  EVENTS_MAX_LIMIT,
  API_V2_PATHS,
  type EventKind,
} from '@skytrace/contracts';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import type { App } from '../http/types';
import type { EventsService } from './events.service';

const tags = ['events'];
const limit = { rateLimit: { max: 120, timeWindow: 60_000 } };
const DAY_SECONDS = 86_400;

/** Start of the UTC day `yyyy-MM-dd` in seconds, or of today's. */
function dayStart(day: string | undefined, now: number): number {
  if (day === undefined) return Math.floor(now / DAY_SECONDS) * DAY_SECONDS;
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) throw new HttpError(400, 'events.dayInvalid');
  return time / 1000;
}

export function registerEventRoutes(
  api: App,
  events: EventsService,
  now: () => number = () => Date.now() / 1000,
): void {
  const airportCall = (path: string, kinds: readonly EventKind[], summary: string) =>
    api.get(
      path,
      {
        config: limit,
        schema: {
          summary,
          tags,
          querystring: airportEventsQuerySchema,
          response: { 200: envelopeSchema(eventListSchema) },
        },
      },
      async (request) => {
        const from = dayStart(request.query.day, now());
        const list = await events.query({
          from,
          to: from + DAY_SECONDS,
          kinds,
          airport: request.query.iata,
          limit: EVENTS_MAX_LIMIT,
        });
        return ok(request, { events: list });
      },
    );
  airportCall(
    API_V2_PATHS.airportGoAround,
    ['goAround', 'goAroundBurst'],
    "An airport's go-arounds of a day (and bursts at one runway)",
  );
  airportCall(API_V2_PATHS.airportSpiral, ['holding'], "An airport's holding flights of a day");
  airportCall(
    API_V2_PATHS.airportReturn,
    ['return'],
    'Flights that returned to an airport on a day',
  );
  airportCall(API_V2_PATHS.airportDivert, ['divert'], 'Flights diverted to an airport on a day');
  airportCall(
    API_V2_PATHS.airportApiGoAround,
    ['goAround', 'goAroundBurst'],
    "An airport's go-arounds of a day (airport page form)",
  );
  airportCall(
    API_V2_PATHS.airportApiSpiral,
    ['holding'],
    "An airport's holding flights of a day (airport page form)",
  );

  api.get(
    API_V2_PATHS.eventFeed,
    {
      config: limit,
      schema: {
        summary: 'Recent events (live event feed), by kind and map region',
        tags,
        querystring: eventFeedQuerySchema,
        response: { 200: envelopeSchema(eventListSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const to = now();
      const bbox =
        query.lat1 !== undefined &&
        query.lon1 !== undefined &&
        query.lat2 !== undefined &&
        query.lon2 !== undefined
          ? { lat1: query.lat1, lon1: query.lon1, lat2: query.lat2, lon2: query.lon2 }
          : undefined;
      const list = await events.query({
        from: to - query.minutes * 60,
        // Events are stamped with the position's time, which may run a little ahead of ours.
        to: to + 60,
        kinds: query.kinds,
        bbox,
        limit: query.limit,
      });
      return ok(request, { events: list });
    },
  );
}
