import type { MapSource } from '@skytrace/contracts';
import { describe, expect, it } from 'vitest';
import {
  availableBaseMaps,
  availableOverlays,
  baseTileChoice,
  insideChinaTiles,
  wantsAlternateTiles,
  type MapSources,
} from './tile-source';

const source = (name: string): MapSource => ({
  url: `https://tiles.example/${name}/{z}/{x}/{y}.png`,
  attribution: name,
  maxZoom: 18,
});

const BEIJING: [number, number] = [116.4, 39.9];
const TOKYO: [number, number] = [139.7, 35.7];

describe('China tile bounds', () => {
  it('holds the bounds of spec §9 inclusively', () => {
    expect(insideChinaTiles(...BEIJING)).toBe(true);
    expect(insideChinaTiles(73.33, 18.1)).toBe(true);
    expect(insideChinaTiles(133.05, 51.33)).toBe(true);
    expect(insideChinaTiles(73.32, 30)).toBe(false);
    expect(insideChinaTiles(100, 51.34)).toBe(false);
    expect(insideChinaTiles(...TOKYO)).toBe(false);
  });
});

describe('wantsAlternateTiles', () => {
  it('applies above zoom 10 outside China in Chinese', () => {
    expect(wantsAlternateTiles({ zoom: 11, center: TOKYO, language: 'zh' })).toBe(true);
    expect(wantsAlternateTiles({ zoom: 10, center: TOKYO, language: 'zh' })).toBe(false);
    expect(wantsAlternateTiles({ zoom: 14, center: BEIJING, language: 'zh' })).toBe(false);
  });

  it('never applies in English', () => {
    expect(wantsAlternateTiles({ zoom: 15, center: TOKYO, language: 'en' })).toBe(false);
  });
});

describe('baseTileChoice', () => {
  const sources: MapSources = {
    default: source('street'),
    osm: source('osm'),
    satellite: source('satellite'),
  };

  it('keeps the offline map when nothing is configured', () => {
    expect(baseTileChoice('default', {}, { zoom: 12, center: TOKYO, language: 'zh' })).toBeNull();
    expect(
      baseTileChoice('terrain', sources, { zoom: 5, center: BEIJING, language: 'zh' }),
    ).toBeNull();
  });

  it('swaps the street map for OSM zoomed in abroad, for Chinese only', () => {
    const tokyo = { zoom: 12, center: TOKYO } as const;
    expect(baseTileChoice('default', sources, { ...tokyo, language: 'zh' })?.kind).toBe('osm');
    expect(baseTileChoice('default', sources, { ...tokyo, language: 'en' })?.kind).toBe('default');
    expect(
      baseTileChoice('default', sources, { zoom: 12, center: BEIJING, language: 'zh' })?.kind,
    ).toBe('default');
  });

  it('stays on the street map when no alternate is configured', () => {
    const choice = baseTileChoice(
      'default',
      { default: source('street') },
      { zoom: 12, center: TOKYO, language: 'zh' },
    );
    expect(choice?.kind).toBe('default');
  });

  it('never swaps a base map chosen on purpose', () => {
    const choice = baseTileChoice('satellite', sources, {
      zoom: 16,
      center: TOKYO,
      language: 'zh',
    });
    expect(choice).toEqual({ kind: 'satellite', source: sources.satellite });
  });
});

describe('offered choices', () => {
  it('offers only configured online base maps and overlays', () => {
    expect(availableBaseMaps({})).toEqual(['default']);
    expect(availableOverlays({})).toEqual([]);
    const sources: MapSources = { osm: source('osm'), weather: source('weather') };
    expect(availableBaseMaps(sources)).toEqual(['default', 'osm']);
    expect(availableOverlays(sources)).toEqual(['weather']);
  });
});
