// Distances on the Earth, for server and web alike. Two radii, never to be swapped: distances on
// the ground use the mean radius of a sphere; only Web Mercator arithmetic (metres per map unit
// or per pixel) uses the equatorial radius that EPSG:3857 projects. A sphere is within 0.5 % of
// WGS-84 everywhere, below any tolerance a tracker needs.

/** IUGG mean Earth radius, metres: the sphere of every great-circle distance. */
export const EARTH_MEAN_RADIUS_M = 6_371_008.8;

/**
 * WGS-84 equatorial radius, metres: the sphere of Web Mercator (EPSG:3857, spec §9), for map
 * units and metres per pixel only, never for a distance on the ground.
 */
export const WEB_MERCATOR_RADIUS_M = 6_378_137;

/** Metres in one degree of latitude (or of longitude on the equator) on the mean sphere. */
export const METRES_PER_DEGREE = (2 * Math.PI * EARTH_MEAN_RADIUS_M) / 360;

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** Great-circle distance in metres between two positions given in degrees (haversine). */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Distance in metres by the equirectangular approximation: one cosine instead of haversine's
 * trigonometry, within 0.5 % of the great-circle distance up to a few hundred km.
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
  return EARTH_MEAN_RADIUS_M * Math.sqrt(x * x + y * y);
}

/** Initial great-circle bearing from the first position to the second, degrees [0, 360). */
export function initialBearingDegrees(
  lat1: number,
  lon1: number,
  lat2: number,
  lon2: number,
): number {
  const φ1 = lat1 * RAD;
  const φ2 = lat2 * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const y = Math.sin(dLon) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(dLon);
  return (Math.atan2(y, x) * DEG + 360) % 360;
}

/**
 * The position `metres` from (lat, lon) along the great circle leaving at `bearing` degrees,
 * written into `out` as [lat, lon] (longitude in [-180, 180)); `out` is reused on hot paths.
 */
export function destinationPoint(
  lat: number,
  lon: number,
  bearing: number,
  metres: number,
  out: Float64Array | [number, number],
): void {
  const δ = metres / EARTH_MEAN_RADIUS_M;
  const θ = bearing * RAD;
  const φ1 = lat * RAD;
  const sinφ2 = Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ);
  const φ2 = Math.asin(Math.max(-1, Math.min(1, sinφ2)));
  const y = Math.sin(θ) * Math.sin(δ) * Math.cos(φ1);
  const x = Math.cos(δ) - Math.sin(φ1) * sinφ2;
  out[0] = φ2 * DEG;
  out[1] = ((lon + Math.atan2(y, x) * DEG + 540) % 360) - 180;
}
