import { describe, expect, it } from 'vitest';
import { MAP_STYLES } from '../settings/display-settings.store';
import {
  adjustBrightness,
  ALTITUDE_BANDS,
  DESIGN_BRIGHTNESS,
  EMERGENCY_COLOR,
  GROUND_COLOR,
  MAP_THEMES,
  parseHex,
  type MapTheme,
} from './map.theme';

// WCAG relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// The plane icons' outline (aircraft.icon.ts): near black at 90 % opacity.
const ICON_OUTLINE = '#040c18';
const COLOUR_KEYS: (keyof MapTheme)[] = [
  'ocean',
  'land',
  'border',
  'coast',
  'graticule',
  'label',
  'labelHalo',
  'airport',
  'airportStroke',
  'night',
];

describe('map themes', () => {
  it('has a complete theme for each of the ten map styles', () => {
    expect(MAP_STYLES).toHaveLength(10);
    expect(Object.keys(MAP_THEMES).sort()).toEqual([...MAP_STYLES].sort());
    for (const style of MAP_STYLES) {
      const theme: MapTheme = MAP_THEMES[style];
      for (const key of COLOUR_KEYS)
        expect(theme[key], `${style}.${key}`).toMatch(/^#[0-9a-f]{6}$/);
      expect(theme.nightOpacity).toBeGreaterThan(0);
      expect(theme.nightOpacity).toBeLessThan(0.5);
    }
  });

  it('gives every style distinct colours', () => {
    const oceans = new Set(
      MAP_STYLES.map((style) => `${MAP_THEMES[style].ocean}/${MAP_THEMES[style].land}`),
    );
    expect(oceans.size).toBe(MAP_STYLES.length);
  });

  it('keeps labels readable and land distinct from the sea', () => {
    for (const style of MAP_STYLES) {
      const theme = MAP_THEMES[style];
      expect(contrast(theme.label, theme.labelHalo), style).toBeGreaterThanOrEqual(7);
      expect(contrast(theme.label, theme.land), style).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.airport, theme.airportStroke), style).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.land, theme.ocean), style).toBeGreaterThan(1.1);
    }
  });

  it('keeps every aircraft colour readable on land and sea of every style', () => {
    const aircraft = [...ALTITUDE_BANDS.map((band) => band.color), GROUND_COLOR, EMERGENCY_COLOR];
    for (const style of MAP_STYLES) {
      for (const background of [MAP_THEMES[style].land, MAP_THEMES[style].ocean]) {
        for (const colour of aircraft) {
          // Either the fill stands out, or the dark outline does.
          const best = Math.max(contrast(colour, background), contrast(ICON_OUTLINE, background));
          expect(best, `${style} ${colour} on ${background}`).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });
});

describe('adjustBrightness', () => {
  it('leaves colours as designed at the default brightness', () => {
    expect(adjustBrightness('#16304f', DESIGN_BRIGHTNESS)).toBe('#16304f');
  });

  it('dims at most half way to black and lifts at most 30 % towards white', () => {
    expect(adjustBrightness('#808080', 0.1)).toBe('#404040');
    expect(adjustBrightness('#000000', 1)).toBe('#4d4d4d');
    const dim = luminance(adjustBrightness('#3b6c9e', 0.25));
    expect(dim).toBeLessThan(luminance('#3b6c9e'));
    expect(dim).toBeGreaterThan(luminance(adjustBrightness('#3b6c9e', 0.1)));
  });
});
