// What the recorder lease's holder records from the live stream (cluster.recorder.ts holds the
// lease and reads the stream; recorder.cursor.ts keeps the cursor). At a takeover it reads the
// whole retained stream: entries up to the previous holder's cursor only tell it which positions
// were recorded already (a batch re-sends unchanged aircraft); later ones are recorded, every
// origin's, its own too (its table was not recorded meanwhile). Those caught-up positions are
// checked against the shared database (the previous holder may have died between a flush's
// commit and the cursor write after it), then its own table's gate opens and it flushes at once,
// so that the crashed holder's journal, replayed when it starts again, finds those points stored
// and skips them (trace.replay.ts). From then on it records the other origins' new positions.
import type { Db } from '../db/db';
import type { LiveAircraft } from '../live/live.aircraft';
import type { LiveTableListener } from '../live/live.table';
import { findLatestFlights } from '../traces/recorded-flights.repo';
import type { TraceRecorder } from '../traces/trace.recorder';
import { quantiseTime, TIME_STEP_MS } from '../traces/trace.point';
import type { LiveEntry } from './live.entry';
import type { ClusterLogger } from './redis';
import { compareIds, type Cursor } from './recorder.cursor';

/** Own entries this much younger than the gate's opening are still read for older positions, ms. */
const OWN_OVERLAP_MS = 2_000;

/** Counts of what was read and offered while holding. */
export interface StreamRecordingStats {
  entries: number;
  positions: number;
  /** Entries skipped because the stream no longer held them at a takeover, ms of them. */
  lostEntriesMs: number;
}

export class StreamRecording {
  /** The last stream entry read (reads continue after it). */
  lastApplied = '0-0';
  /** Its own table's positions are recorded (after the catch-up of a takeover). */
  tableOpen = false;
  /** The last entry of the catch-up. */
  private catchUpTo = '0-0';
  /** The previous holder's cursor: entries up to it were recorded by that holder. */
  private recordedUpTo = '0-0';
  /** When its own table's gate opened (ms): earlier own positions come from the stream. */
  private tableOpenedMs = 0;
  /** The previous holder's origin, and until when its own table was recorded (s). */
  private previousOrigin = '';
  private previousTableTime = 0;
  /** At a takeover, positions older than the oldest retained entry were recorded before, ms. */
  private floorMs = 0;
  /** Per address, the newest position time recorded from the stream. */
  private readonly streamPositions = new Map<number, number>();
  /** Positions read while catching up, offered once checked against the database. */
  private caughtUp: LiveAircraft[] = [];

  constructor(
    private readonly deps: {
      origin: string;
      recorder: TraceRecorder;
      /** The database the recorder writes (the catch-up skips what it holds already). */
      db: Db;
      /** What a recorded position is offered to: the trace listener, the event detector. */
      listeners: readonly LiveTableListener[];
      stats: StreamRecordingStats;
      logger: ClusterLogger;
      now: () => number;
    },
  ) {}

  /**
   * A takeover from `previous` (the cursor found): reads start at the stream's beginning and
   * catch up to `newestId`; `oldestId` is the oldest entry the stream still holds.
   */
  begin(previous: Cursor, oldestId: string | undefined, newestId: string | undefined): void {
    const cursor = previous.id;
    if (cursor !== '0-0' && oldestId !== undefined && compareIds(oldestId, cursor) > 0) {
      this.deps.stats.lostEntriesMs = Number.parseInt(oldestId, 10) - Number.parseInt(cursor, 10);
      this.deps.logger.warn(
        { cursor, oldest: oldestId },
        'recorder cursor older than the live stream: positions in between are not recorded',
      );
    }
    this.tableOpen = false;
    this.recordedUpTo = cursor;
    this.previousOrigin = previous.origin;
    this.previousTableTime = previous.tableTime;
    // Without a cursor nobody recorded before: every retained position is new.
    this.floorMs = oldestId === undefined || cursor === '0-0' ? 0 : Number.parseInt(oldestId, 10);
    this.caughtUp = [];
    this.lastApplied = '0-0';
    this.catchUpTo = newestId ?? '0-0';
  }

  /** Forgets what it recorded (the lease was lost: a later takeover starts from its cursor). */
  reset(): void {
    this.tableOpen = false;
    this.caughtUp = [];
    this.streamPositions.clear();
  }

  /** Read to the end of the catch-up, the own table's gate still closed. */
  get caughtUpUnopened(): boolean {
    return !this.tableOpen && compareIds(this.lastApplied, this.catchUpTo) >= 0;
  }

  /**
   * Offers the positions read while catching up, but none the database holds already, then
   * opens the gate.
   */
  async finishCatchUp(): Promise<void> {
    const states = this.caughtUp.splice(0);
    const storedUntil = new Map<number, number>();
    if (states.length > 0) {
      // A loop, not Math.min(...spread): after a long catch-up the states are hundreds of
      // thousands, past the call stack's room for arguments (bench:scale, RangeError).
      let since = Number.POSITIVE_INFINITY;
      for (const state of states) since = Math.min(since, state.positionTime * 1000);
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
    // The own table is recorded from now on, and what was caught up is stored at once.
    this.tableOpen = true;
    this.tableOpenedMs = this.deps.now();
    this.deps.recorder.flush().catch(() => undefined);
  }

  /**
   * Records the new positions of one entry (undefined: it could not be decoded): other origins'
   * always, its own until its table's gate opened (later ones the table records itself); an
   * entry up to the previous holder's cursor only marks its positions as recorded.
   */
  apply(id: string, entry: LiveEntry | undefined): void {
    this.deps.stats.entries++;
    this.lastApplied = id;
    if (!entry) return;
    const recorded = compareIds(id, this.recordedUpTo) <= 0;
    const own = this.tableOpen && entry.origin === this.deps.origin;
    // Its own entries are read only for the positions just before the gate opened.
    if (!own || recorded || Number.parseInt(id, 10) <= this.tableOpenedMs + OWN_OVERLAP_MS) {
      this.record(entry, recorded, own ? this.tableOpenedMs / 1000 : Number.POSITIVE_INFINITY);
    }
  }

  /** Offers an entry's positions newer than those seen and older than `before` (s). */
  private record(entry: LiveEntry, recorded: boolean, before: number): void {
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

  private offer(state: LiveAircraft): void {
    for (const listener of this.deps.listeners) listener.onPosition?.(state);
    this.deps.stats.positions++;
  }
}
