// The flights domain's ear on the trace recorder: each take-off and landing becomes an observed
// event of its flight (identity turns them into ATD, ATA and status), and each flight row a
// flush writes gets the origin and destination identity gives it. At start the observed events
// of the last day are restored from the flights table, so a restart keeps statuses.
import type { Db } from '../db/db';
import type { FlightEvent, FlightEventListener, WrittenFlight } from '../traces/trace.events';
import type { TraceLogger } from '../traces/trace.recorder';
import { findObservedFlights } from '../traces/recorded-flights.repo';
import { setFlightAirports, type FlightAirports } from '../traces/traces.repo';
import type { FlightIdentityService } from './flight-identity.service';
import { NO_AIRPORT, OBSERVED_RETENTION_MS } from './observed-flights';

/** Feeds observed take-offs and landings into identity and routes into the flights table. */
export class FlightEventsService implements FlightEventListener {
  /** The origin|destination last written per recorder flight, so unchanged rows are skipped. */
  private readonly routed = new WeakMap<object, string>();
  private writes: Promise<void> = Promise.resolve();
  /** Others told of each take-off and landing after identity has it (the follow notifier). */
  private readonly listeners: ((event: FlightEvent) => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly identity: FlightIdentityService,
    private readonly options: { logger?: TraceLogger; now?: () => number } = {},
  ) {}

  /** Tells `listener` of every take-off and landing, once identity has recorded it. */
  subscribe(listener: (event: FlightEvent) => void): () => void {
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at >= 0) this.listeners.splice(at, 1);
    };
  }

  onFlightEvent(event: FlightEvent): void {
    this.record(event);
    for (const listener of this.listeners) listener(event);
  }

  private record(event: FlightEvent): void {
    const record = this.identity.observed.recordOf(event.flight, event.icao, event.callsign);
    if (event.kind === 'takeOff') {
      record.takeoffAt = event.time;
      record.takeoff = { lat: event.lat, lon: event.lon };
      return;
    }
    record.landedAt = event.time;
    record.landing = { lat: event.lat, lon: event.lon };
    record.landedAirport = this.identity.nearestAirport(event.lat, event.lon)?.icao ?? NO_AIRPORT;
  }

  onFlightsWritten(flights: readonly WrittenFlight[]): void {
    const observed = this.identity.observed;
    const rows: FlightAirports[] = [];
    const routedFlights: object[] = [];
    for (const written of flights) {
      const record = observed.attachRow(written.flight, written.id);
      // The row is the authority on times: a continued stored flight keeps its take-off.
      if (record) {
        record.takeoffAt = written.takeoffAt ?? record.takeoffAt;
        record.landedAt = written.landedAt ?? record.landedAt;
      }
      if (written.callsign === null) continue;
      const base = this.identity.identify({
        icao: written.icao,
        callsign: written.callsign,
        time: Math.floor((written.takeoffAt ?? written.firstSeen) / 1000),
      });
      const origin = base.forg?.ICAO ?? null;
      const destination = base.fdst?.ICAO ?? null;
      const key = `${origin ?? ''}|${destination ?? ''}`;
      if (this.routed.get(written.flight) === key) continue;
      this.routed.set(written.flight, key);
      if (origin !== null || destination !== null) {
        rows.push({ id: written.id, origin, destination });
        routedFlights.push(written.flight);
      }
    }
    observed.prune(this.now());
    if (rows.length === 0) return;
    this.writes = this.writes
      .then(() => setFlightAirports(this.db, rows))
      .catch((error: unknown) => {
        // The next flush of a still-live flight writes it again; ended ones stay without.
        for (const flight of routedFlights) this.routed.delete(flight);
        this.options.logger?.error({ err: error, flights: rows.length }, 'route write failed');
      });
  }

  /** Resolves when the origin/destination writes queued so far are done. */
  settled(): Promise<void> {
    return this.writes;
  }

  /** Loads the observed take-offs and landings of the last day from the flights table. */
  restore(): Promise<number> {
    return this.refresh(this.now() - OBSERVED_RETENTION_MS);
  }

  /**
   * Reads the flights written since `sinceMs` (their last-seen time) and adds or updates their
   * observed events: how a cluster process without the ingest role, whose recorder observes
   * nothing, keeps ATD, ATA and statuses from the ingest process's rows. How many rows it read.
   */
  async refresh(sinceMs: number): Promise<number> {
    const rows = await findObservedFlights(this.db, sinceMs);
    for (const row of rows) {
      this.identity.observed.upsert({
        icao: row.icao,
        callsign: row.callsign,
        takeoffAt: row.takeoffAt,
        landedAt: row.landedAt,
        landing: row.landing,
        landedAirport: row.landing
          ? (this.identity.nearestAirport(row.landing.lat, row.landing.lon)?.icao ?? NO_AIRPORT)
          : null,
        flightId: row.id,
      });
    }
    return rows.length;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
