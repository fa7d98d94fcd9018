import {
  CHINA_TILE_BOUNDS,
  type Language,
  type MapSource,
  type MapSourceKind,
} from '@skytrace/contracts';

// Which online raster tiles the base map uses (spec §2 base maps, §9 tile rule). None are used
// unless the operator configured them (MAP_SOURCES); without any, the offline vector map is the
// whole map.
//
// Spec §9: "China tile bounds lon 73.33 to 133.05, lat 18.1 to 51.33; alternate tile layer when
// zoom above 10 and outside China, never for en-US." Our reading: the Chinese edition's street
// map (the `default` source: a domestic provider with Chinese names) is detailed inside China only.
// When a Chinese-language user zooms in past 10 with the view centre outside those bounds, the
// street map is swapped for the worldwide alternate (the `osm` source) if one is configured.
// English users keep the primary street map at every zoom, as the rule says. Terrain, satellite and
// OSM were chosen on purpose and are never swapped.

export type BaseMapKind = 'default' | 'terrain' | 'satellite' | 'osm';
export type OverlayKind = 'satellite' | 'road' | 'boundary' | 'weather' | 'cloud';
export type MapSources = Partial<Record<MapSourceKind, MapSource>>;

export const ALTERNATE_TILE_MIN_ZOOM = 10;
export const ONLINE_BASE_MAPS = ['terrain', 'satellite', 'osm'] as const;
export const OVERLAYS: readonly OverlayKind[] = [
  'satellite',
  'road',
  'boundary',
  'weather',
  'cloud',
];

export interface TileView {
  zoom: number;
  /** View centre [lon, lat]. */
  center: readonly [number, number];
  language: Language;
}

/** Whether a point lies inside the China tile bounds of spec §9. */
export function insideChinaTiles(lon: number, lat: number): boolean {
  const b = CHINA_TILE_BOUNDS;
  return lon >= b.minLon && lon <= b.maxLon && lat >= b.minLat && lat <= b.maxLat;
}

/** Spec §9: the alternate tile layer applies above zoom 10 outside China, never in English. */
export function wantsAlternateTiles(view: TileView): boolean {
  if (view.language === 'en') return false;
  return view.zoom > ALTERNATE_TILE_MIN_ZOOM && !insideChinaTiles(view.center[0], view.center[1]);
}

export interface TileChoice {
  kind: MapSourceKind;
  source: MapSource;
}

/** The raster tiles to draw under the data for `baseMap`, or null for the offline map alone. */
export function baseTileChoice(
  baseMap: BaseMapKind,
  sources: MapSources,
  view: TileView,
): TileChoice | null {
  const primary = sources[baseMap];
  if (primary === undefined) return null;
  if (baseMap === 'default' && sources.osm !== undefined && wantsAlternateTiles(view)) {
    return { kind: 'osm', source: sources.osm };
  }
  return { kind: baseMap, source: primary };
}

/** Base maps offered in the map options: the offline default, then each configured one. */
export function availableBaseMaps(sources: MapSources): BaseMapKind[] {
  return ['default', ...ONLINE_BASE_MAPS.filter((kind) => sources[kind] !== undefined)];
}

/** Overlay layers offered in the map options: those with a configured source. */
export function availableOverlays(sources: MapSources): OverlayKind[] {
  return OVERLAYS.filter((kind) => sources[kind] !== undefined);
}
