import { and, eq, gte, lt, or } from 'drizzle-orm';
import { formatIcaoHex, type RecordedAirportFlight } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { flights } from '../traces/traces.schema';

/** Rows one day's answer carries at most (a hub has ~1,800 movements a day). */
const DAY_LIMIT = 3000;

const seconds = (date: Date | null): number | null =>
  date === null ? null : Math.floor(date.getTime() / 1000);

/**
 * The flights recorded leaving or reaching one airport on one UTC day (by take-off or landing
 * time), each with its row id for playback; in time order. Both indexes on origin and
 * destination serve it.
 */
export async function recordedAirportFlights(
  db: Db,
  airportIcao: string,
  dayStart: Date,
): Promise<RecordedAirportFlight[]> {
  const dayEnd = new Date(dayStart.getTime() + 86_400_000);
  const rows = await db
    .select()
    .from(flights)
    .where(
      or(
        and(
          eq(flights.origin, airportIcao),
          gte(flights.firstSeen, new Date(dayStart.getTime() - 86_400_000)),
          gte(flights.takeoffAt, dayStart),
          lt(flights.takeoffAt, dayEnd),
        ),
        and(
          eq(flights.destination, airportIcao),
          gte(flights.lastSeen, dayStart),
          gte(flights.landedAt, dayStart),
          lt(flights.landedAt, dayEnd),
        ),
      ),
    )
    .limit(DAY_LIMIT);
  return rows
    .map((row): RecordedAirportFlight => {
      const direction = row.origin === airportIcao && row.takeoffAt ? 'departure' : 'arrival';
      return {
        flightId: row.id,
        icaoId: formatIcaoHex(row.icao),
        callsign: row.callsign,
        direction,
        org: row.origin,
        dst: row.destination,
        takeoffAt: seconds(row.takeoffAt),
        landedAt: seconds(row.landedAt),
        firstSeen: seconds(row.firstSeen) ?? 0,
        lastSeen: seconds(row.lastSeen) ?? 0,
      };
    })
    .sort((a, b) => movementTime(a) - movementTime(b));
}

const movementTime = (flight: RecordedAirportFlight): number =>
  (flight.direction === 'departure' ? flight.takeoffAt : flight.landedAt) ?? flight.firstSeen;
