// One aircraft of the merged live picture. Numbers are NaN until known so the object keeps one
// shape (cheap for V8) as devices fill it in. Times are seconds since the Unix epoch (arrival).

/** Where the merged air/ground state came from: unknown, airborne or on the ground. */
export const LiveAirGround = { Unknown: 0, Airborne: 1, Ground: 2 } as const;
export type LiveAirGround = (typeof LiveAirGround)[keyof typeof LiveAirGround];

/** The merged state of one ICAO address across every device that hears it. */
export class LiveAircraft {
  callsign = '';
  /** Emitter category 0xA0..0xD7, NaN unknown. */
  category = Number.NaN;
  /** Squawk as 0xABCD octal nibbles, NaN unknown. */
  squawk = Number.NaN;
  /** ES emergency state 0..7, NaN unknown. */
  emergency = Number.NaN;
  /** Barometric altitude, ft. */
  altitude = Number.NaN;
  altitudeTime = Number.NaN;
  /** Geometric (GNSS) altitude, ft. */
  altitudeGnss = Number.NaN;
  lat = Number.NaN;
  lon = Number.NaN;
  positionTime = Number.NaN;
  /** Knots, degrees, ft/min. */
  groundSpeed = Number.NaN;
  track = Number.NaN;
  verticalRate = Number.NaN;
  velocityTime = Number.NaN;
  ias = Number.NaN;
  tas = Number.NaN;
  heading = Number.NaN;
  airGround: LiveAirGround = LiveAirGround.Unknown;
  /** Strongest recent signal level of any device, dBFS. */
  rssi = Number.NaN;
  messages = 0;
  firstSeen = Number.NaN;
  lastSeen = Number.NaN;
  /** Table sequence number of the last change: subscribers send what changed since theirs. */
  sequence = 0;
  /** When a registered feeder last heard it (seconds): such aircraft are shed last. */
  registeredSeen = Number.NaN;
  /**
   * An emergency squawk claimed by one uncorroborated source, not shown until a second witness
   * (another address, a registered feeder or a CRC-checked frame) confirms it.
   */
  squawkClaim = Number.NaN;
  squawkClaimSource = '';
  squawkClaimTime = Number.NaN;
  /** Devices that heard it, with when each last did (seconds). */
  readonly devices = new Map<string, number>();

  /**
   * Whether the table holds this entry: not part of the aircraft's state, so a private field
   * that copies and comparisons of the state (the cluster's live batch) do not carry.
   */
  #inTable = false;
  /**
   * What the trace recorder and the event detector keep of this aircraft, found here from the
   * entry that offers a position instead of by address in their own maps (a hash table's cache
   * misses per position, with 20,000 aircraft). Private for the same reason as #inTable; each
   * checks that what it finds is still its own (traces/trace.recorder.ts TraceSlot).
   */
  #traceState: unknown = undefined;
  #eventState: unknown = undefined;

  constructor(readonly icao: number) {}

  get traceState(): unknown {
    return this.#traceState;
  }

  set traceState(state: unknown) {
    this.#traceState = state;
  }

  get eventState(): unknown {
    return this.#eventState;
  }

  set eventState(state: unknown) {
    this.#eventState = state;
  }

  /**
   * True while the table holds this entry: a caller that remembers it (LiveHint) checks this
   * instead of looking the address up again, and finds out when it was removed or replaced.
   */
  get inTable(): boolean {
    return this.#inTable;
  }

  set inTable(held: boolean) {
    this.#inTable = held;
  }
}
