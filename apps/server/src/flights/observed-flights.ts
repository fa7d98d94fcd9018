// Take-offs and landings the trace recorder observed, per aircraft, in memory: what turns a
// schedule into ATD, ATA and a status without a database call on the identity hot path.
// Fed by flight-events.service.ts (the recorder's listener) and restored from the flights table
// at start.

/** One observed flight of one aircraft (one row of the recorder's `flights`); times in ms. */
export interface ObservedFlight {
  icao: number;
  callsign: string | null;
  takeoffAt: number | null;
  landedAt: number | null;
  /**
   * Where it lifted off, degrees, when the take-off was seen live (not kept in the flights
   * table, so absent after a restart): the airport page tells the runway in use from it.
   */
  takeoff?: { lat: number; lon: number } | null;
  /** Where it was on the ground after landing, degrees; null until landed (or not stored). */
  landing: { lat: number; lon: number } | null;
  /** ICAO of the nearest airport to `landing`; NO_AIRPORT when none is within reach. */
  landedAirport: string | null;
  /** Row id in `flights` once the recorder wrote it. */
  flightId: number | null;
}

/** ICAO's own location indicator for "no ICAO code" (used in flight plans): landed off-airport. */
export const NO_AIRPORT = 'ZZZZ';

/** Observed flights older than this are forgotten (identity matches within a day), ms. */
export const OBSERVED_RETENTION_MS = 24 * 3_600_000;
/** At most this many flights are kept per aircraft (a busy shuttle flies ~8 legs a day). */
const MAX_PER_AIRCRAFT = 12;

const lastActivity = (flight: ObservedFlight): number =>
  Math.max(flight.takeoffAt ?? 0, flight.landedAt ?? 0);

/** Observed flights per aircraft, oldest first, with lookups by recorder flight and row id. */
export class ObservedFlights {
  private readonly byAircraft = new Map<number, ObservedFlight[]>();
  /** The recorder's flight object → its record (every event of one flight lands on one record). */
  private readonly byRecorderFlight = new WeakMap<object, ObservedFlight>();
  private readonly byRowId = new Map<number, ObservedFlight>();

  /** Every held flight, aircraft by aircraft (the airport boards index them by callsign). */
  *all(): IterableIterator<ObservedFlight> {
    for (const list of this.byAircraft.values()) yield* list;
  }

  /** The observed flights of one aircraft, oldest first. */
  flightsOf(icao: number): readonly ObservedFlight[] {
    return this.byAircraft.get(icao) ?? [];
  }

  /** The record of a recorder flight, made (empty) when it has none yet. */
  recordOf(recorderFlight: object, icao: number, callsign: string | null): ObservedFlight {
    let record = this.byRecorderFlight.get(recorderFlight);
    if (!record) {
      record = {
        icao,
        callsign,
        takeoffAt: null,
        landedAt: null,
        landing: null,
        landedAirport: null,
        flightId: null,
      };
      this.add(record);
      this.byRecorderFlight.set(recorderFlight, record);
    }
    if (callsign !== null) record.callsign = callsign;
    return record;
  }

  /**
   * Adds a record read from the database, or brings the held record of the same row up to date:
   * a cluster process without the ingest role reads the rows the ingest process writes, again and
   * again (flights.module.ts).
   */
  upsert(record: ObservedFlight): void {
    const held = record.flightId === null ? undefined : this.byRowId.get(record.flightId);
    if (!held) {
      this.add(record);
      return;
    }
    held.callsign = record.callsign ?? held.callsign;
    held.takeoffAt = record.takeoffAt ?? held.takeoffAt;
    held.landedAt = record.landedAt ?? held.landedAt;
    held.landing = record.landing ?? held.landing;
    held.landedAirport = record.landedAirport ?? held.landedAirport;
  }

  /** Adds a record restored from the database (or made by recordOf). */
  add(record: ObservedFlight): void {
    const list = this.byAircraft.get(record.icao);
    if (list) {
      // Records arrive in time order (restored ones first, then live events as they happen).
      list.push(record);
      while (list.length > MAX_PER_AIRCRAFT) this.forget(list.shift());
    } else this.byAircraft.set(record.icao, [record]);
    if (record.flightId !== null) this.byRowId.set(record.flightId, record);
  }

