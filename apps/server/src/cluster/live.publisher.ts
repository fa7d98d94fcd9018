// An ingest process's side of the shared live picture: every PUBLISH_INTERVAL_MS, the merged
// state of each aircraft that changed since the last batch (and the addresses removed) goes to
// the cluster's one Redis stream as one entry tagged with this process's origin id (`o`), so the
// readers keep each ingest process's aircraft apart (live.origins.ts). One XADD per interval
// whatever the traffic, so Redis calls stay few; the table is scanned, not hooked, so the ingest
// hot loop carries no Redis code at all.
import type { Redis } from 'ioredis';
import type { LiveAircraft } from '../live/live.aircraft';
import type { LiveTable } from '../live/live.table';
import { LiveBatchEncoder } from './live.codec';
import { throttled, type ClusterLogger } from './redis';

export const PUBLISH_INTERVAL_MS = 100;
/**
 * Besides what changed, each batch re-sends 1/REFRESH_ROUNDS of the table: every aircraft at
 * least every REFRESH_ROUNDS batches (10 s), so a process that just started or missed batches
 * also learns the quiet aircraft.
 */
export const REFRESH_ROUNDS = 100;
/**
 * How long the stream keeps entries, ms, whatever the number of ingest processes (trimmed by
 * time, MINID, not by count): a consumer that falls further behind skips ahead, and a recorder
 * taking over from a crashed one (cluster.recorder.ts) must find the entries since the last
 * cursor the crashed one wrote, at most its lease's time-to-live plus a journal interval ago.
 */
export const STREAM_RETAIN_MS = 20_000;

export interface LivePublisherStats {
  batches: number;
  aircraft: number;
  removed: number;
  bytes: number;
  failures: number;
  /** Intervals skipped because the previous XADD had not answered yet. */
  skipped: number;
}

export class LivePublisher {
  readonly stats: LivePublisherStats = {
    batches: 0,
    aircraft: 0,
    removed: 0,
    bytes: 0,
    failures: 0,
    skipped: 0,
  };
  private readonly encoder = new LiveBatchEncoder();
  /** Table sequence the last published batch covered. */
  private published = 0;
  /** Addresses the consumers hold, to tell them which ones left the table. */
  private readonly known = new Set<number>();
  private round = 0;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private readonly reportFailure: () => void;
  private lastError: unknown;
  /** Redis's clock at the last entry added (its id's milliseconds), for the trim. */
  private lastEntryMs = Number.NaN;

  constructor(
    private readonly deps: {
      liveTable: LiveTable;
      redis: Redis;
      stream: string;
      /** This ingest process's id in the stream's entries. */
      origin: string;
      logger: ClusterLogger;
      intervalMs?: number;
    },
  ) {
    this.reportFailure = throttled(30_000, (suppressed) =>
      deps.logger.warn({ err: this.lastError, suppressed }, 'live batch not published'),
    );
  }

  start(): void {
    this.timer = setInterval(() => this.tick(), this.deps.intervalMs ?? PUBLISH_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.inFlight;
  }

  /** One interval: publishes unless the previous batch is still on its way. */
  tick(): void {
    if (this.inFlight) {
      this.stats.skipped++;
      return;
    }
    this.inFlight = this.publish().finally(() => {
      this.inFlight = undefined;
    });
  }

  /** Publishes what changed since the last batch; the next one covers it again on failure. */
  async publish(): Promise<void> {
    const table = this.deps.liveTable;
    const since = this.published;
    const upTo = table.sequence;
    const slot = this.round++ % REFRESH_ROUNDS;
    const changed: LiveAircraft[] = [];
    let index = 0;
    for (const entry of table.aircraft.values()) {
      if (entry.sequence > since || index % REFRESH_ROUNDS === slot) changed.push(entry);
      index++;
    }
    const removed: number[] = [];
    for (const icao of this.known) if (!table.aircraft.has(icao)) removed.push(icao);
    if (changed.length === 0 && removed.length === 0) return;
    const batch = this.encoder.encode(Date.now(), changed, removed);
    // Trimmed on Redis's clock (the ids it gives): the processes' clocks need not agree.
    const keepFrom =
      (Number.isNaN(this.lastEntryMs) ? Date.now() : this.lastEntryMs) - STREAM_RETAIN_MS;
    try {
      const id = await this.deps.redis.xadd(
        this.deps.stream,
        'MINID',
        '~',
        `${Math.max(0, Math.floor(keepFrom)).toString()}-0`,
        '*',
        'o',
        this.deps.origin,
        'b',
        batch,
      );
      this.lastEntryMs = Number.parseInt(id ?? '', 10);
    } catch (error) {
      this.stats.failures++;
      this.lastError = error;
      this.reportFailure();
      return;
    }
    this.published = upTo;
    for (const icao of removed) this.known.delete(icao);
    for (const entry of changed) this.known.add(entry.icao);
    this.stats.batches++;
    this.stats.aircraft += changed.length;
    this.stats.removed += removed.length;
    this.stats.bytes += batch.length;
  }
}
