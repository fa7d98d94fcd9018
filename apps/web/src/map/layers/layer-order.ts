import type { Map as MapLibreMap } from 'maplibre-gl';
import { BASEMAP_LABEL_LAYERS, BASEMAP_SHAPE_LAYERS } from '../basemap/basemap.style';

// The stacking order of the map's own layers, bottom up. Layers arrive in any order (the base map
// after a fetch, rasters when a source is configured), so each is inserted under the first layer
// above it that already exists; everything stays under the live aircraft, which are added first.

export const LAYER_ORDER = [
  ...BASEMAP_SHAPE_LAYERS,
  'base-raster',
  'overlay-satellite',
  'overlay-road',
  'overlay-boundary',
  'overlay-weather',
  'overlay-cloud',
  'day-night',
  // Observed routes (both sets share this slot) and navaids along a flight's track.
  'routes',
  'waypoints',
  'devices',
  'airports',
  'airport-labels',
  // The base map's labels over the airport labels: MapLibre places the top layer's symbols
  // first, so city names win a crowded view (a raster base map hides them).
  ...BASEMAP_LABEL_LAYERS,
] as const;
export type OrderedLayerId = (typeof LAYER_ORDER)[number];

/** The layer id to pass as `beforeId` when adding `id` (undefined: on top). */
export function beforeIdFor(map: MapLibreMap, id: OrderedLayerId): string | undefined {
  const above = LAYER_ORDER.slice(LAYER_ORDER.indexOf(id) + 1).find((other) => map.getLayer(other));
  if (above !== undefined) return above;
  return map.getLayer('aircraft-halo') ? 'aircraft-halo' : undefined;
}
