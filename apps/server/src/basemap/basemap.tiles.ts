// Cuts the base map's GeoJSON into Mapbox Vector Tiles (spec 2.1), zoom 0 to BASEMAP_MAX_ZOOM:
// lines and polygons through geojson-vt (clipped and simplified per zoom), points binned here
// so that a tile holds only the labels its zoom may show. Tiles with nothing in them are not
// written; their children are not visited.
import { GeoJSONVT, type GeoJSONVTFeature, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Geometry, Position } from 'geojson';
import { BASEMAP_MAX_ZOOM } from '@skytrace/contracts';
import type { BaseMapSources, LayerFeature } from './basemap.sources';

/** Tile coordinates run 0–4096 (the vector tile default); MapLibre reads any extent. */
const EXTENT = 4096;

/**
 * Lakes of at least 800 km² show from zoom 3, of at least 20 km² from zoom 6. Smaller polygons
 * of the 1 km data are mostly river reaches cut into grid triangles: they read as debris.
 */
const LARGE_LAKE_KM2 = 800;
const LAKE_KM2 = 20;
const riverZoom = (item: LayerFeature) => Number(item.properties.minzoom ?? 6);
const lakeArea = (item: LayerFeature) =>
  item.geometry.type === 'Polygon' ? (polygonAreaKm2(item.geometry.coordinates[0]) ?? 0) : 0;

/**
 * Line and polygon layers, which of their features, and the first tile zoom that carries them:
 * what a small-scale view cannot show stays out of its tiles (the Europe z3 view weighed 500 KB
 * with every lake and state border in it).
 */
const SHAPE_LAYERS: {
  layer: keyof BaseMapSources;
  minZoom: number;
  maxZoom?: number;
  keep?: (item: LayerFeature) => boolean;
}[] = [
  { layer: 'land', minZoom: 0 },
  { layer: 'coast', minZoom: 0 },
  { layer: 'water', minZoom: 3, maxZoom: 5, keep: (item) => lakeArea(item) >= LARGE_LAKE_KM2 },
  { layer: 'water', minZoom: 6, keep: (item) => lakeArea(item) >= LAKE_KM2 },
  { layer: 'river', minZoom: 3, maxZoom: 4, keep: (item) => riverZoom(item) <= 3 },
  { layer: 'river', minZoom: 5, maxZoom: 5, keep: (item) => riverZoom(item) <= 5 },
  { layer: 'river', minZoom: 6 },
  { layer: 'boundary', minZoom: 0, keep: (item) => item.properties.level === 2 },
  { layer: 'boundary', minZoom: 4, keep: (item) => item.properties.level === 4 },
];
const POINT_LAYERS = ['country', 'region', 'place', 'airport'] as const;

/** West, south, east, north in degrees. */
export type Bbox = [number, number, number, number];

export interface TileOptions {
  maxZoom?: number;
  /** Only tiles over this box (tests and partial builds); the whole world by default. */
  bbox?: Bbox;
}

export interface BuiltTile {
  z: number;
  x: number;
  y: number;
  /** The uncompressed vector tile. */
  data: Uint8Array;
}

interface BinnedPoint {
  layer: string;
  /** Position in world units (0–1 across the Web Mercator square). */
  wx: number;
  wy: number;
  minzoom: number;
  tags: LayerFeature['properties'];
}

/** Every non-empty tile of `sources`, parents before children. */
export function* buildTiles(
  sources: BaseMapSources,
  options: TileOptions = {},
): Generator<BuiltTile> {
  const maxZoom = options.maxZoom ?? BASEMAP_MAX_ZOOM;
  const bbox = options.bbox;
  const shapes = SHAPE_LAYERS.map(({ layer, minZoom, maxZoom: lastZoom, keep }) => {
    const features = sources[layer].filter(
      (item) =>
        (keep === undefined || keep(item)) &&
        (bbox === undefined || intersects(featureBbox(item), bbox)),
    );
    return {
      layer,
      minZoom,
      lastZoom: lastZoom ?? maxZoom,
      empty: features.length === 0,
      index: new GeoJSONVT(
        { type: 'FeatureCollection', features },
        {
          maxZoom,
          indexMaxZoom: 4,
          indexMaxPoints: 100_000,
          extent: EXTENT,
          buffer: 64,
          tolerance: 3,
        },
      ),
    };
  }).filter((shape) => !shape.empty);
  const points = binPoints(sources, maxZoom, bbox);
  const tileRange = bbox === undefined ? null : bboxTiles(bbox);

  function* visit(z: number, x: number, y: number): Generator<BuiltTile> {
    if (tileRange !== null && !tileRange(z, x, y)) return;
    const layers: Record<string, GeoJSONVTFeature[]> = {};
    let anything = false;
    for (const shape of shapes) {
      const tile = shape.index.getTile(z, x, y);
      if (tile === null || tile.features.length === 0) continue;
      anything = true;
      if (z < shape.minZoom || z > shape.lastZoom) continue;
      (layers[shape.layer] ??= []).push(...tile.features);
    }
    const binned = points.get(z)?.get(tileKey(x, y));
    if (binned !== undefined) {
      anything = true;
      const scale = 2 ** z;
      for (const item of binned) {
        if (item.minzoom > z && z < maxZoom) continue;
        const px = Math.round((item.wx * scale - x) * EXTENT);
        const py = Math.round((item.wy * scale - y) * EXTENT);
        (layers[item.layer] ??= []).push({ type: 1, tags: item.tags, geometry: [[px, py]] });
      }
    }
    if (Object.keys(layers).length > 0) yield { z, x, y, data: encode(layers, z, x, y) };
    if (!anything || z >= maxZoom) return;
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      yield* visit(z + 1, x * 2 + dx, y * 2 + dy);
    }
  }
  yield* visit(0, 0, 0);
}

