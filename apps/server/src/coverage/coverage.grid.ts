// The coverage grid's geometry, shared by the accumulator, the database and the calls: cells of
// 0.05° (about 5.5 km north–south, small enough to show a receiver's shadow behind a ridge, big
// enough that a busy receiver fills a few thousand a day) per height band, and 10° bearing
// sectors for the polar range outline.

/** Cell size, degrees of latitude and longitude. */
export const CELL_DEGREES = 0.05;
const LAT_CELLS = Math.round(180 / CELL_DEGREES);
const LON_CELLS = Math.round(360 / CELL_DEGREES);

/**
 * Lower bounds of the height bands, metres (pressure altitude). Spec §9's default height is
 * 1000 m; the bands split where receiver coverage changes character: under 1000 m is approach,
 * departure and ground (what a site near an airport hears, and what terrain hides), 1000–3000 m
 * the terminal area, 3000–6000 m climbs and descents, above 6000 m the cruise that reaches the
 * radio horizon. A query at height h shows every band from h up ("aircraft at h or higher").
 */
export const HEIGHT_BANDS_M = [0, 1000, 3000, 6000] as const;
export type HeightBand = (typeof HEIGHT_BANDS_M)[number];
export const BAND_COUNT = HEIGHT_BANDS_M.length;

/** Bearing sectors of the outline. */
export const SECTOR_DEGREES = 10;
export const SECTOR_COUNT = 360 / SECTOR_DEGREES;

const FEET_TO_METRES = 0.3048;

/** The band index of a pressure altitude in feet; unknown altitude counts as the lowest band. */
export function bandOfFeet(altitudeFeet: number): number {
  if (!(altitudeFeet === altitudeFeet)) return 0;
  const metres = altitudeFeet * FEET_TO_METRES;
  if (metres < 1000) return 0;
  if (metres < 3000) return 1;
  if (metres < 6000) return 2;
  return 3;
}

/** The band index of a height query (the lower bound, metres); undefined when not a band. */
export function bandOfHeight(height: number): number | undefined {
  const index = (HEIGHT_BANDS_M as readonly number[]).indexOf(height);
  return index < 0 ? undefined : index;
}

export function latIndex(lat: number): number {
  return Math.min(LAT_CELLS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEGREES)));
}

export function lonIndex(lon: number): number {
  return Math.min(LON_CELLS - 1, Math.max(0, Math.floor((lon + 180) / CELL_DEGREES)));
}

/** One number per (band, cell): under 2^27, so map keys stay small integers (no allocation). */
export function cellKey(band: number, lat: number, lon: number): number {
  return (band * LAT_CELLS + latIndex(lat)) * LON_CELLS + lonIndex(lon);
}

export function decodeCellKey(key: number): { band: number; latIdx: number; lonIdx: number } {
  const lonIdx = key % LON_CELLS;
  const rest = (key - lonIdx) / LON_CELLS;
  const latIdx = rest % LAT_CELLS;
  return { band: (rest - latIdx) / LAT_CELLS, latIdx, lonIdx };
}

/** The south-west corner of a cell, degrees. */
export function cellCorner(latIdx: number, lonIdx: number): { lat: number; lon: number } {
  return {
    lat: Math.round((latIdx * CELL_DEGREES - 90) * 1e6) / 1e6,
    lon: Math.round((lonIdx * CELL_DEGREES - 180) * 1e6) / 1e6,
  };
}

/** The centre of a cell, degrees (what the heat map draws). */
export function cellCentre(latIdx: number, lonIdx: number): { lat: number; lon: number } {
  const corner = cellCorner(latIdx, lonIdx);
  return {
    lat: Math.round((corner.lat + CELL_DEGREES / 2) * 1e6) / 1e6,
    lon: Math.round((corner.lon + CELL_DEGREES / 2) * 1e6) / 1e6,
  };
}

const RAD = Math.PI / 180;

/** Initial great-circle bearing from the first point to the second, degrees 0–360. */
export function bearingDegrees(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const p1 = lat1 * RAD;
  const p2 = lat2 * RAD;
  const dl = (lon2 - lon1) * RAD;
  const y = Math.sin(dl) * Math.cos(p2);
  const x = Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(dl);
  const degrees = Math.atan2(y, x) / RAD;
  return degrees < 0 ? degrees + 360 : degrees;
}

export function sectorOf(bearing: number): number {
  return Math.min(SECTOR_COUNT - 1, Math.floor(bearing / SECTOR_DEGREES));
}

/**
 * Bearing on a local flat projection (one cosine, one arctangent), degrees 0–360: within a
 * receiver's reach (≤ 500 km) it stays within about 2° of the great-circle bearing, well inside
 * a 10° sector, at a quarter of the cost on the ingest path.
 */
export function localBearingDegrees(lat1: number, lon1: number, lat2: number, lon2: number): number {
  let dLon = lon2 - lon1;
  if (dLon > 180) dLon -= 360;
  else if (dLon < -180) dLon += 360;
  const degrees = Math.atan2(dLon * Math.cos(((lat1 + lat2) / 2) * RAD), lat2 - lat1) / RAD;
  return degrees < 0 ? degrees + 360 : degrees;
}