  /**
   * Ties a recorder flight to its written row. When the recorder continued a stored flight
   * (after a restart) the row's restored record and the live one become one record.
   */
  attachRow(recorderFlight: object, flightId: number): ObservedFlight | undefined {
    const live = this.byRecorderFlight.get(recorderFlight);
    const stored = this.byRowId.get(flightId);
    if (stored && live && stored !== live) {
      stored.takeoffAt ??= live.takeoffAt;
      stored.landedAt ??= live.landedAt;
      stored.landing ??= live.landing;
      stored.landedAirport ??= live.landedAirport;
      stored.callsign = live.callsign ?? stored.callsign;
      this.forget(live);
      this.byRecorderFlight.set(recorderFlight, stored);
      return stored;
    }
    const record = live ?? stored;
    if (!record) return undefined;
    record.flightId = flightId;
    this.byRowId.set(flightId, record);
    this.byRecorderFlight.set(recorderFlight, record);
    return record;
  }

  /** Drops flights whose last event is older than the retention before `now` (ms). */
  prune(now: number): void {
    const before = now - OBSERVED_RETENTION_MS;
    for (const [icao, list] of this.byAircraft) {
      const kept = list.filter((flight) => lastActivity(flight) >= before);
      for (const flight of list) if (!kept.includes(flight)) this.forgetRowId(flight);
      if (kept.length === 0) this.byAircraft.delete(icao);
      else if (kept.length !== list.length) this.byAircraft.set(icao, kept);
    }
  }

  /** How many flights are held (for statistics and tests). */
  get size(): number {
    let size = 0;
    for (const list of this.byAircraft.values()) size += list.length;
    return size;
  }

  private forget(record: ObservedFlight | undefined): void {
    if (!record) return;
    const list = this.byAircraft.get(record.icao);
    const index = list?.indexOf(record) ?? -1;
    if (list && index >= 0) list.splice(index, 1);
    if (list?.length === 0) this.byAircraft.delete(record.icao);
    this.forgetRowId(record);
  }

  private forgetRowId(record: ObservedFlight): void {
    if (record.flightId !== null && this.byRowId.get(record.flightId) === record) {
      this.byRowId.delete(record.flightId);
    }
  }
}

/** The scheduled window a matched flight must start in, seconds. */
export interface InstanceWindow {
  std: number;
  sta: number;
}

// A take-off from 3 h before STD (an early push, the schedule-matching margin) to 6 h after it
// (after which an unflown flight counts as cancelled) belongs to the instance.
const EARLY_MARGIN_MS = 3 * 3_600_000;
const LATE_MARGIN_MS = 6 * 3_600_000;
// Without a schedule: an airborne flight is the current one for up to a day after take-off, a
// landed one for two hours after landing (then the aircraft is between flights).
const UNSCHEDULED_AIRBORNE_MS = 24 * 3_600_000;
const UNSCHEDULED_LANDED_MS = 2 * 3_600_000;

const sameCallsign = (a: string | null, b: string | undefined): boolean =>
  a === null ||
  b === undefined ||
  b.trim() === '' ||
  a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The observed flight that is the given schedule instance (or, without one, the aircraft's
 * current flight) as it stood at `time` (seconds): events after `time` are left out.
 */
export function matchObservedFlight(
  flights: readonly ObservedFlight[],
  callsign: string | undefined,
  instance: InstanceWindow | undefined,
  time: number,
): { takeoffAt: number | null; landedAt: number | null; flight: ObservedFlight } | undefined {
  const at = time * 1000;
  for (let i = flights.length - 1; i >= 0; i--) {
    const flight = flights[i];
    if (!flight || !sameCallsign(flight.callsign, callsign)) continue;
    const takeoffAt = flight.takeoffAt !== null && flight.takeoffAt <= at ? flight.takeoffAt : null;
    const landedAt = flight.landedAt !== null && flight.landedAt <= at ? flight.landedAt : null;
    if (takeoffAt === null && landedAt === null) continue;
    if (instance) {
      const std = instance.std * 1000;
      const sta = instance.sta * 1000;
      const belongs =
        takeoffAt !== null
          ? takeoffAt >= std - EARLY_MARGIN_MS && takeoffAt <= std + LATE_MARGIN_MS
          : landedAt !== null && landedAt >= std && landedAt <= sta + LATE_MARGIN_MS;
      if (belongs) return { takeoffAt, landedAt, flight };
      continue;
    }
    const current =
      landedAt !== null
        ? at - landedAt <= UNSCHEDULED_LANDED_MS
        : takeoffAt !== null && at - takeoffAt <= UNSCHEDULED_AIRBORNE_MS;
    // Without a schedule only the latest flight can be the current one.
    return current ? { takeoffAt, landedAt, flight } : undefined;
  }
  return undefined;
}
