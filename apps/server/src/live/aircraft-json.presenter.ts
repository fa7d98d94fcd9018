// readsb/tar1090-compatible aircraft.json, so existing tools (tar1090, VRS, graphs) can read
// Skytrace. Field names and units follow readsb's json output: feet, knots, ft/min, degrees.
import { formatIcaoHexLower, formatSquawk } from '@skytrace/contracts';
import { LiveAirGround, type LiveAircraft } from './live.aircraft';

/** One aircraft as readsb writes it; absent fields are omitted. */
export interface AircraftJsonEntry {
  hex: string;
  flight?: string;
  alt_baro?: number | 'ground';
  alt_geom?: number;
  gs?: number;
  ias?: number;
  tas?: number;
  track?: number;
  true_heading?: number;
  baro_rate?: number;
  squawk?: string;
  emergency?: string;
  category?: string;
  lat?: number;
  lon?: number;
  seen_pos?: number;
  messages: number;
  seen: number;
  rssi?: number;
}

const EMERGENCIES = [
  'none',
  'general',
  'lifeguard',
  'minfuel',
  'nordo',
  'unlawful',
  'downed',
  'reserved',
];

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** The readsb `flight` field: the callsign padded to 8 characters. */
export function flightText(callsign: string): string {
  return callsign.padEnd(8, ' ');
}

/** One live aircraft as a readsb aircraft.json entry at time `now` (seconds). */
export function presentAircraftJson(entry: LiveAircraft, now: number): AircraftJsonEntry {
  const out: AircraftJsonEntry = {
    hex: formatIcaoHexLower(entry.icao),
    messages: entry.messages,
    seen: round(Math.max(0, now - entry.lastSeen), 1),
  };
  if (entry.callsign !== '') out.flight = flightText(entry.callsign);
  if (entry.airGround === LiveAirGround.Ground) out.alt_baro = 'ground';
  else if (!Number.isNaN(entry.altitude)) out.alt_baro = entry.altitude;
  if (!Number.isNaN(entry.altitudeGnss)) out.alt_geom = entry.altitudeGnss;
  if (!Number.isNaN(entry.groundSpeed)) out.gs = round(entry.groundSpeed, 1);
  if (!Number.isNaN(entry.ias)) out.ias = Math.round(entry.ias);
  if (!Number.isNaN(entry.tas)) out.tas = Math.round(entry.tas);
  if (!Number.isNaN(entry.track)) out.track = round(entry.track, 2);
  if (!Number.isNaN(entry.heading)) out.true_heading = round(entry.heading, 2);
  if (!Number.isNaN(entry.verticalRate)) out.baro_rate = Math.round(entry.verticalRate);
  if (!Number.isNaN(entry.squawk)) out.squawk = formatSquawk(entry.squawk);
  if (!Number.isNaN(entry.emergency)) out.emergency = EMERGENCIES[entry.emergency] ?? 'reserved';
  if (!Number.isNaN(entry.category)) out.category = entry.category.toString(16).toUpperCase();
  if (!Number.isNaN(entry.lat)) {
    out.lat = round(entry.lat, 6);
    out.lon = round(entry.lon, 6);
    out.seen_pos = round(Math.max(0, now - entry.positionTime), 3);
  }
  if (!Number.isNaN(entry.rssi)) out.rssi = round(entry.rssi, 1);
  return out;
}
