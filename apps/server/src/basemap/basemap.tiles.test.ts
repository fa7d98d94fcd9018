import { gzipSync } from 'node:zlib';
import type { Geometry } from 'geojson';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASEMAP_LAYERS, DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '@skytrace/contracts';
import {
  placeNamesZh,
  planar,
  shortName,
  readBaseMapSources,
  rewind,
  type BaseMapSources,
} from './basemap.sources';
import { buildTiles, tileOf, viewTiles, type Bbox, type BuiltTile } from './basemap.tiles';

// Tile generation from the real data packages (read once: ≈10 s), cut around Beijing and around
// the tracker's first view (spec §9 default centre and zoom).

let sources: BaseMapSources;
beforeAll(async () => {
  sources = await readBaseMapSources();
}, 180_000);

const BEIJING: [number, number] = [116.397, 39.907];
const AROUND_BEIJING: Bbox = [115.4, 39.4, 117.5, 40.9];

function decode(tile: BuiltTile): VectorTile {
  return new VectorTile(new PbfReader(tile.data));
}

function names(tile: VectorTile, layer: string): { en: string; zh: string | undefined }[] {
  const source = tile.layers[layer];
  if (source === undefined) return [];
  return Array.from({ length: source.length }, (_, i) => {
    const properties = source.feature(i).properties;
    return {
      en: String(properties.name_en),
      zh: properties.name_zh === undefined ? undefined : String(properties.name_zh),
    };
  });
}

describe('base map tiles', () => {
  it('puts Beijing in the z6 tile over it, named in English and Chinese, with land and borders', () => {
    const [x, y] = tileOf(BEIJING[0], BEIJING[1], 6);
    const tile = [...buildTiles(sources, { bbox: AROUND_BEIJING, maxZoom: 6 })].find(
      (candidate) => candidate.z === 6 && candidate.x === x && candidate.y === y,
    );
    expect(tile).toBeDefined();
    const decoded = decode(tile!);
    expect(names(decoded, BASEMAP_LAYERS.place)).toContainEqual({ en: 'Beijing', zh: '北京' });
    expect(names(decoded, BASEMAP_LAYERS.region).map((name) => name.zh)).toContain('北京市');
    expect(decoded.layers[BASEMAP_LAYERS.land]?.length).toBeGreaterThan(0);
    const levels = new Set<unknown>();
    const boundary = decoded.layers[BASEMAP_LAYERS.boundary]!;
    for (let i = 0; i < boundary.length; i++) levels.add(boundary.feature(i).properties.level);
    expect(levels).toEqual(new Set([4]));
    const airports = decoded.layers[BASEMAP_LAYERS.airport]!;
    const codes = Array.from({ length: airports.length }, (_, i) => airports.feature(i).properties);
    // Capital and Daxing are large airports; smaller ones wait for a closer zoom (size 1 only ≤ z6).
    expect(codes).toContainEqual(expect.objectContaining({ code: 'PEK', size: 1 }));
    expect(codes).toContainEqual(expect.objectContaining({ code: 'PKX', size: 1 }));
  });

  it('thins places by zoom: a tile holds only the places its zoom may show', () => {
    for (const tile of buildTiles(sources, { bbox: AROUND_BEIJING, maxZoom: 7 })) {
      const places = decode(tile).layers[BASEMAP_LAYERS.place];
      for (let i = 0; i < (places?.length ?? 0); i++) {
        const minzoom = Number(places!.feature(i).properties.minzoom);
        if (tile.z < 7)
          expect(minzoom, `${tile.z}/${tile.x}/${tile.y}`).toBeLessThanOrEqual(tile.z);
      }
    }
    const z2 = [...buildTiles(sources, { bbox: AROUND_BEIJING, maxZoom: 2 })].at(-1)!;
    expect(z2.z).toBe(2);
    expect(names(decode(z2), BASEMAP_LAYERS.place).map((name) => name.en)).toContain('Beijing');
  });

  it('keeps the first view within 400 KB of gzipped tiles', () => {
    // 1280 × 800 CSS px at the tracker's default centre and zoom.
    const wanted = viewTiles(DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, 1280, 800);
    const keys = new Set(wanted.map((tile) => `${tile.z}/${tile.x}/${tile.y}`));
    const [west, north] = [DEFAULT_MAP_CENTER[0] - 3, DEFAULT_MAP_CENTER[1] + 3];
    const [east, south] = [DEFAULT_MAP_CENTER[0] + 3, DEFAULT_MAP_CENTER[1] - 3];
    let bytes = 0;
    let count = 0;
    for (const tile of buildTiles(sources, {
      bbox: [west, south, east, north],
      maxZoom: wanted[0]!.z,
    })) {
      if (!keys.has(`${tile.z}/${tile.x}/${tile.y}`)) continue;
      bytes += gzipSize(tile.data);
      count += 1;
    }
    console.log(
      `[basemap] first view: ${count} of ${keys.size} tiles, ${(bytes / 1024).toFixed(1)} KB gzip`,
    );
    expect(count).toBe(keys.size);
    expect(bytes).toBeLessThanOrEqual(400 * 1024);
  });

  it('draws the Yangtze through Wuhan at z6, and only long rivers at z3', () => {
    const WUHAN: [number, number] = [114.305, 30.593];
    const around: Bbox = [WUHAN[0] - 0.3, WUHAN[1] - 0.3, WUHAN[0] + 0.3, WUHAN[1] + 0.3];
    const tiles = [...buildTiles(sources, { bbox: around, maxZoom: 6 })];
    const [x, y] = tileOf(WUHAN[0], WUHAN[1], 6);
    const z6 = tiles.find((tile) => tile.z === 6 && tile.x === x && tile.y === y);
    const rivers = decode(z6!).layers[BASEMAP_LAYERS.river];
    expect(rivers?.length).toBeGreaterThan(0);
    // A river line passes within 10 km of the city centre (the Yangtze runs through it).
    const nearest = Math.min(
      ...Array.from({ length: rivers!.length }, (_, i) =>
        distanceKm(rivers!.feature(i).toGeoJSON(x, y, 6).geometry, WUHAN),
      ),
    );
    expect(nearest).toBeLessThan(10);
    const [x3, y3] = tileOf(WUHAN[0], WUHAN[1], 3);
    const z3 = tiles.find((tile) => tile.z === 3 && tile.x === x3 && tile.y === y3);
    const longOnly = decode(z3!).layers[BASEMAP_LAYERS.river]!;
    for (let i = 0; i < longOnly.length; i++) {
      expect(longOnly.feature(i).properties.minzoom).toBe(3);
    }
    expect(longOnly.length).toBeGreaterThan(0);
    expect(longOnly.length).toBeLessThan(rivers!.length + 50);
  });

  it('names Chinese towns by their county in the same province, never a homophone elsewhere', () => {
    const zhOf = (nameEn: string, near: [number, number]) =>
      sources.place.find(
        (item) =>
          item.properties.name_en === nameEn &&
          item.geometry.type === 'Point' &&
          Math.abs((item.geometry.coordinates[0] ?? 0) - near[0]) < 1 &&
          Math.abs((item.geometry.coordinates[1] ?? 0) - near[1]) < 1,
      )?.properties.name_zh;
    // GeoNames' Yima (Henan) is 义马 of Henan; its Songyang (Dengfeng, Henan) is not Zhejiang's 松阳.
    expect(zhOf('Yima', [111.88, 34.74])).toBe('义马');
    expect(zhOf('Songyang', [113.03, 34.45])).toBeUndefined();
  });

  it('names China’s prefecture cities in Chinese, short form', () => {
    const namesZh = placeNamesZh();
    expect(namesZh.get('CN|shijiazhuang')).toBe('石家庄');
    expect(namesZh.get('CN|xian')).toBe('西安');
    expect(namesZh.get('HK|hongkong')).toBe('香港');
    expect(shortName('迪庆藏族自治州')).toBe('迪庆');
    expect(shortName('恩施土家族苗族自治州')).toBe('恩施');
    expect(shortName('喀什地区')).toBe('喀什');
    expect(shortName('正定县')).toBe('正定');
    expect(shortName('沙市')).toBe('沙市');
  });
});

