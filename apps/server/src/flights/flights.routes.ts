import { envelopeSchema, flightBaseQuerySchema, flightBaseSchema } from '@skytrace/contracts';
import { requireUser } from '../accounts/accounts.plugin';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { LiveAirGround } from '../live/live.aircraft';
import type { LiveTable } from '../live/live.table';
import type { FlightIdentityService } from './flight-identity.service';

/** What the flight calls need from the composition root. */
export interface FlightRoutesDeps {
  /** The process's one identity service (refreshed and fed with observed events elsewhere). */
  identity: FlightIdentityService;
  /** The live picture, when this process holds one: position and callsign for the ETA. */
  liveTable?: LiveTable | undefined;
  /** Spec §6: flight detail needs a signed-in user (FLIGHT_DETAIL_REQUIRES_LOGIN). */
  requiresLogin: boolean;
}

/** `GET /api/v2/business/dynamic/flightBase`: flight base info for an address and callsign. */
export function registerFlightRoutes(api: App, deps: FlightRoutesDeps): void {
  api.get(
    '/business/dynamic/flightBase',
    {
      schema: {
        summary: 'Flight base info (spec §3): reference data, schedule, observed ATD/ATA, status',
        tags: ['flights'],
        querystring: flightBaseQuerySchema,
        response: { 200: envelopeSchema(flightBaseSchema) },
      },
    },
    (request) => {
      if (deps.requiresLogin) requireUser(request);
      const icao = parseInt(request.query.icao, 16);
      const now = Math.floor(Date.now() / 1000);
      const time = request.query.time ?? now;
      const live = deps.liveTable?.aircraft.get(icao);
      // Where it is now only describes the flight as it stands now, not at an earlier `time`.
      const current = live && time >= now && !Number.isNaN(live.lat) ? live : undefined;
      const callsign = request.query.callsign ?? (current?.callsign || undefined);
      return ok(
        request,
        deps.identity.identify({
          icao,
          callsign,
          time,
          position: current && {
            lat: current.lat,
            lon: current.lon,
            groundSpeed: Number.isNaN(current.groundSpeed) ? null : current.groundSpeed,
            onGround: current.airGround === LiveAirGround.Ground,
          },
        }),
      );
    },
  );
}
