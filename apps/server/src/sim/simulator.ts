// The simulated sky: the fleet flies its timetable (with each leg's events), every tick moves
// the flights in progress and has each receiver hear the ones in its coverage as Beast frames.
// No sockets here (see sim.role.ts), so tests can drive time directly.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { BeastEncoder } from './beast.encoder';
import { legEvents, LegEvent } from './events';
import { buildFleet, type Fleet } from './fleet';
import { DepartureQueue } from './departure.queue';
import { placeAtGate, stepFlight } from './flight.dynamics';
import { FlightPhase, isAirborne } from './flight.phase';
import { FlightFlag, FlightTable, type ActiveLeg } from './flight.table';
import { SeededRandom, hashSeed } from './random';
import { ReceiverNetwork } from './receiver.network';
import { AircraftPlanner, airportDistanceNm, type PlannedLeg } from './schedule';
import { AIRPORTS } from './world/airports';
import { RECEIVER_SITES, type ReceiverSite } from './world/receivers';

/** Aircraft in the fleet per aircraft airborne at the daily peak (measured on the default seed). */
export const FLEET_PER_AIRBORNE = 1.55;
/** Physics step, seconds: finer steps when a tick covers more simulated time. */
const MAX_STEP_SECONDS = 2;
/** Step used to bring flights already under way at start to the start time. */
const CATCH_UP_STEP_SECONDS = 10;
/** Minimum turnaround after an arrival, seconds. */
const MIN_TURN_SECONDS = 1_800;
/** Ground time at an alternate (fuel, crew, paperwork) before flying on, seconds. */
const DIVERSION_GROUND_SECONDS = 5_400;
/**
 * Longest stretch of build work between two yields to the event loop, ms: short enough that a
 * request or a feeder's socket waits no longer than a slow database query would make it wait.
 */
export const BUILD_SLICE_MS = 20;

export interface SimulatorOptions {
  seed: number;
  /** Aircraft airborne at the daily peak (the fleet is sized from it). */
  aircraft: number;
  /** Simulated time at start, seconds since the epoch. */
  startTime: number;
  sites?: readonly ReceiverSite[];
  /** Fleet size, overriding the one derived from `aircraft` (tests use small fleets). */
  fleetSize?: number;
}

export class Simulator {
  readonly seed: number;
  readonly fleet: Fleet;
  readonly network: ReceiverNetwork;
  readonly table = new FlightTable();
  readonly encoder: BeastEncoder;
  /** Simulated time, seconds since the epoch; ticks run so far. */
  time: number;
  tick = 0;
  /** Slot of each aircraft's flight in progress, -1 when parked. */
  private readonly slotOf: Int32Array;
  private readonly lastOnBlock: Float64Array;
  private readonly pending: (ActiveLeg | undefined)[];
  private readonly planners: AircraftPlanner[];
  private readonly departures = new DepartureQueue();
  /** Called with (slot, phase) at each phase change (tests, logs). */
  onPhase: ((slot: number, phase: FlightPhase) => void) | undefined;
  /**
   * Called with each leg event the simulator actually flies, as it happens (the truth the
   * event detector is measured against): a leg's planned event may never happen (a 7500 leg
   * too short to reach its squawk time), so the plan alone is not the truth.
   */
  onTruth: ((truth: SimTruth) => void) | undefined;

  /**
   * A simulator at `options.startTime`, built synchronously (tests). A server uses
   * {@link Simulator.create}, which does the same work without holding the event loop.
   */
  constructor(options: SimulatorOptions, catchUp: 'now' | 'later' = 'now') {
    this.seed = options.seed;
    this.time = options.startTime;
    const size = options.fleetSize ?? Math.ceil(options.aircraft * FLEET_PER_AIRBORNE);
    this.fleet = buildFleet(options.seed, size);
    this.network = new ReceiverNetwork(options.sites ?? RECEIVER_SITES, options.seed);
    this.encoder = new BeastEncoder(
      this.network,
      new SeededRandom(hashSeed(options.seed, 0xbea57)),
    );
    this.slotOf = new Int32Array(size).fill(-1);
    this.lastOnBlock = new Float64Array(size);
    this.pending = new Array<ActiveLeg | undefined>(size).fill(undefined);
    // Planning starts a day early so the sky at start is in its steady state.
    const epoch = Math.floor(options.startTime / 86_400) * 86_400 - 86_400;
    this.planners = Array.from(
      { length: size },
      (_, i) => new AircraftPlanner(this.fleet, i, options.seed, epoch),
    );
    if (catchUp === 'later') return;
    for (let i = 0; i < size; i++) this.catchUp(i);
    this.network.updateOnline(this.time);
  }