/** Nearest vertex of a line to `at`, in km. */
function distanceKm(geometry: Geometry, at: [number, number]): number {
  const lines =
    geometry.type === 'LineString'
      ? [geometry.coordinates]
      : geometry.type === 'MultiLineString'
        ? geometry.coordinates
        : [];
  let best = Infinity;
  for (const [lon = 0, lat = 0] of lines.flat()) {
    const cos = Math.cos((at[1] * Math.PI) / 180);
    best = Math.min(best, Math.hypot((lon - at[0]) * cos, lat - at[1]) * 111.32);
  }
  return best;
}

function gzipSize(data: Uint8Array): number {
  return gzipSync(data, { level: 9 }).length;
}

describe('polygon winding', () => {
  it('turns outer rings anticlockwise and holes clockwise, whatever they came as', () => {
    const clockwise = [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
      [0, 0],
    ];
    const anticlockwiseHole = [
      [0.2, 0.2],
      [0.8, 0.2],
      [0.8, 0.8],
      [0.2, 0.8],
      [0.2, 0.2],
    ];
    const turned = rewind({ type: 'Polygon', coordinates: [clockwise, anticlockwiseHole] });
    expect(turned).toEqual({
      type: 'Polygon',
      coordinates: [[...clockwise].reverse(), [...anticlockwiseHole].reverse()],
    });
  });
});

describe('geometry across the antimeridian', () => {
  it('cuts lines at the step from 180° to −180° instead of drawing them across the world', () => {
    const line = [
      [178, 65],
      [179.9, 65.1],
      [-179.9, 65.2],
      [-178, 65],
    ];
    expect(planar({ type: 'LineString', coordinates: line })).toEqual({
      type: 'MultiLineString',
      coordinates: [line.slice(0, 2), line.slice(2)],
    });
  });

  it('drops edges along the antimeridian: a coast cut there drew a seam down the map', () => {
    const cut = [
      [179, 66],
      [180, 66],
      [180, 68],
      [179, 68],
    ];
    expect(planar({ type: 'LineString', coordinates: cut })).toEqual({
      type: 'MultiLineString',
      coordinates: [cut.slice(0, 2), cut.slice(2)],
    });
  });

  it('continues a ring past 180° on its smaller side, and leaves a ring around a pole alone', () => {
    const chukotka = [
      [170, 65],
      [179.9, 65],
      [-175, 66],
      [-175, 68],
      [179.9, 68],
      [170, 68],
      [170, 65],
    ];
    const unwrapped = planar({ type: 'Polygon', coordinates: [chukotka] });
    expect(unwrapped).toEqual({
      type: 'Polygon',
      coordinates: [chukotka.map(([lon = 0, lat = 0]) => [lon < 0 ? lon + 360 : lon, lat])],
    });
    const polar = [
      [-180, -80],
      [0, -78],
      [179.9, -80],
      [-180, -80],
    ];
    expect(planar({ type: 'Polygon', coordinates: [polar] })).toEqual({
      type: 'Polygon',
      coordinates: [polar],
    });
  });
});
