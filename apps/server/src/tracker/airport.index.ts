// Airports in memory for the tracker's search box and map labels: ~29,000 rows, searched by
// code or name prefix, and cut by a map box. Reloaded with the reference data version.
import type { AirportHit } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { readReferenceTables } from '../reference/reference.repo';

/** The most airports one range answer carries (labels beyond that are unreadable anyway). */
const RANGE_LIMIT = 500;

export class AirportIndex {
  private airports: (AirportHit & { major: boolean; haystack: string })[] = [];

  /** Loads every airport with an IATA code (the ones flights and users refer to). */
  async load(db: Db): Promise<void> {
    const { airports } = await readReferenceTables(db);
    this.airports = airports
      .filter((row) => row.iata !== null)
      .map((row) => ({
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
        // Airports whose Chinese names we authored are the busy ones (spec: interFlag 1).
        major: row.nameZh !== null,
        haystack: [row.nameEn, row.nameZh, row.cityEn, row.cityZh]
          .filter(Boolean)
          .join(' ')
          .toUpperCase(),
      }));
  }

  /** Airports whose code equals, or whose name or city contains, `text`; exact codes first. */
  search(text: string, limit: number): AirportHit[] {
    const needle = text.trim().toUpperCase();
    if (needle === '') return [];
    const exact: AirportHit[] = [];
    const partial: AirportHit[] = [];
    for (const airport of this.airports) {
      if (airport.IATA === needle || airport.ICAO === needle) exact.push(present(airport));
      else if (airport.haystack.includes(needle)) {
        if (airport.major) partial.unshift(present(airport));
        else partial.push(present(airport));
      }
      if (exact.length >= limit) break;
    }
    return [...exact, ...partial].slice(0, limit);
  }

  /** Airports inside the box; `majorOnly` for zoomed-out maps (interFlag 1). */
  inRange(
    box: { west: number; south: number; east: number; north: number },
    majorOnly: boolean,
  ): AirportHit[] {
    const result: AirportHit[] = [];
    for (const airport of this.airports) {
      if (majorOnly && !airport.major) continue;
      if (airport.lat < box.south || airport.lat > box.north) continue;
      const inside =
        box.west <= box.east
          ? airport.lng >= box.west && airport.lng <= box.east
          : airport.lng >= box.west || airport.lng <= box.east;
      if (!inside) continue;
      result.push(present(airport));
      if (result.length >= RANGE_LIMIT) break;
    }
    return result;
  }
}

function present(airport: AirportHit): AirportHit {
  return {
    ICAO: airport.ICAO,
    IATA: airport.IATA,
    name: airport.name,
    cName: airport.cName,
    city: airport.city,
    cCity: airport.cCity,
    country: airport.country,
    lat: airport.lat,
    lng: airport.lng,
    zone: airport.zone,
  };
}
