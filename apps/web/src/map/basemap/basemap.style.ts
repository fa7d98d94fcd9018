import type {
  ExpressionSpecification,
  LayerSpecification,
  VectorSourceSpecification,
} from 'maplibre-gl';
import { BASEMAP_LAYERS, BASEMAP_MAX_ZOOM, BASEMAP_TILE_PATH } from '@skytrace/contracts';
import type { BaseMapPalette } from './basemap.palette';
import { labelImageId, type LabelKind } from './basemap.labels';

// The MapLibre layers of the offline base map (vector tiles from our server, see
// apps/server/src/basemap). Labels are icons drawn on a canvas (basemap.labels), not glyph text:
// the map needs no glyph server and draws Chinese with the system's fonts. Symbol layers later
// in BASEMAP_LAYER_IDS are placed first (MapLibre places from the top), so cities win over
// airport codes and provinces, and countries over everything at low zoom.

export const BASEMAP_SOURCE = 'basemap';

/**
 * Sources credited by the map (GeoNames CC BY 4.0 and OpenStreetMap ODbL require it). Plain
 * text: a link here would be a 14 px tap target on a phone.
 */
export const BASEMAP_ATTRIBUTION = 'Natural Earth · GeoNames · © OpenStreetMap contributors';

export type BaseMapLanguage = 'zh' | 'en';

/**
 * The first zoom of the airport labels layer (map/layers/airports.layer: every airport named).
 * Below it the base map's large airports (dot and code, from zoom 4) are the only ones drawn.
 */
export const AIRPORTS_MIN_ZOOM = 5;

/** The vector source: tiles 0–7, over-zoomed beyond. */
export function baseMapSource(origin: string): VectorSourceSpecification {
  return {
    type: 'vector',
    tiles: [`${origin}${BASEMAP_TILE_PATH}`],
    minzoom: 0,
    maxzoom: BASEMAP_MAX_ZOOM,
    attribution: BASEMAP_ATTRIBUTION,
  };
}

/** Layer ids bottom up: the shapes under any raster, the labels over it. */
export const BASEMAP_SHAPE_LAYERS = [
  'land',
  'water',
  'river',
  'boundary-region',
  'coast',
  'boundary-country',
] as const;
export const BASEMAP_LABEL_LAYERS = [
  'base-airport',
  'base-region-label',
  'base-place-9',
  'base-place-8',
  'base-airport-code-minor',
  'base-airport-code',
  'base-place',
  'base-country-label',
] as const;
export type BaseMapLayerId =
  (typeof BASEMAP_SHAPE_LAYERS)[number] | (typeof BASEMAP_LABEL_LAYERS)[number];

const zoomed = (...stops: number[]): ExpressionSpecification =>
  ['interpolate', ['linear'], ['zoom'], ...stops] as ExpressionSpecification;

/** The label text of a feature: its Chinese name on a Chinese page when it has one. */
function nameOf(language: BaseMapLanguage): ExpressionSpecification {
  return language === 'zh'
    ? ['coalesce', ['get', 'name_zh'], ['get', 'name_en']]
    : ['get', 'name_en'];
}

function image(
  generation: number,
  kind: LabelKind | ExpressionSpecification,
  text: ExpressionSpecification,
) {
  return ['concat', labelImageId(generation, ''), kind, '/', text] as ExpressionSpecification;
}

/** Bigger places get the bolder label. */
const PLACE_KIND: ExpressionSpecification = [
  'case',
  ['any', ['<=', ['get', 'minzoom'], 4], ['get', 'capital']],
  'city1',
  'city2',
];

// Bigger first; a capital counts as a city of 50 million more.
const PLACE_ORDER: ExpressionSpecification = [
  '-',
  0,
  ['+', ['get', 'population'], ['case', ['get', 'capital'], 50_000_000, 0]],
];

const PLACE_BANDS = {
  'base-place': ['<', ['get', 'minzoom'], 8],
  'base-place-8': ['==', ['get', 'minzoom'], 8],
  'base-place-9': ['==', ['get', 'minzoom'], 9],
} as const satisfies Record<string, ExpressionSpecification>;
export type PlaceLayerId = keyof typeof PLACE_BANDS;
export const PLACE_LAYERS = Object.keys(PLACE_BANDS) as PlaceLayerId[];

/**
 * Which places a layer shows: its population band, and on a Chinese page no town of China
 * without a Chinese name (GeoNames spells them in pinyin).
 */
export function placeFilter(id: PlaceLayerId, language: BaseMapLanguage): ExpressionSpecification {
  const band = PLACE_BANDS[id] as ExpressionSpecification;
  return language === 'zh'
    ? ['all', band, ['any', ['has', 'name_zh'], ['!', ['has', 'cn']]]]
    : band;
}

function placeLayer(
  id: PlaceLayerId,
  minzoom: number,
  generation: number,
  language: BaseMapLanguage,
): LayerSpecification {
  return {
    id,
    type: 'symbol',
    source: BASEMAP_SOURCE,
    'source-layer': BASEMAP_LAYERS.place,
    minzoom,
    filter: placeFilter(id, language),
    layout: {
      'icon-image': image(generation, PLACE_KIND, nameOf(language)),
      // The image starts with the place's dot: put the dot's centre on the point.
      'icon-anchor': 'left',
      'icon-offset': [-DOT_CENTRE_PX, 0],
      'icon-padding': 3,
      'symbol-sort-key': PLACE_ORDER,
    },
  };
}

