import type { FlightBase } from '@skytrace/contracts';
import { LiveAirGround } from '../live/live.aircraft';
import type { LiveTable } from '../live/live.table';
import type { FlightIdentityService } from './flight-identity.service';

/**
 * Flight base info (spec §3) of aircraft `icao` at `time`: reference data, schedule, observed
 * ATD/ATA and status; asked about now, the live position and callsign give the ETA.
 */
export function describeFlight(
  deps: { identity: FlightIdentityService; liveTable?: LiveTable | undefined },
  query: { icao: number; callsign?: string | undefined; time: number; now: number },
): FlightBase {
  const live = deps.liveTable?.aircraft.get(query.icao);
  // Where it is now only describes the flight as it stands now, not at an earlier `time`.
  const current = live && query.time >= query.now && !Number.isNaN(live.lat) ? live : undefined;
  const callsign = query.callsign ?? (current?.callsign || undefined);
  return deps.identity.identify({
    icao: query.icao,
    callsign,
    time: query.time,
    position: current && {
      lat: current.lat,
      lon: current.lon,
      groundSpeed: Number.isNaN(current.groundSpeed) ? null : current.groundSpeed,
      onGround: current.airGround === LiveAirGround.Ground,
    },
  });
}
