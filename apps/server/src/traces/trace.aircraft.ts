// In-memory state of one aircraft: its current flight, its kept points, and two scratch
// packed points (the offered one and the tail) so that record() builds no object per message.
import { TraceBuffer } from './trace.buffer';
import { STRIDE, quantiseTime, type TracePoint } from './trace.point';
import { newFlight, type FlightState } from './trace.segmentation';

/** In-memory state of one aircraft. */
export class AircraftTrace {
  flight: FlightState;
  readonly buffer: TraceBuffer;
  /** Scratch for the offered point, swapped with `tail` when it is not kept. */
  candidate = new Int32Array(STRIDE);
  tail = new Int32Array(STRIDE);
  hasTail = false;
  lastOfferedTime: number;
  lastOfferedGround: boolean;
  transitionTime = Number.NEGATIVE_INFINITY;
  /** Packed time (buffer base) of the newest point written to the journal. */
  journaledTime = Number.NEGATIVE_INFINITY;
  /**
   * The recorder holding this state, cleared when it lets the aircraft go: a TraceSlot that
   * still points here is then looked past.
   */
  heldBy: object | undefined = undefined;

  constructor(
    readonly icao: number,
    callsign: string | undefined,
    point: TracePoint,
  ) {
    this.flight = newFlight(icao, callsign, true);
    this.buffer = new TraceBuffer(quantiseTime(point.time));
    this.lastOfferedTime = point.time;
    this.lastOfferedGround = point.onGround;
  }
}
