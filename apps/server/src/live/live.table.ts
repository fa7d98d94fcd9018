// The merged live picture: one LiveAircraft per ICAO address across every device. Device
// sessions run their own decoder/tracker (CPR and plausibility are per receiver) and offer each
// accepted message here; per field group the freshest value wins. Aircraft silent for 10 minutes
// are removed (spec §5 drops flights older than 10 minutes).
import { STALE_FLIGHT_SECONDS } from '@skytrace/contracts';
import { LiveAircraft } from './live.aircraft';
import type { LiveHint, LiveUpdate } from './live.update';

export { emptyLiveUpdate, type LiveHint, type LiveUpdate } from './live.update';

/** Listeners of the table: positions feed the trace recorder. */
export interface LiveTableListener {
  onPosition?(aircraft: LiveAircraft): void;
}

/** A latitude/longitude box; west may exceed east across the antimeridian. */
export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** How many aircraft the table holds. */
export interface LiveTableLimits {
  /** Beyond this, new aircraft are admitted from registered feeders only. */
  maxAircraft: number;
  /** Hard ceiling, registered feeders included. */
  maxAircraftRegistered: number;
}

/** A busy day over the whole world is ~15,000 aircraft; ADS-B Exchange peaks near that. */
export const DEFAULT_LIVE_LIMITS: LiveTableLimits = {
  maxAircraft: 20_000,
  maxAircraftRegistered: 30_000,
};

/** Squawks that turn an aircraft red: hijack, radio failure, emergency (0xABCD nibble form). */
const EMERGENCY_SQUAWKS = new Set([0x7500, 0x7600, 0x7700]);
/** A second witness must confirm an emergency claim within this, seconds. */
const CORROBORATION_SECONDS = 60;
/** At the cap, aircraft no registered feeder ever heard go after this much silence, seconds. */
const SHED_SILENT_SECONDS = 60;

/** How long a device stays in an aircraft's list after it last heard it, seconds. */
const DEVICE_HEARD_SECONDS = 60;
/**
 * How stale a device's time in an aircraft's list may be, seconds: its readers round to whole
 * seconds (`heardAgo`) or compare it with DEVICE_HEARD_SECONDS.
 */
export const DEVICE_TIME_STEP_SECONDS = 1;

export class LiveTable {
  readonly aircraft = new Map<number, LiveAircraft>();
  /** Monotonic change counter; every change stamps the aircraft with the next value. */
  sequence = 0;
  messages = 0;
  /** New aircraft refused because the table was full, by kind of feeder. */
  readonly shed = { unregistered: 0, registered: 0 };
  /** Aircraft removed early to make room while over the cap (heard by no registered feeder). */
  evicted = 0;
  /** Emergency squawks held back for want of corroboration. */
  emergencyClaimsHeld = 0;
  private readonly listeners: LiveTableListener[] = [];

  constructor(
    private readonly staleSeconds: number = STALE_FLIGHT_SECONDS,
    /** Set by the ingest role from the configuration. */
    public limits: LiveTableLimits = DEFAULT_LIVE_LIMITS,
  ) {}

  /** Registers a listener (called synchronously: keep it cheap). */
  listen(listener: LiveTableListener): void {
    this.listeners.push(listener);
  }

  /**
   * Merges one device's accepted message; undefined when it would add an aircraft to a full
   * table (load shedding: unregistered feeders are refused first, everyone at the ceiling).
   * With `hint` (what the caller remembers of this aircraft and device) the entry is taken from
   * it while the table still holds it, and the hint is updated for the next message.
   */
  apply(update: LiveUpdate, hint?: LiveHint): LiveAircraft | undefined {
    this.messages++;
    let entry = hint?.live;
    if (entry === undefined || !entry.inTable || entry.icao !== update.icao) {
      entry = this.find(update, hint);
    }
    if (entry === undefined) return undefined;
    const time = update.time;
    entry.messages++;
    if (!(entry.lastSeen >= time)) entry.lastSeen = time;
    // With a hint the device's time is written once it moved DEVICE_TIME_STEP_SECONDS: each
    // write looked up a second map and boxed a number into it (an old-to-new pointer for the
    // next scavenge), for every message of 20,000 aircraft heard once per chunk each.
    if (hint === undefined) {
      if (entry.devices.get(update.deviceId) !== time) entry.devices.set(update.deviceId, time);
    } else if (!(time - hint.liveDeviceTime < DEVICE_TIME_STEP_SECONDS)) {
      entry.devices.set(update.deviceId, time);
      hint.liveDeviceTime = time;
    }
    this.merge(entry, update);
    return entry;
  }

  /** The entry of `update`'s aircraft by lookup, added when new and there is room. */
  private find(update: LiveUpdate, hint: LiveHint | undefined): LiveAircraft | undefined {
    let entry = this.aircraft.get(update.icao);
    if (entry === undefined) {
      const size = this.aircraft.size;
      if (size >= this.limits.maxAircraft) {
        if (!update.registered) {
          this.shed.unregistered++;
          return undefined;
        }
        if (size >= this.limits.maxAircraftRegistered) {
          this.shed.registered++;
          return undefined;
        }
      }
      entry = new LiveAircraft(update.icao);
      entry.firstSeen = update.time;
      entry.inTable = true;
      this.aircraft.set(update.icao, entry);
    }
    if (hint !== undefined) {
      hint.live = entry;
      hint.liveDeviceTime = Number.NaN;
    }
    return entry;
  }

