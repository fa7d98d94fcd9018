// From which zoom each labelled feature shows: the base map's thinning rules. Tiles of zoom z
// carry only the points whose minzoom ≤ z (the last tile zoom carries all), and the style hides
// a point below its minzoom; MapLibre's label collision thins what is left, biggest first.

/**
 * A populated place's first zoom by population (GeoNames figures): megacities from zoom 2,
 * towns of 15,000 from zoom 9. Capitals show from zoom 3 at the latest.
 */
export function placeMinZoom(population: number, capital: boolean): number {
  const byPopulation =
    population >= 8_000_000
      ? 2
      : population >= 3_000_000
        ? 3
        : population >= 1_000_000
          ? 4
          : population >= 400_000
            ? 5
            : population >= 150_000
              ? 6
              : population >= 60_000
                ? 7
                : population >= 30_000
                  ? 8
                  : 9;
  return capital ? Math.min(byPopulation, 3) : byPopulation;
}

/**
 * A province's or state's first zoom: Natural Earth's `min_label` (the zoom its cartographers
 * chose, 1.7–11), kept within 4–7 so that large states show at 4 and small ones by 7.
 */
export function regionMinZoom(minLabel: number | undefined): number {
  if (minLabel === undefined || !Number.isFinite(minLabel)) return 6;
  return Math.min(7, Math.max(4, Math.floor(minLabel)));
}

/** A country's first zoom by the area of its largest polygon. */
export function countryMinZoom(areaKm2: number): number {
  if (areaKm2 >= 1_500_000) return 1;
  if (areaKm2 >= 250_000) return 2;
  if (areaKm2 >= 40_000) return 3;
  return 4;
}

/** 1 large, 2 medium, 3 small: OurAirports' class (a commercial airport unknown to it is 3). */
export function airportSize(ourAirportsType: string | undefined): 1 | 2 | 3 {
  if (ourAirportsType === 'large_airport') return 1;
  if (ourAirportsType === 'medium_airport') return 2;
  return 3;
}

/**
 * A river's first zoom by the length of its Natural Earth line (the data has no rank). Natural
 * Earth cuts rivers into reaches (the Yangtze's through Wuhan is 980 km): the 90 reaches over
 * 800 km from zoom 3, those over 300 km from zoom 5, the rest from zoom 6.
 */
export function riverMinZoom(lengthKm: number): number {
  if (lengthKm >= 800) return 3;
  if (lengthKm >= 300) return 5;
  return 6;
}
