// What is flying now, by flight number, registration and ICAO address: the followed list's
// status (flightStatusCode 1 = in flight) and the notifier's look-ups. Built from the live table
// and identity at most once per REBUILD_SECONDS, so a burst of myFollow calls costs one pass.
import type { FlightIdentityService } from '../flights/flight-identity.service';
import { LiveAirGround, type LiveAircraft } from '../live/live.aircraft';
import type { LiveTable } from '../live/live.table';
import type { FlightBase } from '@skytrace/contracts';

const REBUILD_SECONDS = 5;

export interface LiveFlight {
  aircraft: LiveAircraft;
  base: FlightBase;
}

export class LiveFlights {
  private builtAt = Number.NEGATIVE_INFINITY;
  private byFlight = new Map<string, LiveFlight>();
  private byRegistration = new Map<string, LiveFlight>();

  constructor(
    private readonly deps: {
      liveTable: LiveTable | undefined;
      identity: FlightIdentityService | undefined;
      now: () => number;
    },
  ) {}

  byIcao(icaoHex: string): LiveFlight | undefined {
    const { liveTable, identity } = this.deps;
    const aircraft = liveTable?.aircraft.get(Number.parseInt(icaoHex, 16));
    if (!aircraft || !identity) return undefined;
    return { aircraft, base: this.identify(aircraft) };
  }

  flight(fnum: string): LiveFlight | undefined {
    this.rebuild();
    return this.byFlight.get(fnum);
  }

  registration(registration: string): LiveFlight | undefined {
    this.rebuild();
    return this.byRegistration.get(registration);
  }

  identify(aircraft: LiveAircraft): FlightBase {
    if (!this.deps.identity) throw new Error('no identity');
    return this.deps.identity.identify({
      icao: aircraft.icao,
      callsign: aircraft.callsign || undefined,
      time: Math.floor(this.deps.now()),
    });
  }

  private rebuild(): void {
    const now = this.deps.now();
    if (now - this.builtAt < REBUILD_SECONDS) return;
    this.builtAt = now;
    this.byFlight = new Map();
    this.byRegistration = new Map();
    const { liveTable, identity } = this.deps;
    if (!liveTable || !identity) return;
    for (const aircraft of liveTable.aircraft.values()) {
      const live = { aircraft, base: this.identify(aircraft) };
      if (live.base.flightNum2) this.byFlight.set(live.base.flightNum2, live);
      if (live.base.aircraftNum) this.byRegistration.set(live.base.aircraftNum, live);
    }
  }
}

export function isAirborne(aircraft: LiveAircraft): boolean {
  return aircraft.airGround === LiveAirGround.Airborne;
}
