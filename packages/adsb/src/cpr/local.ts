// CPR local (reference-relative) decoding of a single frame (DO-260B §A.1.7.5). Valid when
// the true position is within half a zone of the reference: 180 NM airborne, 45 NM surface
// (the limits readsb and dump1090 use for receiver-relative decoding).

import { cprNL } from './nl.js';
import { CPR_SCALE, wrapLongitude, type LatLon } from './position.js';

/** Maximum reference distance for an airborne local decode, nautical miles. */
export const AIRBORNE_LOCAL_RANGE_NM = 180;
/** Maximum reference distance for a surface local decode, nautical miles. */
export const SURFACE_LOCAL_RANGE_NM = 45;

/** Local decode of one CPR frame against a reference; false when the result is inconsistent. */
export function cprLocal(
  cprLat: number,
  cprLon: number,
  odd: boolean,
  surface: boolean,
  refLat: number,
  refLon: number,
  out: LatLon,
): boolean {
  const zoneDegrees = surface ? 90 : 360;
  const dLat = zoneDegrees / (odd ? 59 : 60);
  const fracLat = cprLat / CPR_SCALE;
  // Zone index and the reference's fraction of it come from one division so they agree even
  // when the reference sits exactly on a zone boundary (fmod there can return a full zone).
  const zoneLat = refLat / dLat;
  const j = Math.floor(zoneLat) + Math.floor(0.5 + (zoneLat - Math.floor(zoneLat)) - fracLat);
  const lat = dLat * (j + fracLat);
  if (lat < -90 || lat > 90) return false;
  // The result must sit within half a latitude zone of the reference, or the reference was
  // too far away for the frame to be unambiguous.
  if (Math.abs(lat - refLat) > dLat / 2) return false;
  const ni = Math.max(cprNL(lat) - (odd ? 1 : 0), 1);
  const dLon = zoneDegrees / ni;
  const fracLon = cprLon / CPR_SCALE;
  const zoneLon = refLon / dLon;
  const m = Math.floor(zoneLon) + Math.floor(0.5 + (zoneLon - Math.floor(zoneLon)) - fracLon);
  const lon = dLon * (m + fracLon);
  if (Math.abs(wrapLongitude(lon - refLon)) > dLon / 2) return false;
  out.lat = lat;
  out.lon = wrapLongitude(lon);
  return true;
}
