// Helpers of the registry's flush: taking a device's pending statistics (and putting them back
// when the write failed), batching, and failure logs that stay one short line. Counters are
// added in the database, so counts put back must not have committed: a transaction whose COMMIT
// answer was lost (the connection cut just after PostgreSQL took it) may have. Each batch's id
// goes into `flush_batches` with it; a failed batch is settled by that id at the start of the
// next cycle, and one that committed after all has its counts taken back out (as the trace
// flush settles its batches, traces/trace.writer.ts).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { findCommittedBatches } from '../db/flush-batches.repo';
import type { DeviceLive } from './device.live';
import { flushDevices, type DeviceFlush } from './devices.flush.repo';
import type { StoredDevice } from './devices.repo';

/**
 * Devices per transaction, and per-day aircraft rows per transaction: PGlite runs one query at
 * a time, so every other query (a health check, a login) waits for a transaction to end. Four
 * receivers with 5,000 aircraft each in one transaction held it ~1.4 s (bench:abuse flood 2);
 * a receiver with more aircraft than a batch is written over several.
 */
const BATCH_DEVICES = 50;
export const BATCH_AIRCRAFT = 1_000;
/** Characters of a database error message kept in a log line. */
const ERROR_MESSAGE_CHARS = 200;

/** Lets the event loop run (HTTP, sockets, timers) before the next slice of work. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Takes a device's pending statistics and up to `maxAircraft` of its pending aircraft. */
function takePending(device: DeviceLive, maxAircraft: number): DeviceFlush {
  const estimate = device.hasEstimate() ? device.position() : undefined;
  const aircraft = [];
  for (const icao of device.pendingAircraft) {
    if (aircraft.length >= maxAircraft) break;
    device.pendingAircraft.delete(icao);
    const entry = device.dayAircraft.get(icao);
    if (entry) aircraft.push({ icao, ...entry });
  }
  const flush: DeviceFlush = {
    feederKey: device.feederKey,
    format: device.format,
    address: device.address,
    lastSeen: Number.isNaN(device.lastSeen) ? null : new Date(device.lastSeen * 1000),
    offlineSince: Number.isNaN(device.offlineSince) ? null : new Date(device.offlineSince * 1000),
    estimatedLat: estimate?.lat ?? null,
    estimatedLon: estimate?.lon ?? null,
    messages: device.pendingMessages,
    positions: device.pendingPositions,
    maxRangeKm: device.maxRangeKm,
    day: device.day,
    dayMaxRangeKm: device.dayMaxRangeKm,
    typicalRangeKm: device.typicalRangeKm(),
    onlineSeconds: device.onlineSeconds,
    movements: device.movements.drain(),
    aircraft,
    recount: device.pendingAircraft.size === 0,
    coverage: device.coverage.take(),
  };
  device.pendingMessages = 0;
  device.pendingPositions = 0;
  return flush;
}

/** A failed flush puts its counts back so the next one writes them. */
function restorePending(device: DeviceLive, flush: DeviceFlush): void {
  device.pendingMessages += flush.messages;
  device.pendingPositions += flush.positions;
  for (const a of flush.aircraft) device.pendingAircraft.add(a.icao);
  device.coverage.restore(flush.coverage);
  const counts = device.movements.counts;
  for (const key of Object.keys(counts) as (keyof typeof counts)[])
    counts[key] += flush.movements[key];
}

/** After a successful write: `offlineSince` is the value taken with the flush. */
function markWritten(device: DeviceLive, offlineSince: number, cycle: number): void {
  device.writtenOfflineSince = offlineSince;
  device.flushedCycle = cycle;
  device.flushFailures = 0;
}

/** Takes back what restorePending put back: the flush had committed after all. */
function unrestorePending(device: DeviceLive, flush: DeviceFlush): void {
  device.pendingMessages = Math.max(0, device.pendingMessages - flush.messages);
  device.pendingPositions = Math.max(0, device.pendingPositions - flush.positions);
  // Its aircraft stay pending: their day rows are written again unchanged (or, and coalesce).
  device.coverage.unrestore(flush.coverage);
  const counts = device.movements.counts;
  for (const key of Object.keys(counts) as (keyof typeof counts)[])
    counts[key] = Math.max(0, counts[key] - flush.movements[key]);
}

/** A batch whose transaction failed (its counts are back in its devices meanwhile). */
interface FailedBatch {
  id: string;
  devices: DeviceLive[];
  flushes: DeviceFlush[];
  offline: number[];
}

/** The failed batches of a registry, settled at the start of its next cycle. */
export class UnsettledFlushes {
  private failed: FailedBatch[] = [];

  add(batch: FailedBatch): void {
    this.failed.push(batch);
  }

  /**
   * Asks which failed batches committed and takes their counts back out of their devices; the
   * others' counts stay, to be written again. Rejects, keeping them all, when the database does
   * not answer: nothing may be written until then.
   */
  async settle(db: Db, cycle: number): Promise<void> {
    if (this.failed.length === 0) return;
    const committed = await findCommittedBatches(
      db,
      this.failed.map((batch) => batch.id),
    );
    for (const batch of this.failed) {
      if (!committed.has(batch.id)) continue;
      batch.devices.forEach((device, i) => {
        const flush = batch.flushes[i];
        if (flush) unrestorePending(device, flush);
        markWritten(device, batch.offline[i] ?? Number.NaN, cycle);
      });
    }
    this.failed = [];
  }
}