/** Left edge of a place image to its dot's centre (CSS px; basemap.labels draws it there). */
export const DOT_CENTRE_PX = 5;

/** Every layer of the base map for `language`; label images are named with `generation`. */
export function baseMapLayers(generation: number, language: BaseMapLanguage): LayerSpecification[] {
  const source = { source: BASEMAP_SOURCE };
  const code: ExpressionSpecification = ['get', 'code'];
  return [
    { id: 'land', type: 'fill', ...source, 'source-layer': BASEMAP_LAYERS.land },
    { id: 'water', type: 'fill', ...source, 'source-layer': BASEMAP_LAYERS.water },
    {
      // Natural Earth's major rivers, thinned by length in the tiles (a tile of zoom z holds
      // the lines of minzoom ≤ z).
      id: 'river',
      type: 'line',
      ...source,
      'source-layer': BASEMAP_LAYERS.river,
      minzoom: 3,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-width': zoomed(3, 0.6, 6, 1, 8, 1.5, 11, 2.5) },
    },
    {
      id: 'boundary-region',
      type: 'line',
      ...source,
      'source-layer': BASEMAP_LAYERS.boundary,
      minzoom: 4,
      filter: ['==', ['get', 'level'], 4],
      layout: { 'line-join': 'round' },
      paint: { 'line-width': zoomed(4, 0.5, 6, 0.8, 10, 1.4), 'line-dasharray': [4, 2] },
    },
    {
      id: 'coast',
      type: 'line',
      ...source,
      'source-layer': BASEMAP_LAYERS.coast,
      layout: { 'line-join': 'round' },
      paint: { 'line-width': zoomed(0, 0.6, 6, 1, 10, 1.5) },
    },
    {
      id: 'boundary-country',
      type: 'line',
      ...source,
      'source-layer': BASEMAP_LAYERS.boundary,
      filter: ['==', ['get', 'level'], 2],
      layout: { 'line-join': 'round' },
      paint: { 'line-width': zoomed(0, 0.6, 4, 1.1, 8, 1.8, 11, 2.4) },
    },
    {
      id: 'base-airport',
      type: 'circle',
      ...source,
      'source-layer': BASEMAP_LAYERS.airport,
      minzoom: 4,
      paint: {
        // Large airports from zoom 4, medium from 6, small from 8 (radius 0 hides a dot).
        'circle-radius': [
          'interpolate',
          ['linear'],
          ['zoom'],
          4,
          ['match', ['get', 'size'], 1, 2.2, 0],
          6,
          ['match', ['get', 'size'], 1, 3, 2, 2.2, 0],
          8,
          ['match', ['get', 'size'], 1, 4.5, 2, 3.2, 2.2],
          11,
          ['match', ['get', 'size'], 1, 6, 2, 4.5, 3],
        ],
        'circle-stroke-width': ['step', ['zoom'], 0.8, 8, 1.2],
        'circle-stroke-opacity': [
          'step',
          ['zoom'],
          ['match', ['get', 'size'], 1, 1, 0],
          6,
          ['match', ['get', 'size'], 3, 0, 1],
          8,
          1,
        ],
      },
    },
    {
      id: 'base-region-label',
      type: 'symbol',
      ...source,
      'source-layer': BASEMAP_LAYERS.region,
      minzoom: 4,
      maxzoom: 10,
      layout: {
        'icon-image': image(generation, 'region', nameOf(language)),
        'icon-padding': 6,
        'symbol-sort-key': ['get', 'minzoom'],
      },
    },
    placeLayer('base-place-9', 9, generation, language),
    placeLayer('base-place-8', 8, generation, language),
    {
      id: 'base-airport-code-minor',
      type: 'symbol',
      ...source,
      'source-layer': BASEMAP_LAYERS.airport,
      minzoom: 8,
      filter: ['!=', ['get', 'size'], 1],
      layout: {
        'icon-image': image(generation, 'code', code),
        'icon-anchor': 'top',
        'icon-offset': [0, 4],
        'symbol-sort-key': ['get', 'size'],
      },
    },
    {
      id: 'base-airport-code',
      type: 'symbol',
      ...source,
      'source-layer': BASEMAP_LAYERS.airport,
      minzoom: 4,
      filter: ['==', ['get', 'size'], 1],
      layout: {
        'icon-image': image(generation, 'code', code),
        'icon-anchor': 'top',
        'icon-offset': [0, 5],
      },
    },
    placeLayer('base-place', 0, generation, language),
    {
      id: 'base-country-label',
      type: 'symbol',
      ...source,
      'source-layer': BASEMAP_LAYERS.country,
      maxzoom: 7,
      layout: {
        'icon-image': image(generation, 'country', nameOf(language)),
        'icon-padding': 4,
        'symbol-sort-key': ['get', 'minzoom'],
      },
    },
  ];
}

/** Paint colours of each layer for `palette` (set on the layers when the style changes). */
export function baseMapPaint(
  palette: BaseMapPalette,
): Partial<Record<BaseMapLayerId, Record<string, string>>> {
  return {
    land: { 'fill-color': palette.land },
    water: { 'fill-color': palette.water },
    river: { 'line-color': palette.river },
    'boundary-region': { 'line-color': palette.regionBorder },
    coast: { 'line-color': palette.coast },
    'boundary-country': { 'line-color': palette.countryBorder },
    'base-airport': {
      'circle-color': palette.airport,
      'circle-stroke-color': palette.airportStroke,
    },
  };
}
