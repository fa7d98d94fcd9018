// Connects the live table to the trace recorder: every accepted merged position is offered,
// in the recorder's units (ms, ft, kt, ft/min; the squawk in the live table's 0xABCD form).
import { LiveAirGround, type LiveAircraft } from '../live/live.aircraft';
import type { LiveTableListener } from '../live/live.table';
import type { TracePoint, TraceRecorder } from './trace.recorder';

function orNull(value: number): number | null {
  return Number.isNaN(value) ? null : value;
}

/** A live-table listener that records every merged position. */
export function traceListener(recorder: TraceRecorder): LiveTableListener {
  // One reused point: record() copies what it keeps.
  const point: TracePoint = {
    time: 0,
    lat: 0,
    lon: 0,
    altitude: null,
    groundSpeed: null,
    track: null,
    verticalRate: null,
    onGround: false,
    squawk: null,
  };
  return {
    onPosition(entry: LiveAircraft): void {
      point.time = entry.positionTime * 1000;
      point.lat = entry.lat;
      point.lon = entry.lon;
      point.altitude = orNull(entry.altitude);
      point.groundSpeed = orNull(entry.groundSpeed);
      point.track = orNull(entry.track);
      point.verticalRate = orNull(entry.verticalRate);
      point.onGround = entry.airGround === LiveAirGround.Ground;
      point.squawk = orNull(entry.squawk);
      recorder.record(entry.icao, entry.callsign === '' ? undefined : entry.callsign, point);
    },
  };
}