  /**
   * The same simulator as the constructor builds, with the catching up of flights under way
   * (seconds of CPU for a full fleet) cut into slices of BUILD_SLICE_MS with a yield between,
   * so the server answers requests and reads its feeders meanwhile.
   */
  static async create(options: SimulatorOptions): Promise<Simulator> {
    const simulator = new Simulator(options, 'later');
    let sliceEnd = performance.now() + BUILD_SLICE_MS;
    for (let i = 0; i < simulator.fleet.size; i++) {
      simulator.catchUp(i);
      if (performance.now() >= sliceEnd) {
        await yieldToEventLoop();
        sliceEnd = performance.now() + BUILD_SLICE_MS;
      }
    }
    simulator.network.updateOnline(simulator.time);
    return simulator;
  }

  /** Aircraft in the air now. */
  airborneCount(): number {
    let count = 0;
    for (let slot = 0; slot < this.table.capacity; slot++)
      if (isAirborne(this.table.phase[slot] ?? 0)) count++;
    return count;
  }

  /** Slot of the flight an aircraft (by ICAO address) is flying, or -1. */
  slotOfIcao(icao: number): number {
    const index = this.fleet.icao.indexOf(icao);
    return index < 0 ? -1 : (this.slotOf[index] ?? -1);
  }

  /** Advances simulated time by `seconds`, then encodes what receivers hear now. */
  advance(seconds: number, emit = true): void {
    const steps = Math.max(1, Math.ceil(seconds / MAX_STEP_SECONDS));
    const dt = seconds / steps;
    for (let s = 0; s < steps; s++) {
      this.time += dt;
      this.activateDue();
      this.stepAll(dt);
    }
    this.tick++;
    if (!emit) return;
    this.network.updateOnline(this.time);
    const timeMs = this.time * 1000;
    const both = seconds > 4;
    for (let slot = 0; slot < this.table.capacity; slot++) {
      if (this.table.phase[slot] === FlightPhase.Free) continue;
      this.encoder.emit(this.table, slot, this.tick, timeMs, seconds * 1000, both);
    }
  }

  /** The planned legs of every aircraft departing in [from, to) (the day's timetable). */
  timetable(from: number, to: number): PlannedLeg[] {
    const legs: PlannedLeg[] = [];
    for (let i = 0; i < this.fleet.size; i++) legs.push(...this.legsOf(i, from, to));
    return legs;
  }

  /**
   * {@link timetable}, yielding to the event loop every BUILD_SLICE_MS. Planning starts at
   * `epoch` (default: the day before `from`, as the simulator itself plans from the day before
   * its start); legs are only the same as flown when planned from the same epoch.
   */
  async timetableInSlices(
    from: number,
    to: number,
    epoch = Math.floor(from / 86_400) * 86_400 - 86_400,
  ): Promise<PlannedLeg[]> {
    const legs: PlannedLeg[] = [];
    let sliceEnd = performance.now() + BUILD_SLICE_MS;
    for (let i = 0; i < this.fleet.size; i++) {
      legs.push(...this.legsOf(i, from, to, epoch));
      if (performance.now() >= sliceEnd) {
        await yieldToEventLoop();
        sliceEnd = performance.now() + BUILD_SLICE_MS;
      }
    }
    return legs;
  }

  private legsOf(
    aircraft: number,
    from: number,
    to: number,
    epoch = Math.floor(from / 86_400) * 86_400 - 86_400,
  ): PlannedLeg[] {
    const planner = new AircraftPlanner(this.fleet, aircraft, this.seed, epoch);
    const legs: PlannedLeg[] = [];
    for (let leg = planner.next(); leg.std < to; leg = planner.next())
      if (leg.std >= from) legs.push(leg);
    return legs;
  }

  private stepAll(dt: number): void {
    const table = this.table;
    for (let slot = 0; slot < table.capacity; slot++) {
      const before = table.phase[slot] ?? 0;
      if (before === FlightPhase.Free) continue;
      const squawk = table.squawk[slot] ?? 0;
      stepFlight(table, slot, dt);
      const after = table.phase[slot] ?? 0;
      if (this.onTruth !== undefined) this.tellTruth(slot, before, squawk, this.onTruth);
      if (after !== before) this.onPhase?.(slot, after as FlightPhase);
      if (after === FlightPhase.Done) this.complete(slot);
    }
  }

  private tellTruth(
    slot: number,
    phaseBefore: number,
    squawkBefore: number,
    tell: (truth: SimTruth) => void,
  ): void {
    const table = this.table;
    const leg = table.legs[slot];
    if (leg === undefined) return;
    const phase = table.phase[slot] ?? 0;
    const squawk = table.squawk[slot] ?? 0;
    const landing = table.landing[slot] ?? leg.destination;
    let kind: SimTruth['kind'] | undefined;
    if (squawk !== squawkBefore && EMERGENCY_SQUAWKS.has(squawk)) kind = 'emergency';
    else if (phase === phaseBefore) return;
    else if (phase === FlightPhase.Holding) kind = 'holding';
    else if (phase === FlightPhase.GoAround) kind = 'goAround';
    else if (phase === FlightPhase.Landing && landing !== leg.destination)
      kind = landing === leg.origin ? 'return' : 'divert';
    if (kind === undefined) return;
    tell({
      kind,
      icao: leg.icao,
      callsign: leg.callsign,
      airport: AIRPORTS[landing]?.icao ?? '',
      time: this.time,
      squawk: kind === 'emergency' ? squawk : 0,
    });
  }

