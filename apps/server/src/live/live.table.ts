// The merged live picture: one LiveAircraft per ICAO address across every device. Device
// sessions run their own decoder/tracker (CPR and plausibility are per receiver) and offer each
// accepted message here; per field group the freshest value wins. Aircraft silent for 10 minutes
// are removed (spec §5 drops flights older than 10 minutes).
import { STALE_FLIGHT_SECONDS } from '@skytrace/contracts';
import { LiveAircraft, type LiveAirGround } from './live.aircraft';

/** One accepted update from a device, in the units of LiveAircraft; NaN/'' = not carried. */
export interface LiveUpdate {
  icao: number;
  deviceId: string;
  /** Arrival time, seconds. */
  time: number;
  rssi: number;
  callsign: string;
  category: number;
  squawk: number;
  emergency: number;
  altitude: number;
  altitudeGnss: number;
  /** NaN unless this message produced an accepted position. */
  lat: number;
  lon: number;
  groundSpeed: number;
  track: number;
  verticalRate: number;
  ias: number;
  tas: number;
  heading: number;
  airGround: LiveAirGround;
}

/** An update that carries nothing yet (NaN numbers, empty callsign), to fill in. */
export function emptyLiveUpdate(): LiveUpdate {
  return {
    icao: 0,
    deviceId: '',
    time: 0,
    rssi: Number.NaN,
    callsign: '',
    category: Number.NaN,
    squawk: Number.NaN,
    emergency: Number.NaN,
    altitude: Number.NaN,
    altitudeGnss: Number.NaN,
    lat: Number.NaN,
    lon: Number.NaN,
    groundSpeed: Number.NaN,
    track: Number.NaN,
    verticalRate: Number.NaN,
    ias: Number.NaN,
    tas: Number.NaN,
    heading: Number.NaN,
    airGround: 0,
  };
}

/** Listeners of the table: positions feed the trace recorder, removals the realtime layer. */
export interface LiveTableListener {
  onPosition?(aircraft: LiveAircraft): void;
  onRemoved?(icao: number): void;
}

/** A latitude/longitude box; west may exceed east across the antimeridian. */
export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** How long a device stays in an aircraft's list after it last heard it, seconds. */
const DEVICE_HEARD_SECONDS = 60;
/** Removals are remembered this long so increments can report them, seconds. */
const REMOVAL_MEMORY_SECONDS = 120;

export class LiveTable {
  readonly aircraft = new Map<number, LiveAircraft>();
  /** Monotonic change counter; every change stamps the aircraft with the next value. */
  sequence = 0;
  messages = 0;
  private readonly removals: { icao: number; sequence: number; time: number }[] = [];
  private readonly listeners: LiveTableListener[] = [];

  constructor(private readonly staleSeconds: number = STALE_FLIGHT_SECONDS) {}

  /** Registers a listener (called synchronously: keep it cheap). */
  listen(listener: LiveTableListener): void {
    this.listeners.push(listener);
  }

  /** Merges one device's accepted message. */
  apply(update: LiveUpdate): LiveAircraft {
    this.messages++;
    let entry = this.aircraft.get(update.icao);
    if (entry === undefined) {
      entry = new LiveAircraft(update.icao);
      entry.firstSeen = update.time;
      this.aircraft.set(update.icao, entry);
    }
    const time = update.time;
    entry.messages++;
    if (!(entry.lastSeen >= time)) entry.lastSeen = time;
    entry.devices.set(update.deviceId, time);
    if (!Number.isNaN(update.rssi)) entry.rssi = update.rssi;
    if (update.callsign !== '') entry.callsign = update.callsign;
    if (!Number.isNaN(update.category)) entry.category = update.category;
    if (!Number.isNaN(update.squawk)) entry.squawk = update.squawk;
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
      for (const listener of this.listeners) listener.onPosition?.(entry);
    }
    return entry;
  }

  /** Removes aircraft silent longer than the stale limit and forgets old device links. */
  expire(now: number): number {
    let removed = 0;
    for (const [icao, entry] of this.aircraft) {
      if (now - entry.lastSeen > this.staleSeconds) {
        this.aircraft.delete(icao);
        this.removals.push({ icao, sequence: ++this.sequence, time: now });
        for (const listener of this.listeners) listener.onRemoved?.(icao);
        removed++;
        continue;
      }
      for (const [device, heard] of entry.devices) {
        if (now - heard > DEVICE_HEARD_SECONDS) entry.devices.delete(device);
      }
    }
    while (
      this.removals.length > 0 &&
      now - (this.removals[0]?.time ?? now) > REMOVAL_MEMORY_SECONDS
    ) {
      this.removals.shift();
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

  /** Aircraft changed after `sequence`, and addresses removed after it (for increments). */
  changesSince(sequence: number): { changed: LiveAircraft[]; removed: number[] } {
    const changed: LiveAircraft[] = [];
    for (const entry of this.aircraft.values()) if (entry.sequence > sequence) changed.push(entry);
    const removed = this.removals.filter((r) => r.sequence > sequence).map((r) => r.icao);
    return { changed, removed };
  }
}
