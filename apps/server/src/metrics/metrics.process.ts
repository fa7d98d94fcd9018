// The process's own health: event-loop delay, memory, CPU, the database pool, HTTP refusals,
// and the Redis lag once the roles share a picture through Redis.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { Registry } from 'prom-client';
import type { Database } from '../db/db';
import { readGauge, totalCounter } from './metrics.collect';

/** Sampling period of the event-loop delay monitor, ms (prom-client's default precision). */
const LOOP_RESOLUTION_MS = 10;
const NS_PER_SECOND = 1e9;

export interface ProcessSources {
  database: Database;
  /** Refused requests and connections by reason (the HTTP app's `Refusals`). */
  refusals?: { readonly totals: ReadonlyMap<string, number> };
  /** Seconds the Redis-shared live picture lags, once a process uses Redis (absent until then). */
  redisLagSeconds?: () => number;
  /** In a cluster's ingest process: whether it holds the recorder lease now. */
  recorderLeaseHeld?: () => boolean;
}

/** Registers the process metrics; `close()` stops the event-loop monitor. */
export function registerProcessMetrics(
  registry: Registry,
  sources: ProcessSources,
): { close(): void } {
  const loop: IntervalHistogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loop.enable();
  // Since the previous scrape, as prom-client's default metric: a stall shows in the scrape
  // after it and then leaves, instead of hiding in a distribution over the process's life.
  readGauge(registry, {
    name: 'nodejs_eventloop_delay_seconds',
    help: 'Event-loop delay since the previous scrape, by quantile (1: the maximum), seconds.',
    labelNames: ['quantile'],
    read: (sample) => {
      if (loop.count === 0) return;
      for (const quantile of [0.5, 0.9, 0.99]) {
        sample({ quantile }, loop.percentile(quantile * 100) / NS_PER_SECOND);
      }
      sample({ quantile: 1 }, loop.max / NS_PER_SECOND);
      loop.reset();
    },
  });
  readGauge(registry, {
    name: 'process_resident_memory_bytes',
    help: 'Resident set size, bytes.',
    read: (sample) => sample({}, process.memoryUsage.rss()),
  });
  readGauge(registry, {
    name: 'nodejs_heap_used_bytes',
    help: 'V8 heap in use, bytes.',
    read: (sample) => sample({}, process.memoryUsage().heapUsed),
  });
  // Where the resident memory beyond the heap in use sits: pages V8 has committed for its heap
  // (garbage not yet collected, room to grow), and memory outside it (Buffers and other
  // ArrayBuffers count in both external and array buffers).
  readGauge(registry, {
    name: 'nodejs_heap_committed_bytes',
    help: 'V8 heap committed (in use, garbage and free room), bytes.',
    read: (sample) => sample({}, process.memoryUsage().heapTotal),
  });
  readGauge(registry, {
    name: 'nodejs_external_memory_bytes',
    help: 'Memory outside the V8 heap held by JavaScript objects (ArrayBuffers included), bytes.',
    read: (sample) => sample({}, process.memoryUsage().external),
  });
  totalCounter(registry, {
    name: 'process_cpu_seconds_total',
    help: 'User and system CPU time, seconds.',
    read: (sample) => {
      const usage = process.cpuUsage();
      sample({}, (usage.user + usage.system) / 1e6);
    },
  });
  const started = Date.now() / 1000 - process.uptime();
  readGauge(registry, {
    name: 'process_start_time_seconds',
    help: 'Start of the process, seconds since the epoch.',
    read: (sample) => sample({}, Math.round(started)),
  });
  const { database } = sources;
  readGauge(registry, {
    name: 'skytrace_db_info',
    help: 'The database driver: pglite (embedded, one in-process connection) or postgres.',
    labelNames: ['driver'],
    read: (sample) => sample({ driver: database.driver }, 1),
  });
  const pool = database.poolStats;
  if (pool) {
    readGauge(registry, {
      name: 'skytrace_db_pool_connections',
      help: 'PostgreSQL pool connections: open (total), idle among them, and the maximum.',
      labelNames: ['state'],
      read: (sample) => {
        const stats = pool();
        sample({ state: 'total' }, stats.total);
        sample({ state: 'idle' }, stats.idle);
        sample({ state: 'max' }, stats.max);
      },
    });
    readGauge(registry, {
      name: 'skytrace_db_pool_waiting_queries',
      help: 'Queries waiting for a PostgreSQL pool connection.',
      read: (sample) => sample({}, pool().waiting),
    });
  }
  const refusals = sources.refusals;
  if (refusals) {
    totalCounter(registry, {
      name: 'skytrace_http_refused_total',
      help: 'Refused requests and connections by reason (an HTTP status or a connection rule).',
      labelNames: ['reason'],
      read: (sample) => {
        for (const [reason, count] of refusals.totals) sample({ reason }, count);
      },
    });
  }
  const redisLag = sources.redisLagSeconds;
  if (redisLag) {
    readGauge(registry, {
      name: 'skytrace_redis_lag_seconds',
      help: 'How far the live picture shared through Redis lags behind its publisher, seconds.',
      read: (sample) => sample({}, redisLag()),
    });
  }
  const leaseHeld = sources.recorderLeaseHeld;
  if (leaseHeld) {
    readGauge(registry, {
      name: 'skytrace_recorder_lease_held',
      help: 'Whether this ingest process holds the recorder lease and records the traces (1) or stands by (0).',
      read: (sample) => sample({}, leaseHeld() ? 1 : 0),
    });
  }
  return { close: () => loop.disable() };
}
