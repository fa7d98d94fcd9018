// Finds notable events in one position stream per aircraft, in time order: the live table's
// merged positions (events.listener.ts) or a recorded trace replayed (events.backfill.ts).
// Everything is a few comparisons per position and a little state per aircraft; the airport grid
// is only asked when an aircraft is low, lands or takes off. Thresholds and why:
// - go-around: descending below 700 ft above a field within 8 km of it, then climbing 700 ft
//   above the lowest point without touching down (a touch-and-go counts too).
// - holding: 540° or more of turn in one direction within 10 minutes (a standard racetrack lap
//   is 360° in 4 minutes; an approach, a circuit or a go-around's turn back stay under 400°).
// - diversion / return: a landing at an airport other than the planned destination, or at the
//   airport of the take-off (or the planned origin when the take-off was not seen).
// - emergency squawk: 7500, 7600 or 7700 (once per code per flight).
// - rapid descent: 6,000 ft/min or more down for 20 s above 8,000 ft (airliners descend at
//   1,500–4,000 ft/min; an emergency descent goes past 6,000).
// - go-around burst: the third go-around at one runway within 60 minutes (once per window).
import type { EventKind } from '@skytrace/contracts';
import type { AirportFinder, FoundAirport } from './airport.finder';

/** One merged position; LiveAircraft fits it (time in s, ft, ft/min, squawk as 0xABCD). */
export interface EventSample {
  icao: number;
  callsign: string;
  positionTime: number;
  lat: number;
  lon: number;
  altitude: number;
  verticalRate: number;
  track: number;
  /** 0 unknown, 1 airborne, 2 on the ground (LiveAirGround). */
  airGround: number;
  squawk: number;
}

/** An event found, before storage (time in seconds). */
export interface DetectedEvent {
  kind: EventKind;
  icao: number;
  callsign: string;
  airport: string;
  airportIata: string;
  runway: string;
  time: number;
  lat: number;
  lon: number;
  altitude: number | null;
  details: Record<string, string | number>;
}

/** What the timetable says a flight flies: ICAO codes, null when unknown. */
export interface PlannedRoute {
  origin: string | null;
  destination: string | null;
}

export interface DetectorOptions {
  airports: AirportFinder;
  /** The planned route of a flight (identity's timetable); null when unknown. */
  plannedRoute?: (icao: number, callsign: string, takeoffTime: number) => PlannedRoute | null;
}

const GO_AROUND_LOW_AGL_FT = 700;
const GO_AROUND_CLIMB_FT = 700;
const GO_AROUND_RADIUS_KM = 8;
const LOW_MEMORY_S = 300;
const HOLD_TURN_DEG = 540;
const HOLD_WINDOW_MIN = 10;
const HOLD_QUIET_S = 1_800;
const HOLD_AIRPORT_KM = 150;
const LANDING_AIRPORT_KM = 30;
const MIN_AIRBORNE_S = 120;
const RETURN_MIN_AIRBORNE_S = 300;
const RAPID_FPM = -6_000;
const RAPID_MIN_ALTITUDE_FT = 8_000;
const RAPID_FOR_S = 20;
const BURST_COUNT = 3;
const BURST_WINDOW_S = 3_600;
/** Aircraft unheard this long are forgotten (their flight ended or left coverage). */
const FORGET_AFTER_S = 1_800;
const EMERGENCY_CODES = new Map([
  [0x7500, '7500'],
  [0x7600, '7600'],
  [0x7700, '7700'],
]);

