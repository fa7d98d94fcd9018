// What a device offers the live table for one accepted message (LiveUpdate, filled in place and
// reused), and what a caller may remember of an aircraft between its messages (LiveHint).
import type { LiveAircraft, LiveAirGround } from './live.aircraft';

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
  /** The feeder's device has an owner: its aircraft are admitted first when the table is full. */
  registered: boolean;
  /** The feeder's network address: two addresses count as two independent witnesses. */
  source: string;
  /**
   * Unchecked text from an unregistered feeder (SBS over TCP or HTTP): an emergency squawk in it
   * waits for corroboration before it is shown.
   */
  needsCorroboration: boolean;
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
    registered: false,
    source: '',
    needsCorroboration: false,
  };
}

/**
 * What a caller (a feed session's record of one aircraft) remembers between its messages, filled
 * in by `LiveTable.apply`: the table's entry, so the next message needs no lookup by address, and
 * the arrival time last stamped for the caller's device on it. A caller keeps one per aircraft
 * and device, and starts a fresh one when either changes.
 */
export interface LiveHint {
  live: LiveAircraft | undefined;
  /** Arrival time (s) last written to `live.devices` for the caller's device; NaN none. */
  liveDeviceTime: number;
}
