// Connects the live table to the trace recorder: every accepted merged position is offered,
// in the recorder's units (ms, ft, kt, ft/min; the squawk in the live table's 0xABCD form).
import { LiveAirGround, type LiveAircraft } from '../live/live.aircraft';
import type { LiveTableListener } from '../live/live.table';
import type { TracePoint, TraceRecorder } from './trace.recorder';

/** A live-table listener that records every merged position. */
export function traceListener(recorder: TraceRecorder): LiveTableListener {
  // One reused point: record() copies what it keeps. Unknown values stay NaN as in the live
  // table (the recorder reads NaN as null): a field that alternated between null and a number
  // made V8 box every number written to it, five heap numbers per position.
  const point: TracePoint = {
    time: 0,
    lat: 0,
    lon: 0,
    altitude: Number.NaN,
    groundSpeed: Number.NaN,
    track: Number.NaN,
    verticalRate: Number.NaN,
    onGround: false,
    squawk: Number.NaN,
  };
  return {
    onPosition(entry: LiveAircraft): void {
      point.time = entry.positionTime * 1000;
      point.lat = entry.lat;
      point.lon = entry.lon;
      point.altitude = entry.altitude;
      point.groundSpeed = entry.groundSpeed;
      point.track = entry.track;
      point.verticalRate = entry.verticalRate;
      point.onGround = entry.airGround === LiveAirGround.Ground;
      point.squawk = entry.squawk;
      // The entry keeps the recorder's state of its aircraft (TraceSlot): no lookup by address.
      recorder.record(entry.icao, entry.callsign === '' ? undefined : entry.callsign, point, entry);
    },
  };
}