/** What the detector knows of one aircraft. */
class AircraftState {
  track = Number.NaN;
  onGround: boolean | null = null;
  airborneSince: number;
  takeoffAirport: string | null = null;
  takeoffTime = Number.NaN;
  /** The lowest point of the current approach (go-around detection), or none. */
  low: { airport: FoundAirport; agl: number; time: number; track: number } | null = null;
  /** Signed turn per minute, degrees, over the last HOLD_WINDOW_MIN minutes. */
  turns = new Float32Array(HOLD_WINDOW_MIN);
  /** Sum of `turns`, kept as buckets change (so a position adds, never re-sums). */
  turnTotal = 0;
  turnMinute: number;
  holdAt = -Infinity;
  squawkFired = 0;
  rapidSince = Number.NaN;
  rapidFired = false;
  /** The detector holding this state, cleared when it forgets the aircraft (EventSlot). */
  heldBy: EventDetector | undefined = undefined;

  constructor(
    readonly icao: number,
    public time: number,
  ) {
    this.airborneSince = time;
    this.turnMinute = Math.floor(time / 60);
  }
}

/**
 * Where a caller keeps the detector's state of one aircraft between its positions (the live
 * table's entry): observe() takes it from there instead of looking the address up again.
 */
export interface EventSlot {
  eventState: unknown;
}

/** Runway designator from a final approach track: 357° → '36', 45° → '05'. */
export function runwayOfTrack(track: number): string {
  if (Number.isNaN(track)) return '';
  const number = Math.round((((track % 360) + 360) % 360) / 10) || 36;
  return String(number).padStart(2, '0');
}

export class EventDetector {
  private readonly aircraft = new Map<number, AircraftState>();
  /** Go-around times per airport|runway, for bursts; and the end of each burst's window. */
  private readonly goArounds = new Map<string, number[]>();
  private readonly burstUntil = new Map<string, number>();
  private lastSweep = 0;

  constructor(
    private readonly options: DetectorOptions,
    private readonly emit: (event: DetectedEvent) => void,
  ) {}

  /** Aircraft with state (for tests and stats). */
  get tracked(): number {
    return this.aircraft.size;
  }

  /** Offers one position; `slot` (the caller's, for this aircraft) keeps its state for the next. */
  observe(sample: EventSample, slot?: EventSlot): void {
    const time = sample.positionTime;
    const held = slot?.eventState;
    let state =
      held instanceof AircraftState && held.heldBy === this && held.icao === sample.icao
        ? held
        : undefined;
    if (state === undefined) {
      state = this.aircraft.get(sample.icao);
      if (state === undefined) {
        state = new AircraftState(sample.icao, time);
        state.heldBy = this;
        this.aircraft.set(sample.icao, state);
      }
      if (slot !== undefined) slot.eventState = state;
    }
    // Out of order: the live table only forwards newer positions, replays are sorted.
    if (time < state.time) return;
    if (sample.airGround === 2) this.onGround(sample, state);
    else if (sample.airGround === 1 || !Number.isNaN(sample.altitude)) this.onAir(sample, state);
    // Set last: until here `state.time` is the previous position's (the turn's interval).
    state.time = time;
    if (time - this.lastSweep > 600) this.sweep(time);
  }

  private onGround(sample: EventSample, state: AircraftState): void {
    const wasAirborne = state.onGround === false;
    state.onGround = true;
    state.low = null;
    state.track = Number.NaN;
    state.rapidSince = Number.NaN;
    if (!wasAirborne) return;
    const airborneFor = sample.positionTime - state.airborneSince;
    const takeoffAirport = state.takeoffAirport;
    const takeoffTime = state.takeoffTime;
    state.takeoffAirport = null;
    state.squawkFired = 0;
    state.rapidFired = false;
    if (airborneFor < MIN_AIRBORNE_S) return;
    const airport = this.options.airports.nearest(sample.lat, sample.lon, LANDING_AIRPORT_KM);
    if (airport === undefined) return;
    const plan = this.options.plannedRoute?.(
      sample.icao,
      sample.callsign,
      Number.isNaN(takeoffTime) ? state.airborneSince : takeoffTime,
    );
    const returned =
      airborneFor >= RETURN_MIN_AIRBORNE_S &&
      (takeoffAirport !== null ? airport.icao === takeoffAirport : plan?.origin === airport.icao) &&
      plan?.destination !== airport.icao;
    if (returned) {
      this.fire('return', sample, airport, '', {
        airborneMinutes: Math.round(airborneFor / 60),
      });
      return;
    }
    const destination = plan?.destination ?? null;
    if (destination === null || destination === airport.icao) return;
    // A flight that took off elsewhere than its planned origin (continuing after a diversion)
    // is still going to its destination: landing there is no diversion, landing elsewhere is.
    const planned = this.options.airports.byCode(destination);
    this.fire('divert', sample, airport, '', {
      plannedDestination: destination,
      plannedIata: planned?.iata ?? '',
    });
  }

