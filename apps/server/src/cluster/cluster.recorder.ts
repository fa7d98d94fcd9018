// Recording once across several ingest processes (issue 22 parts 1 and 5). Every ingest process
// runs one of these; the one holding the recorder lease records every aircraft: its own feeders'
// positions at full rate from its live table (the gated listeners of server.ts), the other
// ingest processes' positions from the live stream (each new position in a batch becomes a trace
// point). The others record nothing and stand by, claiming the lease every second.
//
// Hand-over without loss or overlap: the holder writes a cursor in Redis, fenced by the lease
// (recorder.cursor.ts): the last stream entry whose positions are durable with it (in its trace
// journal, written every second, or without a journal in the database after a flush), its origin,
// and the time up to which its own table's positions are durable (its own entries published after
// the cursor still carry some of those). A successor reads the whole retained stream: entries up
// to the cursor only tell it which positions were recorded already (a batch re-sends unchanged
// aircraft); later ones are recorded, every origin's, its own too (its table was not recorded
// meanwhile); then it opens its own table's gate and flushes at once, so that the crashed
// holder's journal, replayed when it starts again, finds those points stored and skips them
// (trace.replay.ts). A holder that stops (SIGTERM) reads the stream to its end, flushes, writes
// the cursor and only then releases the lease: its successor starts exactly after it.
import type { Redis } from 'ioredis';
import type { Db } from '../db/db';
import type { LiveAircraft } from '../live/live.aircraft';
import type { LiveTableListener } from '../live/live.table';
import type { FlushTiming } from '../traces/trace.writer';
import type { TraceRecorder } from '../traces/trace.recorder';
import { findLatestFlights } from '../traces/recorded-flights.repo';
import { quantiseTime, TIME_STEP_MS } from '../traces/trace.point';
import type { Lease } from './lease';
import { decodeLiveEntry, entryOrigin } from './live.entry';
import { compareIds, formatCursor, parseCursor, type CursorMark } from './recorder.cursor';
import { throttled, type ClusterLogger } from './redis';

/** The recorder lease's time-to-live: a crashed holder is replaced within this, ms. */
export const RECORDER_LEASE_TTL_MS = 6_000;
/** How often the holder renews, and a standby process tries to take over, ms. */
const CLAIM_EVERY_MS = 1_000;
/** Kept off the lease's end: the holder stops recording this long before Redis expires it, ms. */
const VALIDITY_MARGIN_MS = 1_000;
/** How often the holder writes the cursor after a journal write, ms. */
const CURSOR_EVERY_MS = 1_000;
/** Own entries this much younger than the gate's opening are still read for older positions, ms. */
const OWN_OVERLAP_MS = 2_000;
const READ_COUNT = 100;
const BLOCK_MS = 500;
const RETRY_MS = 500;

export interface ClusterRecorderStats {
  /** Times this process took the lease. */
  takeovers: number;
  /** Stream entries read while holding, and positions recorded from them. */
  entries: number;
  positions: number;
  /** Cursor writes, and entries skipped because the stream no longer held them at a takeover. */
  cursors: number;
  lostEntriesMs: number;
}

