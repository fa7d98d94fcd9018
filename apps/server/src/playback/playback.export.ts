// Files of a flight's full path (spec §7 exportFullPath): KML for Google Earth, GPX 1.1 and CSV;
// and a flight number's past flights as CSV (exportFnumDetail). Times are written in UTC (ISO
// 8601) and, in CSV, also in China time (UTC+8, spec §9); altitudes in ft and m, speeds in kt
// and km/h.
import {
  CHINA_TIME_OFFSET_SECONDS,
  FEET_PER_METRE,
  KMH_PER_KNOT,
  type FlightPlayback,
  type HistoryFlight,
} from '@skytrace/contracts';

/** An export ready to send: body, MIME type and a download filename. */
export interface ExportFile {
  body: string;
  contentType: string;
  filename: string;
}

const xml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === "'" ? '&apos;' : '&quot;',
  );
const iso = (seconds: number): string => new Date(Math.round(seconds * 1000)).toISOString();
const pad = (n: number): string => String(n).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` of a moment in China time. */
export function chinaTime(seconds: number): string {
  const d = new Date(Math.round((seconds + CHINA_TIME_OFFSET_SECONDS) * 1000));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

const metres = (ft: number | null): number =>
  ft === null ? 0 : Math.round((ft / FEET_PER_METRE) * 10) / 10;
/**
 * One CSV cell. A text cell starting with = + - @, a tab or a carriage return is prefixed with a
 * single quote (OWASP "CSV injection"): spreadsheets run such a cell as a formula, and callsigns
 * and registrations come from feeders (`=HYPERLINK(…)`). Numbers are written as numbers.
 */
export const csvCell = (value: string | number | boolean | null): string => {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const csv = (rows: (string | number | boolean | null)[][]): string =>
  // Excel opens UTF-8 CSV correctly only with a byte-order mark (Chinese airport names).
  '\uFEFF' + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

function title(playback: FlightPlayback): string {
  const f = playback.flight;
  const name = f.fnum ?? f.callsign ?? f.icaoId;
  const route = [f.org?.IATA ?? f.org?.ICAO, f.dst?.IATA ?? f.dst?.ICAO].filter(Boolean).join('-');
  const day = iso(f.firstSeen).slice(0, 10);
  return [name, route, day].filter(Boolean).join(' ');
}

function baseName(playback: FlightPlayback): string {
  const f = playback.flight;
  const name = (f.fnum ?? f.callsign ?? f.icaoId).replace(/[^A-Za-z0-9-]/g, '');
  return `${name}_${iso(f.firstSeen).slice(0, 10).replaceAll('-', '')}_${f.flightId}`;
}

/** KML 2.2: the track as an absolute-altitude LineString, then one timestamped point each. */
export function toKml(playback: FlightPlayback): ExportFile {
  const name = xml(title(playback));
  const coordinates = playback.points.map((p) => `${p.lon},${p.lat},${metres(p.alt)}`).join(' ');
  const placemarks = playback.points
    .map(
      (p) =>
        `<Placemark><TimeStamp><when>${iso(p.time)}</when></TimeStamp>` +
        `<ExtendedData><Data name="altitudeFt"><value>${p.alt ?? ''}</value></Data>` +
        `<Data name="speedKt"><value>${p.spd ?? ''}</value></Data>` +
        `<Data name="squawk"><value>${p.squawk ?? ''}</value></Data></ExtendedData>` +
        `<Point><altitudeMode>absolute</altitudeMode><coordinates>${p.lon},${p.lat},${metres(p.alt)}</coordinates></Point></Placemark>`,
    )
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
<Document>
<name>${name}</name>
<Style id="track"><LineStyle><color>ff00a5ff</color><width>3</width></LineStyle></Style>
<Placemark>
<name>${name}</name>
<styleUrl>#track</styleUrl>
<LineString><extrude>0</extrude><tessellate>0</tessellate><altitudeMode>absolute</altitudeMode><coordinates>${coordinates}</coordinates></LineString>
</Placemark>
<Folder><name>Points</name>
${placemarks}
</Folder>
</Document>
</kml>
`;
  return {
    body,
    contentType: 'application/vnd.google-earth.kml+xml; charset=utf-8',
    filename: `${baseName(playback)}.kml`,
  };
}