  private activateDue(): void {
    for (let i = this.departures.popDue(this.time); i >= 0; i = this.departures.popDue(this.time)) {
      const leg = this.pending[i];
      if (leg !== undefined && this.slotOf[i] === -1) this.activate(i, leg);
    }
  }

  private setPending(aircraft: number, leg: ActiveLeg): void {
    this.pending[aircraft] = leg;
    this.departures.push(leg.offBlock, aircraft);
  }

  private activate(aircraft: number, leg: ActiveLeg): number {
    const table = this.table;
    const slot = table.allocate(leg);
    const queue = new SeededRandom(hashSeed(this.seed, 0x9e7e, aircraft, leg.sequence)).range(
      60,
      480,
    );
    placeAtGate(table, slot, leg.origin, queue);
    table.landing[slot] = leg.destination;
    table.squawk[slot] = leg.squawk;
    if (leg.event === LegEvent.Hold) table.flags[slot] = FlightFlag.HoldPending;
    if (leg.event === LegEvent.GoAround) table.flags[slot] = FlightFlag.GoAroundPending;
    this.slotOf[aircraft] = slot;
    this.pending[aircraft] = undefined;
    this.onPhase?.(slot, FlightPhase.TaxiOut);
    return slot;
  }

  /** A flight reached the gate: plan what the aircraft does next. */
  private complete(slot: number): void {
    const table = this.table;
    const leg = table.legs[slot];
    const landed = table.landing[slot] ?? 0;
    table.release(slot);
    if (leg === undefined) return;
    this.slotOf[leg.aircraft] = -1;
    this.lastOnBlock[leg.aircraft] = this.time;
    if (landed !== leg.destination) {
      // After a diversion or a return the same flight goes on to its destination later.
      this.setPending(leg.aircraft, {
        ...leg,
        origin: landed,
        offBlock: this.time + DIVERSION_GROUND_SECONDS,
        event: LegEvent.None,
        emergencySquawk: 0,
        distanceNm: airportDistanceNm(landed, leg.destination),
      });
      return;
    }
    this.setPending(leg.aircraft, this.nextLeg(leg.aircraft));
  }

  private nextLeg(aircraft: number): ActiveLeg {
    const planned = this.planners[aircraft]?.next();
    if (planned === undefined) throw new Error(`no planner for aircraft ${aircraft}`);
    const events = legEvents(this.seed, aircraft, planned.sequence);
    const offBlock = Math.max(
      planned.std + events.delaySeconds,
      (this.lastOnBlock[aircraft] ?? 0) + MIN_TURN_SECONDS,
    );
    return {
      ...planned,
      ...events,
      icao: this.fleet.icao[aircraft] ?? 0,
      typeIndex: this.fleet.type[aircraft] ?? 0,
      offBlock,
      alternate: ALTERNATES[planned.destination] ?? planned.origin,
    };
  }

  /** Skips legs finished before the start; flies the one under way up to the start time. */
  private catchUp(aircraft: number): void {
    for (;;) {
      const leg = this.nextLeg(aircraft);
      const onBlock = leg.offBlock + (leg.sta - leg.std);
      if (onBlock < this.time) {
        this.lastOnBlock[aircraft] = onBlock;
        continue;
      }
      if (leg.offBlock > this.time) {
        this.setPending(aircraft, leg);
        return;
      }
      const slot = this.activate(aircraft, leg);
      const table = this.table;
      for (
        let t = leg.offBlock;
        t < this.time && table.legs[slot] === leg;
        t += CATCH_UP_STEP_SECONDS
      ) {
        stepFlight(table, slot, Math.min(CATCH_UP_STEP_SECONDS, this.time - t));
        if (table.phase[slot] === FlightPhase.Done) this.complete(slot);
      }
      return;
    }
  }
}

const EMERGENCY_SQUAWKS = new Set([0o7500, 0o7600, 0o7700]);

/** One leg event as the simulator flew it (the truth for the event detector's accuracy). */
export interface SimTruth {
  kind: 'holding' | 'goAround' | 'divert' | 'return' | 'emergency';
  icao: number;
  callsign: string;
  /** ICAO code of the airport concerned: where it holds, goes around or lands. */
  airport: string;
  /** Simulated time, seconds. */
  time: number;
  /** The emergency code (octal value, e.g. 0o7700), 0 for other kinds. */
  squawk: number;
}

/** Nearest other airport at least 40 nm away: where a diversion from each airport goes. */
const ALTERNATES: Uint16Array = Uint16Array.from(AIRPORTS, (_, i) => {
  let best = i;
  let bestNm = Infinity;
  AIRPORTS.forEach((_, j) => {
    const nm = airportDistanceNm(i, j);
    if (j !== i && nm >= 40 && nm < bestNm) {
      best = j;
      bestNm = nm;
    }
  });
  return best;
});
