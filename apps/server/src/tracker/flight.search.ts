// Live flight search of the tracker: callsign, IATA flight number, registration or ICAO
// address, among aircraft in the live table. Registrations an operator hides (spec §5: private
// or restricted aircraft) are never returned.
import { formatIcaoHex, type FlightHit } from '@skytrace/contracts';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import type { LiveAircraft } from '../live/live.aircraft';
import type { LiveTable } from '../live/live.table';

function normalise(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

/** The search-result view of one live aircraft. */
export function presentFlightHit(
  entry: LiveAircraft,
  identity: FlightIdentityService,
  now: number,
): FlightHit {
  const base = identity.identify({
    icao: entry.icao,
    callsign: entry.callsign === '' ? undefined : entry.callsign,
    time: Math.floor(now),
  });
  return {
    icaoId: formatIcaoHex(entry.icao),
    callsign: entry.callsign,
    fnum: base.flightNum2,
    anum: base.aircraftNum,
    aircraftType: base.aircraftType,
    org: base.forg?.IATA ?? base.forg?.ICAO ?? null,
    dst: base.fdst?.IATA ?? base.fdst?.ICAO ?? null,
    lat: Number.isNaN(entry.lat) ? null : entry.lat,
    lng: Number.isNaN(entry.lon) ? null : entry.lon,
  };
}

/** Up to `limit` live flights matching `text`, exact matches first. */
export function searchLiveFlights(
  text: string,
  deps: {
    liveTable: LiveTable;
    identity: FlightIdentityService;
    hiddenRegistrations: ReadonlySet<string>;
    now: number;
  },
  limit: number,
): FlightHit[] {
  const needle = normalise(text);
  if (needle === '') return [];
  const exact: FlightHit[] = [];
  const prefix: FlightHit[] = [];
  for (const entry of deps.liveTable.aircraft.values()) {
    const hit = presentFlightHit(entry, deps.identity, deps.now);
    if (hit.anum && deps.hiddenRegistrations.has(normalise(hit.anum))) continue;
    const keys = [hit.icaoId, hit.callsign, hit.fnum ?? '', hit.anum ?? ''].map(normalise);
    const isExact = keys.includes(needle);
    if (!isExact && !keys.some((key) => key !== '' && key.startsWith(needle))) continue;
    (isExact ? exact : prefix).push(hit);
    if (exact.length >= limit) break;
  }
  prefix.sort((a, b) => a.callsign.localeCompare(b.callsign));
  return [...exact, ...prefix].slice(0, limit);
}