/**
 * GPX 1.1: one track, one segment, a trkpt per point with elevation (m) and time. GPX has no
 * field for a squawk (only an app-specific <extensions> namespace): the KML and CSV carry it.
 */
export function toGpx(playback: FlightPlayback): ExportFile {
  const name = xml(title(playback));
  const points = playback.points
    .map(
      (p) =>
        `<trkpt lat="${p.lat}" lon="${p.lon}"><ele>${metres(p.alt)}</ele><time>${iso(p.time)}</time></trkpt>`,
    )
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Skytrace" xmlns="http://www.topografix.com/GPX/1/1">
<metadata><name>${name}</name><time>${iso(playback.flight.firstSeen)}</time></metadata>
<trk><name>${name}</name><trkseg>
${points}
</trkseg></trk>
</gpx>
`;
  return {
    body,
    contentType: 'application/gpx+xml; charset=utf-8',
    filename: `${baseName(playback)}.gpx`,
  };
}

/** Columns of the path CSV, in order. */
export const PATH_CSV_COLUMNS = [
  'time_utc',
  'time_china',
  'unix_time',
  'lat',
  'lon',
  'altitude_ft',
  'altitude_m',
  'speed_kt',
  'speed_kmh',
  'vertical_rate_fpm',
  'track_deg',
  'on_ground',
  'squawk',
] as const;

export function toPathCsv(playback: FlightPlayback): ExportFile {
  const rows = playback.points.map((p) => [
    iso(p.time),
    chinaTime(p.time),
    p.time,
    p.lat,
    p.lon,
    p.alt,
    p.alt === null ? null : metres(p.alt),
    p.spd,
    p.spd === null ? null : Math.round(p.spd * KMH_PER_KNOT),
    p.vspd,
    p.ang,
    p.onGround,
    p.squawk,
  ]);
  return {
    body: csv([[...PATH_CSV_COLUMNS], ...rows]),
    contentType: 'text/csv; charset=utf-8',
    filename: `${baseName(playback)}.csv`,
  };
}

/** Columns of the flight-number CSV, in order. */
export const FLIGHT_NUMBER_CSV_COLUMNS = [
  'date',
  'dynamic_id',
  'flight_number',
  'callsign',
  'registration',
  'icao',
  'aircraft_type',
  'origin',
  'destination',
  'std_utc',
  'std_china',
  'atd_utc',
  'atd_china',
  'sta_utc',
  'sta_china',
  'ata_utc',
  'ata_china',
  'flight_id',
] as const;

export function toFlightNumberCsv(fnum: string, flights: readonly HistoryFlight[]): ExportFile {
  const both = (seconds: number | null) =>
    seconds === null ? [null, null] : [iso(seconds), chinaTime(seconds)];
  const rows = flights.map((f) => [
    f.date,
    f.dynamicId,
    f.fnum,
    f.callsign,
    f.anum,
    f.icaoId,
    f.aircraftType,
    f.org?.IATA ?? f.org?.ICAO ?? null,
    f.dst?.IATA ?? f.dst?.ICAO ?? null,
    ...both(f.STD),
    ...both(f.ATD),
    ...both(f.STA),
    ...both(f.ATA),
    f.flightId,
  ]);
  const safe = fnum.toUpperCase().replace(/[^A-Z0-9-]/g, '');
  return {
    body: csv([[...FLIGHT_NUMBER_CSV_COLUMNS], ...rows]),
    contentType: 'text/csv; charset=utf-8',
    filename: `${safe}_history.csv`,
  };
}

/** Content-Disposition of a download (ASCII filename, plus RFC 5987 form). */
export const attachment = (filename: string): string =>
  `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
