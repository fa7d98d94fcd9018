// Identity rows of live aircraft for the `identity` event: live data (callsign, squawk,
// category) completed by flight identity (flight number, registration, type, route, schedule,
// attribute category and service type).
// Identity lookups allocate, so a row is kept per aircraft and rebuilt only when its callsign,
// squawk or category changes, when it is older than the refresh period (schedules move on), or
// when the identity service loaded new tables (its generation: a fleet, timetable or reference
// import; rows built before the simulator published its fleet stayed empty for five minutes).
// After a load the kept rows are rebuilt a slice per tick (`catchUp`): 10,000 at once held one
// tick for ~0.1–0.4 s (bench/identity.bench.ts). A rebuilt row equal to the kept one keeps the
// kept object: subscribers compare rows by reference (subscription.ts) and send only those that
// changed.
import { formatSquawk } from '@skytrace/contracts';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import { flightService } from '../flights/flight-service';
import type { LiveAircraft } from '../live/live.aircraft';
import type { FlightIdentityRow } from './location.codec';

/** A kept identity row is rebuilt after this long even if nothing changed, seconds. */
const REBUILD_SECONDS = 300;
/** Rebuilding after a load of the tables, per tick, ms (the batches' own slice is 12 ms). */
const CATCH_UP_SLICE_MS = 8;
/** Rows rebuilt between two looks at the clock. */
const CATCH_UP_CHECK_EVERY = 64;

/** What live data contributes to a row: when one of these changes, the row is rebuilt. */
type LiveIdentity = Pick<LiveAircraft, 'icao' | 'callsign' | 'squawk' | 'category'>;

interface Kept extends LiveIdentity {
  builtAt: number;
  /** The identity service's generation the row was built from. */
  generation: number;
  row: FlightIdentityRow;
}

export class IdentityCache {
  private readonly kept = new Map<number, Kept>();
  /** The generation every kept row is built from (the subscribers' cue to compare them all). */
  private settled: number;
  /** Addresses whose rows the catch-up still has to look at, and how far it got. */
  private pending: number[] = [];
  private pendingAt = 0;
  /** The generation the pending list was made for. */
  private pendingFor = -1;

  constructor(private readonly identity: FlightIdentityService | undefined) {
    this.settled = this.target;
  }

  /**
   * Moves once every kept row has been rebuilt from newly loaded tables: a subscriber that saw
   * it move compares every row it sent (the aircraft that did not move are told too).
   */
  get generation(): number {
    return this.settled;
  }

  private get target(): number {
    return this.identity?.generation ?? 0;
  }

  /** The identity row of `entry` at `now` (seconds); the same object while nothing changed. */
  row(entry: LiveAircraft, now: number): FlightIdentityRow {
    const kept = this.kept.get(entry.icao);
    // Object.is: an unknown squawk or category is NaN, equal to itself here.
    if (
      kept &&
      kept.callsign === entry.callsign &&
      Object.is(kept.squawk, entry.squawk) &&
      Object.is(kept.category, entry.category) &&
      now - kept.builtAt < REBUILD_SECONDS
    ) {
      return kept.row;
    }
    return this.rebuild(entry, kept, now);
  }

  /**
   * Rebuilds rows kept from older tables, for a slice of time; once all are rebuilt the
   * generation moves. Called once a tick, before the batches.
   */
  catchUp(now: number): void {
    const target = this.target;
    if (this.settled === target) return;
    if (this.pending.length === 0 || this.pendingFor !== target) {
      this.pending = [...this.kept.keys()];
      this.pendingAt = 0;
      this.pendingFor = target;
    }
    const started = performance.now();
    while (this.pendingAt < this.pending.length) {
      const icao = this.pending[this.pendingAt++] ?? 0;
      const kept = this.kept.get(icao);
      if (kept !== undefined && kept.generation !== target) this.rebuild(kept, kept, now);
      if (
        this.pendingAt % CATCH_UP_CHECK_EVERY === 0 &&
        performance.now() - started > CATCH_UP_SLICE_MS
      ) {
        return;
      }
    }
    this.pending = [];
    this.settled = target;
  }

  /** Forgets aircraft no longer in the live table. */
  prune(isLive: (icao: number) => boolean): void {
    for (const icao of this.kept.keys()) if (!isLive(icao)) this.kept.delete(icao);
  }

  private rebuild(live: LiveIdentity, kept: Kept | undefined, now: number): FlightIdentityRow {
    const built = this.build(live, now);
    const row = kept && sameRow(kept.row, built) ? kept.row : built;
    const { icao, callsign, squawk, category } = live;
    const generation = this.target;
    this.kept.set(icao, { icao, callsign, squawk, category, builtAt: now, generation, row });
    return row;
  }

  private build(entry: LiveIdentity, now: number): FlightIdentityRow {
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
