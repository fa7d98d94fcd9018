// SBS / BaseStation text output: "MSG,<type>,..." lines of 22 comma-separated fields ending in CRLF,
// as readsb and dump1090 write them on port 30003. Flags are "-1" for true and "0" for false; an
// empty field means "not in this message". Dates and times are UTC.

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
  callsign?: string;
  /** Barometric altitude, ft. */
  altitudeFt?: number;
  groundSpeedKt?: number;
  trackDeg?: number;
  /** WGS-84 latitude and longitude, degrees. */
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

/** Zero-padded decimal of a non-negative integer. */
function pad(value: number, width: number): string {
  return value.toString().padStart(width, '0');
}

/** "YYYY/MM/DD,HH:MM:SS.mmm" in UTC: the date and time fields of an SBS line. */
function dateTime(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1, 2)}/${pad(d.getUTCDate(), 2)},` +
    `${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)}.` +
    pad(d.getUTCMilliseconds(), 3)
  );
}

function integer(value: number | undefined): string {
  return value === undefined || Number.isNaN(value) ? '' : Math.round(value).toString();
}

function flag(value: boolean | undefined): string {
  return value === undefined ? '' : value ? '-1' : '0';
}

/** One SBS line (with its CRLF) for `message`. */
export function formatSbsLine(message: SbsMessage): string {
  const position = message.lat !== undefined && message.lon !== undefined;
  const fields = [
    'MSG',
    message.type.toString(),
    '1',
    '1',
    (message.icao & 0xffffff).toString(16).toUpperCase().padStart(6, '0'),
    '1',
    dateTime(message.timeMs),
    dateTime(message.loggedMs ?? message.timeMs),
    // BaseStation pads callsigns to 8 characters.
    message.callsign === undefined ? '' : message.callsign.padEnd(8, ' '),
    integer(message.altitudeFt),
    integer(message.groundSpeedKt),
    integer(message.trackDeg),
    position ? (message.lat ?? 0).toFixed(6) : '',
    position ? (message.lon ?? 0).toFixed(6) : '',
    integer(message.verticalRateFpm),
    message.squawk ?? '',
    flag(message.alert),
    flag(message.emergency),
    flag(message.spi),
    flag(message.onGround),
  ];
  // dateTime() holds two fields each, so 20 entries make the 22 fields.
  return `${fields.join(',')}\r\n`;
}
