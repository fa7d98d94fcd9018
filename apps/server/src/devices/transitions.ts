// Take-offs and landings one device witnessed, from what it hears of each aircraft:
//  - adsb_up / adsb_down: the ADS-B air/ground flag switched (ground→air, air→ground);
//  - real_up / real_down: such a switch confirmed by motion (after an up the aircraft climbs
//    500 ft above where it left the ground; after a down it slows below 50 kt on the ground),
//    so a flickering flag is not a flight;
//  - runway_up_recover / runway_down_recover: movements recovered without any ground flag:
//    first heard low (≤ 1500 ft) and climbing ≥ 500 ft/min, or last heard low and descending
//    ≤ -300 ft/min before going silent (the receiver lost it below its horizon on final).

/** Counters of one device and day. */
export interface MovementCounts {
  adsbUp: number;
  adsbDown: number;
  realUp: number;
  realDown: number;
  runwayUpRecover: number;
  runwayDownRecover: number;
}

/** Air/ground as the tracker reports it: 0 unknown, 1 airborne, 2 ground. */
type AirGround = 0 | 1 | 2;

/**
 * What a device knows of an aircraft (the tracker's aircraft has this shape). Taken as one object
 * because numbers passed one by one to a call that is not inlined are boxed: four heap numbers
 * per message at every message's call (bench:readsb allocation profile).
 */
export interface MovementReport {
  airGround: number;
  /** Feet, NaN unknown. */
  altitude: number;
  /** Feet per minute, NaN unknown. */
  verticalRate: number;
  /** Knots, NaN unknown. */
  groundSpeed: number;
}

/** A MovementReport with when it was heard (seconds): the tracker's aircraft has this shape too. */
export interface HeardMovementReport extends MovementReport {
  lastSeen: number;
}

/** observe()'s report with its time, filled in place (a time passed alone would be boxed). */
const timed: HeardMovementReport = {
  airGround: 0,
  altitude: Number.NaN,
  verticalRate: Number.NaN,
  groundSpeed: Number.NaN,
  lastSeen: Number.NaN,
};

const CONFIRM_CLIMB_FT = 500;
const CONFIRM_SLOW_KT = 50;
const CONFIRM_WINDOW_S = 300;
const LOW_ALTITUDE_FT = 1500;
const CLIMB_RATE_FPM = 500;
const DESCENT_RATE_FPM = -300;

/** What the watcher knows of one aircraft. */
export class AircraftMovement {
  /** False once the watcher let it go (`lost`): a caller's MovementHint then looks again. */
  watched = true;
  airGround: AirGround = 0;
  /** Altitude when it left the ground (ft) and when, waiting for a climb to confirm. */
  upAltitude = Number.NaN;
  upTime = Number.NaN;
  /** When it touched down, waiting for a slow roll to confirm. */
  downTime = Number.NaN;
  /** Was it ever seen on the ground or taking off, so a silent low descent is not double counted. */
  movementSeen = false;
  firstReport = true;
  lowAndDescending = false;

  /** Starts over as a newly watched aircraft's state (the fields' initial values). */
  protected restart(): void {
    this.watched = true;
    this.airGround = 0;
    this.upAltitude = Number.NaN;
    this.upTime = Number.NaN;
    this.downTime = Number.NaN;
    this.movementSeen = false;
    this.firstReport = true;
    this.lowAndDescending = false;
  }
}

/**
 * What a caller remembers of one aircraft for one watcher (a feed session's record), filled in
 * by `observe` so the next message needs no lookup by address.
 */
export interface MovementHint {
  movement: AircraftMovement | undefined;
}

/**
 * A hint that holds the movement state itself when the watcher has none for its aircraft: the
 * feed session's record is touched by every message anyway, so the state's fields are then in
 * the cache already, where a separate object cost a cache miss per message with 20,000
 * aircraft. `watched` is false while it holds no watcher's state.
 */
export class MovementHost extends AircraftMovement implements MovementHint {
  movement: AircraftMovement | undefined = undefined;

  constructor() {
    super();
    this.watched = false;
  }

  /** Becomes a watcher's state of a newly watched aircraft. */
  host(): this {
    this.restart();
    return this;
  }
}

