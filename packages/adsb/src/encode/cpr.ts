// Compact Position Reporting encoder (DO-260B §A.1.7). A position becomes a 17-bit latitude and a
// 17-bit longitude fraction of the current CPR zone. Airborne zones are 360°/(60 - i) of latitude
// (i = 0 even, 1 odd); surface zones are a quarter of that (90°/(60 - i)), which gives 4× the
// resolution (about 1.25 m instead of 5 m) at the price of a 90° ambiguity the receiver resolves
// with a reference position.
import { cprNL } from '../cpr/nl.js';

/** 2^17: the transmitted CPR fields are 17 bits. */
const SCALE = 131072;

/** ((x mod m) + m) mod m: the CPR MOD function is always non-negative. */
function positiveModulo(x: number, m: number): number {
  const r = x % m;
  return r < 0 ? r + m : r;
}

/**
 * CPR-encode one position; returns latitudeField * 2^17 + longitudeField (34 bits, exact in a
 * double) so the hot path allocates nothing. Split it with `cprLatitudeField`/`cprLongitudeField`.
 */
export function cprEncode(lat: number, lon: number, odd: boolean, surface: boolean): number {
  const i = odd ? 1 : 0;
  const span = surface ? 90 : 360;
  const dLat = span / (60 - i);
  const yz = Math.floor((SCALE * positiveModulo(lat, dLat)) / dLat + 0.5);
  // The receiver computes NL from the latitude it will decode, not from the true one.
  const rLat = dLat * (yz / SCALE + Math.floor(lat / dLat));
  const zones = cprNL(rLat) - i;
  const dLon = span / (zones > 1 ? zones : 1);
  const xz = Math.floor((SCALE * positiveModulo(lon, dLon)) / dLon + 0.5);
  // A fraction rounded up to a whole zone wraps to 0 of the next zone.
  return (yz % SCALE) * SCALE + (xz % SCALE);
}

/** The 17-bit latitude field of a packed `cprEncode` result. */
export function cprLatitudeField(packed: number): number {
  return Math.floor(packed / SCALE);
}

/** The 17-bit longitude field of a packed `cprEncode` result. */
export function cprLongitudeField(packed: number): number {
  return packed % SCALE;
}
