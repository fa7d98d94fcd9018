// Several ingest processes (origins) publish into one live stream; a process that replicates the
// picture keeps each origin's states apart and shows one merged aircraft per address. An aircraft
// heard by one origin only is adopted as it came (the common case, no copy); one heard by several
// is merged field group by field group, the freshest of each winning, as the ingest process's own
// table merges its devices (live.table.ts). An origin's removal falls back to the others' states;
// an origin that goes silent (crashed) has its aircraft expire by the table's silence rule.
import { STALE_FLIGHT_SECONDS } from '@skytrace/contracts';
import { LiveAircraft } from '../live/live.aircraft';
import type { LiveTable } from '../live/live.table';

/** The later of two times; NaN ("not known") loses to any time. */
function later(a: number, b: number): number {
  return Number.isNaN(b) || a > b ? a : b;
}

/** The earlier of two times; NaN loses to any time. */
function earlier(a: number, b: number): number {
  return Number.isNaN(b) || a < b ? a : b;
}

/** Whether `a` is fresher than `b` by `time` (a known time beats an unknown one). */
function fresher(a: number, b: number): boolean {
  return !Number.isNaN(a) && (Number.isNaN(b) || a > b);
}

/**
 * One aircraft from several origins' states: identity and status from the state heard last,
 * position, altitude and velocity each from the state with the newest of its own time, counts
 * summed, the devices of all.
 */
export function mergeOrigins(states: readonly LiveAircraft[]): LiveAircraft {
  const first = states[0];
  if (!first) throw new Error('mergeOrigins needs at least one state');
  let latest = first;
  let position = first;
  let altitude = first;
  let velocity = first;
  for (const state of states) {
    if (fresher(state.lastSeen, latest.lastSeen)) latest = state;
    if (fresher(state.positionTime, position.positionTime)) position = state;
    if (fresher(state.altitudeTime, altitude.altitudeTime)) altitude = state;
    if (fresher(state.velocityTime, velocity.velocityTime)) velocity = state;
  }
  const merged = new LiveAircraft(first.icao);
  merged.callsign = latest.callsign;
  merged.category = latest.category;
  merged.squawk = latest.squawk;
  merged.emergency = latest.emergency;
  merged.altitudeGnss = latest.altitudeGnss;
  merged.ias = latest.ias;
  merged.tas = latest.tas;
  merged.heading = latest.heading;
  merged.airGround = latest.airGround;
  merged.rssi = latest.rssi;
  merged.lastSeen = latest.lastSeen;
  merged.lat = position.lat;
  merged.lon = position.lon;
  merged.positionTime = position.positionTime;
  merged.altitude = altitude.altitude;
  merged.altitudeTime = altitude.altitudeTime;
  merged.groundSpeed = velocity.groundSpeed;
  merged.track = velocity.track;
  merged.verticalRate = velocity.verticalRate;
  merged.velocityTime = velocity.velocityTime;
  merged.messages = 0;
  for (const state of states) {
    merged.messages += state.messages;
    merged.firstSeen = earlier(state.firstSeen, merged.firstSeen);
    merged.registeredSeen = later(state.registeredSeen, merged.registeredSeen);
    if (merged.callsign === '' && state.callsign !== '') merged.callsign = state.callsign;
    for (const [device, heard] of state.devices) {
      merged.devices.set(device, later(heard, merged.devices.get(device) ?? Number.NaN));
    }
  }
  return merged;
}

/** Each origin's latest states, and the merged picture they make in a live table. */
export class OriginMerge {
  /** Origin id → address → the state that origin published last. */
  private readonly origins = new Map<string, Map<number, LiveAircraft>>();

  constructor(
    private readonly table: LiveTable,
    private readonly staleSeconds = STALE_FLIGHT_SECONDS,
  ) {}

  /** Origins with at least one aircraft held. */
  get originCount(): number {
    return this.origins.size;
  }

  /** Takes one origin's state of an aircraft and puts the merged aircraft in the table. */
  adopt(origin: string, state: LiveAircraft): void {
    let states = this.origins.get(origin);
    if (!states) {
      states = new Map();
      this.origins.set(origin, states);
    }
    states.set(state.icao, state);
    this.show(state.icao);
  }

  /** The origin no longer holds the aircraft: the others' states stand, or it leaves the table. */
  remove(origin: string, icao: number): boolean {
    const states = this.origins.get(origin);
    if (!states?.delete(icao)) return false;
    if (states.size === 0) this.origins.delete(origin);
    this.show(icao);
    return true;
  }

  /**
   * Forgets every origin's states silent longer than the stale limit (a crashed origin sends no
   * removals), then lets the table expire as it does on its own. Returns aircraft removed.
   */
  expire(now: number): number {
    const touched = new Set<number>();
    for (const [origin, states] of this.origins) {
      for (const [icao, state] of states) {
        if (!(now - state.lastSeen > this.staleSeconds)) continue;
        states.delete(icao);
        touched.add(icao);
      }
      if (states.size === 0) this.origins.delete(origin);
    }
    const before = this.table.aircraft.size;
    for (const icao of touched) this.show(icao);
    const removed = before - this.table.aircraft.size;
    return removed + this.table.expire(now);
  }

  /** Forgets every origin's states and takes their aircraft out of the table. */
  clear(): void {
    const icaos = new Set<number>();
    for (const states of this.origins.values()) for (const icao of states.keys()) icaos.add(icao);
    this.origins.clear();
    for (const icao of icaos) this.table.remove(icao);
  }

  /** Puts the aircraft's merged state in the table, or removes it when no origin holds it. */
  private show(icao: number): void {
    const states: LiveAircraft[] = [];
    for (const held of this.origins.values()) {
      const state = held.get(icao);
      if (state) states.push(state);
    }
    const only = states[0];
    if (!only) this.table.remove(icao);
    else this.table.adopt(states.length === 1 ? only : mergeOrigins(states));
  }
}
