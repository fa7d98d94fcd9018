import type { AirportHit } from '@skytrace/contracts';
import type { AirportRow } from '../reference/reference.sources';
import type { CatalogTables } from './airport.catalog';

function hit(row: AirportRow): AirportHit {
  return {
    ICAO: row.icao,
    IATA: row.iata,
    name: row.nameEn,
    cName: row.nameZh,
    city: row.cityEn,
    cCity: row.cityZh,
    country: row.country,
    lat: row.lat,
    lng: row.lon,
    zone: row.timeZone,
  };
}

/**
 * `airportSearch {searchText}`: airports with an IATA code whose code equals the text, then
 * those whose name or city contains it, airports with a timetable before the others.
 */
export function searchAirports(tables: CatalogTables, text: string, limit: number): AirportHit[] {
  const needle = text.trim().toUpperCase();
  const exact: AirportRow[] = [];
  const scheduled: AirportRow[] = [];
  const others: AirportRow[] = [];
  for (const row of tables.airports.values()) {
    if (row.iata === null) continue;
    if (row.iata === needle || row.icao === needle) {
      exact.push(row);
      continue;
    }
    const haystack = [row.nameEn, row.nameZh, row.cityEn, row.cityZh].join(' ').toUpperCase();
    if (!haystack.includes(needle)) continue;
    if (tables.departuresOf.has(row.icao)) scheduled.push(row);
    else if (others.length < limit) others.push(row);
  }
  return [...exact, ...scheduled, ...others].slice(0, limit).map(hit);
}
