// Shared result holder for CPR decoding: callers pass one in and reuse it, so a decode
// allocates nothing.

/** A resolved position in degrees (WGS84 latitude/longitude). */
export interface LatLon {
  lat: number;
  lon: number;
}

/** CPR fields are 17-bit fractions of a zone. */
export const CPR_SCALE = 131072;

/** Positive remainder, as CPR's MOD function requires for negative arguments. */
export function positiveMod(a: number, b: number): number {
  const r = a % b;
  return r < 0 ? r + b : r;
}

/** Normalises a longitude to [-180, 180). */
export function wrapLongitude(lon: number): number {
  return positiveMod(lon + 180, 360) - 180;
}
