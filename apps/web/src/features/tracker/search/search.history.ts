// Spec §2 "search of flights and airports with history", persisted locally: the last picks,
// newest first, one entry per flight or airport.

const STORAGE_KEY = 'skytrace_search_history';
export const HISTORY_LIMIT = 8;

export type HistoryEntry =
  | { kind: 'flight'; flight: string; detail: string }
  | { kind: 'airport'; code: string; name: string; lat: number; lng: number };

const keyOf = (entry: HistoryEntry) =>
  entry.kind === 'flight' ? `flight:${entry.flight}` : `airport:${entry.code}`;

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v.kind === 'flight') return typeof v.flight === 'string' && typeof v.detail === 'string';
  return (
    v.kind === 'airport' &&
    typeof v.code === 'string' &&
    typeof v.name === 'string' &&
    typeof v.lat === 'number' &&
    typeof v.lng === 'number'
  );
}

/** The stored history; anything unreadable counts as empty. */
export function readHistory(storage: Pick<Storage, 'getItem'> = localStorage): HistoryEntry[] {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

/** `history` with `entry` moved (or added) to the front, at most HISTORY_LIMIT long. */
export function withEntry(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const key = keyOf(entry);
  return [entry, ...history.filter((item) => keyOf(item) !== key)].slice(0, HISTORY_LIMIT);
}

export function writeHistory(
  history: readonly HistoryEntry[],
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(history));
  } catch (error) {
    // Spec §8: no local storage is a console error, not a failure of the search.
    console.error('search history', error);
  }
}
