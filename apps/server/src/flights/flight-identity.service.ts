import { formatIcaoHex, type FlightBase } from '@skytrace/contracts';
import type { Db } from '../db/db';
import {
  listAircraft,
  listSchedules,
  type AircraftRow,
  type ScheduleRow,
} from '../reference/fleet.repo';
import { presentAirport } from '../reference/airport.presenter';
import { readReferenceTables } from '../reference/reference.repo';
import type { AircraftTypeRow, AirlineRow, AirportRow } from '../reference/reference.sources';
import { AirportLocator, type NearbyAirport } from './airport.locator';
import { parseCallsign } from './callsign';
import { flightCategory } from './flight-category';
import { flightProgress, type CurrentPosition } from './flight-progress';
import { readIdentityTablesVersion } from './identity-version.repo';
import { countryOfAddress } from './icao-country';
import { ObservedFlights } from './observed-flights';
import { dynamicIdOf, nearestInstance } from './schedule-instance';

/** Cargo airlines among the authored carriers: their flights are freighters (F). */
const CARGO_AIRLINES = new Set([
  'CKK',
  'CAO',
  'CYZ',
  'CSS',
  'YZR',
  'HYT',
  'FDX',
  'UPS',
  'GTI',
  'CLX',
  'ABW',
  'AHK',
]);

/** What the live pipeline knows when it asks who a flight is. */
export interface IdentifyInput {
  /** 24-bit ICAO address. */
  icao: number;
  callsign: string | undefined;
  /** Unix seconds. */
  time: number;
  /** Where the aircraft is now, when live data has it: for the ETA and "seen flying". */
  position?: CurrentPosition | undefined;
}

/**
 * Flight identity from reference data held in memory: callsign → airline → IATA flight number,
 * address → airframe and country, flight number and date → schedule, and the take-offs and
 * landings the recorder observed (`observed`, fed by FlightEventsService) → ATD, ATA, status.
 * `refresh()` reloads the tables; `identify()` never touches the database, so the live pipeline
 * may call it per message.
 */
export class FlightIdentityService {
  private airports = new Map<string, AirportRow>();
  private airlines = new Map<string, AirlineRow>();
  private types = new Map<string, AircraftTypeRow>();
  private aircraft = new Map<number, AircraftRow>();
  /** Registration (upper case, no dashes) → address; built on first use after each load. */
  private byRegistration: Map<string, number> | undefined;
  private schedules = new Map<string, Required<ScheduleRow>[]>();
  private locator = new AirportLocator([]);
  /** Version of the tables last loaded (undefined before the first load). */
  private version: string | undefined;
  private loads = 0;
  /** The refresh under way: refreshes run one after the other (the job and the simulator's). */
  private refreshing: Promise<void> = Promise.resolve();
  /** Observed take-offs and landings per aircraft. */
  readonly observed = new ObservedFlights();

  constructor(private readonly db: Db) {}

  /**
   * Counts the loads of the tables: changes exactly when `identify()` may answer differently
   * for the same input (a fleet, timetable or reference import), so whoever keeps its answers
   * (realtime/identity.cache.ts) knows when to rebuild them.
   */
  get generation(): number {
    return this.loads;
  }

  /**
   * Loads the reference tables, the fleet and the schedules into memory; again only when one
   * of them changed since (identity-version.repo.ts).
   */
  refresh(): Promise<void> {
    // After the one under way, whether it failed or not: a table may have changed meanwhile.
    const next = this.refreshing.then(
      () => this.load(),
      () => this.load(),
    );
    this.refreshing = next;
    return next;
  }

  private async load(): Promise<void> {
    const version = await readIdentityTablesVersion(this.db);
    if (version === this.version) return;
    const [reference, fleet, legs] = await Promise.all([
      readReferenceTables(this.db),
      listAircraft(this.db),
      listSchedules(this.db),
    ]);
    this.airports = new Map(reference.airports.map((row) => [row.icao, row]));
    this.locator = new AirportLocator(reference.airports);
    this.airlines = new Map(reference.airlines.map((row) => [row.icao, row]));
    this.types = new Map(reference.aircraftTypes.map((row) => [row.designator, row]));
    this.aircraft = new Map(fleet.map((row) => [row.icao, row]));
    this.byRegistration = undefined;
    const schedules = new Map<string, Required<ScheduleRow>[]>();
    for (const leg of legs)
      schedules.set(leg.flightNumber, [...(schedules.get(leg.flightNumber) ?? []), leg]);
    this.schedules = schedules;
    this.version = version;
    this.loads++;
  }

