// The airport page's data: boards, status and statistics of one airport, the status of every
// scheduled airport (category, delay, the back-office list), all computed from the timetable,
// the live picture and the observed take-offs and landings held in memory; only the notices
// come from the database.
import {
  type AirportStatistics,
  type AirportStatus,
  type AirportStatusRow,
  type Board,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import { HttpError } from '../http/errors';
import type { LiveTable } from '../live/live.table';
import type { AirportRow } from '../reference/reference.sources';
import {
  boardEntry,
  indexLive,
  indexObserved,
  type BoardEntry,
  type Traffic,
} from './airport.board';
import { AirportCatalog, findAirport, presentPlace, type CatalogTables } from './airport.catalog';
import { BoardEventSource, type AirportEventSource } from './airport.events';
import { airportStatus, delayFigures, STATUS_WINDOW_HOURS } from './airport.status';
import { closedAirports, currentNotices, presentNotice } from './notices.repo';
import { RUNWAY_LOOKBACK_SECONDS, runwayInUse } from './runway-use';
import { instancesBetween } from './schedule-window';

const HOUR = 3600;
/** Boards show flights scheduled from this long before now… */
const BOARD_PAST_HOURS = 3;
/** …to this long after. */
const BOARD_AHEAD_HOURS = 6;
/** Soon arriving: expected within this many minutes. */
const SOON_MINUTES = 60;
/** Movements within this many hours of now make an airport active (else status 1). */
const ACTIVE_HOURS = 3;
/** Rows one board answer carries at most. */
const BOARD_LIMIT = 400;

/** What the airport service reads. */
export interface AirportsDeps {
  db: Db;
  identity?: FlightIdentityService;
  liveTable?: LiveTable;
  /** Holding, go-arounds, returns, diversions: the event detector after the merge. */
  events?: AirportEventSource;
  now?: () => number;
}

/** One airport's boards and figures at one moment. */
interface AirportSnapshot {
  airport: AirportRow;
  departures: BoardEntry[];
  arrivals: BoardEntry[];
  now: number;
  /** Since when take-offs and landings were observed (Traffic.observingSince). */
  observingSince: number;
}

export class AirportsService {
  readonly catalog: AirportCatalog;
  private readonly events: AirportEventSource;

  /** The database the service reads notices from (history and coverage read it too). */
  readonly db: Db;

  /** When this service started: observations begin then at the latest. */
  private readonly startedAt: number;

  constructor(private readonly deps: AirportsDeps) {
    this.db = deps.db;
    this.startedAt = this.nowSeconds();
    this.catalog = new AirportCatalog(deps.db, deps.identity);
    this.events = deps.events ?? new BoardEventSource();
  }

  private nowSeconds(): number {
    return Math.floor((this.deps.now?.() ?? Date.now()) / 1000);
  }

  /** The airport of a code, or a 404 with the airport message. */
  async requireAirport(code: string): Promise<{ tables: CatalogTables; airport: AirportRow }> {
    const tables = await this.catalog.current();
    const airport = findAirport(tables, code);
    if (!airport) throw new HttpError(404, 'airport.unknown');
    return { tables, airport };
  }

  /** Who flies what now, indexed for this request. */
  traffic(): Traffic {
    const identity = this.deps.identity;
    const observed = indexObserved(identity ? identity.observed.all() : []);
    return {
      observedByCallsign: observed.index,
      observingSince: Math.min(this.startedAt, Math.floor(observed.earliest / 1000)),
      liveByCallsign: indexLive(this.deps.liveTable?.aircraft.values() ?? []),
      airframe: (icao) => {
        const row = identity?.airframe(icao);
        return { anum: row?.registration ?? null, aircraftType: row?.typeDesignator ?? null };
      },
    };
  }

  private snapshotOf(
    tables: CatalogTables,
    airport: AirportRow,
    traffic: Traffic,
    now: number,
    window: { from: number; to: number },
    sides: readonly ('departure' | 'arrival')[] = ['departure', 'arrival'],
  ): AirportSnapshot {
    const build = (side: 'departure' | 'arrival') => {
      // A board needs one side only: the other is not built.
      if (!sides.includes(side)) return [];
      const legs = (side === 'departure' ? tables.departuresOf : tables.arrivalsOf).get(
        airport.icao,
      );
      return instancesBetween(legs ?? [], side, window.from, window.to)
        .map((instance) => boardEntry(instance, side, tables, traffic, now))
        .sort((a, b) => a.row.scheduled - b.row.scheduled || a.row.fnum.localeCompare(b.row.fnum));
    };
    return {
      airport,
      departures: build('departure'),
      arrivals: build('arrival'),
      now,
      observingSince: traffic.observingSince,
    };
  }

  private async snapshot(
    code: string,
    sides?: readonly ('departure' | 'arrival')[],
  ): Promise<AirportSnapshot> {
    const { tables, airport } = await this.requireAirport(code);
    const now = this.nowSeconds();
    return this.snapshotOf(
      tables,
      airport,
      this.traffic(),
      now,
      { from: now - BOARD_PAST_HOURS * HOUR, to: now + BOARD_AHEAD_HOURS * HOUR },
      sides,
    );
  }

  /** `departures?iata`: scheduled departures from 3 h ago to 6 h ahead, by STD. */
  async departures(code: string): Promise<Board> {
    const snapshot = await this.snapshot(code, ['departure']);
    return board(snapshot.airport, snapshot.departures);
  }

  /** `arrival?iata`: scheduled arrivals from 3 h ago to 6 h ahead, by STA. */
  async arrivals(code: string): Promise<Board> {
    const snapshot = await this.snapshot(code, ['arrival']);
    return board(snapshot.airport, snapshot.arrivals);
  }

  /** `soonArrival?iata`: arrivals not landed yet, expected within the hour, soonest first. */
  async soonArrivals(code: string): Promise<Board> {
    const snapshot = await this.snapshot(code, ['arrival']);
    const until = snapshot.now + SOON_MINUTES * 60;
    const soon = snapshot.arrivals
      .filter(
        ({ row }) =>
          row.actual === null &&
          row.status !== 'cancel' &&
          row.estimated !== null &&
          row.estimated <= until &&
          row.estimated >= snapshot.now - 15 * 60,
      )
      .sort((a, b) => (a.row.estimated ?? 0) - (b.row.estimated ?? 0));
    return board(snapshot.airport, soon);
  }

  /** `/airport/api/departed?iata`: flights seen taking off in the last 3 h, latest first. */
  async departed(code: string): Promise<Board> {
    const snapshot = await this.snapshot(code, ['departure']);
    const gone = snapshot.departures
      .filter(({ row }) => row.actual !== null)
      .sort((a, b) => (b.row.actual ?? 0) - (a.row.actual ?? 0));
    return board(snapshot.airport, gone);
  }

  /** `statistics?iata`: status, delays, runway in use, notices and events of the airport. */
  async statistics(code: string): Promise<AirportStatistics> {
    const snapshot = await this.snapshot(code);
    const { airport, now } = snapshot;
    const [notices, runways] = await Promise.all([
      currentNotices(this.deps.db, airport.icao, new Date(now * 1000)),
      this.catalog.runwaysOf(airport.icao),
    ]);
    const closed = notices.some(
      (notice) =>
        notice.kind === 'closure' &&
        notice.startsAt.getTime() <= now * 1000 &&
        (notice.endsAt === null || notice.endsAt.getTime() > now * 1000),
    );
    const { status, departures, arrivals } = judge(snapshot, closed);
    const since = (now - RUNWAY_LOOKBACK_SECONDS) * 1000;
    const takeoffs = snapshot.departures.flatMap(({ observed }) =>
      observed?.takeoff && (observed.takeoffAt ?? 0) >= since ? [observed.takeoff] : [],
    );
    const landings = snapshot.arrivals.flatMap(({ observed }) =>
      observed?.landing && (observed.landedAt ?? 0) >= since ? [observed.landing] : [],
    );
    const events = await this.events.eventsAt({
      airportIcao: airport.icao,
      from: now - BOARD_PAST_HOURS * HOUR,
      to: now,
      entries: [...snapshot.departures, ...snapshot.arrivals],
    });
    return {
      airport: presentPlace(airport),
      status,
      departures,
      arrivals,
      windowHours: STATUS_WINDOW_HOURS,
      runways: {
        departures: runwayInUse(runways, takeoffs, 'takeOff'),
        arrivals: runwayInUse(runways, landings, 'landing'),
      },
      notices: notices.map(presentNotice),
      events,
      airborneInbound: snapshot.arrivals.filter(({ row }) => row.status === 'takeOff').length,
      updatedAt: now,
    };
  }

  /** Every airport with a timetable, with its status now, busiest first. */
  async allStatuses(): Promise<AirportStatusRow[]> {
    const tables = await this.catalog.current();
    const now = this.nowSeconds();
    const traffic = this.traffic();
    const closed = await closedAirports(this.deps.db, new Date(now * 1000));
    const codes = new Set([...tables.departuresOf.keys(), ...tables.arrivalsOf.keys(), ...closed]);
    const rows: (AirportStatusRow & { legs: number })[] = [];
    for (const icao of codes) {
      const airport = tables.airports.get(icao);
      if (!airport) continue;
      const snapshot = this.snapshotOf(tables, airport, traffic, now, {
        from: now - ACTIVE_HOURS * HOUR,
        to: now + ACTIVE_HOURS * HOUR,
      });
      const { status, departures } = judge(snapshot, closed.has(icao));
      rows.push({
        airport: presentPlace(airport),
        status,
        departuresDue: departures.due,
        delayedDepartures: departures.delayed + departures.cancelled,
        onTimeRate: departures.onTimeRate,
        averageDelayMinutes: departures.averageDelayMinutes,
        legs:
          (tables.departuresOf.get(icao)?.length ?? 0) + (tables.arrivalsOf.get(icao)?.length ?? 0),
      });
    }
    rows.sort((a, b) => b.legs - a.legs || a.airport.ICAO.localeCompare(b.airport.ICAO));
    return rows.map(({ legs: _legs, ...row }) => row);
  }

  /** `category`: the scheduled airports grouped by status, in the order of spec §4. */
  async category(): Promise<
    { status: AirportStatus; count: number; airports: AirportStatusRow[] }[]
  > {
    const rows = await this.allStatuses();
    const statuses: AirportStatus[] = [6, 4, 3, 2, 1];
    return statuses.map((status) => {
      const airports = rows.filter((row) => row.status === status);
      return { status, count: airports.length, airports };
    });
  }

  /** `delay`: airports with delays or closed, worst first. */
  async delayed(): Promise<AirportStatusRow[]> {
    const rows = await this.allStatuses();
    return rows
      .filter((row) => row.status === 3 || row.status === 4 || row.status === 6)
      .sort((a, b) => b.status - a.status || (a.onTimeRate ?? 1) - (b.onTimeRate ?? 1));
  }
}

function board(airport: AirportRow, entries: readonly BoardEntry[]): Board {
  return {
    airport: presentPlace(airport),
    flights: entries.slice(0, BOARD_LIMIT).map((entry) => entry.row),
  };
}

/** Status and delay figures of the status window (the last two hours' schedule). */
function judge(snapshot: AirportSnapshot, closed: boolean) {
  const from = snapshot.now - STATUS_WINDOW_HOURS * HOUR;
  // Flights due to leave before observations began are left out: of those, only the late ones
  // are still to be seen (the punctual ones landed unobserved), which would read as delays.
  const inWindow = (entry: BoardEntry) =>
    entry.row.scheduled >= from &&
    entry.row.scheduled <= snapshot.now &&
    entry.row.scheduledDeptime >= snapshot.observingSince;
  const departures = delayFigures(snapshot.departures.filter(inWindow));
  const arrivals = delayFigures(snapshot.arrivals.filter(inWindow));
  const near = (entry: BoardEntry) =>
    Math.abs(entry.row.scheduled - snapshot.now) <= ACTIVE_HOURS * HOUR;
  const movements = snapshot.departures.filter(near).length + snapshot.arrivals.filter(near).length;
  return {
    status: airportStatus({ departures, arrivals, movements, closed }),
    departures,
    arrivals,
  };
}
