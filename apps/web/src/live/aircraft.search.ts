import type { AircraftStore, LiveAircraft } from './aircraft.store';

// Search of live aircraft (spec §2 "search of flights"): by callsign, flight number, ICAO hex or
// registration, compared upper-case without whitespace (spec §5).

export type SearchField = 'fnum' | 'callsign' | 'anum' | 'hex';

export interface SearchHit {
  aircraft: LiveAircraft;
  field: SearchField;
}

export function normaliseQuery(query: string): string {
  return query.replace(/[\s-]/g, '').toUpperCase();
}

function fieldsOf(aircraft: LiveAircraft): [SearchField, string][] {
  const identity = aircraft.identity;
  return [
    ['fnum', identity?.fnum ?? ''],
    ['callsign', identity?.callsign ?? ''],
    ['anum', identity?.anum ?? ''],
    ['hex', aircraft.hex],
  ];
}

/** Live aircraft matching `query`: exact matches first, then prefixes, then substrings. */
export function searchAircraft(store: AircraftStore, query: string, limit = 8): SearchHit[] {
  const needle = normaliseQuery(query);
  if (needle.length < 2) return [];
  const ranked: { hit: SearchHit; rank: number }[] = [];
  for (const aircraft of store.values()) {
    let best: { field: SearchField; rank: number } | null = null;
    for (const [field, value] of fieldsOf(aircraft)) {
      const haystack = normaliseQuery(value);
      if (haystack === '') continue;
      const rank =
        haystack === needle
          ? 0
          : haystack.startsWith(needle)
            ? 1
            : haystack.includes(needle)
              ? 2
              : 3;
      if (rank < 3 && (best === null || rank < best.rank)) best = { field, rank };
    }
    if (best !== null) ranked.push({ hit: { aircraft, field: best.field }, rank: best.rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.hit.aircraft.hex.localeCompare(b.hit.aircraft.hex));
  return ranked.slice(0, limit).map((entry) => entry.hit);
}

/** The aircraft whose flight number or callsign is `flight` (route `/tracker/:fnum2`). */
export function findByFlight(store: AircraftStore, flight: string): LiveAircraft | undefined {
  const needle = normaliseQuery(flight);
  for (const aircraft of store.values()) {
    const identity = aircraft.identity;
    if (identity === null) continue;
    if (normaliseQuery(identity.fnum) === needle || normaliseQuery(identity.callsign) === needle) {
      return aircraft;
    }
  }
  return undefined;
}
