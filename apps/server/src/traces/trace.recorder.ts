// The recorder of every aircraft's trace: the live table offers each accepted position, the
// recorder keeps the thinned points of the current flight in memory and writes them to the
// database every flush interval (default 5 min: a crash loses at most that much).
//
// record() is the hot path (tens of thousands of calls per second): it packs the position into
// a per-aircraft scratch array, compares it with the last kept point and appends it or keeps it
// as the "tail" (the latest offered point). It allocates only when an aircraft is new, a flight
// starts or an aircraft's buffer grows. flush() takes the pending points out synchronously and
// writes them while record() carries on.
import type { Db } from '../db/db';
import { AircraftTrace } from './trace.aircraft';
import type { FlightEventListener, WrittenFlight } from './trace.events';
import { snapshotFlight, writePendingPoints, type PendingPoints } from './trace.flush';
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

export type { TracePoint } from './trace.point';

/** Kept points stay in memory this long after they are written, for the live track. */
export const RECENT_WINDOW_MS = 30 * 60_000;
const DEFAULT_FLUSH_INTERVAL_MS = 5 * 60_000;
/** readsb keeps the buffered point when it lies more than 2.7 s after the last kept one. */
const TAIL_MIN_DECISECONDS = 27;

/** Where the recorder reports trouble (pino's logger fits). */
export interface TraceLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Options of {@link TraceRecorder}. */
export interface TraceRecorderOptions {
  flushIntervalMs?: number;
  now?: () => number;
  logger?: TraceLogger;
  /** Told of every take-off and landing, and of the flight rows each flush writes. */
  events?: FlightEventListener;
}

/** Records thinned traces of every aircraft and stores them as compressed chunks. */
export class TraceRecorder {
  private readonly aircraft = new Map<number, AircraftTrace>();
  /** Points of flights that ended since the last flush, and of a failed flush. */
  private unwritten: PendingPoints[] = [];
  private flushChain: Promise<void> = Promise.resolve();
  private flushesRunning = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly flushIntervalMs: number;
  private readonly now: () => number;
  private readonly logger: TraceLogger | undefined;
  private readonly events: FlightEventListener | undefined;
  private pointsWritten = 0;
  private chunksWritten = 0;
  private bytesWritten = 0;
  private pointsDropped = 0;

  constructor(
    private readonly db: Db,
    options: TraceRecorderOptions = {},
  ) {
    this.flushIntervalMs = options.flushIntervalMs ?? DEFAULT_FLUSH_INTERVAL_MS;
    this.now = options.now ?? Date.now;
    this.logger = options.logger;
    this.events = options.events;
  }

  /** Offers one accepted position of aircraft `icao` (24-bit number); thinning decides if it is kept. */
  record(icao: number, callsign: string | undefined, point: TracePoint): void {
    const time = quantiseTime(point.time) * TIME_STEP_MS;
    let aircraft = this.aircraft.get(icao);
    if (aircraft === undefined) {
      aircraft = new AircraftTrace(icao, callsign, point);
      this.aircraft.set(icao, aircraft);
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
      if (point.onGround !== aircraft.lastOfferedGround) aircraft.transitionTime = time;
    }
    const flight = aircraft.flight;
    const takeoffBefore = flight.takeoffAt;
    const landedBefore = flight.landedAt;
    observePosition(flight, callsign, time, point.onGround, point.groundSpeed);
    if (this.events && (flight.takeoffAt !== takeoffBefore || flight.landedAt !== landedBefore)) {
      this.tellEvent(flight, flight.takeoffAt !== takeoffBefore ? 'takeOff' : 'landing', point);
    }
    aircraft.lastOfferedTime = time;
    aircraft.lastOfferedGround = point.onGround;

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

  private tellEvent(flight: FlightState, kind: 'takeOff' | 'landing', point: TracePoint): void {
    const time = kind === 'takeOff' ? flight.takeoffAt : flight.landedAt;
    if (time === null || !this.events) return;
    try {
      this.events.onFlightEvent({
        kind,
        icao: flight.icao,
        callsign: flight.callsign,
        time,
        lat: point.lat,
        lon: point.lon,
        flight,
      });
    } catch (error) {
      // A listener's bug must not stop recording.
      this.logger?.error({ err: error, icao: flight.icao }, 'flight event listener failed');
    }
  }

  private holdAsTail(aircraft: AircraftTrace): void {
    const tail = aircraft.tail;
    aircraft.tail = aircraft.candidate;
    aircraft.candidate = tail;
    aircraft.hasTail = true;
  }

  private keep(aircraft: AircraftTrace, words: Int32Array): void {
    const buffer = aircraft.buffer;
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
    this.takePending(aircraft, this.unwritten);
    aircraft.buffer.clear();
  }

  private takePending(aircraft: AircraftTrace, into: PendingPoints[]): void {
    if (aircraft.buffer.pending === 0) return;
    into.push({
      flight: aircraft.flight,
      snapshot: snapshotFlight(aircraft.flight),
      points: aircraft.buffer.takePending(),
    });
  }

  /** The kept points of the aircraft's current flight that are still in memory (for the live track). */
  recentPoints(icao: number): TracePoint[] {
    return this.aircraft.get(icao)?.buffer.points() ?? [];
  }

  /** Writes every pending point as chunks and updates the flights index. */
  flush(): Promise<void> {
    this.flushesRunning++;
    const run = this.flushChain
      .then(() => this.flushOnce())
      .finally(() => {
        this.flushesRunning--;
      });
    this.flushChain = run.catch(() => undefined);
    return run;
  }

  private async flushOnce(): Promise<void> {
    const pending = this.unwritten;
    this.unwritten = [];
    const expiredBefore = this.now() - FLIGHT_GAP_MS;
    for (const [icao, aircraft] of this.aircraft) {
      this.keepTail(aircraft);
      this.takePending(aircraft, pending);
      // Its flight is over (the next position would start a new one): free the memory.
      if (aircraft.lastOfferedTime < expiredBefore) this.aircraft.delete(icao);
    }
    if (pending.length === 0) return;
    try {
      const result = await writePendingPoints(this.db, pending);
      this.pointsWritten += result.points;
      this.chunksWritten += result.chunks;
      this.bytesWritten += result.bytes;
      this.tellWritten(result.flights);
    } catch (error) {
      // Keep them for the next flush; the points taken since then join them.
      this.unwritten = pending.concat(this.unwritten);
      this.logger?.error({ err: error, flights: pending.length }, 'trace flush failed');
      throw error;
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

  /** Starts the periodic flush timer (unref'd). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      // A slow database must not pile up flushes: skip a tick while one is still running.
      if (this.flushesRunning > 0) return;
      // A failure is logged in flushOnce and retried at the next tick.
      this.flush().catch(() => undefined);
    }, this.flushIntervalMs);
    this.timer.unref();
  }

  /** Stops the timer and flushes everything (graceful shutdown). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
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
      pointsWritten: this.pointsWritten,
      chunksWritten: this.chunksWritten,
      bytesWritten: this.bytesWritten,
    };
  }
}
