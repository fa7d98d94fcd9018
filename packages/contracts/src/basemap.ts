// The offline base map's vector tiles: where the server serves them and what they hold. The
// server generates them at build time (apps/server/src/basemap) and the web styles them
// (apps/web/src/map/basemap); both read the layer and property names from here.

/** URL template of one tile (MapLibre `tiles` entry; served by the basemap module). */
export const BASEMAP_TILE_PATH = '/data/basemap/{z}/{x}/{y}.pbf';

/** Tiles exist for zooms 0–7; MapLibre over-zooms the z7 tiles for closer views. */
export const BASEMAP_MAX_ZOOM = 7;

/**
 * Layers of each tile. Lines and polygons: `land`, `water` (lakes), `river` (centre lines,
 * `minzoom` by length), `boundary`
 * (`level` 2 countries, 4 provinces/states), `coast`. Points, each with `name_en`, `name_zh`
 * (may be absent) and `minzoom` (the zoom from which the style shows it): `country`, `region`,
 * `place` (also `population`, `capital`, `cn` in China), `airport` (also `code`, `size` 1 large
 * – 3 small).
 */
export const BASEMAP_LAYERS = {
  land: 'land',
  water: 'water',
  river: 'river',
  boundary: 'boundary',
  coast: 'coast',
  country: 'country',
  region: 'region',
  place: 'place',
  airport: 'airport',
} as const;
export type BaseMapLayer = (typeof BASEMAP_LAYERS)[keyof typeof BASEMAP_LAYERS];
