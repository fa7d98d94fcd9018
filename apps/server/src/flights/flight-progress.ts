// Where one flight instance stands: the observed take-off and landing (ATD, ATA), the status of
// spec §4 and an ETA while it flies. Pure: identity hands in what it holds in memory.
import { distanceMetres, type FlightBase, knotsToKmh } from '@skytrace/contracts';
import { deriveFlightStatus, estimateArrival } from './flight-status';
import { NO_AIRPORT, matchObservedFlight, type ObservedFlight } from './observed-flights';
import type { ScheduleInstance } from './schedule-instance';

/** Where the aircraft is now (live data), for the ETA and "seen flying". */
export interface CurrentPosition {
  lat: number;
  lon: number;
  /** kt; null when unknown. */
  groundSpeed: number | null;
  onGround: boolean;
}

/** An airport as identity holds it. */
interface Place {
  icao: string;
  lat: number;
  lon: number;
}

// A runway end can lie 3–4 km from the airport's reference point, and the landing point is
// taken on the runway 30 s after touchdown: within this distance of the scheduled destination
// (or origin) the flight landed there, whatever smaller airport happens to be nearer.
const SCHEDULED_AIRPORT_REACH_KM = 8;
/** Below this ground speed an aircraft reported airborne is not taken as flying, kt. */
const FLYING_MIN_SPEED_KT = 50;

/** What identity knows about one flight instance at one moment. */
export interface ProgressInput {
  icao: number;
  callsign: string | undefined;
  /** Unix seconds. */
  time: number;
  instance: ScheduleInstance | undefined;
  origin: Place | undefined;
  destination: Place | undefined;
  observed: readonly ObservedFlight[];
  position: CurrentPosition | undefined;
}

/** The airport the flight landed at: the scheduled one when within reach, else the nearest. */
function landingAirport(
  flight: ObservedFlight,
  origin: Place | undefined,
  destination: Place | undefined,
): string | undefined {
  const landing = flight.landing;
  if (!landing) return flight.landedAirport ?? undefined;
  for (const place of [destination, origin]) {
    if (!place) continue;
    const km = distanceMetres(landing.lat, landing.lon, place.lat, place.lon) / 1000;
    if (km <= SCHEDULED_AIRPORT_REACH_KM) return place.icao;
  }
  return flight.landedAirport ?? NO_AIRPORT;
}

/** Status and ATD/ATA/ETA of spec §3 and §4 for one flight instance at `input.time`. */
export function flightProgress(
  input: ProgressInput,
): Pick<FlightBase, 'status'> & { ATD: number | null; ATA: number | null; ETA: number | null } {
  const { instance, origin, destination, position, time } = input;
  const match = matchObservedFlight(input.observed, input.callsign, instance, time);
  const atd = match && match.takeoffAt !== null ? Math.round(match.takeoffAt / 1000) : undefined;
  const ata = match && match.landedAt !== null ? Math.round(match.landedAt / 1000) : undefined;
  const flying =
    position !== undefined &&
    !position.onGround &&
    (position.groundSpeed === null || position.groundSpeed >= FLYING_MIN_SPEED_KT);
  const status = deriveFlightStatus(
    {
      std: instance?.std,
      sta: instance?.sta,
      atd,
      ata,
      landedAt:
        match && ata !== undefined ? landingAirport(match.flight, origin, destination) : undefined,
      originIcao: origin?.icao,
      destinationIcao: destination?.icao,
      // Seen flying with no take-off observed: departed out of coverage.
      airborne: ata === undefined && flying,
    },
    time,
  );
  let eta: number | undefined;
  if (status === 'takeOff') {
    if (position && destination && position.groundSpeed !== null) {
      const remainingKm =
        distanceMetres(position.lat, position.lon, destination.lat, destination.lon) / 1000;
      eta = estimateArrival(time, remainingKm, knotsToKmh(position.groundSpeed));
    }
    // No position or speed: the scheduled block time from the observed take-off.
    if (eta === undefined && atd !== undefined && instance) {
      eta = atd + (instance.sta - instance.std);
    }
  }
  return { status, ATD: atd ?? null, ATA: ata ?? null, ETA: eta ?? null };
}