  /** Merges the fields `update` carries into `entry`, freshest per field group. */
  private merge(entry: LiveAircraft, update: LiveUpdate): void {
    const time = update.time;
    if (update.registered) entry.registeredSeen = time;
    if (!Number.isNaN(update.rssi)) entry.rssi = update.rssi;
    if (update.callsign !== '') entry.callsign = update.callsign;
    if (!Number.isNaN(update.category)) entry.category = update.category;
    if (!Number.isNaN(update.squawk)) this.applySquawk(entry, update);
    if (!Number.isNaN(update.emergency)) entry.emergency = update.emergency;
    if (!Number.isNaN(update.altitude) && !(entry.altitudeTime > time)) {
      entry.altitude = update.altitude;
      entry.altitudeTime = time;
    }
    if (!Number.isNaN(update.altitudeGnss)) entry.altitudeGnss = update.altitudeGnss;
    if (update.airGround !== 0) entry.airGround = update.airGround;
    if (!(entry.velocityTime > time)) {
      let velocity = false;
      if (!Number.isNaN(update.groundSpeed)) {
        entry.groundSpeed = update.groundSpeed;
        velocity = true;
      }
      if (!Number.isNaN(update.track)) {
        entry.track = update.track;
        velocity = true;
      }
      if (!Number.isNaN(update.verticalRate)) {
        entry.verticalRate = update.verticalRate;
        velocity = true;
      }
      if (velocity) entry.velocityTime = time;
    }
    if (!Number.isNaN(update.ias)) entry.ias = update.ias;
    if (!Number.isNaN(update.tas)) entry.tas = update.tas;
    if (!Number.isNaN(update.heading)) entry.heading = update.heading;
    entry.sequence = ++this.sequence;
    if (!Number.isNaN(update.lat) && !(entry.positionTime > time)) {
      entry.lat = update.lat;
      entry.lon = update.lon;
      entry.positionTime = time;
      // Indexed: a for-of iterator per position was 16 bytes of garbage per message.
      const listeners = this.listeners;
      for (let i = 0; i < listeners.length; i++) listeners[i]?.onPosition?.(entry);
    }
  }

  /**
   * An emergency squawk from one unchecked source is held as a claim; it is shown once a second
   * witness agrees: a registered feeder, a CRC-checked Mode S frame, or another address.
   */
  private applySquawk(entry: LiveAircraft, update: LiveUpdate): void {
    const squawk = update.squawk;
    if (!update.needsCorroboration || squawk === entry.squawk || !EMERGENCY_SQUAWKS.has(squawk)) {
      entry.squawk = squawk;
      return;
    }
    const time = update.time;
    const confirms =
      entry.squawkClaim === squawk &&
      entry.squawkClaimSource !== update.source &&
      time - entry.squawkClaimTime <= CORROBORATION_SECONDS;
    if (confirms) {
      entry.squawk = squawk;
      return;
    }
    if (entry.squawkClaim !== squawk || time - entry.squawkClaimTime > CORROBORATION_SECONDS) {
      entry.squawkClaim = squawk;
      entry.squawkClaimSource = update.source;
      entry.squawkClaimTime = time;
    }
    this.emergencyClaimsHeld++;
  }

  /**
   * Takes an aircraft's merged state as the ingest process's table holds it (a cluster replica,
   * cluster/live.replica.ts): it replaces this table's entry and counts as a change. Listeners
   * are not called: positions are recorded where they are ingested.
   */
  adopt(state: LiveAircraft): void {
    state.sequence = ++this.sequence;
    const replaced = this.aircraft.get(state.icao);
    if (replaced !== undefined && replaced !== state) replaced.inTable = false;
    state.inTable = true;
    this.aircraft.set(state.icao, state);
  }

  /** Removes an aircraft the ingest process's table removed; false when it was not here. */
  remove(icao: number): boolean {
    const entry = this.aircraft.get(icao);
    if (entry === undefined) return false;
    entry.inTable = false;
    this.aircraft.delete(icao);
    this.sequence++;
    return true;
  }

  /** Removes aircraft silent longer than the stale limit and forgets old device links. */
  expire(now: number): number {
    let removed = 0;
    // At the cap, aircraft no registered feeder heard make room as soon as they fall
    // silent, instead of holding their place for 10 minutes (a flood of one-message aircraft).
    const overCap = this.aircraft.size >= this.limits.maxAircraft;
    // values(), not entries: a [key, value] array per aircraft was 20,000 arrays per sweep.
    for (const entry of this.aircraft.values()) {
      const icao = entry.icao;
      const silent = now - entry.lastSeen;
      const stale = silent > this.staleSeconds;
      const shed =
        !stale && overCap && silent > SHED_SILENT_SECONDS && Number.isNaN(entry.registeredSeen);
      if (shed) this.evicted++;
      if (stale || shed) {
        entry.inTable = false;
        this.aircraft.delete(icao);
        // A removal is a change: subscriptions compare the counter to find their increments.
        this.sequence++;
        removed++;
        continue;
      }
      for (const [device, heard] of entry.devices) {
        if (now - heard > DEVICE_HEARD_SECONDS) entry.devices.delete(device);
      }
    }
    return removed;
  }

  /** Aircraft with a position inside `bounds`, at most `limit` (-1 = all), freshest first when cut. */
  inBounds(bounds: Bounds, limit: number): LiveAircraft[] {
    const result: LiveAircraft[] = [];
    const crossesAntimeridian = bounds.west > bounds.east;
    for (const entry of this.aircraft.values()) {
      const { lat, lon } = entry;
      if (Number.isNaN(lat) || lat > bounds.north || lat < bounds.south) continue;
      const inside = crossesAntimeridian
        ? lon >= bounds.west || lon <= bounds.east
        : lon >= bounds.west && lon <= bounds.east;
      if (inside) result.push(entry);
    }
    if (limit >= 0 && result.length > limit) {
      result.sort((a, b) => b.lastSeen - a.lastSeen);
      result.length = limit;
    }
    return result;
  }
}
