import { adjustBrightness, parseHex, type MapTheme } from '../map.theme';

// The base map's colours, derived from a map style (map.theme) so that each of the ten styles
// gets rivers, province borders and label tiers without ten more hand-picked sets: water is the
// sea, province borders sit between the country border and the land, and label tiers fade from
// the place colour towards the land (countries and provinces stay quieter than cities).

export interface BaseMapPalette {
  ocean: string;
  land: string;
  water: string;
  river: string;
  coast: string;
  countryBorder: string;
  regionBorder: string;
  placeText: string;
  countryText: string;
  regionText: string;
  halo: string;
  airport: string;
  airportStroke: string;
}

/** `a` moved `amount` (0–1) of the way towards `b`. */
export function mix(a: string, b: string, amount: number): string {
  const from = parseHex(a);
  const to = parseHex(b);
  return `#${from
    .map((channel, i) => Math.round(channel + ((to[i] ?? 0) - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The palette of `theme` at `brightness` (spec §3 slider; 0.4 shows the design colours). */
export function baseMapPalette(theme: MapTheme, brightness: number): BaseMapPalette {
  const colour = (hex: string) => adjustBrightness(hex, brightness);
  return {
    ocean: colour(theme.ocean),
    land: colour(theme.land),
    water: colour(theme.ocean),
    // The coast's colour, a quarter towards the land: a thin line in the sea's colour vanished
    // on the dark styles' land.
    river: colour(mix(theme.coast, theme.land, 0.25)),
    coast: colour(theme.coast),
    countryBorder: colour(theme.border),
    regionBorder: colour(mix(theme.border, theme.land, 0.4)),
    placeText: colour(theme.label),
    countryText: colour(mix(theme.label, theme.land, 0.25)),
    regionText: colour(mix(theme.label, theme.land, 0.45)),
    halo: colour(theme.labelHalo),
    airport: colour(theme.airport),
    airportStroke: colour(theme.airportStroke),
  };
}
