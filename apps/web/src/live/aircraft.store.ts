import {
  EMERGENCY_SQUAWKS,
  LOCATION_FLAGS,
  LOCATION_UNITS,
  formatIcaoHex,
} from '@skytrace/contracts';
import type { MotionState } from './extrapolate';
import type { FlightIdentity, LocationBatch } from './location.decoder';

/** A location batch with any array-like columns: plain (tests) or typed (the live decoder). */
export type LocationBatchLike = {
  [K in keyof LocationBatch]: LocationBatch[K] extends number[]
    ? ArrayLike<number>
    : LocationBatch[K];
};

// The live picture on the client (STYLE.md habit 6: live data never passes through React state).
// Records are mutated in place, so a batch of a thousand changed aircraft allocates nothing for
// the aircraft already known. The map layer reads them on its own clock; React panels subscribe
// to the batch counter and read the one aircraft they show.

export interface LiveAircraft extends MotionState {
  icao: number;
  /** ICAO address as six upper-case hex digits. */
  hex: string;
  verticalRateFpm: number | null;
  flags: number;
  /** Time the last batch touched this aircraft, ms since the epoch. */
  updatedMs: number;
  identity: FlightIdentity | null;
}

const EMERGENCY = new Set<string>(EMERGENCY_SQUAWKS);
const ON_GROUND = LOCATION_FLAGS.onGround;
const ALTITUDE_UNKNOWN = LOCATION_FLAGS.altitudeUnknown;
const VELOCITY_UNKNOWN = LOCATION_FLAGS.velocityUnknown;

/** True for the emergency squawks 7500/7600/7700 or the emergency flag of a batch. */
export function isEmergency(aircraft: LiveAircraft): boolean {
  return (
    (aircraft.flags & LOCATION_FLAGS.emergency) !== 0 ||
    EMERGENCY.has(aircraft.identity?.squawk ?? '')
  );
}

export class AircraftStore {
  private readonly aircraft = new Map<number, LiveAircraft>();
  private readonly identities = new Map<number, FlightIdentity>();
  private readonly listeners = new Set<() => void>();
  /** Increases with every applied batch (a cheap snapshot for React). */
  version = 0;
  /** Arrival time of the last location batch, ms since the epoch. */
  lastBatchMs = 0;

  get size(): number {
    return this.aircraft.size;
  }

  get(icao: number): LiveAircraft | undefined {
    return this.aircraft.get(icao);
  }

  values(): IterableIterator<LiveAircraft> {
    return this.aircraft.values();
  }

  /** Applies a location batch received at `receivedMs` (ms since the epoch). */
  applyLocation(batch: LocationBatchLike, receivedMs: number): void {
    this.lastBatchMs = receivedMs;
    const aircraft = this.aircraft;
    if (batch.full) aircraft.clear();
    const removed = batch.removed;
    for (let i = 0; i < removed.length; i++) aircraft.delete(removed[i] ?? 0);
    // Columns and units hoisted out of the loop: this runs for every aircraft in view each second.
    const { icaoDelta, lat, lon, alt, spd, ang, vspd, age, flags: flagColumn } = batch;
    const degrees = LOCATION_UNITS.degrees;
    const altitudeFeet = LOCATION_UNITS.altitudeFeet;
    const verticalRateFpm = LOCATION_UNITS.verticalRateFpm;
    const originLat = batch.originLat;
    const originLon = batch.originLon;
    const rows = icaoDelta.length;
    let icao = 0;
    for (let i = 0; i < rows; i++) {
      icao += icaoDelta[i] ?? 0;
      const flags = flagColumn[i] ?? 0;
      let record = aircraft.get(icao);
      if (record === undefined) record = this.create(icao);
      record.lat = (originLat + (lat[i] ?? 0)) * degrees;
      record.lon = (originLon + (lon[i] ?? 0)) * degrees;
      record.altitudeFt = (flags & ALTITUDE_UNKNOWN) === 0 ? (alt[i] ?? 0) * altitudeFeet : null;
      if ((flags & VELOCITY_UNKNOWN) === 0) {
        record.speedKt = spd[i] ?? 0;
        record.track = ang[i] ?? 0;
        record.verticalRateFpm = (vspd[i] ?? 0) * verticalRateFpm;
      } else {
        record.speedKt = null;
        record.track = null;
        record.verticalRateFpm = null;
      }
      record.onGround = (flags & ON_GROUND) !== 0;
      record.flags = flags;
      record.positionTimeMs = receivedMs - (age[i] ?? 0) * 1000;
      record.updatedMs = receivedMs;
    }
    this.changed();
  }

  private create(icao: number): LiveAircraft {
    const record: LiveAircraft = {
      icao,
      hex: formatIcaoHex(icao),
      lat: 0,
      lon: 0,
      altitudeFt: null,
      speedKt: null,
      track: null,
      verticalRateFpm: null,
      onGround: false,
      positionTimeMs: 0,
      flags: 0,
      updatedMs: 0,
      identity: this.identities.get(icao) ?? null,
    };
    this.aircraft.set(icao, record);
    return record;
  }

  /** Applies identity rows; they may arrive before or after the aircraft's first position. */
  applyIdentities(rows: readonly FlightIdentity[]): void {
    for (const row of rows) {
      this.identities.set(row.icao, row);
      const record = this.aircraft.get(row.icao);
      if (record !== undefined) record.identity = row;
    }
    this.changed();
  }

  clear(): void {
    this.aircraft.clear();
    this.changed();
  }

  /** Calls `listener` after every batch; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}

/** The one live store of the app. */
export const aircraftStore = new AircraftStore();