  private onAir(sample: EventSample, state: AircraftState): void {
    const time = sample.positionTime;
    if (state.onGround !== false) {
      // Airborne again (or first heard in the air): a new flight begins.
      if (state.onGround === true) {
        state.takeoffAirport =
          this.options.airports.nearest(sample.lat, sample.lon, LANDING_AIRPORT_KM)?.icao ?? null;
        state.takeoffTime = time;
      } else {
        state.takeoffTime = Number.NaN;
      }
      state.onGround = false;
      state.airborneSince = time;
      state.turns.fill(0);
      state.turnTotal = 0;
      state.turnMinute = Math.floor(time / 60);
    }
    this.emergency(sample, state);
    this.turns(sample, state);
    this.rapidDescent(sample, state);
    this.approach(sample, state);
  }

  private emergency(sample: EventSample, state: AircraftState): void {
    // Almost every position carries an ordinary code: one comparison, no lookup.
    if (sample.squawk < 0x7500 || sample.squawk > 0x7700) return;
    const code = EMERGENCY_CODES.get(sample.squawk);
    if (code === undefined || state.squawkFired === sample.squawk) return;
    state.squawkFired = sample.squawk;
    const airport = this.options.airports.nearest(sample.lat, sample.lon, HOLD_AIRPORT_KM);
    this.fire('emergency', sample, airport, '', { squawk: code });
  }

  /** The turn since the previous position, whose time `state.time` still holds. */
  private turns(sample: EventSample, state: AircraftState): void {
    // Computed here, not passed: a number passed to a call that is not inlined is boxed.
    const dt = sample.positionTime - state.time;
    const track = sample.track;
    const minute = Math.floor(sample.positionTime / 60);
    const turns = state.turns;
    const passed = Math.min(HOLD_WINDOW_MIN, minute - state.turnMinute);
    for (let i = 1; i <= passed; i++) {
      const slot = (state.turnMinute + i) % HOLD_WINDOW_MIN;
      state.turnTotal -= turns[slot] ?? 0;
      turns[slot] = 0;
    }
    if (minute > state.turnMinute) state.turnMinute = minute;
    if (!Number.isNaN(track) && !Number.isNaN(state.track) && dt > 0 && dt <= 60) {
      let delta = track - state.track;
      if (delta > 180) delta -= 360;
      else if (delta < -180) delta += 360;
      // More than 6°/s is a bad velocity message, not a turn (standard rate is 3°/s).
      if (Math.abs(delta) <= 6 * dt) {
        const slot = minute % HOLD_WINDOW_MIN;
        turns[slot] = (turns[slot] ?? 0) + delta;
        state.turnTotal += delta;
      }
    }
    if (!Number.isNaN(track)) state.track = track;
    const total = state.turnTotal;
    if (Math.abs(total) < HOLD_TURN_DEG || sample.positionTime - state.holdAt < HOLD_QUIET_S)
      return;
    state.holdAt = sample.positionTime;
    const airport = this.options.airports.nearest(sample.lat, sample.lon, HOLD_AIRPORT_KM);
    this.fire('holding', sample, airport, '', {
      turnDegrees: Math.round(Math.abs(total)),
      direction: total > 0 ? 'right' : 'left',
    });
  }

