// One Prometheus registry per process (not prom-client's global one: tests start several
// servers in one process, and each must report only its own).
import { Registry } from 'prom-client';
import type { Database } from '../db/db';
import type { RealtimeSockets } from '../realtime/realtime.module';
import type { Simulation } from '../sim/sim.module';
import type { StatsSources } from '../system/system.service';
import { registerIngestMetrics } from './metrics.ingest';
import { registerLiveMetrics, registerRealtimeMetrics, registerTraceMetrics } from './metrics.live';
import { registerProcessMetrics } from './metrics.process';

/** What the metrics read; each part is optional, so a test's app reports what it holds. */
export interface MetricsSources {
  database: Database;
  /** The pipeline: live table, recorder, feeder inputs (absent in apps composed by tests). */
  stats?: StatsSources;
  realtimeSockets?: RealtimeSockets;
  simulation?: Simulation;
  refusals?: { readonly totals: ReadonlyMap<string, number> };
  /** Lag of the Redis-shared picture, seconds, once a process uses Redis. */
  redisLagSeconds?: () => number;
  /** In a cluster's ingest process: whether it holds the recorder lease now. */
  recorderLeaseHeld?: () => boolean;
}

export class ProcessMetrics {
  readonly registry = new Registry();
  private readonly closers: (() => void)[] = [];
  private readonly beforeScrape: (() => void)[] = [];

  constructor(sources: MetricsSources) {
    const { registry } = this;
    const processMetrics = registerProcessMetrics(registry, sources);
    this.closers.push(() => processMetrics.close());
    const { stats } = sources;
    if (stats) {
      const ingest = registerIngestMetrics(registry, {
        ingest: stats.ingest,
        simulation: sources.simulation,
      });
      this.beforeScrape.push(() => ingest.beginScrape());
      registerLiveMetrics(registry, stats.liveTable);
      const traces = registerTraceMetrics(registry, stats.recorder);
      this.closers.push(() => traces.close());
    }
    if (sources.realtimeSockets) registerRealtimeMetrics(registry, sources.realtimeSockets);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition text of every metric, read now. */
  scrape(): Promise<string> {
    for (const begin of this.beforeScrape) begin();
    return this.registry.metrics();
  }

  /** Stops the event-loop monitor and the flush listener. */
  close(): void {
    for (const close of this.closers.splice(0)) close();
  }
}
