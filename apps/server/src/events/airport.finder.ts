// The airports the detector measures against: the nearest airline airport (one with an IATA
// code, as the flights domain's AirportLocator) to a point, with its field elevation, so heights
// above the field are known. A 1° grid keeps a lookup to a handful of airports; the detector
// only asks when an aircraft is low or lands.
import type { AirportRow } from '../reference/reference.sources';

export interface FoundAirport {
  icao: string;
  iata: string;
  lat: number;
  lon: number;
  elevationFt: number;
  distanceKm: number;
}

const KM_PER_DEGREE = 111.2;
const keyOf = (lat: number, lon: number) => Math.floor(lat) * 1000 + Math.floor(lon);
/** A cell's key from its south-west corner in whole degrees, longitude wrapped to [-180, 180). */
const cellKey = (cellLat: number, cellLon: number) =>
  cellLat * 1000 + ((((cellLon + 180) % 360) + 360) % 360) - 180;

export class AirportFinder {
  private readonly cells = new Map<number, AirportRow[]>();
  private readonly byIcao = new Map<string, AirportRow>();
  /** Per 1° cell, the highest field elevation among the airports of it and its 8 neighbours. */
  private readonly ceilings = new Map<number, number>();

  constructor(airports: Iterable<AirportRow>) {
    for (const airport of airports) {
      if (airport.iata === null) continue;
      this.byIcao.set(airport.icao, airport);
      const key = keyOf(airport.lat, airport.lon);
      const cell = this.cells.get(key);
      if (cell) cell.push(airport);
      else this.cells.set(key, [airport]);
      const elevation = airport.elevationFt ?? 0;
      for (let dLat = -1; dLat <= 1; dLat++) {
        for (let dLon = -1; dLon <= 1; dLon++) {
          const around = cellKey(Math.floor(airport.lat) + dLat, Math.floor(airport.lon) + dLon);
          this.ceilings.set(around, Math.max(this.ceilings.get(around) ?? -Infinity, elevation));
        }
      }
    }
  }

  /**
   * The highest airport field (ft) that `nearest(lat, lon, r)` could answer, -Infinity where
   * there is none: the detector's quick "too high to be near any field" test, without a lookup.
   * Exact while `nearest` looks only at the neighbouring cells: r ≤ 111 km × cos(lat), so the
   * go-around's 8 km up to ±85°. Further north or south it answers +Infinity (no shortcut).
   */
  ceilingFt(lat: number, lon: number): number {
    if (Math.abs(lat) > 85) return Infinity;
    return this.ceilings.get(cellKey(Math.floor(lat), Math.floor(lon))) ?? -Infinity;
  }

  /** The airport of an ICAO code, when it is an airline airport. */
  byCode(icao: string): AirportRow | undefined {
    return this.byIcao.get(icao);
  }

  /** The nearest airline airport within `radiusKm` (≤ 200) of the point. */
  nearest(lat: number, lon: number, radiusKm: number): FoundAirport | undefined {
    const cosLat = Math.cos((lat * Math.PI) / 180);
    const latSpan = Math.ceil(radiusKm / KM_PER_DEGREE);
    const lonSpan = Math.min(180, Math.ceil(radiusKm / (KM_PER_DEGREE * Math.max(cosLat, 0.05))));
    let best: AirportRow | undefined;
    let bestKm = radiusKm;
    for (let dLat = -latSpan; dLat <= latSpan; dLat++) {
      for (let dLon = -lonSpan; dLon <= lonSpan; dLon++) {
        const cellLon = ((((Math.floor(lon) + dLon + 180) % 360) + 360) % 360) - 180;
        const cell = this.cells.get((Math.floor(lat) + dLat) * 1000 + cellLon);
        if (cell === undefined) continue;
        for (const airport of cell) {
          // Equirectangular distance: within a few hundred km it is well under 1 % off.
          let dx = airport.lon - lon;
          if (dx > 180) dx -= 360;
          else if (dx < -180) dx += 360;
          const x = dx * cosLat;
          const y = airport.lat - lat;
          const km = Math.sqrt(x * x + y * y) * KM_PER_DEGREE;
          if (km <= bestKm) {
            best = airport;
            bestKm = km;
          }
        }
      }
    }
    if (best === undefined) return undefined;
    return {
      icao: best.icao,
      iata: best.iata ?? '',
      lat: best.lat,
      lon: best.lon,
      elevationFt: best.elevationFt ?? 0,
      distanceKm: bestKm,
    };
  }
}
