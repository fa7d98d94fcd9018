// Recording once across several ingest processes (issue 22 parts 1 and 5). Every ingest process
// runs one of these; the one holding the recorder lease records every aircraft: its own feeders'
// positions at full rate from its live table (the gated listeners of server.ts), the other
// ingest processes' positions from the live stream (recorder.stream.ts). It also keeps the
// merged picture of every origin (cluster.picture.ts) that its live watch scans for emergencies
// and area alerts. The others record nothing and stand by, claiming the lease every second.
//
// This file is the lease's state machine: standing by → taking over (catching up from the
// previous holder's cursor, recorder.stream.ts) → recording (the cursor follows its journal or
// flushes, recorder.cursor.ts) → handing over, in one of two ways:
// - it stops (SIGTERM): it reads the stream to its end, flushes, writes the cursor and only then
//   releases the lease: its successor starts exactly after it;
// - it loses the lease while alive (Redis unreachable past the lease's validity, or another
//   process holds it): it stops recording at once, writes what it holds and forgets every
//   aircraft, as a crashed holder would have after its restart, so that taking the lease back
//   later never continues stale flights nor writes a point twice (the successor's catch-up finds
//   those points stored and skips them).
import type { Redis } from 'ioredis';
import type { Db } from '../db/db';
import type { LiveTableListener } from '../live/live.table';
import type { TraceRecorder } from '../traces/trace.recorder';
import { ClusterPicture } from './cluster.picture';
import type { Lease } from './lease';
import { decodeLiveEntry, type LiveEntry } from './live.entry';
import { parseCursor, RecorderCursor, type CursorMark } from './recorder.cursor';
import { StreamRecording, type StreamRecordingStats } from './recorder.stream';
import { throttled, type ClusterLogger } from './redis';
import { readStream, type StreamEntry } from './stream.reader';

/** The recorder lease's time-to-live: a crashed holder is replaced within this, ms. */
export const RECORDER_LEASE_TTL_MS = 6_000;
/** How often the holder renews, and a standby process tries to take over, ms. */
const CLAIM_EVERY_MS = 1_000;
/** Kept off the lease's end: the holder stops recording this long before Redis expires it, ms. */
const VALIDITY_MARGIN_MS = 1_000;
/** How often the holder writes the cursor after a journal write, ms. */
const CURSOR_EVERY_MS = 1_000;
/** How often the merged picture forgets aircraft of a silent (crashed) origin, ms. */
const EXPIRE_EVERY_MS = 5_000;
const READ_COUNT = 100;
const BLOCK_MS = 500;
const RETRY_MS = 500;

export interface ClusterRecorderStats extends StreamRecordingStats {
  /** Times this process took the lease, and lost it while running. */
  takeovers: number;
  losses: number;
  /** Cursor writes. */
  cursors: number;
}

export class ClusterRecorder {
  readonly stats: ClusterRecorderStats = {
    takeovers: 0,
    losses: 0,
    entries: 0,
    positions: 0,
    cursors: 0,
    lostEntriesMs: 0,
  };
  /** Every origin's aircraft merged, while holding (empty otherwise). */
  readonly picture: ClusterPicture;
  /** Holding the lease (not yet known to have lost it). */
  private holding = false;
  /** Until when the lease is surely ours (ms, this process's clock). */
  private validUntil = 0;
  /** Bumped at each takeover and loss: a read started before it is discarded. */
  private generation = 0;
  private readGeneration = 0;
  /** The write of what it held when it last lost the lease. */
  private handingOver: Promise<void> = Promise.resolve();
  private readonly streamRecording: StreamRecording;
  private readonly cursor: RecorderCursor;
  private stopped = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private claiming: Promise<void> = Promise.resolve();
  private loop: Promise<void> | undefined;
  private readonly stopListening: (() => void)[] = [];
  private readonly reportFailure: () => void;
  private lastError: unknown;

