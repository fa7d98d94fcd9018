// Retention of recorded traces (TRACE_RETENTION_DAYS): flights last seen before the cut-off are
// dropped with their chunks, at start and then once a day. Whole day partitions of trace_chunks
// go first (a DROP TABLE instead of deleting millions of rows); then the flight rows, and the
// chunks in the default partition, in batches, so a first run over months of history never
// holds the database (PGlite runs one statement at a time) for long.
import type { Db } from '../db/db';
import { dropTracePartition, listTracePartitions } from '../traces/trace.partitions';
import { deleteFlightsBefore, earliestFlightSeenSince } from '../traces/traces.repo';

const DAY_MS = 86_400_000;
const BATCH = 2_000;

export interface RetentionLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What one run removed. */
export interface RetentionResult {
  flights: number;
  /** Day partitions of trace_chunks dropped whole. */
  partitions: number;
}

export class TraceRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RetentionResult> | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: {
      /** Days of history kept; 0 keeps everything. */
      days: number;
      logger?: RetentionLogger;
      now?: () => number;
      intervalMs?: number;
    },
  ) {}

  /** Deletes what is older than the retention; returns how many flights and partitions went. */
  runOnce(): Promise<RetentionResult> {
    this.running ??= this.deleteOld().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async deleteOld(): Promise<RetentionResult> {
    if (this.options.days <= 0) return { flights: 0, partitions: 0 };
    const cutoff = (this.options.now ?? Date.now)() - this.options.days * DAY_MS;
    const { dropped, oldestKept } = await this.dropPartitions(cutoff);
    // Flights whose chunks went with their partitions or sit in the default partition: a flight
    // in a day partition still kept stays with it, so no day partition is emptied row by row.
    const flightCutoff = Math.min(cutoff, oldestKept ?? cutoff);
    let total = 0;
    for (;;) {
      const deleted = await deleteFlightsBefore(this.db, flightCutoff, BATCH);
      total += deleted;
      if (deleted < BATCH) break;
      // Let live work (flushes, requests) in between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (total > 0 || dropped > 0) {
      this.options.logger?.info(
        { flights: total, partitions: dropped, before: new Date(flightCutoff).toISOString() },
        'old traces dropped',
      );
    }
    return { flights: total, partitions: dropped };
  }

  /**
   * Drops the day partitions that end before the cut-off and before the first point of every
   * flight kept (last seen after the cut-off), so a kept flight keeps all its chunks: a day
   * holding the start of a flight that crossed into the next day goes at the next daily run.
   * Answers how many went and where the oldest day partition left begins.
   */
  private async dropPartitions(
    cutoff: number,
  ): Promise<{ dropped: number; oldestKept: number | undefined }> {
    const keptSince = await earliestFlightSeenSince(this.db, cutoff);
    const limit = Math.min(cutoff, keptSince ?? cutoff);
    let dropped = 0;
    for (const partition of await listTracePartitions(this.db)) {
      if (partition.to > limit) return { dropped, oldestKept: partition.from };
      if (await dropTracePartition(this.db, partition)) dropped++;
    }
    return { dropped, oldestKept: undefined };
  }

  /** Runs now and then every day (when a retention is set). */
  start(): void {
    if (this.options.days <= 0) return;
    const run = () => {
      this.runOnce().catch((error: unknown) =>
        this.options.logger?.error({ err: error }, 'trace retention failed'),
      );
    };
    run();
    this.timer = setInterval(run, this.options.intervalMs ?? DAY_MS);
    this.timer.unref();
  }

  /** Stops the schedule and waits for a run in progress. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }
}
