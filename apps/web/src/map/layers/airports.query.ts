import type { AirportHit } from '@skytrace/contracts';

// The query of GET /business/airport/range for a map view (spec §7) and the label text of an
// airport. Spec §9: interFlag 0 (every airport) when zoom is above 6, else 1 (major ones only).

export const AIRPORT_DETAIL_MIN_ZOOM = 6;

export interface AirportRangeQuery {
  lon1: number;
  lat1: number;
  lon2: number;
  lat2: number;
  interFlag: 0 | 1;
}

export interface ViewBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
// Four decimals (about 10 m) keep the URL short and let equal views share one cache key.
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The range query of a view: south-west and north-east corners clamped to the world (the server
 * takes a box that does not cross the antimeridian; a wider view asks for the whole width).
 */
export function airportRangeQuery(bounds: ViewBounds, zoom: number): AirportRangeQuery {
  const wholeWidth = bounds.east - bounds.west >= 360;
  return {
    lon1: wholeWidth ? -180 : round(clamp(bounds.west, 180)),
    lat1: round(clamp(bounds.south, 90)),
    lon2: wholeWidth ? 180 : round(clamp(bounds.east, 180)),
    lat2: round(clamp(bounds.north, 90)),
    interFlag: zoom > AIRPORT_DETAIL_MIN_ZOOM ? 0 : 1,
  };
}

/** Whether two queries ask for the same airports. */
export function sameQuery(a: AirportRangeQuery | null, b: AirportRangeQuery): boolean {
  return (
    a !== null &&
    a.lon1 === b.lon1 &&
    a.lat1 === b.lat1 &&
    a.lon2 === b.lon2 &&
    a.lat2 === b.lat2 &&
    a.interFlag === b.interFlag
  );
}

const MAX_NAME_LENGTH = 24;

/** The map label of an airport: IATA code (else ICAO) and its name in the UI language. */
export function airportLabel(airport: AirportHit, language: 'zh' | 'en'): string {
  const code = airport.IATA ?? airport.ICAO;
  const name = language === 'zh' ? (airport.cName ?? airport.name) : airport.name;
  const short = name.length > MAX_NAME_LENGTH ? `${name.slice(0, MAX_NAME_LENGTH - 1)}…` : name;
  return `${code} ${short}`;
}
