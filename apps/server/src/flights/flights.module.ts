import { API_V2_ROOT } from '@skytrace/contracts';
import type { LiveTable } from '../live/live.table';
import { defineModule } from '../modules/define-module';
import type { FlightIdentityService } from './flight-identity.service';
import { registerFlightRoutes } from './flights.routes';

/** How often flight identity reloads fleets and schedules, ms. */
const IDENTITY_REFRESH_MS = 60_000;

/** Flight base info, and the identity refresh the live layers read. */
export const flightsModule = defineModule<{
  flights?: { identity: FlightIdentityService };
  liveTable?: LiveTable;
  config: { flightDetailRequiresLogin?: boolean };
}>({
  name: 'flights',
  role: 'http',
  routes: ({ flights, liveTable, config }) =>
    flights
      ? [
          {
            prefix: API_V2_ROOT,
            register: (api) =>
              registerFlightRoutes(api, {
                identity: flights.identity,
                liveTable,
                requiresLogin: config.flightDetailRequiresLogin ?? true,
              }),
          },
        ]
      : [],
  // Schedules and fleets change while the process runs.
  jobs: ({ flights }) =>
    flights
      ? [
          {
            name: 'identity refresh',
            everyMs: IDENTITY_REFRESH_MS,
            run: () => flights.identity.refresh(),
          },
        ]
      : [],
});
