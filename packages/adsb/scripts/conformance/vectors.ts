// vectors.json single-message vectors: every expected field compared with our decode, under
// the tolerances and caveats its meta notes give.

import {
  CprKind,
  cprLocal,
  decodeModeS,
  hexToBytes,
  ModeSMessage,
  type LatLon,
} from '../../src/index.js';
import { pymodesView } from './pymodesView.js';
import { Section } from './report.js';

/** One entry of vectors.json `vectors`. */
export interface Vector {
  id: string;
  msg: string;
  expect: Record<string, unknown>;
  provenance: Record<string, string>;
  tolerance?: Record<string, number>;
  decode_context?: { reference?: [number, number]; surface_ref?: [number, number] };
  note?: string;
}

/** Values printed with d decimals were rounded: allow half a unit in the last place. */
function roundingTolerance(expected: number): number {
  const text = String(expected);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : 0.5 * 10 ** -(text.length - dot - 1);
}

/** True when `actual` agrees with `expected` for `field` (numbers within tolerance). */
export function fieldAgrees(
  field: string,
  expected: unknown,
  actual: unknown,
  tol?: number,
): boolean {
  if (typeof expected === 'number' && typeof actual === 'number') {
    if (field === 'groundspeed' && Number.isInteger(expected)) {
      // pyModeS truncates ES ground speed to an integer; readsb keeps 0.1 kt.
      return Math.floor(actual + 1e-9) === expected || Math.abs(actual - expected) < 1;
    }
    const allowed = Math.max(tol ?? 0, roundingTolerance(expected), 1e-9);
    // Half-unit rounding ties need a hair of slack for binary floating point.
    return Math.abs(actual - expected) <= allowed * (1 + 1e-6);
  }
  return JSON.stringify(expected) === JSON.stringify(actual);
}

/** A vector whose note says its parity was invented (synthetic, placeholder 000000). */
function isSyntheticParity(v: Vector): boolean {
  return /SYNTHETIC|placeholder|CRC invalid|CRC NOT valid|parity 000000|made-up/i.test(
    v.note ?? '',
  );
}

const AP_DFS = new Set([0, 4, 5, 16, 20, 21]);

/** Checks every field of every vector; synthetic-parity vectors must be rejected by our CRC. */
export function checkVectors(
  vectors: Vector[],
  name = 'vectors.json: every expected field',
): Section {
  const section = new Section(name);
  const m = new ModeSMessage();
  const position: LatLon = { lat: 0, lon: 0 };
  for (const vector of vectors) {
    const data = hexToBytes(vector.msg);
    if (!data) {
      section.check(false, vector.id, 'msg', vector.msg, 'unparseable');
      continue;
    }
    const expectedIcao = parseInt(String(vector.expect.icao), 16);
    // pyModeS decodes without context: an address/parity reply is "valid" in its terms when
    // the address would be accepted, i.e. as if our tracker had confirmed that address.
    decodeModeS(data, m, { has: (a) => a === expectedIcao }, false);
    const view = pymodesView(m, data);
    const strictCrc = m.crcOk;
    view.crc_valid = strictCrc;
    if (AP_DFS.has(m.df)) view.icao_verified = false;
    // Vectors asserting a BDS 4,5 decode name it in their note; 4,4 is the default reading.
    if (/BDS 4,5/.test(vector.note ?? '')) {
      view.static_air_temperature = view.hazard_static_air_temperature;
    }
    if (vector.decode_context && m.cprKind !== CprKind.None) {
      const ref = vector.decode_context.reference ?? vector.decode_context.surface_ref;
      if (
        ref &&
        cprLocal(
          m.cprLat,
          m.cprLon,
          m.cprOdd === 1,
          m.cprKind === CprKind.Surface,
          ref[0],
          ref[1],
          position,
        )
      ) {
        view.latitude = position.lat;
        view.longitude = position.lon;
      }
    }
    for (const [field, expected] of Object.entries(vector.expect)) {
      if (
        field === 'crc_valid' &&
        expected === true &&
        !strictCrc &&
        !AP_DFS.has(m.df) &&
        isSyntheticParity(vector)
      ) {
        // meta.caveats: synthetic parity that pyModeS accepts; a CRC-checking decoder must
        // reject it, which is what happened here.
        section.check(true, vector.id, 'crc_valid', expected, strictCrc);
        section.notes.push(`${vector.id}: synthetic parity rejected by CRC (meta.caveats)`);
        continue;
      }
      const actual = field in view ? view[field] : '<absent>';
      section.check(
        fieldAgrees(field, expected, actual === null ? null : actual, vector.tolerance?.[field]),
        vector.id,
        field,
        expected,
        actual,
      );
    }
  }
  return section;
}
