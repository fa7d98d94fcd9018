// State of the flights in progress, one slot per flight, as parallel typed arrays (cheap to
// walk every tick, nothing for the garbage collector). Units: degrees, feet, knots, ft/min.
import type { LegEvents } from './events';
import { FlightPhase } from './flight.phase';
import type { PlannedLeg } from './schedule';

/** A leg being flown: the timetable entry, its events and where it will actually land. */
export interface ActiveLeg extends PlannedLeg, LegEvents {
  icao: number;
  typeIndex: number;
  /** Gate departure actually taken, seconds since the epoch. */
  offBlock: number;
  /** Where a diversion goes (the nearest other airport to the destination). */
  alternate: number;
}

export const FlightFlag = {
  GoAroundPending: 1,
  HoldPending: 2,
  /** The diversion or return has been triggered. */
  Rerouted: 4,
  /** A 7500/7600 episode is over. */
  EmergencyOver: 8,
} as const;

export class FlightTable {
  capacity: number;
  lat: Float64Array;
  lon: Float64Array;
  altitude: Float64Array;
  groundSpeed: Float64Array;
  track: Float64Array;
  verticalRate: Float64Array;
  /** Seconds since the phase began; seconds since take-off; a wait (queue, hold) left. */
  phaseTime: Float64Array;
  airborneTime: Float64Array;
  wait: Float64Array;
  phase: Uint8Array;
  flags: Uint8Array;
  /** Airport index the flight will land at (destination, alternate or origin). */
  landing: Uint16Array;
  /** Current Mode A code (octal digits as a number). */
  squawk: Uint16Array;
  legs: (ActiveLeg | undefined)[];
  private readonly free: number[] = [];

  constructor(capacity = 256) {
    this.capacity = capacity;
    this.lat = new Float64Array(capacity);
    this.lon = new Float64Array(capacity);
    this.altitude = new Float64Array(capacity);
    this.groundSpeed = new Float64Array(capacity);
    this.track = new Float64Array(capacity);
    this.verticalRate = new Float64Array(capacity);
    this.phaseTime = new Float64Array(capacity);
    this.airborneTime = new Float64Array(capacity);
    this.wait = new Float64Array(capacity);
    this.phase = new Uint8Array(capacity);
    this.flags = new Uint8Array(capacity);
    this.landing = new Uint16Array(capacity);
    this.squawk = new Uint16Array(capacity);
    this.legs = new Array<ActiveLeg | undefined>(capacity).fill(undefined);
    for (let i = capacity - 1; i >= 0; i--) this.free.push(i);
  }

  /** Slots in use are those whose phase is not Free; `capacity` bounds the walk. */
  get active(): number {
    return this.capacity - this.free.length;
  }

  /** Takes a slot for a leg (growing the table when full). */
  allocate(leg: ActiveLeg): number {
    if (this.free.length === 0) this.grow();
    const slot = this.free.pop() ?? 0;
    this.legs[slot] = leg;
    this.phase[slot] = FlightPhase.TaxiOut;
    this.phaseTime[slot] = 0;
    this.airborneTime[slot] = 0;
    this.wait[slot] = 0;
    this.flags[slot] = 0;
    this.verticalRate[slot] = 0;
    this.groundSpeed[slot] = 0;
    this.altitude[slot] = 0;
    return slot;
  }

  release(slot: number): void {
    this.phase[slot] = FlightPhase.Free;
    this.legs[slot] = undefined;
    this.free.push(slot);
  }

  private grow(): void {
    const old = this.capacity;
    const capacity = old * 2;
    const widen = <T extends Float64Array | Uint8Array | Uint16Array>(
      array: T,
      make: (n: number) => T,
    ): T => {
      const grown = make(capacity);
      grown.set(array);
      return grown;
    };
    const f64 = (n: number) => new Float64Array(n);
    this.lat = widen(this.lat, f64);
    this.lon = widen(this.lon, f64);
    this.altitude = widen(this.altitude, f64);
    this.groundSpeed = widen(this.groundSpeed, f64);
    this.track = widen(this.track, f64);
    this.verticalRate = widen(this.verticalRate, f64);
    this.phaseTime = widen(this.phaseTime, f64);
    this.airborneTime = widen(this.airborneTime, f64);
    this.wait = widen(this.wait, f64);
    this.phase = widen(this.phase, (n) => new Uint8Array(n));
    this.flags = widen(this.flags, (n) => new Uint8Array(n));
    this.landing = widen(this.landing, (n) => new Uint16Array(n));
    this.squawk = widen(this.squawk, (n) => new Uint16Array(n));
    this.legs.length = capacity;
    this.legs.fill(undefined, old);
    this.capacity = capacity;
    for (let i = capacity - 1; i >= old; i--) this.free.push(i);
  }
}
