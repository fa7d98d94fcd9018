// What an SBS/BaseStation line may carry. SBS is text a feeder writes itself, so unlike a Mode S
// frame (6-bit charset, CRC) nothing in it is guaranteed: a callsign field can hold any bytes.
// A line with a field outside what ADS-B can encode is rejected whole: real receivers never
// write one, and markup in a callsign must never reach aircraft.json, search, traces or exports.
import type { SbsRecord } from '@skytrace/adsb';

/** ADS-B identification: 8 characters of A–Z, 0–9 and space (ICAO Annex 10, the 6-bit set). */
const CALLSIGN = /^[A-Z0-9 ]{1,8}$/;

/** Physical bounds of the numeric fields, in SBS units (ft, kt, degrees, ft/min). */
const MIN_ALTITUDE_FT = -2000;
/** Mode C and ES altitude codes end at 126,750 ft. */
const MAX_ALTITUDE_FT = 127_000;
/** ES velocity subtype 2 (supersonic) tops out at 4,088 kt. */
const MAX_GROUND_SPEED_KT = 4100;
/** ES vertical rate field: ±32,640 ft/min. */
const MAX_VERTICAL_RATE_FPM = 32_700;

/** True when a callsign is one ADS-B can transmit (already trimmed; '' = absent). */
export function isValidCallsign(callsign: string): boolean {
  return callsign === '' || CALLSIGN.test(callsign);
}

function within(value: number, min: number, max: number): boolean {
  return Number.isNaN(value) || (value >= min && value <= max);
}

/**
 * True when every field of the record is one a receiver could have decoded. Squawks need no
 * check here: the framer keeps only exactly four octal digits.
 */
export function isPlausibleSbsRecord(record: SbsRecord): boolean {
  if (!isValidCallsign(record.callsign)) return false;
  if (!within(record.altitude, MIN_ALTITUDE_FT, MAX_ALTITUDE_FT)) return false;
  if (!within(record.groundSpeed, 0, MAX_GROUND_SPEED_KT)) return false;
  if (!within(record.track, 0, 360)) return false;
  if (!within(record.verticalRate, -MAX_VERTICAL_RATE_FPM, MAX_VERTICAL_RATE_FPM)) return false;
  const { lat, lon } = record;
  if (Number.isNaN(lat) !== Number.isNaN(lon)) return false;
  if (!within(lat, -90, 90) || !within(lon, -180, 180)) return false;
  // 0,0 is what broken feeders write for "no position".
  return !(lat === 0 && lon === 0);
}