/**
 * The next batch of `due` from `start`: a device that failed before goes alone (so one bad
 * device cannot keep others unwritten); others go together up to the batch limits.
 */
function nextBatch(due: readonly DeviceLive[], start: number): DeviceLive[] {
  const first = due[start];
  if (first === undefined) return [];
  const batch = [first];
  if (first.flushFailures > 0) return batch;
  let aircraft = Math.min(first.pendingAircraft.size, BATCH_AIRCRAFT);
  for (let i = start + 1; i < due.length && batch.length < BATCH_DEVICES; i++) {
    const device = due[i];
    if (device === undefined || device.flushFailures > 0) break;
    aircraft += device.pendingAircraft.size;
    if (aircraft > BATCH_AIRCRAFT) break;
    batch.push(device);
  }
  return batch;
}

/**
 * Writes `due` devices, longest-waiting first, in batches with a turn of the event loop after
 * each; with a budget (ms) it stops once that much wall time went by, leaving the rest (now the
 * longest-waiting) to the next cycle. A failed batch keeps its counts for the next flush.
 */
export async function writeDue(
  db: Db,
  due: DeviceLive[],
  budgetMs: number | undefined,
  cycle: number,
  unsettled: UnsettledFlushes,
  hooks: { stored(device: DeviceLive, row: StoredDevice): void; failed(error: unknown): void },
): Promise<void> {
  due.sort((a, b) => a.flushedCycle - b.flushedCycle);
  const started = performance.now();
  for (let index = 0; index < due.length;) {
    if (budgetMs !== undefined && index > 0 && performance.now() - started >= budgetMs) return;
    const batch = nextBatch(due, index);
    const offline = batch.map((device) => device.offlineSince);
    const flushes = batch.map((device) => takePending(device, BATCH_AIRCRAFT));
    const id = randomUUID();
    try {
      const stored = await flushDevices(db, flushes, yieldToEventLoop, id);
      batch.forEach((device, i) => {
        const row = stored.get(device.feederKey);
        if (row) hooks.stored(device, row);
        markWritten(device, offline[i] ?? Number.NaN, cycle);
      });
    } catch (error) {
      batch.forEach((device, i) => {
        const flush = flushes[i];
        if (flush) restorePending(device, flush);
        device.flushFailures++;
        device.flushedCycle = cycle;
      });
      unsettled.add({ id, devices: batch, flushes, offline });
      hooks.failed(error);
    }
    // A device with aircraft left (more than a batch holds) goes again, in a transaction of its own.
    const [single] = batch;
    const more = batch.length === 1 && single !== undefined && single.flushFailures === 0;
    if (!more || single.pendingAircraft.size === 0) index += batch.length;
    await yieldToEventLoop();
  }
}

/**
 * A database error as one short line: its SQLSTATE code and the start of its message, never the
 * query text or its bound parameters (Drizzle's own error carries both, megabytes for a big
 * flush), found on the innermost cause.
 */
export function errorSummary(error: unknown): { code?: string; message: string } {
  let inner: unknown = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = inner instanceof Error ? inner.cause : undefined;
    if (cause === undefined || cause === null) break;
    inner = cause;
  }
  const code =
    typeof inner === 'object' && inner !== null && 'code' in inner && typeof inner.code === 'string'
      ? inner.code
      : undefined;
  const text = inner instanceof Error ? inner.message : String(inner);
  const message = text.replace(/\s+/g, ' ').slice(0, ERROR_MESSAGE_CHARS);
  return code === undefined ? { message } : { code, message };
}

interface ErrorLogger {
  error(obj: object, msg: string): void;
}

/** Logs a failure at most once per interval, with how many were not logged meanwhile. */
export class FailureLog {
  private lastLogged = Number.NEGATIVE_INFINITY;
  private unlogged = 0;

  constructor(
    private readonly logger: ErrorLogger | undefined,
    private readonly intervalMs = 60_000,
  ) {}

  report(message: string, error: unknown): void {
    const now = performance.now();
    if (now - this.lastLogged < this.intervalMs) {
      this.unlogged++;
      return;
    }
    this.logger?.error({ error: errorSummary(error), unlogged: this.unlogged }, message);
    this.lastLogged = now;
    this.unlogged = 0;
  }
}

/**
 * When flushes run: periodically (a tick is skipped while the previous flush still runs, so they
 * never pile up) and on demand (waits for the running one, then writes everything).
 */
export class FlushSchedule {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly run: (final: boolean) => Promise<void>,
    private readonly skipped: () => void,
  ) {}

  /** Starts the periodic flush (unref'd, so it never keeps the process alive). */
  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  tick(): Promise<void> {
    if (this.running) {
      this.skipped();
      return this.running;
    }
    return this.track(this.run(false));
  }

  flush(): Promise<void> {
    const previous = this.running;
    return this.track(
      (async () => {
        if (previous) await previous;
        await this.run(true);
      })(),
    );
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  private track(current: Promise<void>): Promise<void> {
    this.running = current;
    void current.finally(() => {
      if (this.running === current) this.running = undefined;
    });
    return current;
  }
}
