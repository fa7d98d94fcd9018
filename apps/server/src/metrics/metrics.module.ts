import type { Config } from '../config';
import type { Database } from '../db/db';
import { defineModule } from '../modules/define-module';
import type { RealtimeSockets } from '../realtime/realtime.module';
import type { Simulation } from '../sim/sim.module';
import type { StatsSources } from '../system/system.service';
import { registerMetricsRoutes } from './metrics.routes';
import { ProcessMetrics } from './metrics.service';

/**
 * `GET /metrics` (issue 22 part 4): Prometheus metrics of this process, for the operator's
 * Prometheus (loopback, or Bearer METRICS_TOKEN). Every process has it, whatever its roles.
 */
export const metricsModule = defineModule<{
  database: Database;
  stats?: StatsSources;
  realtimeSockets?: RealtimeSockets;
  simulation?: Simulation;
  refusals: { readonly totals: ReadonlyMap<string, number> };
  config: Partial<Pick<Config, 'metricsToken'>>;
  /** Lag of the Redis-shared live picture, seconds: given by a process that uses Redis. */
  redisLagSeconds?: () => number;
  /** In a cluster's ingest process: whether it holds the recorder lease now. */
  holdsRecorderLease?: () => boolean;
}>({
  name: 'metrics',
  role: 'http',
  routes: (needs) => [
    {
      prefix: '',
      register: (app) => {
        // Made with the app and closed with it: the event-loop monitor runs while it answers.
        const metrics = new ProcessMetrics({
          ...needs,
          recorderLeaseHeld: needs.holdsRecorderLease,
        });
        app.addHook('onClose', (_instance, done) => {
          metrics.close();
          done();
        });
        registerMetricsRoutes(app, { metrics, token: needs.config.metricsToken });
      },
    },
  ],
});
