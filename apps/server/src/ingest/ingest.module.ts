import type { Config } from '../config';
import type { DeviceRegistry } from '../devices/device.registry';
import type { LiveTable } from '../live/live.table';
import { everySeconds } from '../modules/every-seconds';
import { defineModule } from '../modules/define-module';
import type { TraceRecorder } from '../traces/trace.recorder';
import { startIngest, type IngestRole } from './ingest.role';
import { registerVariflightRoutes } from './variflight.routes';
import type { VariflightFeed } from './variflight.service';

/** Where the started feeder inputs are kept for who reads them (statistics, the simulator). */
export interface FeederInputs {
  role?: IngestRole;
}

/** The feeder inputs (TCP Beast/AVR/SBS and the HTTP feed) and the recording they drive. */
export const ingestModule = defineModule<{
  /** The HTTP feed, made by the composition when this process runs the ingest role. */
  variflight?: VariflightFeed;
  liveTable?: LiveTable;
  registry?: DeviceRegistry;
  recorder?: TraceRecorder;
  config: Partial<Pick<Config, 'host' | 'feeds' | 'deviceFlushMs'>>;
  feederInputs?: FeederInputs;
  now?: () => number;
}>({
  name: 'ingest',
  role: 'ingest',
  routes: ({ variflight }) =>
    variflight
      ? [{ prefix: '', register: (app) => registerVariflightRoutes(app, variflight) }]
      : [],
  // Device statistics reach the database every DEVICE_FLUSH_SECONDS (30 s) as a job the back
  // office shows; each process flushes the counters it holds.
  jobs: ({ registry, variflight, config }) =>
    registry && variflight
      ? [
          {
            name: 'device statistics flush',
            cron: everySeconds((config.deviceFlushMs ?? 30_000) / 1000),
            scope: 'process' as const,
            run: () => registry.tick(),
          },
        ]
      : [],
  start: async (needs, host) => {
    const { variflight, liveTable, registry, recorder, feederInputs } = needs;
    const { host: address, feeds } = needs.config;
    if (!variflight || !liveTable || !registry || !recorder || !address || !feeds) return undefined;
    // Registered receivers are known before the first feeder dials in, so a flood of new ids
    // arriving at start cannot get a real receiver refused.
    await registry
      .loadRegistered()
      .catch((error: unknown) => host.logger.error({ err: error }, 'registered devices not read'));
    const role = await startIngest({
      config: { host: address, feeds },
      liveTable,
      registry,
      variflight,
      logger: host.logger,
      now: needs.now,
    });
    // The scheduled job above drives the periodic flush (no timer of the registry's own).
    registry.start({ periodicFlush: false });
    recorder.start();
    if (feederInputs) feederInputs.role = role;
    return {
      stop: () => role.close(),
      // Listening on its ports from here on (a port that could not be bound failed the start).
      readiness: () => ({
        ready: true,
        report: {
          beastPort: role.ports.beast,
          avrPort: role.ports.avr,
          sbsPort: role.ports.sbs,
          connections: role.servers.reduce((sum, server) => sum + server.stats.open, 0),
        },
      }),
    };
  },
});
