// Reference lookups playback needs beyond live identity: a flight number's possible callsigns,
// a registration's ICAO address, an airport by IATA or ICAO code. Held in memory and reloaded
// at most once a minute, so a playback call never scans the reference tables.
import { parseIcaoHex, type FlightBase } from '@skytrace/contracts';
import type { Db } from '../db/db';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import { listAircraft } from '../reference/fleet.repo';
import { readReferenceTables } from '../reference/reference.repo';
import type { AirportRow } from '../reference/reference.sources';
import type { FlightSummary } from '../traces/traces.repo';

const RELOAD_MS = 60_000;
const IATA_FLIGHT_NUMBER = /^([A-Z0-9]{2})(\d{1,4}[A-Z]?)$/;

/** Registration without separators, upper-case: B-1234 and B1234 are one aircraft. */
export const normaliseRegistration = (text: string): string =>
  text.trim().toUpperCase().replace(/[\s-]/g, '');

export class PlaybackDirectory {
  private loadedAt = -Infinity;
  private loading: Promise<void> | undefined;
  private airlineIcaosByIata = new Map<string, string[]>();
  private icaoByRegistration = new Map<string, number>();
  private airports = new Map<string, AirportRow>();

  constructor(
    private readonly db: Db,
    private readonly identity: FlightIdentityService,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Loads the tables when they are older than a minute. Only the first load is waited for: later
   * reloads run behind the answer (the tables change rarely), since reading them costs a third
   * of a second, which every first playback call after an idle minute used to pay.
   */
  async ready(): Promise<void> {
    if (this.now() - this.loadedAt < RELOAD_MS) return;
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    if (this.loadedAt === -Infinity) {
      await this.loading;
      return;
    }
    // A failed reload keeps the tables it had; the next call tries again.
    this.loading.catch(() => undefined);
  }

  /** True once the tables have been read (the server warms the directory at start). */
  get loaded(): boolean {
    return this.loadedAt !== -Infinity;
  }

  /** Settles when no load is running (the server waits for it before closing the database). */
  async idle(): Promise<void> {
    await this.loading?.catch(() => undefined);
  }

  private async load(): Promise<void> {
    const [reference, fleet] = await Promise.all([
      readReferenceTables(this.db),
      listAircraft(this.db),
    ]);
    const byIata = new Map<string, string[]>();
    for (const airline of reference.airlines) {
      if (!airline.iata) continue;
      byIata.set(airline.iata, [...(byIata.get(airline.iata) ?? []), airline.icao]);
    }
    const airports = new Map<string, AirportRow>();
    for (const airport of reference.airports) {
      airports.set(airport.icao, airport);
      if (airport.iata && !airports.has(airport.iata)) airports.set(airport.iata, airport);
    }
    const registrations = new Map<string, number>();
    for (const row of fleet) {
      if (row.registration) registrations.set(normaliseRegistration(row.registration), row.icao);
    }
    this.airlineIcaosByIata = byIata;
    this.airports = airports;
    this.icaoByRegistration = registrations;
    this.loadedAt = this.now();
  }

  /**
   * Callsigns a flight number may be flown under: MU5101 → CES5101; CA981 → CCA981, CCA0981.
   * A text that is no IATA flight number is taken as a callsign itself.
   */
  callsignsOf(flightNumber: string): string[] {
    const text = flightNumber.trim().toUpperCase();
    const match = IATA_FLIGHT_NUMBER.exec(text);
    const callsigns = new Set<string>([text]);
    if (match?.[1] && match[2]) {
      const digits = match[2];
      for (const airline of this.airlineIcaosByIata.get(match[1]) ?? []) {
        callsigns.add(`${airline}${digits}`);
        for (let padded = digits; padded.length < 4;) {
          padded = `0${padded}`;
          callsigns.add(`${airline}${padded}`);
        }
      }
    }
    return [...callsigns];
  }

  /** ICAO address of a registration or of a 6-digit hex address. */
  icaoOf(anum: string): number | undefined {
    const text = anum.trim();
    const registered = this.icaoByRegistration.get(normaliseRegistration(text));
    if (registered !== undefined) return registered;
    return parseIcaoHex(text);
  }

  /** An airport by IATA or ICAO code. */
  airport(code: string): AirportRow | undefined {
    return this.airports.get(code.trim().toUpperCase());
  }

  /** Flight base info of a recorded flight, as identity sees it at its take-off (else start). */
  identify(flight: FlightSummary): FlightBase {
    return this.identity.identify({
      icao: flight.icao,
      callsign: flight.callsign ?? undefined,
      time: Math.floor((flight.takeoffAt ?? flight.firstSeen) / 1000),
    });
  }
}
