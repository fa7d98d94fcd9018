import {
  envelopeSchema,
  flightBaseQuerySchema,
  flightBaseSchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { requireUser } from '../http/guards';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import type { LiveTable } from '../live/live.table';
import { describeFlight, type AircraftPhotoLookup } from './flight-base';
import type { FlightIdentityService } from './flight-identity.service';

/** What the flight calls need from the composition root. */
export interface FlightRoutesDeps {
  /** The process's one identity service (refreshed and fed with observed events elsewhere). */
  identity: FlightIdentityService;
  /** The live picture, when this process holds one: position and callsign for the ETA. */
  liveTable?: LiveTable | undefined;
  /** The gallery's photo of an airframe (aircraftImage), when the gallery runs. */
  aircraftPhoto?: AircraftPhotoLookup | undefined;
  /** Spec §6: flight detail needs a signed-in user (FLIGHT_DETAIL_REQUIRES_LOGIN). */
  requiresLogin: boolean;
}

/** `GET /api/v2/business/dynamic/flightBase`: flight base info for an address and callsign. */
export function registerFlightRoutes(api: App, deps: FlightRoutesDeps): void {
  api.get(
    API_V2_PATHS.flightBase,
    {
      schema: {
        summary: 'Flight base info (spec §3): reference data, schedule, observed ATD/ATA, status',
        tags: ['flights'],
        querystring: flightBaseQuerySchema,
        response: { 200: envelopeSchema(flightBaseSchema) },
      },
    },
    async (request) => {
      if (deps.requiresLogin) requireUser(request);
      const now = Math.floor(Date.now() / 1000);
      const { icao, callsign, time } = request.query;
      return ok(
        request,
        await describeFlight(deps, { icao: parseInt(icao, 16), callsign, time: time ?? now, now }),
      );
    },
  );
}
