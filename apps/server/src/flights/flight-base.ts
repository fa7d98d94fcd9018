import type { FlightBase } from '@skytrace/contracts';
import { LiveAirGround } from '../live/live.aircraft';
import type { LiveTable } from '../live/live.table';
import type { FlightIdentityService } from './flight-identity.service';

/**
 * The best approved gallery photo of an airframe (else of its type), as the composition root
 * wires it from the gallery, which sits above flights in the layers.
 */
export type AircraftPhotoLookup = (
  registration: string,
  aircraftType: string,
) => Promise<{ id: number; url: string } | null>;

export interface FlightBaseDeps {
  identity: FlightIdentityService;
  liveTable?: LiveTable | undefined;
  /** Absent where no gallery runs: aircraftImage stays null. */
  aircraftPhoto?: AircraftPhotoLookup | undefined;
}

/**
 * Flight base info (spec §3) of aircraft `icao` at `time`: reference data, schedule, observed
 * ATD/ATA and status, and the airframe's gallery photo; asked about now, the live position and
 * callsign give the ETA.
 */
export async function describeFlight(
  deps: FlightBaseDeps,
  query: { icao: number; callsign?: string | undefined; time: number; now: number },
): Promise<FlightBase> {
  const live = deps.liveTable?.aircraft.get(query.icao);
  // Where it is now only describes the flight as it stands now, not at an earlier `time`.
  const current = live && query.time >= query.now && !Number.isNaN(live.lat) ? live : undefined;
  const callsign = query.callsign ?? (current?.callsign || undefined);
  const base = deps.identity.identify({
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
  if (!deps.aircraftPhoto || (!base.aircraftNum && !base.aircraftType)) return base;
  // The photo is a garnish of the flight's facts: a failing lookup leaves it out, nothing more.
  const photo = await deps
    .aircraftPhoto(base.aircraftNum ?? '', base.aircraftType ?? '')
    .catch(() => null);
  return { ...base, aircraftImage: photo?.url ?? null, aircraftImageId: photo?.id ?? null };
}
