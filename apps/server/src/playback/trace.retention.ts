// Retention of recorded traces (TRACE_RETENTION_DAYS): flights last seen before the cut-off are
// dropped with their chunks, at start and then once a day. Whole day partitions of trace_chunks
// go first (a DROP TABLE instead of deleting millions of rows); what is left (flight rows, chunks
// in the default partition or in the day of the cut-off) is deleted in batches, so a first run
// over months of history never holds the database (PGlite runs one statement at a time) for long.
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
    const partitions = await this.dropPartitions(cutoff);
    let total = 0;
    for (;;) {
      const deleted = await deleteFlightsBefore(this.db, cutoff, BATCH);
      total += deleted;
      if (deleted < BATCH) break;
      // Let live work (flushes, requests) in between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (total > 0 || partitions > 0) {
      this.options.logger?.info(
        { flights: total, partitions, before: new Date(cutoff).toISOString() },
        'old traces dropped',
      );
    }
    return { flights: total, partitions };
  }

  /**
   * Drops the day partitions that end before the cut-off and before the first point of every
   * flight kept: a flight that started before the cut-off and is still kept (last seen after
   * it) keeps all its chunks, as it did when chunks were deleted by flight.
   */
  private async dropPartitions(cutoff: number): Promise<number> {
    const keptSince = await earliestFlightSeenSince(this.db, cutoff);
    const limit = Math.min(cutoff, keptSince ?? cutoff);
    let dropped = 0;
    for (const partition of await listTracePartitions(this.db)) {
      if (partition.to > limit) break;
      if (await dropTracePartition(this.db, partition)) dropped++;
    }
    return dropped;
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
