// One flight, one aircraft between two times, several flights on one clock, and an aircraft's
// latest flight: found in the flights index, read from compressed chunks, presented.
import {
  PLAYBACK_MULTI_MAX_FLIGHTS,
  type AircraftPlayback,
  type FlightPlayback,
  type FlightPlaybackQuery,
  type LivePlayback,
  type MultiPlayback,
  formatIcaoHex,
  parseIcaoHex,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { withRecentPoints, type TracePoint } from '../traces/trace.point';
import type { TraceRecorder } from '../traces/trace.recorder';
import { findFlight, findFlights } from '../traces/recorded-flights.repo';
import { readAircraftPoints } from '../traces/recorded-points.repo';
import { type FlightSummary } from '../traces/traces.repo';
import { PART_SEARCH_MS, groupParts, joinParts, type RecordedFlight } from './flight-parts';
import type { PlaybackDirectory } from './playback.directory';
import { findGaps, presentFlightInfo, presentPoints } from './playback.presenter';
import { findFlightsByCallsigns } from '../traces/recorded-flights.repo';
import { readPartsPoints } from '../traces/recorded-points.repo';
import { findLivePlayback } from './playback.live';
import { checkedWindow } from './playback.window';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DYNAMIC_ID = /^([A-Z0-9]{2,8})-(\d{4})(\d{2})(\d{2})$/;

export interface PlaybackDeps {
  db: Db;
  directory: PlaybackDirectory;
  /** Live recorder: an aircraft's points not yet written join its latest flight. */
  recorder?: TraceRecorder;
  now?: () => number;
}

const noData = () => new HttpError(404, 'playback.hasNoPlaybackData');
const airportMatches = (
  airport: { IATA: string | null; ICAO: string } | null,
  code: string | undefined,
): boolean =>
  code === undefined ||
  code === '' ||
  (airport !== null && [airport.IATA, airport.ICAO].includes(code.toUpperCase()));

export class PlaybackService {
  constructor(private readonly deps: PlaybackDeps) {}

  get directory(): PlaybackDirectory {
    return this.deps.directory;
  }

  /** The live recorder, when this process records (its unwritten points join the slices). */
  get recorder(): TraceRecorder | undefined {
    return this.deps.recorder;
  }

  /** The whole flight a query names (every recorded part of it), or undefined. */
  async findFlight(query: FlightPlaybackQuery): Promise<RecordedFlight | undefined> {
    const part = await this.findPart(query);
    return part ? this.wholeFlightOf(part) : undefined;
  }

  /** The flight a recorded part belongs to: its parts before and after long signal gaps. */
  async wholeFlightOf(part: FlightSummary): Promise<RecordedFlight> {
    const { db, directory } = this.deps;
    await directory.ready();
    const around = await findFlights(db, {
      icao: part.icao,
      from: part.firstSeen - PART_SEARCH_MS,
      to: part.lastSeen + PART_SEARCH_MS,
    });
    const groups = groupParts(around, (flight) => directory.identify(flight).dynamicId);
    const [first, ...rest] = groups.find((group) => group.some((p) => p.id === part.id)) ?? [part];
    return joinParts([first ?? part, ...rest]);
  }

  /** Recorded parts (oldest first, any aircraft) joined into whole flights. */
  joinFlights(parts: readonly FlightSummary[]): RecordedFlight[] {
    const byAircraft = new Map<number, FlightSummary[]>();
    for (const part of parts)
      byAircraft.set(part.icao, [...(byAircraft.get(part.icao) ?? []), part]);
    const identity = (flight: FlightSummary) => this.deps.directory.identify(flight).dynamicId;
    const flights: RecordedFlight[] = [];
    for (const aircraftParts of byAircraft.values()) {
      aircraftParts.sort((a, b) => a.firstSeen - b.firstSeen || a.id - b.id);
      for (const [first, ...rest] of groupParts(aircraftParts, identity)) {
        if (first) flights.push(joinParts([first, ...rest]));
      }
    }
    return flights;
  }

  /** The recorded part a query names (a flight's longest part for a dynamicId), or undefined. */
  private async findPart(query: FlightPlaybackQuery): Promise<FlightSummary | undefined> {
    const { db, directory } = this.deps;
    await directory.ready();
    if (query.flightId !== undefined) return findFlight(db, query.flightId);
    const dynamicId = query.dynamicId?.toUpperCase();
    if (dynamicId) {
      const match = DYNAMIC_ID.exec(dynamicId);
      if (!match?.[1]) return undefined;
      const day = Date.UTC(Number(match[2]), Number(match[3]) - 1, Number(match[4]));
      // STD is on that UTC day; the flight may start taxiing hours before and last all night.
      const candidates = await findFlightsByCallsigns(
        db,
        directory.callsignsOf(match[1]),
        day - 6 * HOUR_MS,
        day + 2 * DAY_MS,
      );
      const matching = candidates.filter((f) => directory.identify(f).dynamicId === dynamicId);
      // Parts of one flight all match; the longest anchors the whole flight (wholeFlightOf).
      return matching.sort((a, b) => b.pointCount - a.pointCount)[0];
    }
    if (query.scheduledDeptime === undefined || (!query.fnum && !query.anum)) {
      throw new HttpError(400, 'playback.flightNotGiven');
    }
    const at = query.scheduledDeptime * 1000;
    const from = at - 12 * HOUR_MS;
    const to = at + DAY_MS;
    const icao = query.anum ? directory.icaoOf(query.anum) : undefined;
    if (query.anum && icao === undefined) return undefined;
    const candidates = query.fnum
      ? await findFlightsByCallsigns(db, directory.callsignsOf(query.fnum), from, to)
      : await findFlights(db, { icao: icao ?? 0, from, to });
    let best: FlightSummary | undefined;
    let bestDistance = Infinity;
    for (const flight of candidates) {
      if (icao !== undefined && flight.icao !== icao) continue;
      const base = directory.identify(flight);
      if (!airportMatches(base.forg, query.org) || !airportMatches(base.fdst, query.dst)) continue;
      const distance =
        base.time.STD === query.scheduledDeptime
          ? -1
          : Math.abs((flight.takeoffAt ?? flight.firstSeen) - at);
      if (distance < bestDistance) {
        best = flight;
        bestDistance = distance;
      }
    }
    return best;
  }

  /** One flight's full path; 404 hasNoPlaybackData when nothing playable is recorded. */
  async flight(query: FlightPlaybackQuery): Promise<FlightPlayback> {
    const flight = await this.findFlight(query);
    if (!flight) throw noData();
    return this.playbackOf(flight);
  }

  /** The presented path of a flight (all its parts), optionally cut to [from, to] (ms). */
  async playbackOf(
    recorded: RecordedFlight,
    window?: { from: number; to: number },
  ): Promise<FlightPlayback> {
    const flight = recorded.summary;
    const partIds = recorded.parts.map((part) => part.id);
    let stored: TracePoint[] = await readPartsPoints(this.deps.db, partIds);
    stored = this.withRecent(flight, stored);
    if (window) stored = stored.filter((p) => p.time >= window.from && p.time <= window.to);
    const points = presentPoints(stored);
    if (points.length === 0) throw noData();
    return {
      flight: presentFlightInfo(flight, this.deps.directory.identify(flight), partIds),
      points,
      gaps: findGaps(points),
    };
  }

  /** Points still in the recorder's memory join the flight they continue (the live flight). */
  withRecent(flight: FlightSummary, stored: TracePoint[]): TracePoint[] {
    const recorder = this.deps.recorder;
    if (!recorder) return stored;
    const recent = recorder.recentPoints(flight.icao);
    const lastStored = stored[stored.length - 1]?.time ?? flight.lastSeen;
    const first = recent[0];
    // Recent points belong to this flight only when they start before its end (within the
    // segmentation gap of 30 min) and the flight is the aircraft's latest.
    if (!first || first.time > lastStored + 30 * 60_000 || first.time < flight.firstSeen) {
      return stored;
    }
    return withRecentPoints(stored, recent);
  }

  /** Every point of one aircraft in [startTime, endTime] (seconds) and its flights. */
  async aircraft(anum: string, startTime: number, endTime: number): Promise<AircraftPlayback> {
    const { from, to } = checkedWindow(startTime, endTime);
    await this.deps.directory.ready();
    const icao = this.deps.directory.icaoOf(anum);
    if (icao === undefined) throw new HttpError(404, 'playback.aircraftUnknown');
    const [written, flights] = await Promise.all([
      readAircraftPoints(this.deps.db, icao, from, to),
      findFlights(this.deps.db, { icao, from, to }),
    ]);
    // The current flight's points not written yet belong to the window too: "Replay this
    // flight" of a live aircraft asks for its flight so far, whose first minutes are in memory.
    const recent = (this.deps.recorder?.recentPoints(icao) ?? []).filter(
      (point) => point.time >= from && point.time <= to,
    );
    const points = presentPoints(withRecentPoints(written, recent));
    if (points.length === 0) throw noData();
    const infos = flights.map((f) => presentFlightInfo(f, this.deps.directory.identify(f)));
    return {
      icaoId: formatIcaoHex(icao),
      anum: infos.find((f) => f.anum !== null)?.anum ?? null,
      startTime,
      endTime,
      flights: infos,
      points,
      gaps: findGaps(points),
    };
  }

  /** Several flights (recorded ids or dynamicIds) on one clock, optionally cut to a window. */
  async multi(ids: string, startTime?: number, endTime?: number): Promise<MultiPlayback> {
    const names = [
      ...new Set(
        ids
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ];
    if (names.length > PLAYBACK_MULTI_MAX_FLIGHTS) {
      throw new HttpError(400, 'playback.tooManyFlights', { count: PLAYBACK_MULTI_MAX_FLIGHTS });
    }
    const window =
      startTime !== undefined && endTime !== undefined
        ? checkedWindow(startTime, endTime)
        : undefined;
    const found = await Promise.all(
      names.map((name) =>
        this.findFlight(/^\d+$/.test(name) ? { flightId: Number(name) } : { dynamicId: name }),
      ),
    );
    const unique = new Map<number, RecordedFlight>();
    for (const flight of found) if (flight) unique.set(flight.summary.id, flight);
    const flights: FlightPlayback[] = [];
    for (const flight of unique.values()) {
      try {
        flights.push(await this.playbackOf(flight, window));
      } catch (error) {
        // A flight without points in the window is left out of the common clock.
        if (!(error instanceof HttpError)) throw error;
      }
    }
    if (flights.length === 0) throw noData();
    const times = flights.flatMap((f) => [f.points[0]?.time ?? 0, f.points.at(-1)?.time ?? 0]);
    return {
      startTime: startTime ?? Math.min(...times),
      endTime: endTime ?? Math.max(...times),
      flights,
    };
  }

  /** What to replay for an aircraft seen live: its current flight and its previous one. */
  live(icaoHex: string): Promise<LivePlayback> {
    const icao = parseIcaoHex(icaoHex);
    if (icao === undefined) throw new HttpError(400, 'validation.invalidFormat');
    const { db, directory, recorder, now } = this.deps;
    return findLivePlayback({ db, directory, recorder, now: now ?? Date.now }, icao);
  }

  /** The latest recorded flight of one aircraft (socket U3DFullPath), in the last two days. */
  async latestOf(anum: string): Promise<FlightPlayback> {
    await this.deps.directory.ready();
    const icao = this.deps.directory.icaoOf(anum);
    if (icao === undefined) throw new HttpError(404, 'playback.aircraftUnknown');
    const now = (this.deps.now ?? Date.now)();
    const flights = await findFlights(this.deps.db, { icao, from: now - 2 * DAY_MS, to: now });
    const latest = flights[flights.length - 1];
    if (!latest) throw noData();
    return this.playbackOf(await this.wholeFlightOf(latest));
  }
}
