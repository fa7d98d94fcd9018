// The airport nearest to a point, for "where did it land?". Only airports with an IATA code are
// candidates (the ones airline flights use, as in the tracker's AirportIndex): a heliport or a
// private strip beside a hub's runway must not win over the hub. A 1° grid keeps a lookup to a
// few cells; landings are rare events, so the grid is rebuilt only with the reference data.
import { distanceMetres } from '@skytrace/contracts';
import type { AirportRow } from '../reference/reference.sources';

/** Beyond this distance from every airport a landing is taken as "no known airport", km. */
export const LANDING_SEARCH_KM = 30;
const KM_PER_DEGREE_LAT = 111.2;

/** An airport found near a point. */
export interface NearbyAirport {
  icao: string;
  distanceKm: number;
}

const cellOf = (degrees: number) => Math.floor(degrees);
const keyOf = (latCell: number, lonCell: number) => latCell * 1000 + lonCell;

export class AirportLocator {
  private readonly cells = new Map<number, AirportRow[]>();

  constructor(airports: Iterable<AirportRow>) {
    for (const airport of airports) {
      if (airport.iata === null) continue;
      const key = keyOf(cellOf(airport.lat), cellOf(airport.lon));
      const cell = this.cells.get(key);
      if (cell) cell.push(airport);
      else this.cells.set(key, [airport]);
    }
  }

  /** The nearest candidate airport within `radiusKm` of the point, if any. */
  nearest(lat: number, lon: number, radiusKm = LANDING_SEARCH_KM): NearbyAirport | undefined {
    const latSpan = Math.ceil(radiusKm / KM_PER_DEGREE_LAT);
    const cosLat = Math.cos((Math.min(Math.abs(lat) + latSpan, 89) * Math.PI) / 180);
    const lonSpan = Math.min(180, Math.ceil(radiusKm / (KM_PER_DEGREE_LAT * cosLat)));
    let best: NearbyAirport | undefined;
    const latCell = cellOf(lat);
    const lonCell = cellOf(lon);
    for (let dLat = -latSpan; dLat <= latSpan; dLat++) {
      for (let dLon = -lonSpan; dLon <= lonSpan; dLon++) {
        // Wrap longitude cells across the antimeridian (-180…179).
        const wrapped = ((((lonCell + dLon + 180) % 360) + 360) % 360) - 180;
        for (const airport of this.cells.get(keyOf(latCell + dLat, wrapped)) ?? []) {
          const distanceKm = distanceMetres(lat, lon, airport.lat, airport.lon) / 1000;
          if (distanceKm <= radiusKm && (!best || distanceKm < best.distanceKm)) {
            best = { icao: airport.icao, distanceKm };
          }
        }
      }
    }
    return best;
  }
}
