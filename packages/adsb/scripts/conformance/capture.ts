// The real Beast capture against readsb 3.14's decode of the same bytes: every aircraft,
// callsign and altitude in its final aircraft.json, and every position it logged, must agree
// (positions within 1 m).

import {
  BeastFramer,
  BeastType,
  distanceMetres,
  formatCategory,
  formatIcao,
  formatSquawk,
  Tracker,
  type Aircraft,
} from '../../src/index.js';
import { Section } from './report.js';

/** readsb's receiver position for this capture (data README). */
export const CAPTURE_RECEIVER = { lat: 59.8, lon: 30.3 };
const MAX_POSITION_ERROR_M = 1;

interface OurPosition {
  lat: number;
  lon: number;
}

interface ReadsbAircraft {
  hex: string;
  flight?: string;
  alt_baro?: number | string;
  lat?: number;
  lon?: number;
  squawk?: string;
  category?: string;
  gs?: number;
  track?: number;
  ias?: number;
  tas?: number;
  mag_heading?: number;
}

/** Runs the capture through framer and tracker; returns the tracker and every position. */
export function trackCapture(beast: Uint8Array): {
  tracker: Tracker;
  positions: Map<string, OurPosition[]>;
} {
  const tracker = new Tracker({
    receiverLat: CAPTURE_RECEIVER.lat,
    receiverLon: CAPTURE_RECEIVER.lon,
  });
  const positions = new Map<string, OurPosition[]>();
  const framer = new BeastFramer((frame) => {
    if (frame.type !== BeastType.ModeSShort && frame.type !== BeastType.ModeSLong) return;
    const msg = tracker.ingest(frame.data, frame.timestamp / 12e6);
    if (!Number.isNaN(msg.lat)) {
      const hex = formatIcao(msg.icao);
      let list = positions.get(hex);
      if (!list) positions.set(hex, (list = []));
      list.push({ lat: msg.lat, lon: msg.lon });
    }
  });
  framer.feed(beast);
  return { tracker, positions };
}

function nearest(list: OurPosition[] | undefined, lat: number, lon: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (const p of list ?? []) best = Math.min(best, distanceMetres(lat, lon, p.lat, p.lon));
  return best;
}

/** Compares our tracking of the capture with readsb's aircraft.json and positions.jsonl. */
export function checkCapture(
  beast: Uint8Array,
  readsbAircraftJson: string,
  readsbPositionsJsonl: string,
): Section[] {
  const { tracker, positions } = trackCapture(beast);
  const aircraftSection = new Section('capture: readsb aircraft.json fields');
  const positionSection = new Section('capture: readsb positions (<= 1 m)');

  compareAircraft(tracker, readsbAircraftJson, aircraftSection);

  let line = 0;
  for (const text of readsbPositionsJsonl.split('\n')) {
    line++;
    if (text.trim() === '') continue;
    const ref = JSON.parse(text) as ReadsbAircraft;
    if (ref.lat === undefined || ref.lon === undefined) continue;
    const error = nearest(positions.get(ref.hex), ref.lat, ref.lon);
    positionSection.check(
      error <= MAX_POSITION_ERROR_M,
      `${ref.hex} line ${line}`,
      'position',
      [ref.lat, ref.lon],
      `nearest ${error.toFixed(2)} m`,
    );
  }
  let ours = 0;
  for (const list of positions.values()) ours += list.length;
  positionSection.notes.push(
    `readsb logged ${positionSection.checked} positions; we resolved ${ours}`,
  );
  return [aircraftSection, positionSection];
}

/**
 * Compares a tracker's final aircraft with readsb's aircraft.json. `fromModeS`: the tracker
 * was fed Mode S frames, so category and speeds (which SBS lacks or rounds) are compared too.
 */
export function compareAircraft(
  tracker: Tracker,
  readsbAircraftJson: string,
  aircraftSection: Section,
  fromModeS = true,
): void {
  const parsed = JSON.parse(readsbAircraftJson) as { aircraft: ReadsbAircraft[] };
  for (const ref of parsed.aircraft) {
    const ours = tracker.aircraft.get(parseInt(ref.hex, 16));
    aircraftSection.check(ours !== undefined, ref.hex, 'present', true, ours !== undefined);
    if (!ours) continue;
    if (ref.flight !== undefined) {
      aircraftSection.check(
        ours.callsign === ref.flight.trim(),
        ref.hex,
        'callsign',
        ref.flight.trim(),
        ours.callsign,
      );
    }
    if (typeof ref.alt_baro === 'number') {
      aircraftSection.check(
        ours.altitude === ref.alt_baro,
        ref.hex,
        'altitude',
        ref.alt_baro,
        ours.altitude,
      );
    }
    if (ref.squawk !== undefined) {
      const squawk = Number.isNaN(ours.squawk) ? '' : formatSquawk(ours.squawk);
      aircraftSection.check(squawk === ref.squawk, ref.hex, 'squawk', ref.squawk, squawk);
    }
    if (fromModeS) compareSpeeds(ref, ours, aircraftSection);
    if (fromModeS && ref.category !== undefined) {
      const category = Number.isNaN(ours.category) ? '' : formatCategory(ours.category);
      aircraftSection.check(category === ref.category, ref.hex, 'category', ref.category, category);
    }
    if (ref.lat !== undefined && ref.lon !== undefined) {
      const error = Number.isNaN(ours.lat)
        ? Number.POSITIVE_INFINITY
        : distanceMetres(ref.lat, ref.lon, ours.lat, ours.lon);
      aircraftSection.check(
        error <= MAX_POSITION_ERROR_M,
        ref.hex,
        'position',
        [ref.lat, ref.lon],
        [ours.lat, ours.lon],
      );
    }
  }
  const ourCount = tracker.aircraft.size;
  aircraftSection.check(
    ourCount === parsed.aircraft.length,
    'all',
    'aircraft count',
    parsed.aircraft.length,
    ourCount,
  );
}

/**
 * readsb prints ground speed to 0.1 kt and angles to 0.01 deg; IAS and TAS are integers.
 * Fields readsb omits (stale there) are not compared.
 */
function compareSpeeds(ref: ReadsbAircraft, ours: Aircraft, section: Section): void {
  const near = (field: string, expected: number | undefined, actual: number, tol: number): void => {
    if (expected === undefined) return;
    section.check(Math.abs(actual - expected) <= tol, ref.hex, field, expected, actual);
  };
  near('groundSpeed', ref.gs, ours.groundSpeed, 0.05 + 1e-9);
  near('track', ref.track, ours.track, 0.005 + 1e-9);
  near('ias', ref.ias, ours.ias, 0);
  near('tas', ref.tas, ours.tas, 0);
  near('heading (magnetic)', ref.mag_heading, ours.heading, 0.005 + 1e-9);
}
