// Publishes who the simulated aircraft are, through the reference repository: every airframe
// (address, registration, type, operator) and the day's timetable (flight number, origin,
// destination, STD, STA), so the API shows each simulated flight like a real one.
import type { Db } from '../db/db';
import { upsertAircraft, upsertSchedules, type ScheduleRow } from '../reference/fleet.repo';
import type { Simulator } from './simulator';
import { AIRCRAFT_TYPES } from './world/aircraft-types';
import { AIRLINES } from './world/airlines';
import { AIRPORTS } from './world/airports';

const DAY_SECONDS = 86_400;

/**
 * Writes the fleet and the timetable of the UTC day containing `time`, plus the legs of the day
 * before that today's do not cover (flights that took off before midnight UTC and are still
 * flying, or landed since); returns the counts.
 */
export async function writeSimulatedIdentity(
  db: Db,
  simulator: Simulator,
  time: number,
): Promise<{ aircraft: number; schedules: number }> {
  const fleet = simulator.fleet;
  const aircraft = Array.from({ length: fleet.size }, (_, i) => ({
    icao: fleet.icao[i] ?? 0,
    registration: fleet.registration[i] ?? null,
    typeDesignator: AIRCRAFT_TYPES[fleet.type[i] ?? 0]?.icao ?? null,
    operatorIcao: AIRLINES[fleet.airline[i] ?? 0]?.icao ?? null,
  }));
  await upsertAircraft(db, aircraft);
  const dayStart = Math.floor(time / DAY_SECONDS) * DAY_SECONDS;
  // One row per flight number and origin (the table's key): today's first leg wins.
  const rows = new Map<string, ScheduleRow>();
  // Planning a day for the whole fleet takes about a second: in slices, between requests.
  // Both days planned from the day before, as the simulator plans: yesterday's legs as flown.
  const epoch = dayStart - DAY_SECONDS;
  const planned = await simulator.timetableInSlices(epoch, dayStart + DAY_SECONDS, epoch);
  const legs = [
    ...planned.filter((leg) => leg.std >= dayStart),
    ...planned.filter((leg) => leg.std < dayStart),
  ];
  for (const leg of legs) {
    const origin = AIRPORTS[leg.origin]?.icao;
    const destination = AIRPORTS[leg.destination]?.icao;
    const airline = AIRLINES[fleet.airline[leg.aircraft] ?? 0]?.icao;
    if (origin === undefined || destination === undefined || airline === undefined) continue;
    const key = `${leg.flightNumber}/${origin}`;
    if (rows.has(key)) continue;
    // Minutes from the UTC midnight of the leg's own departure day (yesterday's legs too).
    const legDay = Math.floor(leg.std / DAY_SECONDS) * DAY_SECONDS;
    const arrival = Math.round((leg.sta - legDay) / 60);
    rows.set(key, {
      flightNumber: leg.flightNumber,
      originIcao: origin,
      destinationIcao: destination,
      airlineIcao: airline,
      departureMinuteUtc: Math.round((leg.std - legDay) / 60),
      arrivalMinuteUtc: arrival % 1440,
      arrivalDayOffset: Math.floor(arrival / 1440),
    });
  }
  await upsertSchedules(db, [...rows.values()]);
  return { aircraft: aircraft.length, schedules: rows.size };
}
