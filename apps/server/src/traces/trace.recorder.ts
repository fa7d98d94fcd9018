// The recorder of every aircraft's trace: the live table offers each accepted position, the
// recorder keeps the thinned points of the current flight in memory and writes them to the
// database every flush interval (default 5 min). With a journal (trace.journal.ts) every kept
// point is also appended to a file about once a second, so a crash loses seconds, not minutes.
//
// record() is the hot path (tens of thousands of calls per second): it packs the position into
// a per-aircraft scratch array, compares it with the last kept point and appends it or keeps it
// as the "tail" (the latest offered point). It allocates only when an aircraft is new, a flight
// starts or an aircraft's buffer grows. flush() takes the pending points out synchronously and
// writes them while record() carries on.
import type { Db } from '../db/db';
import { AircraftTrace } from './trace.aircraft';
import { tellFlightEvent, type FlightEventListener, type TraceLogger } from './trace.events';
import { snapshotFlight, type PendingPoints } from './trace.flush';
import { JournalKind, type JournalRecord, type TraceJournal } from './trace.journal';
import { packPoint, quantiseTime, TIME_STEP_MS, type TracePoint } from './trace.point';
import {
  FLIGHT_GAP_MS,
  addKeptPoint,
  newFlight,
  observePosition,
  startsNewFlight,
  type FlightState,
} from './trace.segmentation';
import { KeepReason, thinningDecision } from './trace.thinning';
import { TraceWriter, type FlushTiming } from './trace.writer';

export type { TracePoint } from './trace.point';

/** Kept points stay in memory this long after they are written, for the live track. */
export const RECENT_WINDOW_MS = 30 * 60_000;
const DEFAULT_FLUSH_INTERVAL_MS = 5 * 60_000;
/** readsb keeps the buffered point when it lies more than 2.7 s after the last kept one. */
const TAIL_MIN_DECISECONDS = 27;
/** How often the journal is written, ms. */
const JOURNAL_WRITE_MS = 1_000;
/**
 * An aircraft's latest offered point goes to the journal when it is this much newer than the
 * last point journaled (deciseconds): with the write interval, a crash cuts at most ~4 s off a
 * track, and a cruising aircraft costs one record per 3 s instead of one per position.
 */
const LATEST_EVERY_DECISECONDS = 30;

export type { TraceLogger } from './trace.events';

/**
 * Where a caller keeps the recorder's state of one aircraft between its positions (the live
 * table's entry): record() takes it from there instead of looking the address up in its own map
 * of 20,000 aircraft, a hash table's two cache misses per position.
 */
export interface TraceSlot {
  traceState: unknown;
}

/** Options of {@link TraceRecorder}. */
export interface TraceRecorderOptions {
  flushIntervalMs?: number;
  now?: () => number;
  logger?: TraceLogger;
  /** Told of every take-off and landing, and of the flight rows each flush writes. */
  events?: FlightEventListener;
  /** Appends every kept point so a crash loses seconds (replayed by trace.replay.ts). */
  journal?: TraceJournal;
}

/** Records thinned traces of every aircraft and stores them as compressed chunks. */
export class TraceRecorder {
  private readonly aircraft = new Map<number, AircraftTrace>();
  private readonly writer: TraceWriter;
  private timer: NodeJS.Timeout | undefined;
  private journalTimer: NodeJS.Timeout | undefined;
  private readonly journal: TraceJournal | undefined;
  /** Set while journal records are replayed: they are in the journal already. */
  private replaying = false;
  private readonly flushIntervalMs: number;
  private readonly now: () => number;
  private readonly logger: TraceLogger | undefined;
  private readonly events: FlightEventListener | undefined;
  private pointsDropped = 0;
  private readonly takeListeners = new Set<() => void>();

  constructor(db: Db, options: TraceRecorderOptions = {}) {
    this.flushIntervalMs = options.flushIntervalMs ?? DEFAULT_FLUSH_INTERVAL_MS;
    this.now = options.now ?? Date.now;
    this.logger = options.logger;
    this.events = options.events;
    this.journal = options.journal;
    this.writer = new TraceWriter(db, this.journal, this.logger, this.events);
  }

