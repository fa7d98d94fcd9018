// What one subscriber sees: its bounds and limit, which aircraft it has been sent (with the
// identity it knows), and the table sequence it is up to date with. Builds the batches.
import { LOCATION_FLAGS, LOCATION_UNITS, type ClientBounds } from '@skytrace/contracts';
import { LiveAirGround, type LiveAircraft } from '../live/live.aircraft';
import type { LiveTable } from '../live/live.table';
import type { IdentityCache } from './identity.cache';
import type { FlightIdentityRow, LocationBatchColumns } from './location.codec';

const DEGREE_UNITS = 1 / LOCATION_UNITS.degrees;

function isEmergency(squawk: number): boolean {
  return squawk === 0x7500 || squawk === 0x7600 || squawk === 0x7700;
}

function inside(bounds: ClientBounds, lat: number, lon: number): boolean {
  if (Number.isNaN(lat) || lat > bounds.north || lat < bounds.south) return false;
  return bounds.west > bounds.east
    ? lon >= bounds.west || lon <= bounds.east
    : lon >= bounds.west && lon <= bounds.east;
}

/** The batches one tick produces for one subscriber. */
export interface SubscriptionBatch {
  location: LocationBatchColumns;
  identities: FlightIdentityRow[];
  /** Rows in the location batch (changed + new aircraft). */
  rows: number;
}

export class Subscription {
  /** icao → identity row last sent (the cache's object: the same while nothing changed). */
  private visible = new Map<number, FlightIdentityRow>();
  /** The identity cache's generation its rows were sent from. */
  private identityGeneration = -1;
  /**
   * The shared picture's map it adopted, copied into `visible` only when an increment needs it:
   * a client that asks for full pictures again and again never copies 5,000 entries.
   */
  private adopted: ReadonlyMap<number, FlightIdentityRow> | undefined;
  /** Server time of its last full picture, seconds. */
  lastFullAt = Number.NEGATIVE_INFINITY;
  private sentSequence = 0;
  private needsFull = true;
  paused = false;

  constructor(
    private bounds: ClientBounds,
    private limit: number,
  ) {}

  /** New bounds or limit: the next batch is a full picture again. */
  update(bounds: ClientBounds, limit: number): void {
    this.bounds = bounds;
    this.limit = limit;
    this.needsFull = true;
  }

  /** The bounds and limit its full pictures are made for. */
  get view(): { bounds: ClientBounds; limit: number } {
    return { bounds: this.bounds, limit: this.limit };
  }

  /** True when its next batch is a full picture (first batch, or new bounds or limit). */
  get wantsFull(): boolean {
    return this.needsFull;
  }

  /**
   * Takes a full picture of its view built for it or for another subscriber with the same view
   * (subscription.full-picture.ts): the next increment covers what changed since it was built.
   */
  adoptFull(
    picture: {
      sequence: number;
      generation: number;
      visible: ReadonlyMap<number, FlightIdentityRow>;
    },
    now: number,
  ): void {
    this.adopted = picture.visible;
    this.identityGeneration = picture.generation;
    this.sentSequence = picture.sequence;
    this.needsFull = false;
    this.lastFullAt = now;
  }