/** Watches the aircraft one device hears and counts their movements. */
export class MovementWatcher {
  readonly counts: MovementCounts = {
    adsbUp: 0,
    adsbDown: 0,
    realUp: 0,
    realDown: 0,
    runwayUpRecover: 0,
    runwayDownRecover: 0,
  };
  private readonly aircraft = new Map<number, AircraftMovement>();

  /**
   * Offers what the device knows about `icao` at `time` seconds (NaN = unknown). A `hint` must
   * have been filled by this watcher, for this aircraft, or be empty.
   */
  observe(icao: number, time: number, report: MovementReport, hint?: MovementHint): void {
    timed.airGround = report.airGround;
    timed.altitude = report.altitude;
    timed.verticalRate = report.verticalRate;
    timed.groundSpeed = report.groundSpeed;
    timed.lastSeen = time;
    this.observeHeard(icao, timed, hint);
  }

  /** `observe` at the report's own time (`lastSeen`): a feed session's hot path. */
  observeHeard(icao: number, report: HeardMovementReport, hint?: MovementHint): void {
    const time = report.lastSeen;
    const airGround = report.airGround as AirGround;
    const altitude = report.altitude;
    const verticalRate = report.verticalRate;
    const groundSpeed = report.groundSpeed;
    let state = hint?.movement;
    if (state === undefined || !state.watched) {
      state = this.aircraft.get(icao);
      if (state === undefined) {
        // A host that holds no state takes it (see MovementHost); one that does holds it for
        // another aircraft or watcher and is left alone.
        state =
          hint instanceof MovementHost && !hint.watched ? hint.host() : new AircraftMovement();
        this.aircraft.set(icao, state);
      }
      if (hint !== undefined) hint.movement = state;
    }
    const previous = state.airGround;
    if (airGround !== 0) state.airGround = airGround;
    if (previous === 2 && airGround === 1) {
      this.counts.adsbUp++;
      state.upAltitude = altitude;
      state.upTime = time;
      state.movementSeen = true;
    } else if (previous === 1 && airGround === 2) {
      this.counts.adsbDown++;
      state.downTime = time;
      state.movementSeen = true;
    }
    if (!Number.isNaN(state.upTime)) {
      if (time - state.upTime > CONFIRM_WINDOW_S) state.upTime = Number.NaN;
      else if (
        state.airGround === 1 &&
        altitude - (Number.isNaN(state.upAltitude) ? altitude : state.upAltitude) >=
          CONFIRM_CLIMB_FT
      ) {
        this.counts.realUp++;
        state.upTime = Number.NaN;
      } else if (Number.isNaN(state.upAltitude) && !Number.isNaN(altitude)) {
        state.upAltitude = altitude;
      }
    }
    if (!Number.isNaN(state.downTime)) {
      if (time - state.downTime > CONFIRM_WINDOW_S || state.airGround === 1)
        state.downTime = Number.NaN;
      else if (state.airGround === 2 && groundSpeed < CONFIRM_SLOW_KT) {
        this.counts.realDown++;
        state.downTime = Number.NaN;
      }
    }
    const low = !Number.isNaN(altitude) && altitude <= LOW_ALTITUDE_FT && state.airGround !== 2;
    if (state.firstReport && !Number.isNaN(altitude)) {
      state.firstReport = false;
      if (low && previous === 0 && verticalRate >= CLIMB_RATE_FPM) {
        this.counts.runwayUpRecover++;
        state.movementSeen = true;
      }
    }
    if (!Number.isNaN(verticalRate) || !Number.isNaN(altitude)) {
      state.lowAndDescending = low && verticalRate <= DESCENT_RATE_FPM;
    }
  }

  /** The device stopped hearing `icao`: a low, descending aircraft that vanished has landed. */
  lost(icao: number): void {
    const state = this.aircraft.get(icao);
    if (state === undefined) return;
    if (state.lowAndDescending && state.airGround !== 2) this.counts.runwayDownRecover++;
    state.watched = false;
    this.aircraft.delete(icao);
  }

  /** Calls `lost` for every watched aircraft that `stillHeard` rejects. */
  sweep(stillHeard: (icao: number) => boolean): void {
    for (const icao of this.aircraft.keys()) if (!stillHeard(icao)) this.lost(icao);
  }

  /** Returns the counts since the last call and starts new ones. */
  drain(): MovementCounts {
    const counts = { ...this.counts };
    for (const key of Object.keys(this.counts) as (keyof MovementCounts)[]) this.counts[key] = 0;
    return counts;
  }
}