  /**
   * Offers one accepted position of aircraft `icao` (24-bit number); thinning decides if it is
   * kept. `slot` (the caller's, for this aircraft) keeps the aircraft's state for the next call.
   */
  record(icao: number, callsign: string | undefined, point: TracePoint, slot?: TraceSlot): void {
    const time = quantiseTime(point.time) * TIME_STEP_MS;
    let aircraft = slot === undefined ? undefined : this.heldIn(slot, icao);
    if (aircraft === undefined) {
      aircraft = this.aircraft.get(icao);
      if (slot !== undefined && aircraft !== undefined) slot.traceState = aircraft;
    }
    if (aircraft === undefined) {
      aircraft = this.hold(icao, callsign, point);
      if (slot !== undefined) slot.traceState = aircraft;
    } else {
      if (time < aircraft.lastOfferedTime) return; // out of order: the live table's clock went back
      if (
        startsNewFlight(
          aircraft.flight,
          aircraft.lastOfferedTime,
          callsign,
          time,
          point.onGround,
          point.groundSpeed,
        )
      ) {
        this.closeFlight(aircraft);
        aircraft.flight = newFlight(icao, callsign, false);
      }
    }
    this.observe(aircraft, callsign, time, point);

    const buffer = aircraft.buffer;
    const candidate = aircraft.candidate;
    packPoint(candidate, 0, point, buffer.baseDeciseconds);
    if (buffer.length === 0 || aircraft.flight.pointCount === 0) {
      this.keep(aircraft, candidate);
      return;
    }
    const sinceTransition = time - aircraft.transitionTime;
    const reason = thinningDecision(
      buffer.words,
      buffer.lastOffset(),
      candidate,
      0,
      sinceTransition,
    );
    if (reason === KeepReason.Drop) {
      this.holdAsTail(aircraft);
      return;
    }
    // Like readsb, prefer first keeping the point before a change (the tail), so a turn or a
    // level-off starts where it really started, then judge the new point against it.
    if (aircraft.hasTail) {
      const last = buffer.words[buffer.lastOffset()] ?? 0;
      const tailElapsed = (aircraft.tail[0] ?? 0) - last;
      const elapsed = (candidate[0] ?? 0) - last;
      if (
        reason === KeepReason.Interval ||
        2 * tailElapsed > elapsed ||
        tailElapsed > TAIL_MIN_DECISECONDS
      ) {
        this.keep(aircraft, aircraft.tail);
        const again = thinningDecision(
          buffer.words,
          buffer.lastOffset(),
          candidate,
          0,
          sinceTransition,
        );
        if (again === KeepReason.Drop) {
          this.holdAsTail(aircraft);
          return;
        }
      }
    }
    this.keep(aircraft, candidate);
  }

  /** The slot's state when this recorder still holds it for `icao`. */
  private heldIn(slot: TraceSlot, icao: number): AircraftTrace | undefined {
    const state = slot.traceState;
    return state instanceof AircraftTrace && state.heldBy === this && state.icao === icao
      ? state
      : undefined;
  }

  /** Starts holding a new aircraft's state. */
  private hold(icao: number, callsign: string | undefined, point: TracePoint): AircraftTrace {
    const aircraft = new AircraftTrace(icao, callsign, point);
    aircraft.heldBy = this;
    this.aircraft.set(icao, aircraft);
    return aircraft;
  }

  /**
   * Replays one journal record (trace.replay.ts): the point was already judged by thinning, so
   * it is kept as it was, or held as the latest offered point.
   */
  restore(record: JournalRecord): void {
    this.replaying = true;
    try {
      this.restoreRecord(record);
    } finally {
      this.replaying = false;
    }
  }

  private restoreRecord({ kind, icao, callsign, point }: JournalRecord): void {
    let aircraft = this.aircraft.get(icao);
    if (aircraft === undefined) {
      aircraft = this.hold(icao, callsign, point);
    } else {
      if (point.time < aircraft.lastOfferedTime) return;
      if (kind === JournalKind.FlightStart && aircraft.flight.pointCount > 0) {
        this.closeFlight(aircraft);
        aircraft.flight = newFlight(icao, callsign, false);
      }
    }
    this.observe(aircraft, callsign, point.time, point);
    packPoint(aircraft.candidate, 0, point, aircraft.buffer.baseDeciseconds);
    if (kind === JournalKind.Latest && aircraft.flight.pointCount > 0) this.holdAsTail(aircraft);
    else this.keep(aircraft, aircraft.candidate);
  }

  /** Segmentation's view of an offered point: flight times, take-off and landing events. */
  private observe(
    aircraft: AircraftTrace,
    callsign: string | undefined,
    time: number,
    point: TracePoint,
  ): void {
    if (point.onGround !== aircraft.lastOfferedGround) aircraft.transitionTime = time;
    const flight = aircraft.flight;
    const takeoffBefore = flight.takeoffAt;
    const landedBefore = flight.landedAt;
    observePosition(flight, callsign, time, point.onGround, point.groundSpeed);
    if (this.events && (flight.takeoffAt !== takeoffBefore || flight.landedAt !== landedBefore)) {
      const kind = flight.takeoffAt !== takeoffBefore ? 'takeOff' : 'landing';
      tellFlightEvent(this.events, this.logger, flight, kind, point);
    }
    aircraft.lastOfferedTime = time;
    aircraft.lastOfferedGround = point.onGround;
  }

