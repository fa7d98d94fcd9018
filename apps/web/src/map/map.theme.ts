// Colours of the ten map styles of spec §2 (darkblue is the default, spec §3) and of the aircraft
// by altitude. The legend reads the same bands, so map and legend cannot disagree. Every style keeps
// its land and ocean away from the altitude colours' lightness extremes: the plane icons carry a
// dark outline, so they read on the light styles as well as on the dark ones.

/** The colours one map style gives the offline base map and the data layers drawn over it. */
export interface MapTheme {
  ocean: string;
  land: string;
  border: string;
  coast: string;
  graticule: string;
  /** Airport and device label text, and the halo that separates it from the map. */
  label: string;
  labelHalo: string;
  airport: string;
  airportStroke: string;
  /** Fill of the night side of the day/night layer and its opacity. */
  night: string;
  nightOpacity: number;
}

export const MAP_THEMES = {
  darkblue: {
    ocean: '#0a1a2f',
    land: '#16304f',
    border: '#2c4d75',
    coast: '#3b6c9e',
    graticule: '#10233b',
    label: '#d6e4f7',
    labelHalo: '#0a1a2f',
    airport: '#f5f8ff',
    airportStroke: '#0a1a2f',
    night: '#000814',
    nightOpacity: 0.35,
  },
  midnight: {
    ocean: '#05070f',
    land: '#141a2e',
    border: '#343c66',
    coast: '#4a5590',
    graticule: '#0c1020',
    label: '#c9cff0',
    labelHalo: '#05070f',
    airport: '#e9ecff',
    airportStroke: '#05070f',
    night: '#000000',
    nightOpacity: 0.4,
  },
  black: {
    ocean: '#000000',
    land: '#161616',
    border: '#3a3a3a',
    coast: '#4d4d4d',
    graticule: '#0d0d0d',
    label: '#d9d9d9',
    labelHalo: '#000000',
    airport: '#ffffff',
    airportStroke: '#000000',
    night: '#000000',
    nightOpacity: 0.45,
  },
  grey: {
    ocean: '#222629',
    land: '#363b40',
    border: '#6c737b',
    coast: '#808890',
    graticule: '#2b2f33',
    label: '#eceff2',
    labelHalo: '#222629',
    airport: '#ffffff',
    airportStroke: '#222629',
    night: '#0d0f12',
    nightOpacity: 0.35,
  },
  light: {
    ocean: '#b8cadb',
    land: '#e4e7ea',
    border: '#8a95a3',
    coast: '#7d93ab',
    graticule: '#a9bccf',
    label: '#1d2733',
    labelHalo: '#f4f6f8',
    airport: '#1d2733',
    airportStroke: '#f4f6f8',
    night: '#1a2a44',
    nightOpacity: 0.22,
  },
  classic: {
    ocean: '#9cc0e0',
    land: '#ede4cf',
    border: '#b08a6a',
    coast: '#6f95bb',
    graticule: '#8cb2d4',
    label: '#3b2a1a',
    labelHalo: '#faf6ec',
    airport: '#7a1f1f',
    airportStroke: '#faf6ec',
    night: '#1b2540',
    nightOpacity: 0.25,
  },
  ocean: {
    ocean: '#06334d',
    land: '#0c3f47',
    border: '#3f8f94',
    coast: '#58b3b5',
    graticule: '#0a3f5c',
    label: '#d8f5f2',
    labelHalo: '#06334d',
    airport: '#f0fffd',
    airportStroke: '#06334d',
    night: '#001420',
    nightOpacity: 0.35,
  },
  forest: {
    ocean: '#14262b',
    land: '#1f3a24',
    border: '#4d7350',
    coast: '#5f8a6a',
    graticule: '#1a2f34',
    label: '#e0efd9',
    labelHalo: '#14262b',
    airport: '#f4fbef',
    airportStroke: '#14262b',
    night: '#050d08',
    nightOpacity: 0.35,
  },
  desert: {
    ocean: '#1c2a38',
    land: '#463a28',
    border: '#a38b65',
    coast: '#b49d76',
    graticule: '#243444',
    label: '#fbf1dd',
    labelHalo: '#3a3024',
    airport: '#fff8e8',
    airportStroke: '#3a3024',
    night: '#120d08',
    nightOpacity: 0.35,
  },
  contrast: {
    ocean: '#000000',
    land: '#1c1c1c',
    border: '#ffffff',
    coast: '#ffe600',
    graticule: '#262626',
    label: '#ffffff',
    labelHalo: '#000000',
    airport: '#ffe600',
    airportStroke: '#000000',
    night: '#000000',
    nightOpacity: 0.4,
  },
} as const satisfies Record<string, MapTheme>;

export type MapThemeName = keyof typeof MAP_THEMES;

/** The default style (spec §3 "map style darkblue"). */
export const DARKBLUE: MapTheme = MAP_THEMES.darkblue;

/** Colours of the devices layer: online receivers green, offline ones grey, on every style. */
export const DEVICE_ONLINE_COLOR = '#22c55e';
export const DEVICE_OFFLINE_COLOR = '#8b95a1';

export const GROUND_COLOR = '#9aa7b5';
export const EMERGENCY_COLOR = '#ff3b30';

/** Altitude bands, bottom up: an aircraft takes the first band whose ceiling is above it. */
export const ALTITUDE_BANDS: readonly { ceilingFt: number; color: string }[] = [
  { ceilingFt: 2_000, color: '#ff9f1c' },
  { ceilingFt: 6_000, color: '#ffd23f' },
  { ceilingFt: 10_000, color: '#a6e22e' },
  { ceilingFt: 20_000, color: '#2ee6a6' },
  { ceilingFt: 30_000, color: '#34c6f4' },
  { ceilingFt: 40_000, color: '#6b8cff' },
  { ceilingFt: Infinity, color: '#d36bff' },
];

/** Index of the altitude band of `altitudeFt` (unknown altitudes count as the lowest band). */
export function altitudeBand(altitudeFt: number | null): number {
  if (altitudeFt === null) return 0;
  const index = ALTITUDE_BANDS.findIndex((band) => altitudeFt < band.ceilingFt);
  return index === -1 ? ALTITUDE_BANDS.length - 1 : index;
}

/** The brightness at which a style shows its colours as designed (spec §3 default). */
export const DESIGN_BRIGHTNESS = 0.4;

/**
 * A vector-map colour at `brightness` (0.1–1): the design brightness leaves it unchanged, lower
 * values mix it towards black (at most half way) and higher ones towards white (at most 30 %),
 * so the slider dims or lifts the whole style without washing out the aircraft on top.
 */
export function adjustBrightness(hex: string, brightness: number): string {
  const rgb = parseHex(hex);
  const delta = brightness - DESIGN_BRIGHTNESS;
  const [target, amount] =
    delta < 0
      ? [0, Math.min(1, -delta / (DESIGN_BRIGHTNESS - 0.1)) * 0.5]
      : [255, Math.min(1, delta / (1 - DESIGN_BRIGHTNESS)) * 0.3];
  return toHex(rgb.map((channel) => channel + (target - channel) * amount) as Rgb);
}

type Rgb = [number, number, number];

/** `#rrggbb` → [r, g, b] (0–255). */
export function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}
