// vectors.json CPR sequences: even/odd pairs (airborne, surface, reference cases, pairs that
// must be rejected) and the real 937-frame sequence of 406B90, decoded step by step as its
// `method` describes, then once more through our Tracker.

import {
  cprAirborneGlobal,
  cprLocal,
  cprSurfaceGlobal,
  CprFailure,
  CprKind,
  decodeModeS,
  hexToBytes,
  ModeSMessage,
  Tracker,
  type LatLon,
} from '../../src/index.js';
import { Section } from './report.js';

interface SequenceMessage {
  msg: string;
  ts: number;
}

interface Step extends SequenceMessage {
  i: number;
  global_pair: [number, number] | null;
  local_from_prev: [number, number] | null;
  alt?: number;
}

/** One entry of vectors.json `cpr_sequences`. */
export interface CprSequence {
  id: string;
  kind: 'airborne' | 'surface';
  messages?: SequenceMessage[];
  steps?: Step[];
  expect_after_last?: { latitude: number; longitude: number } | null;
  expect_within?: { latitude: [number, number]; longitude: [number, number] };
  surface_ref?: [number, number];
  tolerance_deg?: number;
}

/** 6-decimal reference values: half a unit in the last place, plus float slack. */
const PRINTED_TOLERANCE = 0.5e-6 * (1 + 1e-6);

function decodeFrame(hex: string, m: ModeSMessage): boolean {
  const data = hexToBytes(hex);
  // Field decoding only: some pair frames have synthetic zero parity (meta.caveats).
  return data !== undefined && (decodeModeS(data, m, undefined, false), m.cprKind !== CprKind.None);
}

function checkPair(seq: CprSequence, section: Section): void {
  const msgs = seq.messages ?? [];
  const m = new ModeSMessage();
  const raw: { odd: boolean; lat: number; lon: number; ts: number }[] = [];
  for (const item of msgs) {
    if (decodeFrame(item.msg, m)) {
      raw.push({ odd: m.cprOdd === 1, lat: m.cprLat, lon: m.cprLon, ts: item.ts });
    }
  }
  const even = raw.find((r) => !r.odd);
  const odd = raw.find((r) => r.odd);
  if (!even || !odd) {
    section.check(false, seq.id, 'frames', 'even+odd', raw.length);
    return;
  }
  const out: LatLon = { lat: Number.NaN, lon: Number.NaN };
  const oddNewer = odd.ts >= even.ts;
  const ref = seq.surface_ref ?? [0, 0];
  const failure =
    seq.kind === 'surface'
      ? cprSurfaceGlobal(even.lat, even.lon, odd.lat, odd.lon, oddNewer, ref[0], ref[1], out)
      : cprAirborneGlobal(even.lat, even.lon, odd.lat, odd.lon, oddNewer, out);
  const decoded = failure === CprFailure.None;
  if (seq.expect_after_last === null) {
    section.check(!decoded, seq.id, 'rejected', true, decoded ? [out.lat, out.lon] : 'rejected');
  } else if (seq.expect_after_last) {
    const tol = seq.tolerance_deg ?? 0.001;
    const e = seq.expect_after_last;
    section.check(
      decoded && Math.abs(out.lat - e.latitude) <= tol,
      seq.id,
      'latitude',
      e.latitude,
      out.lat,
    );
    section.check(
      decoded && Math.abs(out.lon - e.longitude) <= tol,
      seq.id,
      'longitude',
      e.longitude,
      out.lon,
    );
  } else if (seq.expect_within) {
    const [lat, latTol] = seq.expect_within.latitude;
    const [lon, lonTol] = seq.expect_within.longitude;
    section.check(decoded && Math.abs(out.lat - lat) <= latTol, seq.id, 'latitude', lat, out.lat);
    section.check(decoded && Math.abs(out.lon - lon) <= lonTol, seq.id, 'longitude', lon, out.lon);
  }
}

function near(actual: LatLon, expected: [number, number]): boolean {
  return (
    Math.abs(actual.lat - expected[0]) <= PRINTED_TOLERANCE &&
    Math.abs(actual.lon - expected[1]) <= PRINTED_TOLERANCE
  );
}

function checkSteps(seq: CprSequence, section: Section): void {
  const m = new ModeSMessage();
  const lastEven = { lat: 0, lon: 0, ts: Number.NaN };
  const lastOdd = { lat: 0, lon: 0, ts: Number.NaN };
  let previous: [number, number] | null = null;
  const out: LatLon = { lat: 0, lon: 0 };
  const tracker = new Tracker();
  for (const step of seq.steps ?? []) {
    const where = `${seq.id} step ${step.i}`;
    if (!decodeFrame(step.msg, m)) {
      section.check(false, where, 'cpr frame', true, false);
      continue;
    }
    if (step.alt !== undefined)
      section.check(m.altitude === step.alt, where, 'alt', step.alt, m.altitude);
    const odd = m.cprOdd;
    const other = odd === 1 ? lastEven : lastOdd;
    let global: LatLon | null = null;
    if (step.ts - other.ts <= 10) {
      const evenLat = odd === 1 ? other.lat : m.cprLat;
      const evenLon = odd === 1 ? other.lon : m.cprLon;
      const oddLat = odd === 1 ? m.cprLat : other.lat;
      const oddLon = odd === 1 ? m.cprLon : other.lon;
      if (cprAirborneGlobal(evenLat, evenLon, oddLat, oddLon, odd === 1, out) === CprFailure.None) {
        global = { lat: out.lat, lon: out.lon };
      }
    }
    section.check(
      step.global_pair === null
        ? global === null
        : global !== null && near(global, step.global_pair),
      where,
      'global_pair',
      step.global_pair,
      global,
    );
    let local: LatLon | null = null;
    if (previous && cprLocal(m.cprLat, m.cprLon, odd === 1, false, previous[0], previous[1], out)) {
      local = { lat: out.lat, lon: out.lon };
    }
    section.check(
      step.local_from_prev === null
        ? local === null
        : local !== null && near(local, step.local_from_prev),
      where,
      'local_from_prev',
      step.local_from_prev,
      local,
    );
    if (global) previous = [global.lat, global.lon];
    const own = odd === 1 ? lastOdd : lastEven;
    own.lat = m.cprLat;
    own.lon = m.cprLon;
    own.ts = step.ts;

    // The same frame through the tracker: whatever it resolves must match pyModeS's global fix.
    const tracked = tracker.ingest(hexToBytes(step.msg) ?? new Uint8Array(0), step.ts);
    if (!Number.isNaN(tracked.lat) && step.global_pair) {
      section.check(near(tracked, step.global_pair), where, 'tracker', step.global_pair, [
        tracked.lat,
        tracked.lon,
      ]);
    }
  }
}

/** Checks every CPR sequence of vectors.json. */
export function checkCprSequences(sequences: CprSequence[]): Section {
  const section = new Section('vectors.json CPR sequences');
  for (const seq of sequences) {
    if (seq.steps) checkSteps(seq, section);
    else checkPair(seq, section);
  }
  return section;
}