  private holdAsTail(aircraft: AircraftTrace): void {
    const tail = aircraft.tail;
    aircraft.tail = aircraft.candidate;
    aircraft.candidate = tail;
    aircraft.hasTail = true;
  }

  private keep(aircraft: AircraftTrace, words: Int32Array): void {
    const buffer = aircraft.buffer;
    if (this.journal && !this.replaying) {
      const kind = aircraft.flight.pointCount === 0 ? JournalKind.FlightStart : JournalKind.Kept;
      this.journal.append(
        kind,
        aircraft.icao,
        aircraft.flight.callsign,
        words,
        0,
        buffer.baseDeciseconds,
      );
    }
    aircraft.journaledTime = words[0] ?? 0;
    const dropped = buffer.append(words, 0, aircraft.lastOfferedTime - RECENT_WINDOW_MS);
    if (dropped > 0) {
      this.pointsDropped += dropped;
      this.logger?.warn(
        { icao: aircraft.icao, dropped },
        'trace points dropped: too many unwritten points for one aircraft',
      );
    }
    const offset = buffer.lastOffset();
    addKeptPoint(
      aircraft.flight,
      ((buffer.words[offset] ?? 0) + buffer.baseDeciseconds) * TIME_STEP_MS,
      buffer.words[offset + 1] ?? 0,
      buffer.words[offset + 2] ?? 0,
    );
    aircraft.hasTail = false;
  }

  /** Keeps the latest offered point if it was thinned away: a flight's last point is always kept. */
  private keepTail(aircraft: AircraftTrace): void {
    if (!aircraft.hasTail) return;
    const buffer = aircraft.buffer;
    if (buffer.length === 0 || (aircraft.tail[0] ?? 0) > (buffer.words[buffer.lastOffset()] ?? 0)) {
      this.keep(aircraft, aircraft.tail);
    }
    aircraft.hasTail = false;
  }

  /** Ends the aircraft's current flight: its unwritten points wait for the next flush. */
  private closeFlight(aircraft: AircraftTrace): void {
    this.keepTail(aircraft);
    this.takePending(aircraft, this.writer);
    aircraft.buffer.clear();
  }

  private takePending(aircraft: AircraftTrace, into: { push(entry: PendingPoints): void }): void {
    if (aircraft.buffer.pending === 0) return;
    into.push({
      flight: aircraft.flight,
      snapshot: snapshotFlight(aircraft.flight),
      points: aircraft.buffer.takePending(),
    });
  }

  /**
   * The aircraft's current flight as the recorder holds it (row id once written, first and last
   * kept point, take-off and landing) and when its latest position came (ms); undefined when the
   * recorder has not heard it since start. A copy: the recorder's own state stays private.
   */
  currentFlight(
    icao: number,
  ): { flight: Readonly<FlightState>; lastPositionAt: number } | undefined {
    const aircraft = this.aircraft.get(icao);
    if (aircraft === undefined || aircraft.flight.pointCount === 0) return undefined;
    return { flight: { ...aircraft.flight }, lastPositionAt: aircraft.lastOfferedTime };
  }

  /** The kept points of the aircraft's current flight that are still in memory (for the live track). */
  recentPoints(icao: number): TracePoint[] {
    return this.aircraft.get(icao)?.buffer.points() ?? [];
  }

  /**
   * The current flights that have a stored row and kept points in [fromMs, toMs], with those
   * points, oldest first (for area and airport playback, whose flights index and chunks lag
   * the recorder by up to one flush). A flight not written yet has no row to name it by.
   */
  heldFlights(fromMs: number, toMs: number): { flightId: number; points: TracePoint[] }[] {
    const held: { flightId: number; points: TracePoint[] }[] = [];
    for (const aircraft of this.aircraft.values()) {
      const flight = aircraft.flight;
      if (flight.id === null || flight.pointCount === 0) continue;
      if (flight.lastSeen < fromMs || flight.firstSeen > toMs) continue;
      const points = aircraft.buffer
        .points()
        .filter((point) => point.time >= fromMs && point.time <= toMs);
      if (points.length > 0) held.push({ flightId: flight.id, points });
    }
    return held;
  }

  /**
   * Writes every pending point as chunks and updates the flights index, in batches of
   * aircraft. Batches not started by `deadline` (ms since epoch) stay pending (and journaled).
   */
  flush(deadline = Number.POSITIVE_INFINITY): Promise<void> {
    return this.writer.flush((pending) => {
      for (const listener of this.takeListeners) listener();
      const expiredBefore = this.now() - FLIGHT_GAP_MS;
      for (const [icao, aircraft] of this.aircraft) {
        this.keepTail(aircraft);
        this.takePending(aircraft, pending);
        // Its flight is over (the next position would start a new one): free the memory.
        if (aircraft.lastOfferedTime < expiredBefore) {
          aircraft.heldBy = undefined;
          this.aircraft.delete(icao);
        }
      }
    }, deadline);
  }

