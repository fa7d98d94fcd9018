// What the airport calls read from the reference and schedule tables, held in memory: airports
// by code, scheduled legs by origin and by destination, airline IATA codes (to turn a flight
// number into the callsign it flies under) and runways. Reloaded when flight identity reloads
// its tables (its `generation` changes), so both always read the same timetable.
import type { AirportPlace } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { listSchedules, type ScheduleRow } from '../reference/fleet.repo';
import { readReferenceTables } from '../reference/reference.repo';
import type { AirportRow } from '../reference/reference.sources';
import { listRunwaysOfAirport } from '../reference/runway.repo';
import type { RunwayRow } from '../reference/runway.sources';

export type Leg = Required<ScheduleRow>;

/** The in-memory tables of one load. */
export interface CatalogTables {
  airports: Map<string, AirportRow>;
  byIata: Map<string, AirportRow>;
  departuresOf: Map<string, Leg[]>;
  arrivalsOf: Map<string, Leg[]>;
  /** Airline ICAO → IATA designator. */
  airlineIata: Map<string, string>;
}

/** Where the catalog learns that the tables changed (FlightIdentityService fits). */
export interface GenerationSource {
  readonly generation: number;
}

export class AirportCatalog {
  private tables: CatalogTables | undefined;
  private loadedGeneration = -1;
  private loading: Promise<CatalogTables> | undefined;
  private readonly runways = new Map<string, Promise<RunwayRow[]>>();

  constructor(
    private readonly db: Db,
    private readonly source?: GenerationSource,
  ) {}

  /** The tables, loaded on first use and again after identity reloaded its own. */
  async current(): Promise<CatalogTables> {
    const generation = this.source?.generation ?? 0;
    if (this.tables && generation === this.loadedGeneration) return this.tables;
    this.loading ??= this.load(generation).finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** The runways of one airport (reference data: loaded once per airport). */
  runwaysOf(icao: string): Promise<RunwayRow[]> {
    let runways = this.runways.get(icao);
    if (!runways) {
      runways = listRunwaysOfAirport(this.db, icao);
      runways.catch(() => this.runways.delete(icao));
      this.runways.set(icao, runways);
    }
    return runways;
  }

  private async load(generation: number): Promise<CatalogTables> {
    const [reference, legs] = await Promise.all([
      readReferenceTables(this.db),
      listSchedules(this.db),
    ]);
    const airports = new Map(reference.airports.map((row) => [row.icao, row]));
    const byIata = new Map<string, AirportRow>();
    for (const row of reference.airports) if (row.iata) byIata.set(row.iata, row);
    const departuresOf = new Map<string, Leg[]>();
    const arrivalsOf = new Map<string, Leg[]>();
    for (const leg of legs) {
      push(departuresOf, leg.originIcao, leg);
      push(arrivalsOf, leg.destinationIcao, leg);
    }
    const airlineIata = new Map<string, string>();
    for (const airline of reference.airlines)
      if (airline.iata) airlineIata.set(airline.icao, airline.iata);
    this.tables = { airports, byIata, departuresOf, arrivalsOf, airlineIata };
    this.loadedGeneration = generation;
    return this.tables;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** An airport by IATA or ICAO code; an ICAO code wins over an IATA code reading the same. */
export function findAirport(tables: CatalogTables, code: string): AirportRow | undefined {
  const upper = code.toUpperCase();
  return tables.airports.get(upper) ?? tables.byIata.get(upper);
}

/** An airport as the airport calls show it. */
export function presentPlace(row: AirportRow): AirportPlace {
  return {
    ICAO: row.icao,
    IATA: row.iata,
    name: row.nameEn,
    cName: row.nameZh,
    city: row.cityEn,
    cCity: row.cityZh,
    lat: row.lat,
    lng: row.lon,
    zone: row.timeZone,
  };
}

/**
 * The callsign a scheduled flight flies under: the airline's ICAO designator and the flight
 * number's digits (MU5101 → CES5101), as `parseCallsign` reads them back.
 */
export function callsignOf(leg: Leg, airlineIata: ReadonlyMap<string, string>): string {
  const iata = airlineIata.get(leg.airlineIcao);
  const number =
    iata && leg.flightNumber.startsWith(iata)
      ? leg.flightNumber.slice(iata.length)
      : leg.flightNumber.slice(2);
  return `${leg.airlineIcao}${number}`;
}
