import { API_V2_ROOT } from '@skytrace/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/db';
import type { App } from '../http/types';
import type { LiveTable } from '../live/live.table';
import { defineModule } from '../modules/define-module';
import { playbackSocketCalls } from './playback.socket';
import { registerPlaybackRoutes, type PlaybackRouteDeps } from './playback.routes';
import { TraceRetention } from './trace.retention';
import { registerTrackFileRoutes } from './track-files.routes';
import { registerFlightLookupRoutes } from './flight-lookup.routes';
import { FlightLookupService, type FlightLookupDeps } from './flight-lookup.service';

/** Past flights from the recorded traces: calls, exports, track files, socket paths. */
export const playbackModule = defineModule<{
  playback?: PlaybackRouteDeps;
  database: Database;
  /** TRACE_RETENTION_DAYS of a process that keeps history tidy (0 keeps everything). */
  traceRetentionDays?: number;
  logger: FastifyBaseLogger;
  /** With the live picture and identity, the flight lookups (flightDetail, flight) run here. */
  liveTable?: LiveTable;
  tracker?: Pick<FlightLookupDeps, 'identity' | 'hiddenRegistrations' | 'aircraftPhoto'>;
  now?: () => number;
}>({
  name: 'playback',
  role: 'http',
  routes: ({ playback, liveTable, tracker, now }) =>
    playback
      ? [
          { prefix: API_V2_ROOT, register: (api) => registerPlaybackRoutes(api, playback) },
          // The realtime host's track-file calls (spec §7) sit at the root.
          { prefix: '', register: (app) => registerTrackFileRoutes(app, playback) },
          ...(liveTable && tracker
            ? [
                {
                  prefix: API_V2_ROOT,
                  register: (api: App) =>
                    registerFlightLookupRoutes(api, {
                      lookup: new FlightLookupService({
                        ...tracker,
                        liveTable,
                        history: playback.history,
                      }),
                      requiresLogin: playback.requiresLogin,
                      now,
                    }),
                },
              ]
            : []),
        ]
      : [],
  socketCalls: ({ playback, logger }) =>
    playback
      ? [
          playbackSocketCalls({
            playback: playback.playback,
            db: playback.db,
            requiresLogin: playback.requiresLogin,
            onError: (error) => logger.error({ err: error }, 'socket playback failed'),
          }),
        ]
      : [],
  // TRACE_RETENTION_DAYS: old flights go at start and daily (03:30 China time), once across
  // processes; a `days` parameter set in the back office overrides the variable.
  jobs: ({ database, traceRetentionDays, logger }) =>
    traceRetentionDays === undefined
      ? []
      : [
          {
            name: 'trace retention',
            cron: '0 30 3 * * *',
            scope: 'cluster' as const,
            runAtStart: true,
            run: async (params) => {
              const days = typeof params.days === 'number' ? params.days : traceRetentionDays;
              const removed = await new TraceRetention(database.db, { days, logger }).runOnce();
              return `${removed.flights} flights and ${removed.partitions} day partitions older than ${days} days removed`;
            },
          },
        ],
});
