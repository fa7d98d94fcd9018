// The live picture and what is done with it: aircraft in the table, the realtime sockets and
// their send queues, and the trace recorder's flushes and backlog.
import { Histogram, type Registry } from 'prom-client';
import type { LiveTable } from '../live/live.table';
import type { RealtimeSockets } from '../realtime/realtime.module';
import type { SendQueues } from '../realtime/send-queue';
import type { TraceRecorder } from '../traces/trace.recorder';
import { readGauge, totalCounter } from './metrics.collect';

/** Trace flush durations, seconds: a few ms on an idle sky to tens of seconds behind a slow disk. */
const FLUSH_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** Registers the live table's metrics. */
export function registerLiveMetrics(registry: Registry, liveTable: LiveTable): void {
  readGauge(registry, {
    name: 'skytrace_live_aircraft',
    help: 'Aircraft in the live table, and those of them with a position.',
    labelNames: ['with'],
    read: (sample) => {
      let positioned = 0;
      for (const entry of liveTable.aircraft.values()) if (!Number.isNaN(entry.lat)) positioned++;
      sample({ with: 'any' }, liveTable.aircraft.size);
      sample({ with: 'position' }, positioned);
    },
  });
  totalCounter(registry, {
    name: 'skytrace_live_updates_total',
    help: 'Updates merged into the live table (accepted messages of every input).',
    read: (sample) => sample({}, liveTable.messages),
  });
}

/** Registers the realtime sockets' metrics (none before the realtime role has started). */
export function registerRealtimeMetrics(registry: Registry, sockets: RealtimeSockets): void {
  // One read of every socket's queue per scrape, shared by the gauges below.
  let queues: SendQueues | undefined;
  readGauge(registry, {
    name: 'skytrace_realtime_sockets',
    help: 'Connected realtime sockets, and those subscribed to a view.',
    labelNames: ['state'],
    read: (sample) => {
      queues = sockets.server?.sendQueues();
      if (!queues) return;
      sample({ state: 'connected' }, queues.sockets);
      sample({ state: 'subscribed' }, queues.subscribed);
      sample({ state: 'backlogged' }, queues.full);
    },
  });
  readGauge(registry, {
    name: 'skytrace_realtime_send_queue_packets',
    help: 'Packets waiting to be written to clients: the sum over sockets and the longest queue.',
    labelNames: ['stat'],
    read: (sample) => {
      if (!queues) return;
      let sum = 0;
      let max = 0;
      for (const packets of queues.packets) {
        sum += packets;
        if (packets > max) max = packets;
      }
      sample({ stat: 'sum' }, sum);
      sample({ stat: 'max' }, max);
    },
  });
  readGauge(registry, {
    name: 'skytrace_realtime_send_buffered_bytes',
    help: 'Bytes the clients’ WebSockets hold unsent, summed over sockets.',
    read: (sample) => {
      if (queues) sample({}, queues.bufferedBytes);
    },
  });
  totalCounter(registry, {
    name: 'skytrace_realtime_sent_total',
    help: 'Batches and bytes sent to realtime clients, and ticks skipped for a full queue.',
    labelNames: ['what'],
    read: (sample) => {
      const stats = sockets.server?.stats;
      if (!stats) return;
      sample({ what: 'batches' }, stats.batchesSent);
      sample({ what: 'bytes' }, stats.bytesSent);
      sample({ what: 'skipped_for_backpressure' }, stats.skippedForBackpressure);
    },
  });
  totalCounter(registry, {
    name: 'skytrace_realtime_ticks_total',
    help: 'Realtime ticks started, skipped behind a round still sending, and the seconds their rounds took to reach every socket.',
    labelNames: ['what'],
    read: (sample) => {
      const stats = sockets.server?.stats;
      if (!stats) return;
      sample({ what: 'started' }, stats.ticks);
      sample({ what: 'overlapped' }, stats.ticksOverlapped);
      sample({ what: 'round_seconds' }, stats.roundMs / 1000);
    },
  });
}

/** Registers the recorder's metrics; `close()` stops listening to its flushes. */
export function registerTraceMetrics(
  registry: Registry,
  recorder: TraceRecorder,
): { close(): void } {
  // A flush happens every TRACE_FLUSH_SECONDS (300): observed as it ends, not per point.
  const flushSeconds = new Histogram({
    name: 'skytrace_trace_flush_seconds',
    help: 'Duration of trace flushes to the database, seconds.',
    labelNames: ['outcome'],
    buckets: FLUSH_BUCKETS,
    registers: [registry],
  });
  const stop = recorder.onFlush((timing) =>
    flushSeconds.observe({ outcome: timing.failed ? 'failed' : 'written' }, timing.seconds),
  );
  readGauge(registry, {
    name: 'skytrace_trace_backlog_points',
    help: 'Trace points kept in memory and not yet written to the database.',
    read: (sample) => sample({}, recorder.backlogPoints()),
  });
  totalCounter(registry, {
    name: 'skytrace_trace_points_written_total',
    help: 'Trace points written to the database.',
    read: (sample) => sample({}, recorder.stats().pointsWritten),
  });
  return { close: stop };
}
