// Live flight search of the tracker: callsign, IATA flight number, registration or ICAO
// address, among aircraft in the live table. Registrations an operator hides (spec §5: private
// or restricted aircraft) are never returned.
import type { FlightHit } from '@skytrace/contracts';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import type { LiveTable } from '../live/live.table';

function normalise(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
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
    const hex = entry.icao.toString(16).toUpperCase().padStart(6, '0');
    const callsign = entry.callsign;
    const base = deps.identity.identify({
      icao: entry.icao,
      callsign: callsign === '' ? undefined : callsign,
      time: Math.floor(deps.now),
    });
    const registration = base.aircraftNum;
    if (registration && deps.hiddenRegistrations.has(normalise(registration))) continue;
    const keys = [hex, callsign, base.flightNum2 ?? '', registration ?? ''].map(normalise);
    const isExact = keys.includes(needle);
    if (!isExact && !keys.some((key) => key !== '' && key.startsWith(needle))) continue;
    const hit: FlightHit = {
      icaoId: hex,
      callsign,
      fnum: base.flightNum2,
      anum: registration,
      aircraftType: base.aircraftType,
      org: base.forg?.IATA ?? base.forg?.ICAO ?? null,
      dst: base.fdst?.IATA ?? base.fdst?.ICAO ?? null,
      lat: Number.isNaN(entry.lat) ? null : entry.lat,
      lng: Number.isNaN(entry.lon) ? null : entry.lon,
    };
    (isExact ? exact : prefix).push(hit);
    if (exact.length >= limit) break;
  }
  prefix.sort((a, b) => a.callsign.localeCompare(b.callsign));
  return [...exact, ...prefix].slice(0, limit);
}
