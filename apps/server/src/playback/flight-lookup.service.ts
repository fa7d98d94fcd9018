// Flight lookups of spec §7: `dynamic/flightDetail {anum, onground}` and `dynamic/flight {fnum,
// time, forg, fdst}`. No new source of truth: the live table, identity's describeFlight (the
// same flight base info `flightBase` serves) and the recorded flights `dynamic/track` lists.
import {
  CHINA_TIME_OFFSET_SECONDS,
  formatCompactDate,
  formatIcaoHex,
  formatSquawk,
  type FlightAnswer,
  type FlightBase,
  type FlightDetail,
  type LivePosition,
} from '@skytrace/contracts';
import { describeFlight, type AircraftPhotoLookup } from '../flights/flight-base';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import { HttpError } from '../http/errors';
import { LiveAirGround, type LiveAircraft } from '../live/live.aircraft';
import type { LiveTable } from '../live/live.table';
import type { HistoryService } from './history.service';

const DAY = 86_400;

export interface FlightLookupDeps {
  identity: FlightIdentityService;
  liveTable: LiveTable;
  /** Registrations an operator hides (spec §5): never answered. */
  hiddenRegistrations: ReadonlySet<string>;
  aircraftPhoto?: AircraftPhotoLookup | undefined;
  history: HistoryService;
}

const normalise = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');
const numberOrNull = (value: number) => (Number.isNaN(value) ? null : value);

function presentLive(entry: LiveAircraft): LivePosition {
  return {
    lat: numberOrNull(entry.lat),
    lng: numberOrNull(entry.lon),
    altitude: numberOrNull(entry.altitude),
    groundSpeed: numberOrNull(entry.groundSpeed),
    track: numberOrNull(entry.track),
    verticalRate: numberOrNull(entry.verticalRate),
    squawk: Number.isNaN(entry.squawk) ? null : formatSquawk(entry.squawk),
    onGround: entry.airGround === LiveAirGround.Ground,
    updateTime: entry.lastSeen,
  };
}

function matchesAirport(airport: FlightBase['forg'], code: string | undefined): boolean {
  if (code === undefined) return true;
  return airport !== null && (airport.IATA === code || airport.ICAO === code);
}

/** Start (seconds) of the China-time day `time` names: yyyy-MM-dd, yyyyMMdd or epoch seconds. */
export function chinaDayStart(time: string | undefined, now: number): number {
  const offset = CHINA_TIME_OFFSET_SECONDS;
  if (time !== undefined && /^\d{4}-?\d{2}-?\d{2}$/.test(time)) {
    const digits = time.replace(/-/g, '');
    const utc = Date.UTC(+digits.slice(0, 4), +digits.slice(4, 6) - 1, +digits.slice(6, 8));
    // Date.UTC rolls 2026-02-31 over to March: a day that does not exist is refused.
    if (formatCompactDate(new Date(utc)) !== digits)
      throw new HttpError(400, 'flightLookup.timeInvalid');
    return utc / 1000 - offset;
  }
  const seconds = time === undefined ? now : Number(time);
  return Math.floor((seconds + offset) / DAY) * DAY - offset;
}

export class FlightLookupService {
  constructor(private readonly deps: FlightLookupDeps) {}

  private hidden(registration: string | null | undefined): boolean {
    return !!registration && this.deps.hiddenRegistrations.has(normalise(registration));
  }

  /** The address of a registration: the fleet table, else a live aircraft identified by it. */
  private icaoOf(registration: string, now: number): number | undefined {
    const stored = this.deps.identity.icaoOfRegistration(registration);
    if (stored !== undefined) return stored;
    const wanted = normalise(registration);
    for (const entry of this.deps.liveTable.aircraft.values()) {
      const base = this.deps.identity.identify({
        icao: entry.icao,
        callsign: entry.callsign || undefined,
        time: Math.floor(now),
      });
      if (base.aircraftNum && normalise(base.aircraftNum) === wanted) return entry.icao;
    }
    return undefined;
  }

  /** `flightDetail`: the airframe's flight now; airborne (onground 0) it must be live. */
  async flightDetail(
    query: { anum: string; onground?: number | undefined },
    now: number,
  ): Promise<FlightDetail> {
    if (this.hidden(query.anum)) throw new HttpError(404, 'playback.hasNoFlightInfo');
    const icao = this.icaoOf(query.anum, now);
    const entry = icao === undefined ? undefined : this.deps.liveTable.aircraft.get(icao);
    const positioned = entry !== undefined && !Number.isNaN(entry.lat);
    if (icao === undefined || (query.onground === 0 && !positioned))
      throw new HttpError(404, 'playback.hasNoFlightInfo');
    const at = Math.floor(now);
    const base = await describeFlight(this.deps, {
      icao,
      // On the ground the callsign of the last flight no longer names the next one.
      callsign: query.onground === 1 ? undefined : entry?.callsign || undefined,
      time: at,
      now: at,
    });
    return { icaoId: formatIcaoHex(icao), live: entry ? presentLive(entry) : null, base };
  }

  /** `flight`: a flight number on one China-time day, live, in the timetable and recorded. */
  async flight(
    query: { fnum: string; time?: string | undefined; forg?: string; fdst?: string },
    now: number,
  ): Promise<FlightAnswer> {
    const dayStart = chinaDayStart(query.time, now);
    const date = formatCompactDate(new Date((dayStart + CHINA_TIME_OFFSET_SECONDS) * 1000));
    const at = Math.floor(now);
    const live: FlightAnswer['live'] = [];
    // A flight that left on the day asked can still be flying after midnight (long haul).
    if (now >= dayStart && now < dayStart + DAY + DAY / 2) {
      for (const entry of this.deps.liveTable.aircraft.values()) {
        if (entry.callsign === '') continue;
        const identified = this.deps.identity.identify({
          icao: entry.icao,
          callsign: entry.callsign,
          time: at,
        });
        if (identified.flightNum2 !== query.fnum && normalise(entry.callsign) !== query.fnum)
          continue;
        if (this.hidden(identified.aircraftNum)) continue;
        if (!matchesAirport(identified.forg, query.forg)) continue;
        if (!matchesAirport(identified.fdst, query.fdst)) continue;
        const base = await describeFlight(this.deps, {
          icao: entry.icao,
          callsign: entry.callsign,
          time: at,
          now: at,
        });
        live.push({ icaoId: formatIcaoHex(entry.icao), live: presentLive(entry), base });
      }
    }
    const instance = this.deps.identity.scheduledFlight(query.fnum, dayStart + DAY / 2);
    const schedule =
      instance &&
      instance.std >= dayStart &&
      instance.std < dayStart + DAY &&
      matchesAirport(instance.forg, query.forg) &&
      matchesAirport(instance.fdst, query.fdst)
        ? instance
        : null;
    const recorded = (await this.deps.history.flightNumberHistory(query.fnum)).filter(
      (flight) =>
        flight.date === date &&
        !this.hidden(flight.anum) &&
        matchesAirport(flight.org, query.forg) &&
        matchesAirport(flight.dst, query.fdst),
    );
    if (live.length === 0 && schedule === null && recorded.length === 0)
      throw new HttpError(404, 'playback.hasNoFlightInfo');
    return { fnum: query.fnum, date, live, schedule, recorded };
  }
}
