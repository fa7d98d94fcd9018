// A day of recorded traffic at one airport for the tests and `npm run bench:airport`: a
// timetable published the way the simulator publishes its own (`upsertSchedules`), and the
// take-offs and landings the trace recorder would report, told to the flights domain through
// its recorder listener (FlightEventsService.onFlightEvent), at positions on the airport's real
// runways so the runway in use can be told.
import type { Db } from '../db/db';
import type { FlightEventsService } from '../flights/flight-events.service';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import { upsertSchedules, type ScheduleRow } from '../reference/fleet.repo';
import { listRunwaysOfAirport } from '../reference/runway.repo';
import type { FlightState } from '../traces/trace.segmentation';

const DAY = 86_400;

export interface AirportDayOptions {
  /** The airport (ICAO) whose day it is, and the one its flights go to and come from. */
  airport: string;
  other: string;
  /** Airline ICAO and IATA designators the flight numbers are made of. */
  airline: { icao: string; iata: string };
  /** First flight number; departures and arrivals alternate from it. */
  firstNumber: number;
  /** UTC midnight of the day, Unix seconds. */
  dayStart: number;
  /** Scheduled departures (and as many arrivals) over the day, evenly from 06:00 UTC. */
  flights: number;
  /** Minutes of the whole day the flights are spread over. */
  spreadMinutes?: number;
  /** Off-block delay of the n-th departure, minutes. */
  delayMinutes: (n: number) => number;
  /** Block time, minutes. */
  blockMinutes?: number;
  /** Events later than this are not told (the recorder has not seen them yet), Unix s. */
  until: number;
}

export interface AirportDay {
  /** The runway end used by every movement (its low end). */
  runway: string | null;
  departures: ScheduleRow[];
  arrivals: ScheduleRow[];
}

/** Taxi from the gate to lift-off, seconds. */
const TAXI_SECONDS = 10 * 60;

/** A point `share` of the way from one runway end to the other. */
function along(
  from: { lat: number; lon: number },
  to: { lat: number; lon: number },
  share: number,
): { lat: number; lon: number } {
  return {
    lat: from.lat + (to.lat - from.lat) * share,
    lon: from.lon + (to.lon - from.lon) * share,
  };
}

/** Publishes the day's timetable and tells the recorder's events up to `until`. */
export async function buildAirportDay(
  db: Db,
  identity: FlightIdentityService,
  events: FlightEventsService,
  options: AirportDayOptions,
): Promise<AirportDay> {
  const spread = options.spreadMinutes ?? 16 * 60;
  const block = options.blockMinutes ?? 120;
  const departures: ScheduleRow[] = [];
  const arrivals: ScheduleRow[] = [];
  for (let n = 0; n < options.flights; n++) {
    const minute = 6 * 60 + Math.floor((n * spread) / options.flights);
    const out = options.firstNumber + 2 * n;
    departures.push(leg(options, out, options.airport, options.other, minute, block));
    arrivals.push(leg(options, out + 1, options.other, options.airport, minute, block));
  }
  await upsertSchedules(db, [...departures, ...arrivals]);
  await identity.refresh();

  const [home, away] = await Promise.all([
    listRunwaysOfAirport(db, options.airport),
    listRunwaysOfAirport(db, options.other),
  ]);
  const ends = (rows: typeof home) => {
    const row = rows.find((r) => r.leLat !== null && r.heLat !== null && !r.closed);
    if (
      !row ||
      row.leLat === null ||
      row.leLon === null ||
      row.heLat === null ||
      row.heLon === null
    )
      throw new Error('no runway with both ends');
    return {
      ident: row.leIdent,
      le: { lat: row.leLat, lon: row.leLon },
      he: { lat: row.heLat, lon: row.heLon },
    };
  };
  const here = ends(home);
  const there = ends(away);
  let icao = 0x780000 + options.firstNumber;
  const fly = (row: ScheduleRow, n: number, from: typeof here, to: typeof here) => {
    const std = options.dayStart + row.departureMinuteUtc * 60;
    const takeoff = std + options.delayMinutes(n) * 60 + TAXI_SECONDS;
    const landing = takeoff + (block - 20) * 60;
    const callsign = `${options.airline.icao}${row.flightNumber.slice(options.airline.iata.length)}`;
    // The recorder's flight object: one per flight, the key the flights domain files it under.
    const flight = { icao } as unknown as FlightState;
    if (takeoff <= options.until) {
      // Lift-off past the middle of the runway, from its low end.
      const point = along(from.le, from.he, 0.65);
      events.onFlightEvent({
        kind: 'takeOff',
        icao,
        callsign,
        time: takeoff * 1000,
        ...point,
        flight,
      });
    }
    if (landing <= options.until) {
      // 30 s after touchdown, still in the first half of the runway from its low end.
      const point = along(to.le, to.he, 0.3);
      events.onFlightEvent({
        kind: 'landing',
        icao,
        callsign,
        time: landing * 1000,
        ...point,
        flight,
      });
    }
    icao++;
  };
  departures.forEach((row, n) => fly(row, n, here, there));
  arrivals.forEach((row, n) => fly(row, n, there, here));
  return { runway: here.ident, departures, arrivals };
}

function leg(
  options: AirportDayOptions,
  number: number,
  origin: string,
  destination: string,
  minute: number,
  block: number,
): ScheduleRow {
  const arrival = minute + block;
  return {
    flightNumber: `${options.airline.iata}${number}`,
    originIcao: origin,
    destinationIcao: destination,
    airlineIcao: options.airline.icao,
    departureMinuteUtc: minute,
    arrivalMinuteUtc: arrival % (DAY / 60),
    arrivalDayOffset: Math.floor(arrival / (DAY / 60)),
    daysOfWeek: 127,
  };
}
