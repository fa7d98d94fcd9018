// A process without the ingest role keeps its own live table from the ingest processes' batches
// (live.publisher.ts): it reads the stream with XREAD BLOCK on a connection of its own, from the
// entries Redis still holds (a fresh start gets the last seconds at once), and adopts each
// aircraft's state per origin, merged across origins (live.origins.ts). Its realtime sockets and
// REST answers read that table like the embedded process reads its own. Aircraft whose removal
// it missed, and those of an ingest process that died, expire here by the same silence rule on
// the replicated last-seen times.
import type { Redis } from 'ioredis';
import type { LiveTable } from '../live/live.table';
import type { LivePublications } from '../live/live.publications';
import { ClusterPicture } from './cluster.picture';
import { decodeLiveEntry } from './live.entry';
import { throttled, type ClusterLogger } from './redis';
import { readStream, type StreamEntry } from './stream.reader';

/** Entries read per call at most, and how long one call waits for new ones, ms. */
const READ_COUNT = 50;
const BLOCK_MS = 1_000;
const RETRY_MS = 1_000;
const EXPIRE_INTERVAL_MS = 5_000;

export interface LiveReplicaStats {
  batches: number;
  aircraft: number;
  removed: number;
  /** Entries that could not be decoded (skipped). */
  rejected: number;
  reads: number;
  /** Delay of the latest batch from its publication to its adoption here, ms. */
  lastDelayMs: number;
}

export class LiveReplica {
  readonly stats: LiveReplicaStats = {
    batches: 0,
    aircraft: 0,
    removed: 0,
    rejected: 0,
    reads: 0,
    lastDelayMs: Number.NaN,
  };
  /** Called with each batch's delay (ms), for measurements. */
  onBatch: ((delayMs: number) => void) | undefined;
  private lastId = '0-0';
  private stopped = false;
  private loop: Promise<void> | undefined;
  private expireTimer: NodeJS.Timeout | undefined;
  private readonly reportRejected: () => void;
  private readonly reportFailure: () => void;
  private lastError: unknown;
  private readonly picture: ClusterPicture;

  constructor(
    private readonly deps: {
      liveTable: LiveTable;
      /** A connection of its own: XREAD BLOCK holds it. */
      redis: Redis;
      stream: string;
      logger: ClusterLogger;
      now?: () => number;
      /** Told after each read which publication the table is now up to (the realtime tick). */
      publications?: LivePublications;
    },
  ) {
    this.reportRejected = throttled(30_000, (suppressed) =>
      deps.logger.warn({ err: this.lastError, suppressed }, 'live batch rejected'),
    );
    this.reportFailure = throttled(30_000, (suppressed) =>
      deps.logger.warn({ err: this.lastError, suppressed }, 'live stream not readable'),
    );
    this.picture = new ClusterPicture(deps.liveTable);
  }

  /** Ingest processes whose aircraft this replica holds. */
  get origins(): number {
    return this.picture.origins;
  }

  start(): void {
    this.loop = readStream({
      redis: this.deps.redis,
      stream: this.deps.stream,
      count: READ_COUNT,
      blockMs: BLOCK_MS,
      retryMs: RETRY_MS,
      from: () => {
        this.stats.reads++;
        return this.lastId;
      },
      onEntries: (entries) => this.applyAll(entries),
      onFailure: (error) => {
        this.lastError = error;
        this.reportFailure();
      },
      stopped: () => this.stopped,
    });
    const now = this.deps.now ?? (() => Date.now() / 1000);
    this.expireTimer = setInterval(() => this.picture.expire(now()), EXPIRE_INTERVAL_MS);
    this.expireTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.expireTimer);
    // Ends the blocked read at once.
    this.deps.redis.disconnect();
    await this.loop;
  }

  private applyAll(entries: StreamEntry[]): void {
    let newest = Number.NaN;
    for (const { id, fields } of entries) {
      this.lastId = id;
      const publishedMs = this.apply(fields);
      if (!(publishedMs <= newest)) newest = publishedMs;
    }
    // Once a read, after all its entries: a tick started here sees every one of them.
    if (!Number.isNaN(newest)) this.deps.publications?.applied(newest);
  }

  /**
   * Adopts one entry's batch under its origin and returns its publication time (ms); a bad one
   * is counted and skipped (NaN).
   */
  private apply(fields: Buffer[]): number {
    let entry;
    try {
      entry = decodeLiveEntry(fields);
    } catch (error) {
      this.stats.rejected++;
      this.lastError = error;
      this.reportRejected();
      return Number.NaN;
    }
    const { batch } = entry;
    this.stats.removed += this.picture.apply(entry);
    this.stats.batches++;
    this.stats.aircraft += batch.aircraft.length;
    const delay = Date.now() - batch.sentAt;
    this.stats.lastDelayMs = delay;
    this.onBatch?.(delay);
    return batch.sentAt;
  }
}
