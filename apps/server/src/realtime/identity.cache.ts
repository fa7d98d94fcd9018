// Identity rows of live aircraft for the `identity` event: live data (callsign, squawk,
// category) completed by flight identity (flight number, registration, type, route, schedule,
// attribute category and service type).
// Identity lookups allocate, so a row is kept per aircraft and rebuilt only when its callsign,
// squawk or category changes, or when it is older than the refresh period (schedules move on).
import { formatSquawk } from '@skytrace/contracts';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import { flightService } from '../flights/flight-service';
import type { LiveAircraft } from '../live/live.aircraft';
import type { FlightIdentityRow } from './location.codec';

/** A kept identity row is rebuilt after this long even if nothing changed, seconds. */
const REBUILD_SECONDS = 300;

interface Kept {
  key: string;
  builtAt: number;
  row: FlightIdentityRow;
}

/** The key of what live data contributes: when it changes, the row is rebuilt. */
export function liveIdentityKey(entry: LiveAircraft): string {
  return `${entry.callsign}|${String(entry.squawk)}|${String(entry.category)}`;
}

export class IdentityCache {
  private readonly kept = new Map<number, Kept>();

  constructor(private readonly identity: FlightIdentityService | undefined) {}

  /** The identity row of `entry` at `now` (seconds). */
  row(entry: LiveAircraft, now: number): FlightIdentityRow {
    const key = liveIdentityKey(entry);
    const kept = this.kept.get(entry.icao);
    if (kept && kept.key === key && now - kept.builtAt < REBUILD_SECONDS) return kept.row;
    const row = this.build(entry, now);
    this.kept.set(entry.icao, { key, builtAt: now, row });
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
