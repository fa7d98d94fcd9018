import type { FlightBase, FlightPath } from '@skytrace/contracts';

// The five times of spec §3 (STD, ATD, STA, ATA, ETA) and the flight status of the detail bar.
// Scheduled times come from base info; actual and estimated ones from base info when the server
// knows them, else from the path: a take-off or landing seen in the flown track, and the time over
// the last point of the forecast track.

export interface FlightTimes {
  STD: number | null;
  ATD: number | null;
  STA: number | null;
  ATA: number | null;
  ETA: number | null;
}

/** Spec §4 flight statuses: the server's (base info) and the bar's own no-signal state. */
export type FlightStatus = FlightBase['status'] | 'noSignal';

/** Take-off and landing times seen in the flown track (seconds), null when not seen. */
export function observedTimes(path: FlightPath): { ATD: number | null; ATA: number | null } {
  let takeOff: number | null = null;
  let landing: number | null = null;
  const points = path.trace.path;
  for (let i = 1; i < points.length; i++) {
    const before = points[i - 1];
    const after = points[i];
    if (before === undefined || after === undefined) continue;
    if (before.onGround && !after.onGround) {
      takeOff = after.time;
      landing = null;
    } else if (!before.onGround && after.onGround) {
      landing = after.time;
    }
  }
  return { ATD: takeOff, ATA: landing };
}

export function flightTimes(base: FlightBase | null, path: FlightPath | null): FlightTimes {
  const time = base?.time ?? null;
  const observed = path === null ? { ATD: null, ATA: null } : observedTimes(path);
  const ATA = time?.ATA ?? observed.ATA;
  const forecastEnd = path?.forecastTrace.path.at(-1)?.flyOverTime ?? null;
  return {
    STD: time?.STD ?? null,
    ATD: time?.ATD ?? observed.ATD,
    STA: time?.STA ?? null,
    ATA,
    // An estimate is only meaningful until the aircraft has landed.
    ETA: ATA === null ? (time?.ETA ?? forecastEnd) : null,
  };
}

export function flightStatus(input: {
  /** Whether the aircraft is in live data, and on the ground there. */
  live: boolean;
  onGround: boolean;
  times: FlightTimes;
  /** The status of base info, when loaded. */
  reported?: FlightBase['status'] | null;
}): FlightStatus {
  // The server knows schedules, diversions and returns; the bar only fills in what it leaves open.
  if (input.reported != null && input.reported !== 'unknown') return input.reported;
  if (input.times.ATA !== null) return 'arrive';
  if (!input.live) return 'noSignal';
  if (!input.onGround) return 'takeOff';
  return input.times.ATD === null ? 'scheduled' : 'unknown';
}