  constructor(
    private readonly deps: {
      lease: Lease;
      /** Short commands (GET, XRANGE, the cursor). */
      redis: Redis;
      /** A connection of its own for the blocking reads. */
      reader: Redis;
      stream: string;
      cursorKey: string;
      origin: string;
      recorder: TraceRecorder;
      /** The database the recorder writes (the catch-up skips what it holds already). */
      db: Db;
      /** What a recorded position is offered to: the trace listener, the event detector. */
      listeners: readonly LiveTableListener[];
      /** Where the merged picture goes (the live watch's table); a table of its own otherwise. */
      picture?: ClusterPicture;
      logger: ClusterLogger;
      now?: () => number;
    },
  ) {
    this.reportFailure = throttled(30_000, (suppressed) =>
      deps.logger.warn({ err: this.lastError, suppressed }, 'recorder stream not readable'),
    );
    this.picture = deps.picture ?? new ClusterPicture();
    const now = () => this.now();
    this.streamRecording = new StreamRecording({
      origin: deps.origin,
      recorder: deps.recorder,
      db: deps.db,
      listeners: deps.listeners,
      stats: this.stats,
      logger: deps.logger,
      now,
    });
    this.cursor = new RecorderCursor({
      lease: deps.lease,
      key: deps.cursorKey,
      origin: deps.origin,
      recorder: deps.recorder,
      mark: () => this.mark(),
      holds: () => this.holds,
      onWritten: () => this.stats.cursors++,
      onFailure: (error) => this.failed(error),
    });
  }

  /** True while this process's own table is to be recorded (the gate of its listeners). */
  get recording(): boolean {
    return this.streamRecording.tableOpen && this.holds;
  }

