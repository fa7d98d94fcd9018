// CPR global (unambiguous) decoding from an even/odd pair (DO-260B §A.1.7.7). Airborne zones
// span 360 deg; surface zones 90 deg, which leaves a four-fold ambiguity resolved against a
// reference (the receiver or the aircraft's last position).

import { cprNL } from './nl.js';
import { CPR_SCALE, wrapLongitude, type LatLon } from './position.js';

/** Why a pair could not be decoded; the caller counts these. */
export const CprFailure = {
  None: 0,
  /** Latitude outside +-90 deg: the pair is not consistent. */
  BadLatitude: 1,
  /** Even and odd latitudes fall in different NL zones: the aircraft crossed a boundary. */
  NlMismatch: 2,
} as const;
export type CprFailure = (typeof CprFailure)[keyof typeof CprFailure];

function pairDecode(
  zoneDegrees: number,
  evenLat: number,
  evenLon: number,
  oddLat: number,
  oddLon: number,
  oddIsNewer: boolean,
  refLat: number,
  refLon: number,
  out: LatLon,
): CprFailure {
  const surface = zoneDegrees === 90;
  const dLatEven = zoneDegrees / 60;
  const dLatOdd = zoneDegrees / 59;
  const j = Math.floor((59 * evenLat - 60 * oddLat) / CPR_SCALE + 0.5);
  // j is an integer: (j % n + n) % n is CPR's non-negative MOD.
  let latEven = dLatEven * ((((j % 60) + 60) % 60) + evenLat / CPR_SCALE);
  let latOdd = dLatOdd * ((((j % 59) + 59) % 59) + oddLat / CPR_SCALE);
  if (surface) {
    // Solutions lie in [0, 90); the one south of the equator is 90 deg lower.
    if (refLat < latEven - 45) latEven -= 90;
    if (refLat < latOdd - 45) latOdd -= 90;
  } else {
    if (latEven >= 270) latEven -= 360;
    if (latOdd >= 270) latOdd -= 360;
  }
  if (latEven < -90 || latEven > 90 || latOdd < -90 || latOdd > 90) return CprFailure.BadLatitude;
  const nl = cprNL(latEven);
  if (nl !== cprNL(latOdd)) return CprFailure.NlMismatch;

  const lat = oddIsNewer ? latOdd : latEven;
  const ni = Math.max(oddIsNewer ? nl - 1 : nl, 1);
  const m = Math.floor((evenLon * (nl - 1) - oddLon * nl) / CPR_SCALE + 0.5);
  const newerLon = oddIsNewer ? oddLon : evenLon;
  let lon = (zoneDegrees / ni) * ((((m % ni) + ni) % ni) + newerLon / CPR_SCALE);
  if (surface) {
    // Four candidates 90 deg apart: take the one nearest the reference longitude.
    lon += Math.floor((refLon - lon + 45) / 90) * 90;
  }
  out.lat = lat;
  out.lon = wrapLongitude(lon);
  return CprFailure.None;
}

/** Airborne global decode of raw 17-bit CPR values; writes the newer frame's position. */
export function cprAirborneGlobal(
  evenLat: number,
  evenLon: number,
  oddLat: number,
  oddLon: number,
  oddIsNewer: boolean,
  out: LatLon,
): CprFailure {
  return pairDecode(360, evenLat, evenLon, oddLat, oddLon, oddIsNewer, 0, 0, out);
}

/** Surface global decode; the reference (degrees) picks the quadrant. */
export function cprSurfaceGlobal(
  evenLat: number,
  evenLon: number,
  oddLat: number,
  oddLon: number,
  oddIsNewer: boolean,
  refLat: number,
  refLon: number,
  out: LatLon,
): CprFailure {
  return pairDecode(90, evenLat, evenLon, oddLat, oddLon, oddIsNewer, refLat, refLon, out);
}
