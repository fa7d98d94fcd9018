// `GET /adsb/frw/route/wait`: the holding areas of recent days, a public route layer of the
// tracker like the other `/adsb/frw` calls (no sign-in: the map shows it to every visitor).
// Answers are kept a minute: the areas move with days of holds, and every map view asks.
import {
  envelopeSchema,
  waitAreasQuerySchema,
  waitAreasSchema,
  ADSB_PATHS,
  type WaitAreas,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { waitAreas } from './wait-areas';

const CACHE_SECONDS = 60;
const CACHE_KEYS = 64;

/** Under ADSB_ROOT. */
export function registerWaitAreaRoutes(
  app: App,
  db: Db,
  now: () => number = () => Date.now() / 1000,
): void {
  const cache = new Map<string, { at: number; answer: Promise<WaitAreas> }>();
  app.get(
    ADSB_PATHS.routeWait,
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        summary: 'Holding areas: the holds detected over recent days, grouped by position',
        tags: ['routes'],
        querystring: waitAreasQuerySchema,
        response: { 200: envelopeSchema(waitAreasSchema) },
      },
    },
    async (request) => {
      const { days, airport, minHolds } = request.query;
      const key = `${days}|${airport ?? ''}|${minHolds}`;
      const at = now();
      let entry = cache.get(key);
      if (entry === undefined || at - entry.at >= CACHE_SECONDS) {
        if (cache.size >= CACHE_KEYS) cache.clear();
        entry = { at, answer: waitAreas(db, { days, airport, minHolds }, at) };
        cache.set(key, entry);
        // A failed read is not kept: the next request asks the database again.
        entry.answer.catch(() => cache.delete(key));
      }
      return ok(request, await entry.answer);
    },
  );
}
