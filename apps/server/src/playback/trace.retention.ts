// Retention of recorded traces (TRACE_RETENTION_DAYS): flights last seen before the cut-off are
// dropped with their chunks, at start and then once a day. Deletes go in batches so a first run
// over months of history never holds the database (PGlite runs one statement at a time) for long.
import type { Db } from '../db/db';
import { deleteFlightsBefore } from '../traces/traces.repo';

const DAY_MS = 86_400_000;
const BATCH = 2_000;

export interface RetentionLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export class TraceRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

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

  /** Deletes what is older than the retention; returns how many flights went. */
  runOnce(): Promise<number> {
    this.running ??= this.deleteOld().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async deleteOld(): Promise<number> {
    if (this.options.days <= 0) return 0;
    const cutoff = (this.options.now ?? Date.now)() - this.options.days * DAY_MS;
    let total = 0;
    for (;;) {
      const deleted = await deleteFlightsBefore(this.db, cutoff, BATCH);
      total += deleted;
      if (deleted < BATCH) break;
      // Let live work (flushes, requests) in between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (total > 0) {
      this.options.logger?.info(
        { flights: total, before: new Date(cutoff).toISOString() },
        'old traces dropped',
      );
    }
    return total;
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