  /** The next batch: everything in bounds the first time, then what changed since. */
  nextBatch(table: LiveTable, now: number, identities: IdentityCache): SubscriptionBatch {
    const full = this.needsFull;
    const sequence = table.sequence;
    const removed: number[] = [];
    if (this.adopted !== undefined) {
      this.visible = full ? new Map<number, FlightIdentityRow>() : new Map(this.adopted);
      this.adopted = undefined;
    }
    if (full) {
      this.lastFullAt = now;
      this.visible.clear();
    } else {
      for (const icao of this.visible.keys()) {
        const entry = table.aircraft.get(icao);
        if (entry === undefined || !inside(this.bounds, entry.lat, entry.lon)) {
          this.visible.delete(icao);
          removed.push(icao);
        }
      }
    }
    const room = this.limit < 0 ? Number.POSITIVE_INFINITY : this.limit;
    let candidates: LiveAircraft[];
    if (full) {
      candidates = table.inBounds(this.bounds, this.limit);
    } else {
      candidates = [];
      for (const entry of table.aircraft.values()) {
        if (entry.sequence <= this.sentSequence) continue;
        if (!this.visible.has(entry.icao) && this.visible.size + candidates.length >= room)
          continue;
        if (inside(this.bounds, entry.lat, entry.lon)) candidates.push(entry);
      }
    }
    candidates.sort((a, b) => a.icao - b.icao);
    const changedIdentities: FlightIdentityRow[] = [];
    const location = locationColumns(candidates, this.bounds, now, full, removed);
    for (const entry of candidates) {
      const row = identities.row(entry, now);
      if (this.visible.get(entry.icao) !== row) changedIdentities.push(row);
      this.visible.set(entry.icao, row);
    }
    // New fleet, timetable or reference tables: the aircraft in view that did not move are
    // told too (the moving ones were above), once per load of the tables.
    if (!full && this.identityGeneration !== identities.generation) {
      for (const [icao, sent] of this.visible) {
        const entry = table.aircraft.get(icao);
        if (entry === undefined || entry.sequence > this.sentSequence) continue;
        const row = identities.row(entry, now);
        if (row === sent) continue;
        changedIdentities.push(row);
        this.visible.set(icao, row);
      }
    }
    this.identityGeneration = identities.generation;
    this.sentSequence = sequence;
    this.needsFull = false;
    return { location, identities: changedIdentities, rows: candidates.length };
  }
}

/** The location batch of `rows` (sorted by address) relative to the south-west corner of `bounds`. */
export function locationColumns(
  rows: readonly LiveAircraft[],
  bounds: ClientBounds,
  now: number,
  full: boolean,
  removed: number[],
): LocationBatchColumns {
  const originLat = Math.floor(bounds.south * DEGREE_UNITS);
  const originLon = Math.floor(bounds.west * DEGREE_UNITS);
  const batch: LocationBatchColumns = {
    time: Math.floor(now),
    full,
    originLat,
    originLon,
    icaoDelta: [],
    lat: [],
    lon: [],
    alt: [],
    spd: [],
    ang: [],
    vspd: [],
    age: [],
    flags: [],
    removed,
  };
  let previous = 0;
  for (const entry of rows) {
    batch.icaoDelta.push(entry.icao - previous);
    previous = entry.icao;
    batch.lat.push(Math.max(0, Math.round(entry.lat * DEGREE_UNITS) - originLat));
    const lonUnits = Math.round(entry.lon * DEGREE_UNITS) - originLon;
    // Across the antimeridian the east part wraps past 180°.
    batch.lon.push(lonUnits < 0 ? lonUnits + 360 * DEGREE_UNITS : lonUnits);
    let flags = 0;
    if (entry.airGround === LiveAirGround.Ground) flags |= LOCATION_FLAGS.onGround;
    if (Number.isNaN(entry.altitude)) flags |= LOCATION_FLAGS.altitudeUnknown;
    if (Number.isNaN(entry.groundSpeed) || Number.isNaN(entry.track)) {
      flags |= LOCATION_FLAGS.velocityUnknown;
    }
    if (isEmergency(entry.squawk)) flags |= LOCATION_FLAGS.emergency;
    batch.alt.push(
      Number.isNaN(entry.altitude) ? 0 : Math.round(entry.altitude / LOCATION_UNITS.altitudeFeet),
    );
    batch.spd.push(Number.isNaN(entry.groundSpeed) ? 0 : Math.round(entry.groundSpeed));
    batch.ang.push(Number.isNaN(entry.track) ? 0 : Math.round(entry.track) % 360);
    batch.vspd.push(
      Number.isNaN(entry.verticalRate)
        ? 0
        : Math.round(entry.verticalRate / LOCATION_UNITS.verticalRateFpm),
    );
    batch.age.push(Math.max(0, Math.round(now - entry.positionTime)));
    batch.flags.push(flags);
  }
  return batch;
}