  private rapidDescent(sample: EventSample, state: AircraftState): void {
    if (state.rapidFired) return;
    if (!(sample.verticalRate <= RAPID_FPM) || !(sample.altitude >= RAPID_MIN_ALTITUDE_FT)) {
      state.rapidSince = Number.NaN;
      return;
    }
    if (Number.isNaN(state.rapidSince)) state.rapidSince = sample.positionTime;
    if (sample.positionTime - state.rapidSince < RAPID_FOR_S) return;
    state.rapidFired = true;
    const airport = this.options.airports.nearest(sample.lat, sample.lon, HOLD_AIRPORT_KM);
    this.fire('rapidDescent', sample, airport, '', { rateFpm: Math.round(sample.verticalRate) });
  }

  private approach(sample: EventSample, state: AircraftState): void {
    const altitude = sample.altitude;
    if (Number.isNaN(altitude)) return;
    const low = state.low;
    if (low !== null) {
      const agl = altitude - low.airport.elevationFt;
      if (sample.positionTime - low.time > LOW_MEMORY_S) state.low = null;
      else if (agl < low.agl && sample.verticalRate < 0) {
        low.agl = agl;
        low.time = sample.positionTime;
        if (!Number.isNaN(sample.track)) low.track = sample.track;
        return;
      } else if (agl >= low.agl + GO_AROUND_CLIMB_FT) {
        state.low = null;
        this.goAround(sample, low);
        return;
      } else return;
    }
    // Only low and descending aircraft are worth an airport lookup (≥ 300 ft/min down).
    if (!(sample.verticalRate <= -300) || altitude > 15_000) return;
    // Most descending aircraft are still far above every field around them: no lookup then.
    const ceiling = this.options.airports.ceilingFt(sample.lat, sample.lon);
    if (altitude - ceiling > GO_AROUND_LOW_AGL_FT) return;
    const airport = this.options.airports.nearest(sample.lat, sample.lon, GO_AROUND_RADIUS_KM);
    if (airport === undefined) return;
    const agl = altitude - airport.elevationFt;
    if (agl > GO_AROUND_LOW_AGL_FT) return;
    state.low = { airport, agl, time: sample.positionTime, track: sample.track };
  }

  private goAround(sample: EventSample, low: NonNullable<AircraftState['low']>): void {
    const runway = runwayOfTrack(low.track);
    this.fire('goAround', sample, low.airport, runway, { lowestAglFt: Math.round(low.agl) });
    const key = `${low.airport.icao}|${runway}`;
    const time = sample.positionTime;
    const times = (this.goArounds.get(key) ?? []).filter((t) => time - t < BURST_WINDOW_S);
    times.push(time);
    this.goArounds.set(key, times);
    if (times.length < BURST_COUNT || (this.burstUntil.get(key) ?? -Infinity) > time) return;
    this.burstUntil.set(key, time + BURST_WINDOW_S);
    this.fire('goAroundBurst', sample, low.airport, runway, {
      count: times.length,
      windowMinutes: BURST_WINDOW_S / 60,
    });
  }

  private fire(
    kind: EventKind,
    sample: EventSample,
    airport: FoundAirport | undefined,
    runway: string,
    details: Record<string, string | number>,
  ): void {
    this.emit({
      kind,
      icao: sample.icao,
      callsign: sample.callsign.trim(),
      airport: airport?.icao ?? '',
      airportIata: airport?.iata ?? '',
      runway,
      time: sample.positionTime,
      lat: sample.lat,
      lon: sample.lon,
      altitude: Number.isNaN(sample.altitude) ? null : Math.round(sample.altitude),
      details,
    });
  }

  /** Forgets aircraft unheard for FORGET_AFTER_S, so memory follows the live sky. */
  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [icao, state] of this.aircraft) {
      if (now - state.time > FORGET_AFTER_S) {
        state.heldBy = undefined;
        this.aircraft.delete(icao);
      }
    }
    for (const [key, times] of this.goArounds)
      if (now - (times[times.length - 1] ?? 0) > BURST_WINDOW_S) this.goArounds.delete(key);
  }
}
