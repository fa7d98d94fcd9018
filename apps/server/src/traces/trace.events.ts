// What the recorder tells other domains about the flights it segments: a take-off or a landing
// the moment segmentation detects it (trace.segmentation.ts), and the flight rows a flush wrote.
// The flights domain listens to turn them into ATD, ATA and statuses; traces never imports it.
import type { TracePoint } from './trace.point';
import type { FlightState } from './trace.segmentation';

/** Where the recorder reports trouble (pino's logger fits). */
export interface TraceLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A take-off or a confirmed landing of one recorded flight. */
export interface FlightEvent {
  kind: 'takeOff' | 'landing';
  icao: number;
  callsign: string | null;
  /** When it happened, ms: the first airborne point, or the first ground point of a landing. */
  time: number;
  /**
   * Where the aircraft was when the event was detected: at the take-off point, or on the
   * runway 30 s after touchdown (the landing confirmation), degrees.
   */
  lat: number;
  lon: number;
  /** The recorder's flight (the same object for every event and write of one flight). */
  flight: FlightState;
}

/** One flight row a flush wrote (inserted or updated), times in ms. */
export interface WrittenFlight {
  id: number;
  icao: number;
  callsign: string | null;
  firstSeen: number;
  lastSeen: number;
  takeoffAt: number | null;
  landedAt: number | null;
  flight: FlightState;
}

/** Receives the recorder's flight events; called synchronously, so it must not block. */
export interface FlightEventListener {
  onFlightEvent(event: FlightEvent): void;
  onFlightsWritten(flights: readonly WrittenFlight[]): void;
}

/** Tells `listener` of a take-off or landing at `point`; a listener's bug must not stop recording. */
export function tellFlightEvent(
  listener: FlightEventListener,
  logger: TraceLogger | undefined,
  flight: FlightState,
  kind: FlightEvent['kind'],
  point: TracePoint,
): void {
  const time = kind === 'takeOff' ? flight.takeoffAt : flight.landedAt;
  if (time === null) return;
  try {
    listener.onFlightEvent({
      kind,
      icao: flight.icao,
      callsign: flight.callsign,
      time,
      lat: point.lat,
      lon: point.lon,
      flight,
    });
  } catch (error) {
    logger?.error({ err: error, icao: flight.icao }, 'flight event listener failed');
  }
}
