import { API_V2_ROOT } from '@skytrace/contracts';
import type { LiveTable } from '../live/live.table';
import { defineModule } from '../modules/define-module';
import type { AircraftPhotoLookup } from './flight-base';
import type { FlightEventsService } from './flight-events.service';
import type { FlightIdentityService } from './flight-identity.service';
import { registerFlightRoutes } from './flights.routes';

/** Flight identity reloads fleets and schedules every minute. */
const IDENTITY_REFRESH_CRON = '0 * * * * *';
/**
 * A process without ingest re-reads flights whose last-seen time is this recent (ms): the ingest
 * process writes a flight's row at its trace flush, with the last-seen time of its last point.
 */
const OBSERVED_OVERLAP_MS = 5 * 60_000;

/** Flight base info, and the identity refresh the live layers read. */
export const flightsModule = defineModule<{
  flights?: {
    identity: FlightIdentityService;
    aircraftPhoto?: AircraftPhotoLookup;
    events?: FlightEventsService;
  };
  /**
   * `replicated`: a cluster process whose live table (and recorder) is another process's;
   * `shared`: a cluster's ingest process (the recorder lease decides who records).
   */
  livePicture?: 'ingested' | 'shared' | 'replicated';
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
  jobs: ({ flights, livePicture }) => {
    if (!flights) return [];
    const { identity, events } = flights;
    // Without the ingest role (or in an ingest process that may not hold the recorder lease)
    // take-offs and landings come from the recording process's flight rows, read with the
    // identity each minute (an upsert by row id: rows this process wrote change nothing).
    const observed = livePicture !== undefined && livePicture !== 'ingested' ? events : undefined;
    let since = Date.now();
    return [
      {
        name: 'identity refresh',
        cron: IDENTITY_REFRESH_CRON,
        // Each process holds its own identity in memory.
        scope: 'process' as const,
        run: async () => {
          await identity.refresh();
          if (!observed) return;
          const from = since - OBSERVED_OVERLAP_MS;
          since = Date.now();
          return `${(await observed.refresh(from)).toString()} observed flights re-read`;
        },
      },
    ];
  },
});
