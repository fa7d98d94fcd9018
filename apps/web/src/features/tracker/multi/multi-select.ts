// Multi mode of spec §4 as pure functions. The spec gives two readings of the limit: up to 20
// selected with the oldest deselected when the limit is reached, or the oldest dropped once more
// than 6 are selected. We take the first: 20 flights still fit a compact list, and six is too few
// to compare the traffic of an airport or a route, which is what multi-select is for.

/** Most flights selected at once in multi mode (spec §4, first reading). */
export const MULTI_SELECT_LIMIT = 20;

/**
 * The selection after clicking `icao`, oldest first: a selected flight is deselected, a new one is
 * added at the end, and the oldest is dropped when that would pass `limit`.
 */
export function toggleMultiSelection(
  selected: readonly number[],
  icao: number,
  limit = MULTI_SELECT_LIMIT,
): number[] {
  if (selected.includes(icao)) return selected.filter((other) => other !== icao);
  const next = [...selected, icao];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/**
 * The flight whose detail bar shows once `multi` changed: the one shown before if still selected,
 * else the newest selected, else none.
 */
export function shownAfter(multi: readonly number[], shown: number | null): number | null {
  if (shown !== null && multi.includes(shown)) return shown;
  return multi.at(-1) ?? null;
}
