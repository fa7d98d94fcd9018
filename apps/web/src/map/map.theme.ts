// Colours of the spec's default map style "darkblue" (spec §3 display settings) and of the
// aircraft by altitude. The legend reads the same bands, so map and legend cannot disagree.

export const DARKBLUE = {
  ocean: '#0a1a2f',
  land: '#16304f',
  border: '#2c4d75',
  coast: '#3b6c9e',
  graticule: '#10233b',
} as const;

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
