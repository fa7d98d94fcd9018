// SBS / BaseStation text output: "MSG,<type>,..." lines of 22 comma-separated fields ending in CRLF,
// as readsb and dump1090 write them on port 30003. Flags are "-1" for true and "0" for false; an
// empty field means "not in this message". Dates and times are UTC. `writeSbsLine` writes ASCII
// straight into the caller's buffer without building strings; `formatSbsLine` wraps it.

/** BaseStation transmission types: 1 identification, 2 surface position, 3 airborne position,
 * 4 airborne velocity, 5 surveillance altitude, 6 surveillance identity, 7 air-to-air, 8 all-call. */
export type SbsTransmissionType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** The content of one SBS line; fields left undefined are written empty. */
export interface SbsMessage {
  type: SbsTransmissionType;
  /** 24-bit ICAO address. */
  icao: number;
  /** When the message was received, ms since the Unix epoch. */
  timeMs: number;
  /** When it was logged, ms since the Unix epoch. Default `timeMs`. */
  loggedMs?: number;
  /** Up to 8 characters; padded with spaces to 8 as BaseStation does. */
  callsign?: string;
  /** Barometric altitude, ft. */
  altitudeFt?: number;
  groundSpeedKt?: number;
  trackDeg?: number;
  /** WGS-84 latitude and longitude, degrees (written with 6 decimals, only as a pair). */
  lat?: number;
  lon?: number;
  verticalRateFpm?: number;
  /** Mode A code as four octal digits. */
  squawk?: string;
  /** Squawk changed. */
  alert?: boolean;
  /** Emergency squawk (7500, 7600, 7700). */
  emergency?: boolean;
  spi?: boolean;
  onGround?: boolean;
}

/** Longest possible line: every field at its widest (numbers beyond ±1e9 are left empty). */
export const SBS_MAX_LINE_BYTES = 200;

const COMMA = 0x2c;
const HEX = '0123456789ABCDEF';
const MS_PER_DAY = 86_400_000;
/** Dates are written for years 0000-9999 (ms since 1970 clamped to that range). */
const MIN_MS = -62_167_219_200_000;
const MAX_MS = 253_402_300_799_999;

/** Write `value` as at least `width` decimal digits (value ≥ 0, integer); returns the offset. */
function putDigits(out: Uint8Array, at: number, value: number, width: number): number {
  let digits = 1;
  for (let v = value; v >= 10; v = Math.floor(v / 10)) digits++;
  if (digits < width) digits = width;
  let v = value;
  for (let i = digits - 1; i >= 0; i--) {
    out[at + i] = 0x30 + (v % 10);
    v = Math.floor(v / 10);
  }
  return at + digits;
}

/** Write a rounded integer, '' when absent or implausibly large. */
function putInteger(out: Uint8Array, at: number, value: number | undefined): number {
  if (value === undefined || !(Math.abs(value) < 1e9)) return at;
  const rounded = Math.round(value);
  if (rounded < 0) out[at++] = 0x2d; // '-'
  return putDigits(out, at, Math.abs(rounded), 1);
}

/** Write a coordinate with 6 decimals ("-15.075400"). */
function putCoordinate(out: Uint8Array, at: number, degrees: number): number {
  const micro = Math.round(Math.abs(degrees) * 1e6);
  if (degrees < 0 && micro !== 0) out[at++] = 0x2d;
  at = putDigits(out, at, Math.floor(micro / 1e6), 1);
  out[at++] = 0x2e; // '.'
  return putDigits(out, at, micro % 1e6, 6);
}

/** Write "YYYY/MM/DD,HH:MM:SS.mmm" (UTC) for `ms` since the Unix epoch; returns the offset. */
function putDateTime(out: Uint8Array, at: number, ms: number): number {
  const clamped = Math.min(MAX_MS, Math.max(MIN_MS, Math.floor(Number.isFinite(ms) ? ms : 0)));
  const days = Math.floor(clamped / MS_PER_DAY);
  let rest = clamped - days * MS_PER_DAY;
  // Civil date from a day count (Howard Hinnant's algorithm), avoiding a Date per line.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  at = putDigits(out, at, year, 4);
  out[at++] = 0x2f; // '/'
  at = putDigits(out, at, month, 2);
  out[at++] = 0x2f;
  at = putDigits(out, at, day, 2);
  out[at++] = COMMA;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  at = putDigits(out, at, hours, 2);
  out[at++] = 0x3a; // ':'
  at = putDigits(out, at, minutes, 2);
  out[at++] = 0x3a;
  at = putDigits(out, at, Math.floor(rest / 1000), 2);
  out[at++] = 0x2e;
  return putDigits(out, at, rest % 1000, 3);
}

