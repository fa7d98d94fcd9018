import { PLAYBACK_MULTI_MAX_FLIGHTS } from '@skytrace/contracts';

// The flights of a multi-flight playback, however they were chosen (historical search or the
// map), in the order they were added. The set lives in the link (?ids=12,13) so a copied link
// reopens the same playback; recorded flight ids are digits only.

export interface PickedFlight {
  /** Recorded flight id (the contract's flightId, as text). */
  id: string;
  /** Flight number, callsign, registration or hex; the id until the playback names it. */
  label: string;
}

/** What one pick did: added, removed, refused because the set is full, or nothing. */
export type PickOutcome = 'added' | 'removed' | 'full' | 'unchanged';

export interface PickResult {
  set: PickedFlight[];
  outcome: PickOutcome;
}

const isFlightId = (id: string) => /^\d{1,15}$/.test(id);

/** Adds a flight unless it is there already or the set holds `max` flights. */
export function addPick(
  set: readonly PickedFlight[],
  flight: PickedFlight,
  max: number = PLAYBACK_MULTI_MAX_FLIGHTS,
): PickResult {
  if (!isFlightId(flight.id) || set.some((picked) => picked.id === flight.id)) {
    return { set: [...set], outcome: 'unchanged' };
  }
  if (set.length >= max) return { set: [...set], outcome: 'full' };
  return { set: [...set, flight], outcome: 'added' };
}

export function removePick(set: readonly PickedFlight[], id: string): PickResult {
  const next = set.filter((picked) => picked.id !== id);
  return { set: next, outcome: next.length === set.length ? 'unchanged' : 'removed' };
}

/** A click on the map: removes a picked flight, else adds it (within the limit). */
export function togglePick(
  set: readonly PickedFlight[],
  flight: PickedFlight,
  max: number = PLAYBACK_MULTI_MAX_FLIGHTS,
): PickResult {
  return set.some((picked) => picked.id === flight.id)
    ? removePick(set, flight.id)
    : addPick(set, flight, max);
}

/** Labels the set by the loaded flights (keys are flight ids); others keep theirs. */
export function relabel(
  set: readonly PickedFlight[],
  flights: readonly { key: string; label: string }[],
): PickedFlight[] {
  const labels = new Map(flights.map((flight) => [flight.key, flight.label]));
  return set.map((picked) => ({ ...picked, label: labels.get(picked.id) ?? picked.label }));
}

/** The set in a link's query (?ids=12,13): valid ids, no repeats, at most `max`. */
export function pickedOfSearch(
  search: string,
  max: number = PLAYBACK_MULTI_MAX_FLIGHTS,
): PickedFlight[] {
  const ids = new URLSearchParams(search).get('ids')?.split(',') ?? [];
  return [...new Set(ids.filter(isFlightId))].slice(0, max).map((id) => ({ id, label: id }));
}

/** `search` with the set written in (`ids` dropped when empty; other parameters kept). */
export function searchWithPicked(search: string, set: readonly PickedFlight[]): string {
  const params = new URLSearchParams(search);
  if (set.length === 0) params.delete('ids');
  else params.set('ids', set.map((picked) => picked.id).join(','));
  // Commas stay readable in a shared link.
  const text = params.toString().replace(/%2C/g, ',');
  return text === '' ? '' : `?${text}`;
}
