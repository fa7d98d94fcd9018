import { envelopeSchema, flightBaseQuerySchema, flightBaseSchema } from '@skytrace/contracts';
import type { Database } from '../db/db';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { FlightIdentityService } from './flight-identity.service';

// The REST proof of identity reloads its cache at most this often; the live pipeline will own
// its own service and refresh policy.
const REFRESH_SECONDS = 60;

/** `GET /api/v2/business/dynamic/flightBase`: flight base info for an address and callsign. */
export function registerFlightRoutes(api: App, database: Database): void {
  const identity = new FlightIdentityService(database.db);
  let refreshedAt = -Infinity;
  api.get(
    '/business/dynamic/flightBase',
    {
      schema: {
        summary: 'Flight base info (spec §3) from reference data, fleet and schedules',
        tags: ['flights'],
        querystring: flightBaseQuerySchema,
        response: { 200: envelopeSchema(flightBaseSchema) },
      },
    },
    async (request) => {
      const now = Date.now() / 1000;
      if (now - refreshedAt > REFRESH_SECONDS) {
        await identity.refresh();
        refreshedAt = now;
      }
      const { icao, callsign, time } = request.query;
      return ok(
        request,
        identity.identify({ icao: parseInt(icao, 16), callsign, time: time ?? Math.floor(now) }),
      );
    },
  );
}
