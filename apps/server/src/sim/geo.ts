// Spherical-Earth navigation for simulated flights, in the units pilots fly by: great-circle
// distance and bearing in nautical miles and degrees, and the point reached along a bearing. The
// sphere is @skytrace/contracts' (mean radius), the one every other distance on the server uses.
import {
  destinationPoint as destinationPointMetres,
  distanceMetres,
  initialBearingDegrees,
  METRES_PER_NM,
} from '@skytrace/contracts';

/** Great-circle distance in nautical miles (haversine). */
export function distanceNm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return distanceMetres(lat1, lon1, lat2, lon2) / METRES_PER_NM;
}

/** Initial great-circle bearing from the first point to the second, degrees [0, 360). */
export const bearingDeg = initialBearingDegrees;

/** The point `distance` nm from (lat, lon) along `bearing`; written into `out` as [lat, lon]. */
export function destinationPoint(
  lat: number,
  lon: number,
  bearing: number,
  distance: number,
  out: Float64Array,
): void {
  destinationPointMetres(lat, lon, bearing, distance * METRES_PER_NM, out);
}

/** Signed smallest difference `to - from` between two headings, degrees in (-180, 180]. */
export function headingDifference(from: number, to: number): number {
  const difference = (((to - from) % 360) + 540) % 360;
  return difference - 180;
}