  /** The flight base info of spec §3 for one aircraft at one moment. */
  identify(input: IdentifyInput): FlightBase {
    const airframe = this.aircraft.get(input.icao);
    const parsed = parseCallsign(input.callsign ?? '', (icao) => this.airlines.has(icao));
    const airlineIcao = parsed.kind === 'airline' ? parsed.airlineIcao : airframe?.operatorIcao;
    const airline = airlineIcao ? this.airlines.get(airlineIcao) : undefined;
    const flightNum3 =
      parsed.kind === 'unknown'
        ? parsed.callsign || null
        : (input.callsign?.trim().toUpperCase() ?? null);
    const flightNum2 =
      parsed.kind === 'airline' && airline?.iata ? `${airline.iata}${parsed.number}` : null;
    const instance = flightNum2
      ? nearestInstance(this.schedules.get(flightNum2) ?? [], input.time)
      : undefined;
    const type = airframe?.typeDesignator ? this.types.get(airframe.typeDesignator) : undefined;
    const country = countryOfAddress(input.icao);
    const origin = instance ? this.airports.get(instance.leg.originIcao) : undefined;
    const destination = instance ? this.airports.get(instance.leg.destinationIcao) : undefined;
    const { status, ...observedTimes } = flightProgress({
      icao: input.icao,
      callsign: input.callsign,
      time: input.time,
      instance,
      origin,
      destination,
      observed: this.observed.flightsOf(input.icao),
      position: input.position,
    });
    return {
      ICAOId: formatIcaoHex(input.icao),
      aircraftNum:
        airframe?.registration ?? (parsed.kind === 'registration' ? parsed.registration : null),
      flightNum2,
      flightNum3,
      // The gallery's photo is added by describeFlight (identify never touches the database).
      aircraftImage: null,
      aircraftImageId: null,
      dynamicId: instance && flightNum2 ? dynamicIdOf(flightNum2, instance.date) : null,
      aircraftType: airframe?.typeDesignator ?? null,
      aircraftTypeName: type ? `${type.manufacturer} ${type.model}` : null,
      fattr: flightCategory({
        isAirline: parsed.kind === 'airline',
        isCargoAirline: airline ? CARGO_AIRLINES.has(airline.icao) : false,
        isRegistration: parsed.kind === 'registration',
        iconClass: type?.iconClass,
      }),
      country: country ? { code: country.code, name: country.name } : null,
      forg: this.presentAirport(instance?.leg.originIcao),
      fdst: this.presentAirport(instance?.leg.destinationIcao),
      airline: airline
        ? {
            IATA: airline.iata,
            ICAO: airline.icao,
            name: airline.nameEn,
            cName: airline.nameZh,
            shortName: airline.shortNameZh,
          }
        : null,
      status,
      time: { STD: instance?.std ?? null, STA: instance?.sta ?? null, ...observedTimes },
    };
  }

  /** The stored airframe of an address (registration, type), without the rest of identify(). */
  airframe(icao: number): AircraftRow | undefined {
    return this.aircraft.get(icao);
  }

  /** The address of the stored airframe registered `registration` (dashes and case ignored). */
  icaoOfRegistration(registration: string): number | undefined {
    if (this.byRegistration === undefined) {
      this.byRegistration = new Map();
      for (const row of this.aircraft.values())
        if (row.registration)
          this.byRegistration.set(row.registration.toUpperCase().replace(/-/g, ''), row.icao);
    }
    return this.byRegistration.get(registration.toUpperCase().replace(/-/g, ''));
  }

  /** The airport (with an IATA code) nearest to a point, within landing reach. */
  nearestAirport(lat: number, lon: number): NearbyAirport | undefined {
    return this.locator.nearest(lat, lon);
  }

  /**
   * The timetable's instance of an IATA flight number nearest to `time` (seconds), for those who
   * ask about a flight that is not flying now (a followed flight before departure).
   */
  scheduledFlight(
    flightNum2: string,
    time: number,
  ): { std: number; sta: number; forg: FlightBase['forg']; fdst: FlightBase['fdst'] } | undefined {
    const instance = nearestInstance(this.schedules.get(flightNum2) ?? [], time);
    if (!instance) return undefined;
    return {
      std: instance.std,
      sta: instance.sta,
      forg: this.presentAirport(instance.leg.originIcao),
      fdst: this.presentAirport(instance.leg.destinationIcao),
    };
  }

  private presentAirport(icao: string | undefined): FlightBase['forg'] {
    const airport = icao ? this.airports.get(icao) : undefined;
    return airport ? presentAirport(airport) : null;
  }
}
