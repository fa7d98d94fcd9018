// Past flights: the advanced search of one local day (spec §5: yyyyMMdd and a time-zone offset
// in seconds), a flight number's recorded days (/track-data), one past flight's figures.
import {
  CHINA_TIME_OFFSET_SECONDS,
  parseCompactDate,
  type FlightHistoryDetail,
  type HistoryFlight,
  type HistorySearch,
  distanceMetres,
} from '@skytrace/contracts';
import { HttpError } from '../http/errors';
import { findFlights } from '../traces/recorded-flights.repo';
import { type FlightSummary } from '../traces/traces.repo';
import { presentHistoryFlight } from './playback.presenter';
import { findFlightsByCallsigns } from '../traces/recorded-flights.repo';
import type { PlaybackService } from './playback.service';

const DAY_MS = 86_400_000;
/** How far back a flight number's history reaches (the default retention is 30 days). */
const FLIGHT_NUMBER_HISTORY_DAYS = 60;

export class HistoryService {
  constructor(
    private readonly playback: PlaybackService,
    private readonly deps: { db: Parameters<typeof findFlights>[0]; now?: () => number },
  ) {}

  /** Recorded flights matching the text (flight number, callsign, registration, ICAO hex). */
  private async flightsMatching(text: string, from: number, to: number): Promise<FlightSummary[]> {
    const directory = this.playback.directory;
    await directory.ready();
    const byCallsign = await findFlightsByCallsigns(
      this.deps.db,
      directory.callsignsOf(text),
      from,
      to,
    );
    const icao = directory.icaoOf(text);
    const byAircraft =
      icao === undefined ? [] : await findFlights(this.deps.db, { icao, from, to, limit: 500 });
    const unique = new Map<number, FlightSummary>();
    for (const flight of [...byCallsign, ...byAircraft]) unique.set(flight.id, flight);
    return [...unique.values()];
  }

  /** Flights that departed on the local day `searchDate` (clock offset `timeZone` seconds). */
  async search(query: HistorySearch): Promise<HistoryFlight[]> {
    const day = parseCompactDate(query.searchDate);
    if (!day) throw new HttpError(400, 'validation.invalidFormat');
    const dayStart = day.getTime() - query.timeZone * 1000;
    const dayEnd = dayStart + DAY_MS;
    // A flight departing late in the day may be first seen hours before (taxi, early start).
    const parts = await this.flightsMatching(query.searchText, dayStart - DAY_MS, dayEnd);
    const directory = this.playback.directory;
    // Parts of a flight split by a long signal gap are listed once, as the whole flight.
    return this.playback
      .joinFlights(parts)
      .map(({ summary }) =>
        presentHistoryFlight(summary, directory.identify(summary), query.timeZone),
      )
      .filter((flight) => {
        const departure = (flight.ATD ?? flight.firstSeen) * 1000;
        return departure >= dayStart && departure < dayEnd;
      })
      .sort((a, b) => (a.ATD ?? a.firstSeen) - (b.ATD ?? b.firstSeen));
  }

  /** A flight number's recorded flights, newest first, dates in China time (spec §9). */
  async flightNumberHistory(fnum: string): Promise<HistoryFlight[]> {
    const now = (this.deps.now ?? Date.now)();
    const directory = this.playback.directory;
    await directory.ready();
    const parts = await findFlightsByCallsigns(
      this.deps.db,
      directory.callsignsOf(fnum),
      now - FLIGHT_NUMBER_HISTORY_DAYS * DAY_MS,
      now,
    );
    return this.playback
      .joinFlights(parts)
      .map(({ summary: f }) =>
        presentHistoryFlight(f, directory.identify(f), CHINA_TIME_OFFSET_SECONDS),
      )
      .sort((a, b) => b.firstSeen - a.firstSeen);
  }

  /** One past flight's info and figures (getFlightHistoryDetail). */
  async detail(query: {
    dynamicId?: string | undefined;
    flightId?: number | undefined;
    time?: number | undefined;
  }): Promise<FlightHistoryDetail> {
    if (query.flightId === undefined && !query.dynamicId) {
      throw new HttpError(400, 'playback.flightNotGiven');
    }
    const flight = await this.playback.findFlight(
      query.flightId !== undefined ? { flightId: query.flightId } : { dynamicId: query.dynamicId },
    );
    if (!flight) throw new HttpError(404, 'playback.hasNoPlaybackData');
    const { flight: info, points } = await this.playback.playbackOf(flight);
    let distance = 0;
    let maxAltitude: number | null = null;
    let maxSpeed: number | null = null;
    for (let i = 0; i < points.length; i++) {
      const point = points[i];
      if (!point) continue;
      const before = points[i - 1];
      if (before) distance += distanceMetres(before.lat, before.lon, point.lat, point.lon);
      if (point.alt !== null && (maxAltitude === null || point.alt > maxAltitude)) {
        maxAltitude = point.alt;
      }
      if (point.spd !== null && (maxSpeed === null || point.spd > maxSpeed)) maxSpeed = point.spd;
    }
    const first = points[0]?.time ?? 0;
    const last = points[points.length - 1]?.time ?? 0;
    return {
      flight: info,
      pointCount: points.length,
      durationSeconds: Math.round((last - first) * 10) / 10,
      distanceKm: Math.round(distance / 100) / 10,
      maxAltitude,
      maxSpeed,
    };
  }
}
