// Per-aircraft state kept by the tracker. Numbers are NaN until first known, so an Aircraft
// never changes shape (and never allocates) as messages fill it in.

import { AirGround } from '../decode/message.js';

/** How an aircraft's current position was obtained. */
export const PositionSource = {
  None: 0,
  /** Even/odd pair (globally unambiguous). */
  Global: 1,
  /** Single frame relative to the aircraft's previous position. */
  LocalAircraft: 2,
  /** Single frame relative to the receiver. */
  LocalReceiver: 3,
  /** Already-decoded position from an SBS/BaseStation feed. */
  Sbs: 4,
} as const;
export type PositionSource = (typeof PositionSource)[keyof typeof PositionSource];

/**
 * Everything the tracker knows about one ICAO address. `A` is the type of the caller's own
 * record of the aircraft (`attachment`).
 */
export class Aircraft<A = unknown> {
  callsign = '';
  /** Emitter category as 0xA0..0xD7, NaN when unknown. */
  category = Number.NaN;
  /** Squawk in 0xABCD octal-nibble form. */
  squawk = Number.NaN;
  emergency = Number.NaN;
  /** Barometric altitude, ft. */
  altitude = Number.NaN;
  /** GNSS altitude, ft (reported directly, or baro plus the ES GNSS-baro difference). */
  altitudeGnss = Number.NaN;
  lat = Number.NaN;
  lon = Number.NaN;
  /** Time of the current position, seconds. */
  positionTime = Number.NaN;
  positionSource: PositionSource = PositionSource.None;
  airGround: AirGround = AirGround.Unknown;
  groundSpeed = Number.NaN;
  track = Number.NaN;
  verticalRate = Number.NaN;
  ias = Number.NaN;
  tas = Number.NaN;
  mach = Number.NaN;
  heading = Number.NaN;
  nacP = Number.NaN;
  sil = Number.NaN;
  version = Number.NaN;
  /** Last signal level, dBFS (Beast signal byte); NaN when the feed carries none. */
  rssi = Number.NaN;
  messages = 0;
  firstSeen = Number.NaN;
  lastSeen = Number.NaN;
  /** Last time the address was confirmed by a DF11/17/18 reply (for address/parity replies). */
  confirmedAt = Number.NaN;

  /**
   * The last even and odd CPR frames (raw 17-bit values, surface flag, reception time in s;
   * NaN time when none), kept inline so an aircraft is a single object.
   */
  evenLat = 0;
  evenLon = 0;
  evenSurface = false;
  evenTime = Number.NaN;
  oddLat = 0;
  oddLon = 0;
  oddSurface = false;
  oddTime = Number.NaN;
  /** Last times ADS-B (DF17/18) set these fields: surveillance replies defer to it meanwhile. */
  altitudeEsTime = Number.NaN;
  callsignEsTime = Number.NaN;
  squawkEsTime = Number.NaN;
  airGroundEsTime = Number.NaN;

  /** Consecutive positions rejected by the speed check (readsb-style recovery counter). */
  rejectedPositions = 0;

  /**
   * The caller's own record of this aircraft, never read by the tracker: a server that keeps
   * more per aircraft finds it here without a second lookup by address per message, and it goes
   * when the tracker drops the aircraft.
   */
  attachment: A | undefined = undefined;

  /** `nonIcao`: the address is a DF18 anonymous/track-file address, not an ICAO address. */
  constructor(
    readonly icao: number,
    readonly nonIcao = false,
  ) {}
}