  /** True while this process holds the lease. */
  get holds(): boolean {
    return this.holding && this.now() < this.validUntil;
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  /** Starts standing for the lease; returns after the first claim (a lone process records at once). */
  start(): Promise<void> {
    this.stopListening.push(...this.cursor.listen());
    const every = (ms: number, run: () => void) => {
      const timer = setInterval(run, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(CLAIM_EVERY_MS, () => void this.claimSoon());
    every(CURSOR_EVERY_MS, () => this.cursor.afterJournal());
    every(EXPIRE_EVERY_MS, () => {
      if (this.holds) this.picture.expire(this.now() / 1000);
    });
    this.loop = readStream({
      redis: this.deps.reader,
      stream: this.deps.stream,
      count: READ_COUNT,
      blockMs: BLOCK_MS,
      retryMs: RETRY_MS,
      from: () => {
        if (!this.holds) return undefined;
        this.readGeneration = this.generation;
        return this.streamRecording.lastApplied;
      },
      onEntries: (entries) => this.applyRead(entries),
      onFailure: (error) => this.failed(error),
      stopped: () => this.stopped,
    });
    return this.claimSoon();
  }

  /** Claims now (one claim at a time); for tests, returns when done. */
  claimSoon(): Promise<void> {
    this.claiming = this.claiming
      .then(() => this.claim())
      .catch((error: unknown) => this.failed(error));
    return this.claiming;
  }

  private failed(error: unknown): void {
    this.lastError = error;
    this.reportFailure();
  }

  private async claim(): Promise<void> {
    if (this.stopped) return;
    // Not renewed within its validity (Redis unreachable): another process may hold it by now.
    if (this.holding && !this.holds) this.letGo('lapsed');
    const sent = this.now();
    if (!(await this.deps.lease.claim())) {
      if (this.holding) this.letGo('taken');
      return;
    }
    this.validUntil = sent + RECORDER_LEASE_TTL_MS - VALIDITY_MARGIN_MS;
    if (!this.holding) await this.takeOver();
  }

  /** Starts recording from the cursor the previous holder left (every origin until caught up). */
  private async takeOver(): Promise<void> {
    const { redis, stream, cursorKey, logger } = this.deps;
    this.generation++;
    const previous = parseCursor(await redis.get(cursorKey));
    const [oldest] = await redis.xrange(stream, '-', '+', 'COUNT', 1);
    const [newest] = await redis.xrevrange(stream, '+', '-', 'COUNT', 1);
    this.streamRecording.begin(previous, oldest?.[0], newest?.[0]);
    this.cursor.startAt(previous.id);
    // The picture is rebuilt from the stream's start.
    this.picture.clear();
    this.holding = true;
    this.stats.takeovers++;
    logger.info(
      { origin: this.deps.origin, cursor: previous.id, upTo: newest?.[0] },
      'recorder lease taken',
    );
    if (this.streamRecording.caughtUpUnopened) await this.finishCatchUp();
  }

  /**
   * The lease is no longer this process's: it stops recording, writes every point it holds and
   * forgets every aircraft (recorder and picture); nothing it held is written after the flush.
   */
  private letGo(reason: 'lapsed' | 'taken'): void {
    this.deps.logger.error({ origin: this.deps.origin, reason }, 'recorder lease lost');
    this.holding = false;
    this.generation++;
    this.stats.losses++;
    this.streamRecording.reset();
    this.picture.clear();
    // A failed write is logged by the recorder and retried with its next flush.
    this.handingOver = this.deps.recorder.handOver().catch(() => undefined);
  }

  /** Opens the own table's gate once what it wrote when it last let go is stored. */
  private async finishCatchUp(): Promise<void> {
    await this.handingOver;
    await this.streamRecording.finishCatchUp();
  }

  /** Applies one read's entries, unless a takeover or a loss came while it waited. */
  private async applyRead(entries: StreamEntry[]): Promise<void> {
    if (this.readGeneration !== this.generation) return;
    for (const { id, fields } of entries) {
      // The lease ran out meanwhile: leave the rest to whoever holds it now.
      if (!this.holds) return;
      this.apply(id, fields);
    }
    if (this.holds && this.streamRecording.caughtUpUnopened) await this.finishCatchUp();
  }

  /** One entry: into the merged picture, and recorded (recorder.stream.ts decides what of it). */
  private apply(id: string, fields: Buffer[]): void {
    let entry: LiveEntry | undefined;
    try {
      entry = decodeLiveEntry(fields);
    } catch {
      entry = undefined;
    }
    if (entry) this.picture.apply(entry);
    this.streamRecording.apply(id, entry);
  }

  /** What is recorded now: the entries read, this process's table up to this moment. */
  private mark(): CursorMark {
    return { id: this.streamRecording.lastApplied, tableTime: this.now() / 1000 };
  }

  /** Read through a call: `stop()` awaits while the lease may run out. */
  private stillHolds(): boolean {
    return this.holds;
  }

  /**
   * Stops (SIGTERM): the holder reads the stream to its end (its own publisher has stopped),
   * flushes, writes the cursor and releases the lease, so its successor loses nothing.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.claiming;
    // Ends the blocked read at once.
    this.deps.reader.disconnect();
    await this.loop;
    for (const stop of this.stopListening.splice(0)) stop();
    await this.handingOver;
    if (!this.stillHolds()) {
      await this.deps.lease.release();
      return;
    }
    try {
      await this.drain();
      if (!this.streamRecording.tableOpen) await this.finishCatchUp();
      this.streamRecording.tableOpen = false;
      const mark = this.mark();
      await this.deps.recorder.flush();
      await this.cursor.write(mark);
    } catch (error) {
      this.deps.logger.error({ err: error }, 'recorder hand-over incomplete; the journal keeps it');
    } finally {
      this.holding = false;
      await this.deps.lease.release();
    }
  }

  /** Records every entry the stream holds after the last applied one. */
  private async drain(): Promise<void> {
    for (;;) {
      const entries = await this.deps.redis.xrangeBuffer(
        this.deps.stream,
        `(${this.streamRecording.lastApplied}`,
        '+',
        'COUNT',
        READ_COUNT,
      );
      for (const [id, fields] of entries) this.apply(id.toString(), fields);
      if (entries.length < READ_COUNT) return;
    }
  }
}
