import type { FlightBase } from '@skytrace/contracts';

/** Flight statuses of spec §4 that can be derived from a schedule and observed events. */
export type FlightStatus = FlightBase['status'];

/** What is known about one flight instance; times are Unix seconds. */
export interface FlightObservation {
  std: number | undefined;
  sta: number | undefined;
  /** Actual take-off time, when observed. */
  atd?: number | undefined;
  /** Actual landing time, when observed. */
  ata?: number | undefined;
  /** ICAO of the airport landed at, when known. */
  landedAt?: string | undefined;
  originIcao?: string | undefined;
  destinationIcao?: string | undefined;
  /** Seen flying now although its take-off was not observed (out of coverage at the origin). */
  airborne?: boolean;
  /** Marked cancelled by a schedule source. */
  cancelled?: boolean;
}

/** Departures later than this after STD count as delayed (the usual 15-minute on-time rule). */
export const DELAY_THRESHOLD_SECONDS = 15 * 60;
/** A flight never seen airborne this long after STD is taken as cancelled. */
export const CANCEL_AFTER_SECONDS = 6 * 3600;

/**
 * The status of one flight instance at `now`: landed elsewhere is alternate (or return when
 * back at the origin), landed is arrive, airborne (observed or seen flying) is takeOff, not yet
 * departed is scheduled until STD plus 15 minutes, then delay, and cancel when a source says so
 * or six hours pass.
 */
export function deriveFlightStatus(flight: FlightObservation, now: number): FlightStatus {
  if (flight.cancelled) return 'cancel';
  if (flight.ata !== undefined) {
    if (flight.landedAt && flight.destinationIcao && flight.landedAt !== flight.destinationIcao) {
      return flight.landedAt === flight.originIcao ? 'return' : 'alternate';
    }
    return 'arrive';
  }
  if (flight.atd !== undefined || flight.airborne) return 'takeOff';
  if (flight.std === undefined) return 'unknown';
  if (now <= flight.std + DELAY_THRESHOLD_SECONDS) return 'scheduled';
  if (now > flight.std + CANCEL_AFTER_SECONDS) return 'cancel';
  return 'delay';
}

/** Estimated arrival (Unix seconds) from the distance left (km) and ground speed (km/h). */
export function estimateArrival(
  now: number,
  remainingKm: number,
  groundSpeedKmh: number,
): number | undefined {
  // Below 50 km/h the aircraft is taxiing or the speed is noise: no meaningful estimate.
  if (!(groundSpeedKmh >= 50) || !(remainingKm >= 0)) return undefined;
  return Math.round(now + (remainingKm / groundSpeedKmh) * 3600);
}