export class ClusterRecorder {
  readonly stats: ClusterRecorderStats = {
    takeovers: 0,
    entries: 0,
    positions: 0,
    cursors: 0,
    lostEntriesMs: 0,
  };
  /** Holding the lease (not yet known to have lost it). */
  private holding = false;
  /** Its own table's positions are recorded (after the catch-up of a takeover). */
  private tableOpen = false;
  /** Until when the lease is surely ours (ms, this process's clock). */
  private validUntil = 0;
  /** The last stream entry read, and the last one of the catch-up. */
  private lastApplied = '0-0';
  private catchUpTo = '0-0';
  /** The previous holder's cursor: entries up to it were recorded by that holder. */
  private recordedUpTo = '0-0';
  /** When its own table's gate opened (ms): earlier own positions come from the stream. */
  private tableOpenedMs = 0;
  /** The previous holder's origin, and until when its own table was recorded (s). */
  private previousOrigin = '';
  private previousTableTime = 0;
  /** The newest cursor written (or found at the takeover). */
  private cursorWritten = '0-0';
  /** At a takeover, positions older than the oldest retained entry were recorded before, ms. */
  private floorMs = 0;
  /** Bumped at each takeover: a read started before it is discarded. */
  private generation = 0;
  /** Per address, the newest position time recorded from the stream. */
  private readonly streamPositions = new Map<number, number>();
  /** Positions read while catching up, offered once checked against the database. */
  private caughtUp: LiveAircraft[] = [];
  /** Cursor marks of flushes under way (without a journal). */
  private readonly flushMarks: CursorMark[] = [];
  private stopped = false;
  private claimTimer: NodeJS.Timeout | undefined;
  private cursorTimer: NodeJS.Timeout | undefined;
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
      logger: ClusterLogger;
      now?: () => number;
    },
  ) {
    this.reportFailure = throttled(30_000, (suppressed) =>
      deps.logger.warn({ err: this.lastError, suppressed }, 'recorder stream not readable'),
    );
  }

  /** True while this process's own table is to be recorded (the gate of its listeners). */
  get recording(): boolean {
    return this.tableOpen && this.now() < this.validUntil;
  }

  /** True while this process holds the lease (the live watch runs with the recorder). */
  get holds(): boolean {
    return this.holding && this.now() < this.validUntil;
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  /** Starts standing for the lease; returns after the first claim (a lone process records at once). */
  start(): Promise<void> {
    const { recorder } = this.deps;
    this.stopListening.push(
      recorder.onTake(() => this.flushMarks.push(this.mark())),
      recorder.onFlush((timing) => this.flushed(timing)),
    );
    this.claimTimer = setInterval(() => void this.claimSoon(), CLAIM_EVERY_MS);
    this.claimTimer.unref();
    this.cursorTimer = setInterval(() => this.journalCursor(), CURSOR_EVERY_MS);
    this.cursorTimer.unref();
    this.loop = this.run();
    return this.claimSoon();
  }

  /** Claims now (one claim at a time); for tests, returns when done. */
  claimSoon(): Promise<void> {
    this.claiming = this.claiming
      .then(() => this.claim())
      .catch((error: unknown) => {
        this.lastError = error;
        this.reportFailure();
      });
    return this.claiming;
  }

  private async claim(): Promise<void> {
    if (this.stopped) return;
    const sent = this.now();
    const lapsed = !this.holds;
    if (!(await this.deps.lease.claim())) {
      if (this.holding) this.deps.logger.error({ origin: this.deps.origin }, 'recorder lease lost');
      this.holding = false;
      this.tableOpen = false;
      return;
    }
    this.validUntil = sent + RECORDER_LEASE_TTL_MS - VALIDITY_MARGIN_MS;
    if (lapsed) await this.takeOver();
  }

  /** Starts recording from the cursor the previous holder left (every origin until caught up). */
  private async takeOver(): Promise<void> {
    const { redis, stream, cursorKey, logger } = this.deps;
    this.generation++;
    this.tableOpen = false;
    const previous = parseCursor(await redis.get(cursorKey));
    const cursor = previous.id;
    const [oldest] = await redis.xrange(stream, '-', '+', 'COUNT', 1);
    const [newest] = await redis.xrevrange(stream, '+', '-', 'COUNT', 1);
    const oldestId = oldest?.[0];
    if (cursor !== '0-0' && oldestId !== undefined && compareIds(oldestId, cursor) > 0) {
      this.stats.lostEntriesMs = Number.parseInt(oldestId, 10) - Number.parseInt(cursor, 10);
      logger.warn(
        { cursor, oldest: oldestId },
        'recorder cursor older than the live stream: positions in between are not recorded',
      );
    }
    this.recordedUpTo = cursor;
    this.cursorWritten = cursor;
    this.previousOrigin = previous.origin;
    this.previousTableTime = previous.tableTime;
    // Without a cursor nobody recorded before: every retained position is new.
    this.floorMs = oldestId === undefined || cursor === '0-0' ? 0 : Number.parseInt(oldestId, 10);
    this.caughtUp = [];
    this.lastApplied = '0-0';
    this.catchUpTo = newest?.[0] ?? '0-0';
    this.holding = true;
    this.stats.takeovers++;
    logger.info({ origin: this.deps.origin, cursor, upTo: this.catchUpTo }, 'recorder lease taken');
    if (compareIds(this.lastApplied, this.catchUpTo) >= 0) await this.finishCatchUp();
  }

  /**
   * Offers the positions read while catching up, but none the database holds already (the
   * previous holder may have died between a flush's commit and the cursor write after it: on
   * the shared database its points are then found and not written twice), then opens the gate.
   */
  private async finishCatchUp(): Promise<void> {
    const states = this.caughtUp.splice(0);
    const storedUntil = new Map<number, number>();
    if (states.length > 0) {
      const since = Math.min(...states.map((state) => state.positionTime * 1000));
      const icaos = [...new Set(states.map((state) => state.icao))];
      try {
        for (const row of await findLatestFlights(this.deps.db, icaos, since)) {
          storedUntil.set(row.icao, row.lastSeen);
        }
      } catch (error) {
        this.deps.logger.warn({ err: error }, 'stored tracks not read; caught-up points kept');
      }
    }
    for (const state of states) {
      const time = quantiseTime(state.positionTime * 1000) * TIME_STEP_MS;
      if (time <= (storedUntil.get(state.icao) ?? Number.NEGATIVE_INFINITY)) continue;
      this.offer(state);
    }
    this.openTable();
  }

  private offer(state: LiveAircraft): void {
    for (const listener of this.deps.listeners) listener.onPosition?.(state);
    this.stats.positions++;
  }

  /** Caught up: the own table is recorded from now on, and what was caught up is stored at once. */
  private openTable(): void {
    this.tableOpen = true;
    this.tableOpenedMs = this.now();
    this.deps.recorder.flush().catch(() => undefined);
  }

  /** Read through calls: `stop()` and a takeover change them while a read awaits. */
  private isStopped(): boolean {
    return this.stopped;
  }

  private stillHolds(): boolean {
    return this.holds;
  }

  private currentGeneration(): number {
    return this.generation;
  }

  private async run(): Promise<void> {
    const { reader, stream } = this.deps;
    while (!this.stopped) {
      if (!this.holds) {
        await delay(RETRY_MS);
        continue;
      }
      const generation = this.generation;
      let reply;
      try {
        reply = await reader.xreadBuffer(
          'COUNT',
          READ_COUNT,
          'BLOCK',
          BLOCK_MS,
          'STREAMS',
          stream,
          this.lastApplied,
        );
      } catch (error) {
        if (this.isStopped()) return;
        this.lastError = error;
        this.reportFailure();
        await delay(RETRY_MS);
        continue;
      }
      // A takeover while the read waited: it starts again from the cursor.
      if (generation !== this.currentGeneration()) continue;
      for (const [, entries] of reply ?? []) {
        for (const [id, fields] of entries) {
          // The lease ran out meanwhile: leave the rest to whoever holds it now.
          if (!this.stillHolds()) break;
          this.apply(id.toString(), fields);
        }
      }
      if (
        this.stillHolds() &&
        !this.tableOpen &&
        compareIds(this.lastApplied, this.catchUpTo) >= 0
      ) {
        await this.finishCatchUp();
      }
    }
  }

  /**
   * Records the new positions of one entry: other origins' always, its own until its table's
   * gate opened (later ones the table records itself); an entry up to the previous holder's
   * cursor only marks its positions as recorded.
   */
  private apply(id: string, fields: Buffer[]): void {
    this.stats.entries++;
    this.lastApplied = id;
    const recorded = compareIds(id, this.recordedUpTo) <= 0;
    const own = this.tableOpen && entryOrigin(fields) === this.deps.origin;
    // Its own entries are read only for the positions just before the gate opened.
    if (!own || recorded || Number.parseInt(id, 10) <= this.tableOpenedMs + OWN_OVERLAP_MS) {
      this.record(fields, recorded, own ? this.tableOpenedMs / 1000 : Number.POSITIVE_INFINITY);
    }
  }

  /** Offers an entry's positions newer than those seen and older than `before` (s). */
  private record(fields: Buffer[], recorded: boolean, before: number): void {
    let entry;
    try {
      entry = decodeLiveEntry(fields);
    } catch {
      return;
    }
    // The previous holder recorded its own table up to its cursor's time.
    const floor = Math.max(
      this.floorMs / 1000,
      entry.origin === this.previousOrigin ? this.previousTableTime : 0,
    );
    for (const icao of entry.batch.removed) this.streamPositions.delete(icao);
    for (const state of entry.batch.aircraft) {
      const time = state.positionTime;
      if (!(time > Math.max(this.streamPositions.get(state.icao) ?? 0, floor) && time < before)) {
        continue;
      }
      this.streamPositions.set(state.icao, time);
      if (recorded) continue;
      if (this.tableOpen) this.offer(state);
      else this.caughtUp.push(state);
    }
  }

  /** With a journal: what was applied before this write is durable; the cursor says so. */
  private journalCursor(): void {
    if (!this.holds) return;
    const mark = this.mark();
    if (!this.deps.recorder.checkpoint(false)) return;
    this.writeCursor(mark).catch(() => undefined);
  }

  /** Without a journal: a flush that wrote everything durably moves the cursor. */
  private flushed(timing: FlushTiming): void {
    const mark = this.flushMarks.shift();
    if (timing.failed || mark === undefined || !this.holds) return;
    this.writeCursor(mark).catch(() => undefined);
  }

  /** What is recorded now: the entries read, this process's table up to this moment. */
  private mark(): CursorMark {
    return { id: this.lastApplied, tableTime: this.now() / 1000 };
  }

  private async writeCursor(mark: CursorMark): Promise<void> {
    // Never back: a flush's mark (taken when it started) may be older than a journal write's.
    if (mark.id === '0-0' || compareIds(mark.id, this.cursorWritten) < 0) return;
    this.cursorWritten = mark.id;
    const value = formatCursor(mark, this.deps.origin);
    try {
      if (await this.deps.lease.setIfHeld(this.deps.cursorKey, value)) this.stats.cursors++;
    } catch (error) {
      this.lastError = error;
      this.reportFailure();
    }
  }

  /**
   * Stops (SIGTERM): the holder reads the stream to its end (its own publisher has stopped),
   * flushes, writes the cursor and releases the lease, so its successor loses nothing.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.claimTimer);
    clearInterval(this.cursorTimer);
    await this.claiming;
    // Ends the blocked read at once.
    this.deps.reader.disconnect();
    await this.loop;
    for (const stop of this.stopListening.splice(0)) stop();
    if (!this.holds) {
      await this.deps.lease.release();
      return;
    }
    try {
      await this.drain();
      if (!this.tableOpen) await this.finishCatchUp();
      this.tableOpen = false;
      const mark = this.mark();
      await this.deps.recorder.flush();
      await this.writeCursor(mark);
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
        `(${this.lastApplied}`,
        '+',
        'COUNT',
        READ_COUNT,
      );
      for (const [id, fields] of entries) this.apply(id.toString(), fields);
      if (entries.length < READ_COUNT) return;
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
