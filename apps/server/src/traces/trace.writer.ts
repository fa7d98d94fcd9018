// The write side of the recorder: points taken from memory go to the database in batches of
// aircraft, one transaction each, one flush at a time; the journal generation holding them is
// released once all of them have committed. A batch whose transaction failed may still have
// committed (the connection cut after PostgreSQL took the COMMIT): it is settled by its id
// before anything is written again, so no point is stored twice (trace.flush.ts).
import type { Db } from '../db/db';
import type { FlightEventListener, TraceLogger, WrittenFlight } from './trace.events';
import {
  applyBatch,
  batchByAircraft,
  commitBatch,
  prepareBatch,
  type PendingPoints,
  type PreparedBatch,
  type WriteResult,
} from './trace.flush';
import { findCommittedBatches } from '../db/flush-batches.repo';
import type { TraceJournal } from './trace.journal';
import type { FlightState } from './trace.segmentation';

/** Aircraft per flush transaction: a big flush yields between batches and meets a deadline. */
const FLUSH_BATCH_AIRCRAFT = 1_000;

/** One finished flush: how long it took, what it wrote, whether it failed part-way. */
export interface FlushTiming {
  seconds: number;
  points: number;
  failed: boolean;
}

/** Writes taken points, keeps those of a failed write for the next flush. */
export class TraceWriter {
  /** Points of flights that ended since the last flush, and of a failed or cut flush. */
  private unwritten: PendingPoints[] = [];
  /** Batches whose transaction failed: committed or not, the next flush asks first. */
  private unsettled: PreparedBatch[] = [];
  private chain: Promise<void> = Promise.resolve();
  private journalFailed = false;
  /** Flushes started and not finished. */
  running = 0;
  pointsWritten = 0;
  chunksWritten = 0;
  bytesWritten = 0;
  flushFailures = 0;
  /** Told of each finished flush (a few a minute at most: never per point). */
  readonly flushListeners = new Set<(timing: FlushTiming) => void>();

  constructor(
    private readonly db: Db,
    private readonly journal: TraceJournal | undefined,
    private readonly logger: TraceLogger | undefined,
    private readonly events: FlightEventListener | undefined,
  ) {}

  /** Points taken from memory and not written yet (ended flights, a failed or cut flush). */
  unwrittenPoints(): number {
    let points = 0;
    for (const entry of this.unwritten) points += entry.points.length;
    return points;
  }

  /** Points of an ended flight: written with the next flush. */
  push(entry: PendingPoints): void {
    this.unwritten.push(entry);
  }

  /**
   * Queues a flush: `take` adds the pending points of memory (synchronously, when the flush's
   * turn comes); batches not started by `deadline` (ms since epoch) stay for the next flush.
   */
  flush(take: (into: PendingPoints[]) => void, deadline: number): Promise<void> {
    this.running++;
    const run = this.chain
      .then(() => this.flushOnce(take, deadline))
      .finally(() => {
        this.running--;
      });
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async flushOnce(take: (into: PendingPoints[]) => void, deadline: number): Promise<void> {
    const started = performance.now();
    const before = this.pointsWritten;
    let failed = true;
    try {
      await this.writeTaken(take, deadline);
      failed = false;
    } finally {
      if (failed) this.flushFailures++;
      this.tellFlushed({
        seconds: (performance.now() - started) / 1000,
        points: this.pointsWritten - before,
        failed,
      });
    }
  }

  private async writeTaken(take: (into: PendingPoints[]) => void, deadline: number): Promise<void> {
    // Before the points are taken: a settled batch's flights get their row ids (and merged
    // stored flights) first, so the snapshots taken next are those of stored flights.
    let unsettled: Error | undefined;
    await this.settle().catch((error: unknown) => {
      unsettled = error instanceof Error ? error : new Error(String(error));
    });
    const pending = this.unwritten;
    this.unwritten = [];
    take(pending);
    // Points kept from now on belong to the next generation, released by the next flush.
    const sealed = this.journalStep(() => this.journal?.seal());
    if (unsettled !== undefined) {
      this.unwritten = pending.concat(this.unwritten);
      this.logger?.error({ err: unsettled }, 'trace flush failed');
      throw unsettled;
    }
    const batches = batchByAircraft(pending, FLUSH_BATCH_AIRCRAFT);
    for (const [index, batch] of batches.entries()) {
      if (index > 0 && Date.now() > deadline) {
        this.unwritten = batches.slice(index).flat().concat(this.unwritten);
        this.logger?.warn(
          { flights: this.unwritten.length },
          'trace flush stopped at the shutdown deadline; the journal keeps the rest',
        );
        return;
      }
      try {
        const prepared = await prepareBatch(this.db, batch);
        try {
          await commitBatch(this.db, prepared);
        } catch (error) {
          this.unsettled.push(prepared);
          throw error;
        }
        this.finish(applyBatch(prepared));
      } catch (error) {
        // Keep them for the next flush; the points taken since then join them.
        this.unwritten = batches.slice(index).flat().concat(this.unwritten);
        this.logger?.error({ err: error, flights: batch.length }, 'trace flush failed');
        throw error;
      }
    }
    if (sealed !== undefined) this.journalStep(() => this.journal?.release(sealed));
  }

  /**
   * Asks which failed batches committed after all: those count as written (their entries leave
   * the list), the others are written again with the next points.
   */
  private async settle(): Promise<void> {
    if (this.unsettled.length === 0) return;
    const committed = await findCommittedBatches(
      this.db,
      this.unsettled.map((batch) => batch.id),
    );
    const settled = this.unsettled.filter((batch) => committed.has(batch.id));
    this.unsettled = [];
    const written = new Set(settled.flatMap((batch) => batch.entries));
    this.unwritten = this.unwritten.filter((entry) => !written.has(entry));
    for (const batch of settled) this.finish(applyBatch(batch, this.unwritten));
    if (settled.length > 0) {
      this.logger?.warn(
        { batches: settled.length, points: settled.reduce((sum, b) => sum + b.result.points, 0) },
        'trace flush batches had committed although their answer was lost; not written again',
      );
    }
  }

  private finish(result: WriteResult): void {
    this.pointsWritten += result.points;
    this.chunksWritten += result.chunks;
    this.bytesWritten += result.bytes;
    this.tellWritten(result.flights);
  }

  /** Runs a journal file operation; a failing disk is logged once, the database flush goes on. */
  journalStep<T>(step: () => T): T | undefined {
    try {
      const result = step();
      this.journalFailed = false;
      return result;
    } catch (error) {
      if (!this.journalFailed) this.logger?.error({ err: error }, 'trace journal write failed');
      this.journalFailed = true;
      return undefined;
    }
  }

  private tellFlushed(timing: FlushTiming): void {
    for (const listener of this.flushListeners) {
      try {
        listener(timing);
      } catch (error) {
        this.logger?.error({ err: error }, 'flush listener failed');
      }
    }
  }

  private tellWritten(flights: readonly FlightState[]): void {
    if (!this.events || flights.length === 0) return;
    const written: WrittenFlight[] = [];
    for (const flight of flights) {
      if (flight.id === null) continue;
      written.push({
        id: flight.id,
        icao: flight.icao,
        callsign: flight.callsign,
        firstSeen: flight.firstSeen,
        lastSeen: flight.lastSeen,
        takeoffAt: flight.takeoffAt,
        landedAt: flight.landedAt,
        flight,
      });
    }
    try {
      this.events.onFlightsWritten(written);
    } catch (error) {
      this.logger?.error({ err: error }, 'flight write listener failed');
    }
  }
}
