import type { FlightBase } from '@skytrace/contracts';
import type { AirportRow } from './reference.sources';

/** An airport as every answer shows it (flight base, playback slices, runways). */
export function presentAirport(airport: AirportRow): NonNullable<FlightBase['forg']> {
  return {
    IATA: airport.iata,
    ICAO: airport.icao,
    name: airport.nameEn,
    cName: airport.nameZh,
    position: { lat: airport.lat, lng: airport.lon },
    zone: airport.timeZone,
  };
}
