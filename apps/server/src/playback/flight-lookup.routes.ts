// `GET /business/dynamic/flightDetail` and `GET /business/dynamic/flight` (spec §7). Flight
// detail needs a signed-in user where the operator says so (FLIGHT_DETAIL_REQUIRES_LOGIN), as
// `flightBase` and playback do.
import {
  envelopeSchema,
  flightAnswerSchema,
  flightDetailQuerySchema,
  flightDetailSchema,
  flightQuerySchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { requireUser } from '../http/guards';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import type { FlightLookupService } from './flight-lookup.service';

export function registerFlightLookupRoutes(
  api: App,
  deps: { lookup: FlightLookupService; requiresLogin: boolean; now?: () => number },
): void {
  const now = deps.now ?? (() => Date.now() / 1000);
  api.get(
    API_V2_PATHS.flightDetail,
    {
      schema: {
        summary: 'An airframe’s flight by registration: live position and flight base info',
        tags: ['flights'],
        querystring: flightDetailQuerySchema,
        response: { 200: envelopeSchema(flightDetailSchema) },
      },
    },
    async (request) => {
      if (deps.requiresLogin) requireUser(request);
      return ok(request, await deps.lookup.flightDetail(request.query, now()));
    },
  );
  api.get(
    API_V2_PATHS.flightByNumber,
    {
      schema: {
        summary: 'A flight number on one day: live aircraft, timetable and recorded flights',
        tags: ['flights'],
        querystring: flightQuerySchema,
        response: { 200: envelopeSchema(flightAnswerSchema) },
      },
    },
    async (request) => {
      if (deps.requiresLogin) requireUser(request);
      return ok(request, await deps.lookup.flight(request.query, now()));
    },
  );
}