  /**
   * Writes every point in memory and forgets every aircraft: another process records them from
   * now on (a cluster's recorder lease was lost, cluster/cluster.recorder.ts). Recording again
   * later starts as after a restart: a flight continues its stored row, never a stale one held
   * here.
   */
  handOver(): Promise<void> {
    return this.writer.flush((pending) => {
      for (const listener of this.takeListeners) listener();
      for (const aircraft of this.aircraft.values()) {
        this.keepTail(aircraft);
        this.takePending(aircraft, pending);
        // Let go: a live entry's TraceSlot that still points here is looked past.
        aircraft.heldBy = undefined;
      }
      this.aircraft.clear();
    }, Number.POSITIVE_INFINITY);
  }

  /**
   * Writes the journal: the points kept since the last write, and each aircraft's latest offered
   * point when it is newer than its last journaled one by LATEST_EVERY (`all`: by anything).
   * True when the journal now holds every point kept so far (false without a journal).
   */
  checkpoint(all = true): boolean {
    const journal = this.journal;
    if (!journal) return false;
    const every = all ? 1 : LATEST_EVERY_DECISECONDS;
    for (const aircraft of this.aircraft.values()) {
      if (!aircraft.hasTail || (aircraft.tail[0] ?? 0) - aircraft.journaledTime < every) continue;
      journal.append(
        JournalKind.Latest,
        aircraft.icao,
        aircraft.flight.callsign,
        aircraft.tail,
        0,
        aircraft.buffer.baseDeciseconds,
      );
      aircraft.journaledTime = aircraft.tail[0] ?? 0;
    }
    return (
      this.writer.journalStep(() => {
        journal.write();
        return true;
      }) ?? false
    );
  }

  /** Starts the periodic flush and journal timers (unref'd). */
  start(): void {
    if (this.timer) return;
    if (this.journal) {
      this.journalTimer = setInterval(() => this.checkpoint(false), JOURNAL_WRITE_MS);
      this.journalTimer.unref();
    }
    this.timer = setInterval(() => {
      // A slow database must not pile up flushes: skip a tick while one is still running.
      if (this.writer.running > 0) return;
      // A failure is logged in flushOnce and retried at the next tick.
      this.flush().catch(() => undefined);
    }, this.flushIntervalMs);
    this.timer.unref();
  }

  /**
   * Stops the timers, journals every aircraft's latest point, then flushes everything
   * (graceful shutdown). What `deadline` cuts off stays in the journal for the next start.
   */
  async close(options: { deadline?: number } = {}): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.journalTimer) clearInterval(this.journalTimer);
    this.timer = undefined;
    this.journalTimer = undefined;
    this.checkpoint();
    try {
      await this.flush(options.deadline);
    } finally {
      this.writer.journalStep(() => this.journal?.close());
    }
  }

  /** Points waiting to be written: kept in memory since the last flush, and left by a failed one. */
  backlogPoints(): number {
    let points = this.writer.unwrittenPoints();
    for (const aircraft of this.aircraft.values()) points += aircraft.buffer.pending;
    return points;
  }

  /** Flushes finished and failed since start. */
  flushCounts(): { failures: number; running: number } {
    return { failures: this.writer.flushFailures, running: this.writer.running };
  }

  /**
   * Calls `listener` when a flush takes the points it writes out of memory (before it writes
   * them; flushes run one at a time, so takes and `onFlush` calls pair up in order).
   */
  onTake(listener: () => void): () => void {
    this.takeListeners.add(listener);
    return () => this.takeListeners.delete(listener);
  }

  /** Calls `listener` after each flush with its duration; returns how to stop. */
  onFlush(listener: (timing: FlushTiming) => void): () => void {
    this.writer.flushListeners.add(listener);
    return () => this.writer.flushListeners.delete(listener);
  }

  stats(): {
    aircraft: number;
    pointsInMemory: number;
    pointsWritten: number;
    chunksWritten: number;
    bytesWritten: number;
  } {
    let pointsInMemory = 0;
    for (const aircraft of this.aircraft.values()) pointsInMemory += aircraft.buffer.length;
    return {
      aircraft: this.aircraft.size,
      pointsInMemory,
      pointsWritten: this.writer.pointsWritten,
      chunksWritten: this.writer.chunksWritten,
      bytesWritten: this.writer.bytesWritten,
    };
  }
}
