// The events domain's one service per process: the detector on the live stream, the store, the
// subscription other domains use (follow notifications, airport boards) and the queries.
//
//   events.listener     → liveTable.listen(events.listener): every merged position is observed
//   events.subscribe(fn) → fn(event) once per stored event (never twice: storage dedupes)
//   events.query({...})  → events by airport / kinds / time window / region, newest first
//   events.reasonOf(icao, now) → the latest event of a live aircraft (hot flights' "because")
import type { FlightEventView } from '@skytrace/contracts';
import type { Db } from '../db/db';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import type { LiveTableListener } from '../live/live.table';
import type { TraceLogger } from '../traces/trace.events';
import type { AirportFinder } from './airport.finder';
import { EventDetector, type DetectedEvent, type PlannedRoute } from './event.detector';
import { findEvents, insertEvents, type EventQuery, type EventRow } from './events.repo';

/** Who a flight is, from identity's timetable. */
export type EventIdentity = Pick<FlightIdentityService, 'identify'>;

export type EventListener = (event: FlightEventView) => void;

/** How long an event explains why a flight is hot, seconds. */
export const REASON_SECONDS = 3_600;

export class EventsService {
  readonly detector: EventDetector;
  readonly airports: AirportFinder;
  /** The timetable's route of a flight (for replays' detectors too). */
  readonly plannedRoute: (icao: number, callsign: string, time: number) => PlannedRoute | null;
  /** Give to `liveTable.listen`: the detector observes every merged position. */
  readonly listener: LiveTableListener;
  private readonly listeners = new Set<EventListener>();
  /** The newest stored event per aircraft, for hot flights' reasons (pruned by age). */
  private readonly latest = new Map<number, FlightEventView>();
  private pending: EventRow[] = [];
  private writes: Promise<void> = Promise.resolve();
  private flushQueued = false;
  /** Events detected and stored since start (stats, tests). */
  detected = 0;
  stored = 0;

  constructor(
    private readonly db: Db,
    private readonly options: {
      airports: AirportFinder;
      identity?: EventIdentity;
      logger?: TraceLogger;
    },
  ) {
    this.airports = options.airports;
    this.plannedRoute = (icao, callsign, time) => this.route(icao, callsign, time);
    this.detector = new EventDetector(
      { airports: options.airports, plannedRoute: this.plannedRoute },
      (event) => this.accept(event),
    );
    const detector = this.detector;
    // The live entry keeps the detector's state of its aircraft (EventSlot): no lookup.
    this.listener = { onPosition: (aircraft) => detector.observe(aircraft, aircraft) };
  }

  /** Calls `listener` with every newly stored event; returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stored events matching the query, newest first. */
  query(query: EventQuery): Promise<FlightEventView[]> {
    return findEvents(this.db, query);
  }

  /** The latest event of aircraft `icao` within REASON_SECONDS of `now` (seconds). */
  reasonOf(icao: number, now: number): FlightEventView | undefined {
    const event = this.latest.get(icao);
    if (event === undefined) return undefined;
    if (now - event.time > REASON_SECONDS) {
      this.latest.delete(icao);
      return undefined;
    }
    return event;
  }

  /** Stores events found elsewhere (a replay of recorded traces); resolves when written. */
  async record(events: readonly DetectedEvent[]): Promise<number> {
    for (const event of events) this.accept(event);
    await this.settled();
    return events.length;
  }

  /** Resolves when the events detected so far are written (and told). */
  async settled(): Promise<void> {
    while (this.flushQueued || this.pending.length > 0) {
      this.flush();
      await this.writes;
    }
    await this.writes;
  }

  private route(icao: number, callsign: string, time: number): PlannedRoute | null {
    const identity = this.options.identity;
    if (identity === undefined || callsign.trim() === '') return null;
    const base = identity.identify({ icao, callsign, time });
    return { origin: base.forg?.ICAO ?? null, destination: base.fdst?.ICAO ?? null };
  }

  private accept(event: DetectedEvent): void {
    this.detected++;
    let fnum = event.callsign;
    try {
      const base = this.options.identity?.identify({
        icao: event.icao,
        callsign: event.callsign || undefined,
        time: event.time,
      });
      fnum = base?.flightNum2 ?? event.callsign;
    } catch (error) {
      this.options.logger?.warn({ err: error, icao: event.icao }, 'event identity failed');
    }
    this.pending.push({ ...event, fnum });
    if (this.flushQueued) return;
    // Events come in bursts of one position batch: write them together, after this tick.
    this.flushQueued = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.flushQueued = false;
    if (this.pending.length === 0) return;
    const rows = this.pending;
    this.pending = [];
    this.writes = this.writes
      .then(() => insertEvents(this.db, rows))
      .then((stored) => {
        this.stored += stored.length;
        for (const event of stored) this.tell(event);
      })
      .catch((error: unknown) => {
        this.options.logger?.error({ err: error, events: rows.length }, 'event write failed');
      });
  }

  private tell(event: FlightEventView): void {
    const icao = Number.parseInt(event.icao, 16);
    const previous = this.latest.get(icao);
    if (previous === undefined || previous.time <= event.time) this.latest.set(icao, event);
    if (this.latest.size > 20_000)
      for (const [key, old] of this.latest)
        if (event.time - old.time > REASON_SECONDS) this.latest.delete(key);
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.options.logger?.error({ err: error, kind: event.kind }, 'event listener failed');
      }
    }
  }
}
