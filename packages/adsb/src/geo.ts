// Great-circle helpers for plausibility checks (spherical Earth is ample at these tolerances).
// The decoder has no dependencies, so it keeps its own copy of the sphere: the IUGG mean radius,
// the same value as @skytrace/contracts' EARTH_MEAN_RADIUS_M that the apps measure with.

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Metres in one nautical mile. */
export const METRES_PER_NM = 1852;
/** Metres per second in one knot. */
export const MPS_PER_KNOT = METRES_PER_NM / 3600;

/**
 * Distance in metres by the equirectangular approximation: one cosine instead of haversine's
 * trigonometry, within 0.5 % of great-circle distance up to a few hundred km, which is all a
 * plausibility check needs.
 */
export function approximateDistanceMetres(
  lat1: number,
  lon1: number,
  lat2: number,
  lon2: number,
): number {
  let dLon = lon2 - lon1;
  if (dLon > 180) dLon -= 360;
  else if (dLon < -180) dLon += 360;
  const x = dLon * RAD * Math.cos((lat1 + lat2) * 0.5 * RAD);
  const y = (lat2 - lat1) * RAD;
  return EARTH_RADIUS_M * Math.sqrt(x * x + y * y);
}

/** Great-circle distance in metres between two positions given in degrees (haversine). */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}
