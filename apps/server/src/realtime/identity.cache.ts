// Identity rows of live aircraft for the `identity` event: live data (callsign, squawk,
// category) completed by flight identity (flight number, registration, type, route, schedule,
// attribute category and service type).
// Identity lookups allocate, so a row is kept per aircraft and rebuilt only when its callsign,
// squawk or category changes, when the identity service loaded new tables (its generation: a
// fleet, timetable or reference import; rows built before the simulator published its fleet
// stayed empty for five minutes), or when it is older than the refresh period (schedules move
// on). A rebuilt row equal to the kept one keeps the kept object: subscribers compare rows by
// reference (subscription.ts) and send only those that changed.
import { formatSquawk } from '@skytrace/contracts';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import { flightService } from '../flights/flight-service';
import type { LiveAircraft } from '../live/live.aircraft';
import type { FlightIdentityRow } from './location.codec';

/** A kept identity row is rebuilt after this long even if nothing changed, seconds. */
const REBUILD_SECONDS = 300;

interface Kept {
  /** What live data contributed to the row: when one changes, the row is rebuilt. */
  callsign: string;
  squawk: number;
  category: number;
  builtAt: number;
  /** The identity service's generation the row was built from. */
  generation: number;
  row: FlightIdentityRow;
}

export class IdentityCache {
  private readonly kept = new Map<number, Kept>();

  constructor(private readonly identity: FlightIdentityService | undefined) {}

  /** The identity service's generation: when it moves, every kept row is out of date. */
  get generation(): number {
    return this.identity?.generation ?? 0;
  }

  /** The identity row of `entry` at `now` (seconds); the same object while nothing changed. */
  row(entry: LiveAircraft, now: number): FlightIdentityRow {
    const generation = this.generation;
    const kept = this.kept.get(entry.icao);
    // Object.is: an unknown squawk or category is NaN, equal to itself here.
    if (
      kept &&
      kept.callsign === entry.callsign &&
      Object.is(kept.squawk, entry.squawk) &&
      Object.is(kept.category, entry.category) &&
      kept.generation === generation &&
      now - kept.builtAt < REBUILD_SECONDS
    ) {
      return kept.row;
    }
    const built = this.build(entry, now);
    const row = kept && sameRow(kept.row, built) ? kept.row : built;
    const { callsign, squawk, category } = entry;
    this.kept.set(entry.icao, { callsign, squawk, category, builtAt: now, generation, row });
    return row;
  }

  /** Forgets aircraft no longer in the live table. */
  prune(isLive: (icao: number) => boolean): void {
    for (const icao of this.kept.keys()) if (!isLive(icao)) this.kept.delete(icao);
  }

  private build(entry: LiveAircraft, now: number): FlightIdentityRow {
    const row: FlightIdentityRow = {
      icao: entry.icao,
      callsign: entry.callsign,
      fnum: '',
      anum: '',
      aircraftType: '',
      org: '',
      dst: '',
      scheduledDeptime: 0,
      squawk: Number.isNaN(entry.squawk) ? '' : formatSquawk(entry.squawk),
      fattr: '',
      category: Number.isNaN(entry.category) ? '' : entry.category.toString(16).toUpperCase(),
      fservice: '',
    };
    if (!this.identity) return row;
    const base = this.identity.identify({
      icao: entry.icao,
      callsign: entry.callsign === '' ? undefined : entry.callsign,
      time: Math.floor(now),
    });
    row.fnum = base.flightNum2 ?? '';
    row.anum = base.aircraftNum ?? '';
    row.aircraftType = base.aircraftType ?? '';
    row.org = base.forg?.IATA ?? base.forg?.ICAO ?? '';
    row.dst = base.fdst?.IATA ?? base.fdst?.ICAO ?? '';
    row.scheduledDeptime = base.time.STD ?? 0;
    row.fattr = base.fattr;
    row.fservice = flightService(base);
    return row;
  }
}

function sameRow(a: FlightIdentityRow, b: FlightIdentityRow): boolean {
  return (
    a.icao === b.icao &&
    a.callsign === b.callsign &&
    a.fnum === b.fnum &&
    a.anum === b.anum &&
    a.aircraftType === b.aircraftType &&
    a.org === b.org &&
    a.dst === b.dst &&
    a.scheduledDeptime === b.scheduledDeptime &&
    a.squawk === b.squawk &&
    a.fattr === b.fattr &&
    a.category === b.category &&
    a.fservice === b.fservice
  );
}
