import { API_V2_ROOT } from '@skytrace/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveTable } from '../live/live.table';
import { defineModule } from '../modules/define-module';
import { trackerSocketCalls } from './tracker.socket';
import { registerTrackerRoutes, type TrackerRouteDeps } from './tracker.routes';

/** The live map's search, airports, hot flights, paths and their socket calls. */
export const trackerModule = defineModule<{
  tracker?: Omit<TrackerRouteDeps, 'liveTable'>;
  liveTable?: LiveTable;
  logger: FastifyBaseLogger;
}>({
  name: 'tracker',
  role: 'http',
  routes: ({ tracker, liveTable }) =>
    tracker && liveTable
      ? [
          {
            prefix: API_V2_ROOT,
            register: (api) => registerTrackerRoutes(api, { ...tracker, liveTable }),
          },
        ]
      : [],
  socketCalls: ({ tracker, liveTable, logger }) =>
    tracker?.paths && liveTable
      ? [
          trackerSocketCalls({
            identity: tracker.identity,
            aircraftPhoto: tracker.aircraftPhoto,
            liveTable,
            recorder: tracker.paths.recorder,
            db: tracker.paths.db,
            requiresLogin: tracker.paths.requiresLogin,
            onError: (error) => logger.error({ err: error }, 'socket tracker call failed'),
          }),
        ]
      : [],
});
