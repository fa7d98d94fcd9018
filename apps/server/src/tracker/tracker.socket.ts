// Tracker calls of the realtime socket (spec §7): FlightBase {icao, callsign?} answers the
// flight base info of a live aircraft, forecastTrace {icao} its remaining route to the
// destination with flyOverTime. Answers, login rule and errors as every socket call
// (realtime/socket-calls.ts).
import { liveFlightPayloadSchema } from '@skytrace/contracts';
import { describeFlight, type AircraftPhotoLookup } from '../flights/flight-base';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import type { LiveTable } from '../live/live.table';
import type { SocketCall, SocketCallDeps, SocketCalls } from '../modules/socket-calls';
import type { TraceRecorder } from '../traces/trace.recorder';
import { readFlightPath } from './flight-path.service';

export interface TrackerSocketDeps extends SocketCallDeps {
  identity: FlightIdentityService;
  liveTable: LiveTable;
  recorder: TraceRecorder;
  /** The gallery's photo of an airframe (aircraftImage), when the gallery runs. */
  aircraftPhoto?: AircraftPhotoLookup | undefined;
}

/** Adds FlightBase and forecastTrace to one connected socket. */
export function registerTrackerEvents(call: SocketCall, deps: TrackerSocketDeps): void {
  call('FlightBase', liveFlightPayloadSchema, (p) => {
    const now = Math.floor(Date.now() / 1000);
    return describeFlight(deps, {
      icao: parseInt(p.icao, 16),
      callsign: p.callsign,
      time: now,
      now,
    });
  });
  call('forecastTrace', liveFlightPayloadSchema, async (p) => {
    const path = await readFlightPath(parseInt(p.icao, 16), Date.now() / 1000, deps);
    return path.forecastTrace;
  });
}

/** The tracker calls as the realtime module adds them to every socket. */
export function trackerSocketCalls(deps: TrackerSocketDeps): SocketCalls {
  return { deps, register: (call) => registerTrackerEvents(call, deps) };
}
