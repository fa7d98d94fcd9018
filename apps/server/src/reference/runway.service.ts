import type { AirportRunways, Runway, RunwayEnd } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { presentAirport } from './airport.presenter';
import { findAirportByCode, listRunwaysOfAirport } from './runway.repo';
import type { RunwayRow } from './runway.sources';

/**
 * An airport (by IATA or ICAO code) with its runways, for the runway-end views of airport
 * playback. An unknown code is a 404; a known airport without runway data has no runways.
 */
export async function airportRunways(db: Db, code: string): Promise<AirportRunways> {
  const airport = await findAirportByCode(db, code);
  if (!airport) throw new HttpError(404, 'playback.airportUnknown');
  const rows = await listRunwaysOfAirport(db, airport.icao);
  return { airport: presentAirport(airport), runways: rows.map(presentRunway) };
}

/** A stored runway as the API shows it: both designators as its name, ends with a position. */
export function presentRunway(row: RunwayRow): Runway {
  const ends = [
    presentEnd(row.leIdent, row.leLat, row.leLon, {
      elevationFt: row.leElevationFt,
      headingDeg: row.leHeadingDeg,
      displacedThresholdFt: row.leDisplacedThresholdFt,
    }),
    presentEnd(row.heIdent, row.heLat, row.heLon, {
      elevationFt: row.heElevationFt,
      headingDeg: row.heHeadingDeg,
      displacedThresholdFt: row.heDisplacedThresholdFt,
    }),
  ];
  return {
    id: row.id,
    name: [row.leIdent, row.heIdent].filter((ident) => ident !== null).join('/'),
    lengthFt: row.lengthFt,
    widthFt: row.widthFt,
    surface: row.surface,
    closed: row.closed,
    ends: ends.filter((end) => end !== null),
  };
}

function presentEnd(
  ident: string | null,
  lat: number | null,
  lon: number | null,
  values: Pick<RunwayEnd, 'elevationFt' | 'headingDeg' | 'displacedThresholdFt'>,
): RunwayEnd | null {
  if (lat === null || lon === null) return null;
  return { ident, position: { lat, lng: lon }, ...values };
}