/** Write a constant ASCII string as it is. */
function putAscii(out: Uint8Array, at: number, text: string): number {
  for (let i = 0; i < text.length; i++) out[at++] = text.charCodeAt(i);
  return at;
}

/** Write up to `max` characters of `text` (printable ASCII, commas excluded), padded to `pad`. */
function putText(out: Uint8Array, at: number, text: string, max: number, pad: number): number {
  let written = 0;
  for (; written < text.length && written < max; written++) {
    const code = text.charCodeAt(written);
    out[at++] = code > 0x20 && code < 0x7f && code !== COMMA ? code : 0x20;
  }
  for (; written < pad; written++) out[at++] = 0x20;
  return at;
}

function putFlag(out: Uint8Array, at: number, value: boolean | undefined): number {
  if (value === undefined) return at;
  if (value) out[at++] = 0x2d;
  out[at++] = value ? 0x31 : 0x30;
  return at;
}

/** Append one SBS line (with its CRLF) for `message` at `offset` of `out`; returns the offset. */
export function writeSbsLine(out: Uint8Array, offset: number, message: SbsMessage): number {
  if (offset + SBS_MAX_LINE_BYTES > out.length) {
    throw new RangeError(`SBS output needs ${SBS_MAX_LINE_BYTES} free bytes at ${offset}`);
  }
  let at = putAscii(out, offset, 'MSG,');
  out[at++] = 0x30 + (message.type & 0xf);
  // Session and aircraft ids: always 1, as readsb writes them.
  at = putAscii(out, at, ',1,1,');
  const icao = message.icao & 0xffffff;
  for (let shift = 20; shift >= 0; shift -= 4) out[at++] = HEX.charCodeAt((icao >>> shift) & 0xf);
  out[at++] = COMMA;
  out[at++] = 0x31; // flight id 1
  out[at++] = COMMA;
  at = putDateTime(out, at, message.timeMs);
  out[at++] = COMMA;
  at = putDateTime(out, at, message.loggedMs ?? message.timeMs);
  out[at++] = COMMA;
  if (message.callsign !== undefined) at = putText(out, at, message.callsign, 8, 8);
  out[at++] = COMMA;
  at = putInteger(out, at, message.altitudeFt);
  out[at++] = COMMA;
  at = putInteger(out, at, message.groundSpeedKt);
  out[at++] = COMMA;
  at = putInteger(out, at, message.trackDeg);
  out[at++] = COMMA;
  const { lat, lon } = message;
  const position =
    lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
  if (position) at = putCoordinate(out, at, lat);
  out[at++] = COMMA;
  if (position) at = putCoordinate(out, at, lon);
  out[at++] = COMMA;
  at = putInteger(out, at, message.verticalRateFpm);
  out[at++] = COMMA;
  if (message.squawk !== undefined) at = putText(out, at, message.squawk, 4, 0);
  out[at++] = COMMA;
  at = putFlag(out, at, message.alert);
  out[at++] = COMMA;
  at = putFlag(out, at, message.emergency);
  out[at++] = COMMA;
  at = putFlag(out, at, message.spi);
  out[at++] = COMMA;
  at = putFlag(out, at, message.onGround);
  out[at++] = 0x0d;
  out[at++] = 0x0a;
  return at;
}

const lineBuffer = new Uint8Array(SBS_MAX_LINE_BYTES);

/** One SBS line (with its CRLF) for `message`, as a string. */
export function formatSbsLine(message: SbsMessage): string {
  const end = writeSbsLine(lineBuffer, 0, message);
  return String.fromCharCode(...lineBuffer.subarray(0, end));
}
