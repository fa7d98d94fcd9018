import { describe, expect, it } from 'vitest';
import { BASEMAP_LAYERS } from '@skytrace/contracts';
import { LAYER_ORDER } from '../layers/layer-order';
import { MAP_THEMES } from '../map.theme';
import { labelImageId, parseLabelImageId } from './basemap.labels';
import { baseMapPalette, mix } from './basemap.palette';
import {
  BASEMAP_LABEL_LAYERS,
  BASEMAP_SHAPE_LAYERS,
  baseMapLayers,
  baseMapPaint,
  baseMapSource,
  placeFilter,
} from './basemap.style';

describe('base map style', () => {
  it('names every layer once, in the map-wide stacking order, on the tile layers that exist', () => {
    const layers = baseMapLayers(1, 'en');
    const ids = layers.map((layer) => layer.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set([...BASEMAP_SHAPE_LAYERS, ...BASEMAP_LABEL_LAYERS]));
    for (const id of ids) expect(LAYER_ORDER).toContain(id);
    const sourceLayers = new Set<string>(Object.values(BASEMAP_LAYERS));
    for (const layer of layers) {
      if ('source-layer' in layer) expect(sourceLayers).toContain(layer['source-layer']);
    }
  });

  it('reads tiles from our own server only', () => {
    expect(baseMapSource('http://127.0.0.1:8080').tiles).toEqual([
      'http://127.0.0.1:8080/data/basemap/{z}/{x}/{y}.pbf',
    ]);
  });

  it('labels in the page language: Chinese names first on a Chinese page, English otherwise', () => {
    const place = (language: 'zh' | 'en') =>
      baseMapLayers(3, language).find((layer) => layer.id === 'base-place');
    expect(JSON.stringify(place('zh')?.layout)).toContain('"coalesce",["get","name_zh"]');
    expect(JSON.stringify(place('en')?.layout)).not.toContain('name_zh');
    expect(JSON.stringify(place('en')?.layout)).toContain('"bm/3/"');
    // A Chinese page leaves out Chinese towns known only by their pinyin name.
    expect(JSON.stringify(placeFilter('base-place', 'zh'))).toContain('"has","cn"');
    expect(JSON.stringify(placeFilter('base-place', 'en'))).not.toContain('cn');
  });

  it('round-trips label image names and ignores other generations and images', () => {
    const id = labelImageId(7, 'city1/石家庄');
    expect(parseLabelImageId(id, 7)).toEqual({ kind: 'city1', text: '石家庄' });
    expect(parseLabelImageId(labelImageId(7, 'code/PEK/X'), 7)).toEqual({
      kind: 'code',
      text: 'PEK/X',
    });
    expect(parseLabelImageId(id, 8)).toBeNull();
    expect(parseLabelImageId(labelImageId(7, 'unknown/x'), 7)).toBeNull();
    expect(parseLabelImageId('airport-label/7/ZBAA', 7)).toBeNull();
  });

  it('derives its colours from each map style and the brightness', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    for (const theme of Object.values(MAP_THEMES)) {
      const palette = baseMapPalette(theme, 0.4);
      expect(palette.land).toBe(theme.land);
      expect(palette.ocean).toBe(theme.ocean);
      expect(palette.regionBorder).not.toBe(palette.countryBorder);
      for (const colour of Object.values(palette)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    }
    const dim = baseMapPalette(MAP_THEMES.light, 0.1);
    expect(dim.land).not.toBe(MAP_THEMES.light.land);
    expect(baseMapPaint(dim).land).toEqual({ 'fill-color': dim.land });
  });
});
