// Runs the simulator for a simulated period and the event detector over what it flies, then
// scores the detections against the simulator's truth (what it actually flew): precision and
// recall per kind. Shared by the accuracy test and `npm run bench:events`.
import type { EventKind } from '@skytrace/contracts';
import { buildAirportRows } from '../reference/reference.sources';
import { isAirborne } from '../sim/flight.phase';
import { Simulator, type SimTruth } from '../sim/simulator';
import { AIRPORTS } from '../sim/world/airports';
import { AirportFinder } from './airport.finder';
import { EventDetector, type DetectedEvent, type EventSample } from './event.detector';

export interface AccuracyRun {
  truth: SimTruth[];
  detected: DetectedEvent[];
  /** Simulated seconds covered, and the window scored (after warm-up, before cool-down). */
  from: number;
  to: number;
  positions: number;
}

export interface KindScore {
  kind: EventKind;
  truth: number;
  detected: number;
  truePositives: number;
  precision: number;
  recall: number;
}

/** Matches a detection to a truth event of the same aircraft and kind within this, s. */
const MATCH_SECONDS = 900;
const WARM_UP_SECONDS = 1_800;

export function runSimulatedPeriod(options: {
  seed: number;
  fleetSize: number;
  startTime: number;
  hours: number;
  /** Seconds between positions given to the detector (ADS-B gives ~1 per second). */
  sampleSeconds: number;
}): AccuracyRun {
  const simulator = new Simulator({
    seed: options.seed,
    aircraft: 0,
    fleetSize: options.fleetSize,
    startTime: options.startTime,
  });
  const truth: SimTruth[] = [];
  simulator.onTruth = (event) => truth.push(event);
  const table = simulator.table;
  const detected: DetectedEvent[] = [];
  const detector = new EventDetector(
    {
      airports: new AirportFinder(buildAirportRows()),
      // The timetable's route of the leg flying now (what identity answers for a live flight).
      plannedRoute: (icao) => {
        const slot = simulator.slotOfIcao(icao);
        const leg = slot < 0 ? undefined : table.legs[slot];
        if (leg === undefined) return null;
        return {
          origin: AIRPORTS[leg.origin]?.icao ?? null,
          destination: AIRPORTS[leg.destination]?.icao ?? null,
        };
      },
    },
    (event) => detected.push(event),
  );
  const sample: EventSample = {
    icao: 0,
    callsign: '',
    positionTime: 0,
    lat: 0,
    lon: 0,
    altitude: 0,
    verticalRate: 0,
    track: 0,
    airGround: 0,
    squawk: 0,
  };
  const end = options.startTime + options.hours * 3600;
  let positions = 0;
  while (simulator.time < end) {
    simulator.advance(options.sampleSeconds, false);
    for (let slot = 0; slot < table.capacity; slot++) {
      const leg = table.legs[slot];
      const phase = table.phase[slot] ?? 0;
      if (leg === undefined || phase === 0) continue;
      sample.icao = leg.icao;
      sample.callsign = leg.callsign;
      sample.positionTime = simulator.time;
      sample.lat = table.lat[slot] ?? 0;
      sample.lon = table.lon[slot] ?? 0;
      sample.altitude = table.altitude[slot] ?? 0;
      sample.verticalRate = table.verticalRate[slot] ?? 0;
      sample.track = table.track[slot] ?? 0;
      sample.airGround = isAirborne(phase) ? 1 : 2;
      // The live table's form of a squawk: the four octal digits read as hex (7700 → 0x7700).
      sample.squawk = Number.parseInt((table.squawk[slot] ?? 0).toString(8), 16);
      detector.observe(sample);
      positions++;
    }
  }
  return {
    truth,
    detected,
    from: options.startTime + WARM_UP_SECONDS,
    to: end - WARM_UP_SECONDS,
    positions,
  };
}

/**
 * Precision and recall per kind: a truth event in the scored window is found when a detection
 * of the same aircraft and kind lies within MATCH_SECONDS; a detection in the window is right
 * when a truth event (at any time) matches it.
 */
export function score(run: AccuracyRun, kinds: readonly SimTruth['kind'][]): KindScore[] {
  return kinds.map((kind) => {
    const truths = run.truth.filter((event) => event.kind === kind);
    const detections = run.detected.filter((event) => event.kind === kind);
    const near = (a: { icao: number; time: number }, b: { icao: number; time: number }) =>
      a.icao === b.icao && Math.abs(a.time - b.time) <= MATCH_SECONDS;
    const scoredTruth = truths.filter((event) => event.time >= run.from && event.time <= run.to);
    const found = scoredTruth.filter((t) => detections.some((d) => near(t, d))).length;
    const scoredDetections = detections.filter(
      (event) => event.time >= run.from && event.time <= run.to + WARM_UP_SECONDS,
    );
    const right = scoredDetections.filter((d) => truths.some((t) => near(t, d))).length;
    return {
      kind,
      truth: scoredTruth.length,
      detected: scoredDetections.length,
      truePositives: right,
      precision: scoredDetections.length === 0 ? 1 : right / scoredDetections.length,
      recall: scoredTruth.length === 0 ? 1 : found / scoredTruth.length,
    };
  });
}
