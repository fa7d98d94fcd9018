import { API_V2_ROOT } from '@skytrace/contracts';
import type { LiveTable } from '../live/live.table';
import { defineModule } from '../modules/define-module';
import type { AircraftPhotoLookup } from './flight-base';
import type { FlightIdentityService } from './flight-identity.service';
import { registerFlightRoutes } from './flights.routes';

/** Flight identity reloads fleets and schedules every minute. */
const IDENTITY_REFRESH_CRON = '0 * * * * *';

/** Flight base info, and the identity refresh the live layers read. */
export const flightsModule = defineModule<{
  flights?: { identity: FlightIdentityService; aircraftPhoto?: AircraftPhotoLookup };
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
                aircraftPhoto: flights.aircraftPhoto,
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
            cron: IDENTITY_REFRESH_CRON,
            // Each process holds its own identity in memory.
            scope: 'process' as const,
            run: () => flights.identity.refresh(),
          },
        ]
      : [],
});