function encode(layers: Record<string, GeoJSONVTFeature[]>, z: number, x: number, y: number) {
  const tiles: Record<string, GeoJSONVTTile> = {};
  for (const [name, features] of Object.entries(layers)) {
    // vt-pbf reads only `features`; the rest completes geojson-vt's tile type.
    tiles[name] = {
      features,
      transformed: true,
      source: null,
      x,
      y,
      z,
    } as unknown as GeoJSONVTTile;
  }
  return fromGeojsonVt(tiles, { version: 2, extent: EXTENT });
}

const tileKey = (x: number, y: number) => `${x}/${y}`;

/** Web Mercator world units (0–1) of a longitude and latitude. */
export function worldPosition(lon: number, lat: number): [number, number] {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  return [lon / 360 + 0.5, Math.min(1, Math.max(0, y))];
}

/** The tile of zoom `z` holding a position. */
export function tileOf(lon: number, lat: number, z: number): [number, number] {
  const [wx, wy] = worldPosition(lon, lat);
  const scale = 2 ** z;
  return [Math.min(scale - 1, Math.floor(wx * scale)), Math.min(scale - 1, Math.floor(wy * scale))];
}

/**
 * The data tiles MapLibre loads for a view of `width` × `height` CSS px at `zoom`: its 512 px
 * tiles, at most BASEMAP_MAX_ZOOM (over-zoomed beyond).
 */
export function viewTiles(
  center: readonly [number, number],
  zoom: number,
  width: number,
  height: number,
): { z: number; x: number; y: number }[] {
  const z = Math.min(BASEMAP_MAX_ZOOM, Math.max(0, Math.floor(zoom)));
  const [cx, cy] = worldPosition(center[0], center[1]);
  const worldPx = 512 * 2 ** zoom;
  const scale = 2 ** z;
  const clampTile = (value: number) => Math.min(scale - 1, Math.max(0, Math.floor(value * scale)));
  const x0 = clampTile(cx - width / 2 / worldPx);
  const x1 = clampTile(cx + width / 2 / worldPx);
  const y0 = clampTile(cy - height / 2 / worldPx);
  const y1 = clampTile(cy + height / 2 / worldPx);
  const tiles: { z: number; x: number; y: number }[] = [];
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) tiles.push({ z, x, y });
  return tiles;
}

/** Points by zoom and tile: every point sits in its tile at every zoom. */
function binPoints(
  sources: BaseMapSources,
  maxZoom: number,
  bbox: Bbox | undefined,
): Map<number, Map<string, BinnedPoint[]>> {
  const bins = new Map<number, Map<string, BinnedPoint[]>>();
  for (const layer of POINT_LAYERS) {
    for (const item of sources[layer]) {
      if (item.geometry.type !== 'Point') continue;
      const [lon = 0, lat = 0] = item.geometry.coordinates;
      if (bbox !== undefined && !intersects([lon, lat, lon, lat], bbox)) continue;
      const [wx, wy] = worldPosition(lon, lat);
      const minzoom = Number(item.properties.minzoom ?? 0);
      const binned: BinnedPoint = { layer, wx, wy, minzoom, tags: item.properties };
      for (let z = 0; z <= maxZoom; z += 1) {
        const scale = 2 ** z;
        const key = tileKey(
          Math.min(scale - 1, Math.floor(wx * scale)),
          Math.min(scale - 1, Math.floor(wy * scale)),
        );
        let zoomBins = bins.get(z);
        if (zoomBins === undefined) {
          zoomBins = new Map<string, BinnedPoint[]>();
          bins.set(z, zoomBins);
        }
        const list = zoomBins.get(key);
        if (list === undefined) zoomBins.set(key, [binned]);
        else list.push(binned);
      }
    }
  }
  return bins;
}

/** Whether tile z/x/y overlaps `bbox`. */
function bboxTiles(bbox: Bbox): (z: number, x: number, y: number) => boolean {
  const [west, south, east, north] = bbox;
  return (z, x, y) => {
    const [x0, y0] = tileOf(west, north, z);
    const [x1, y1] = tileOf(east, south, z);
    return x >= x0 && x <= x1 && y >= y0 && y <= y1;
  };
}

function featureBbox(item: { geometry: Geometry }): Bbox {
  const box: Bbox = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (position: Position) => {
    const [lon = 0, lat = 0] = position;
    box[0] = Math.min(box[0], lon);
    box[1] = Math.min(box[1], lat);
    box[2] = Math.max(box[2], lon);
    box[3] = Math.max(box[3], lat);
  };
  const walk = (coordinates: unknown): void => {
    if (Array.isArray(coordinates) && typeof coordinates[0] === 'number') {
      visit(coordinates as Position);
    } else if (Array.isArray(coordinates)) {
      for (const child of coordinates) walk(child);
    }
  };
  const geometry = item.geometry;
  if (geometry.type === 'GeometryCollection') {
    for (const child of geometry.geometries) {
      const [w, s, e, n] = featureBbox({ geometry: child });
      visit([w, s]);
      visit([e, n]);
    }
  } else {
    walk(geometry.coordinates);
  }
  return box;
}

/** Area of a ring in km² (equirectangular at its mean latitude: enough to rank lakes). */
function polygonAreaKm2(ring: Position[] | undefined): number | null {
  if (ring === undefined || ring.length < 3) return null;
  let twice = 0;
  let latitude = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0 = 0, y0 = 0] = ring[j] ?? [];
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    twice += x0 * y1 - x1 * y0;
    latitude += y1;
  }
  const cos = Math.cos(((latitude / ring.length) * Math.PI) / 180);
  return (Math.abs(twice) / 2) * 111.32 ** 2 * cos;
}

const intersects = (a: Bbox, b: Bbox) =>
  a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
