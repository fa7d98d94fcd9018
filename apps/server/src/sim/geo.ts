// Spherical-Earth navigation for simulated flights: great-circle distance and bearing, and the
// point reached along a bearing. A sphere of the mean radius is within 0.5 % of WGS-84, far
// below what the tests compare (positions are "truth" by definition, the decoder checks them).

const EARTH_RADIUS_NM = 3440.065;
const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** Metres per nautical mile; feet per metre. */
export const METRES_PER_NM = 1852;
export const FEET_PER_METRE = 3.28084;

/** Great-circle distance in nautical miles (haversine). */
export function distanceNm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Initial great-circle bearing from the first point to the second, degrees [0, 360). */
export function bearingDeg(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const φ1 = lat1 * RAD;
  const φ2 = lat2 * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const y = Math.sin(dLon) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(dLon);
  return (Math.atan2(y, x) * DEG + 360) % 360;
}

/** The point `distance` nm from (lat, lon) along `bearing`; written into `out` as [lat, lon]. */
export function destinationPoint(
  lat: number,
  lon: number,
  bearing: number,
  distance: number,
  out: Float64Array,
): void {
  const δ = distance / EARTH_RADIUS_NM;
  const θ = bearing * RAD;
  const φ1 = lat * RAD;
  const sinφ2 = Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ);
  const φ2 = Math.asin(Math.max(-1, Math.min(1, sinφ2)));
  const y = Math.sin(θ) * Math.sin(δ) * Math.cos(φ1);
  const x = Math.cos(δ) - Math.sin(φ1) * sinφ2;
  out[0] = φ2 * DEG;
  out[1] = ((lon + Math.atan2(y, x) * DEG + 540) % 360) - 180;
}

/** Signed smallest difference `to - from` between two headings, degrees in (-180, 180]. */
export function headingDifference(from: number, to: number): number {
  const difference = (((to - from) % 360) + 540) % 360;
  return difference - 180;
}
