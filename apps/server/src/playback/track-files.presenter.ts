// Track files (spec §7 realtime host): one recorded part of a flight, named so that a name can
// be checked against its row before anything is read (packages/contracts TRACK_FILE_NAME).
import {
  TRACK_FILE_NAME,
  type FlightBase,
  type TrackFile,
  formatIcaoHex,
  formatIcaoHexLower,
} from '@skytrace/contracts';
import type { FlightSummary } from '../traces/traces.repo';

const seconds = (ms: number): number => Math.round(ms / 100) / 10;
const pad = (n: number): string => String(n).padStart(2, '0');

/** `yyyymmddThhmmssZ` of a moment (UTC, whole seconds). */
function compactUtc(ms: number): string {
  const d = new Date(Math.floor(ms / 1000) * 1000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** The file name of a recorded part: ICAO address, first point (UTC) and row id. */
export function trackFileName(flight: Pick<FlightSummary, 'icao' | 'firstSeen' | 'id'>): string {
  const hex = formatIcaoHexLower(flight.icao);
  return `${hex}-${compactUtc(flight.firstSeen)}-${String(flight.id)}`;
}

/** The row id a well-formed name points at, or undefined for any other text. */
export function trackFileId(name: string): number | undefined {
  if (!TRACK_FILE_NAME.test(name)) return undefined;
  const id = Number(name.slice(name.lastIndexOf('-') + 1));
  return Number.isSafeInteger(id) ? id : undefined;
}

/** True when `name` is exactly the name of `flight`: its id alone does not name a file. */
export const namesTrackFile = (name: string, flight: FlightSummary): boolean =>
  trackFileName(flight) === name;

const airportCode = (airport: FlightBase['forg']): string | null =>
  airport ? (airport.IATA ?? airport.ICAO) : null;

export function presentTrackFile(flight: FlightSummary, base: FlightBase): TrackFile {
  return {
    file_name: trackFileName(flight),
    flightId: flight.id,
    icaoId: formatIcaoHex(flight.icao),
    callsign: flight.callsign,
    fnum: base.flightNum2,
    anum: base.aircraftNum,
    aircraftType: base.aircraftType,
    org: airportCode(base.forg),
    dst: airportCode(base.fdst),
    firstSeen: seconds(flight.firstSeen),
    lastSeen: seconds(flight.lastSeen),
    pointCount: flight.pointCount,
    bbox: { west: flight.minLon, south: flight.minLat, east: flight.maxLon, north: flight.maxLat },
  };
}
