// The shared state of one view (bounds + limit): which aircraft its subscribers have been sent,
// with the identity rows they know, and the live table's sequence that state is up to date
// with. Every socket subscribed to the same view sees the same thing, so the increment is built
// and encoded once per view per tick and its bytes go to each of them (bench:scale: 10,000
// clients on 20 views walked the live table 10,000 times a tick and encoded 10,000 batches;
// now 20). A socket keeps only which version of the view it holds (subscription.ts):
//   - version = the view's: nothing to send;
//   - one behind: the view's last increment;
//   - further behind (a slow socket whose ticks were skipped, a paused one), or new to the
//     view: a full picture of the view's state, built once per version and shared.
// The full picture is the view's set of aircraft (with current positions), not a fresh search
// of the bounds: the increments that follow are computed against the view's set, so a socket
// that joins late holds exactly what the others hold.
import { insideBounds, type ClientBounds } from '@skytrace/contracts';
import type { LiveAircraft } from '../live/live.aircraft';
import type { LiveTable } from '../live/live.table';
import type { IdentityCache } from './identity.cache';
import type { FlightIdentityRow, RealtimeCodec } from './location.codec';
import { locationColumns } from './location.columns';

/** How long a full picture's bytes are handed out again, seconds of the server clock. */
export const FULL_PICTURE_SHARE_SECONDS = 1;

/** A batch encoded once and sent as is to every socket that needs it. */
export interface EncodedBatch {
  full: boolean;
  /** The `location` event's bytes; undefined when nothing moved, entered or left. */
  location: Uint8Array | undefined;
  /** The `identity` event's bytes; undefined when no row is new or changed. */
  identities: Uint8Array | undefined;
  /** Rows in the location batch, and identity rows. */
  rows: number;
  identityRows: number;
}

/** What a view needs from the server at a tick. */
export interface ViewContext {
  table: LiveTable;
  identities: IdentityCache;
  /** Server time, seconds. */
  now: number;
  /** Publication time of the newest data in the table, ms since the epoch (live.publications.ts). */
  publishedMs: number;
  /** The server's tick counter: a view advances at most once per tick. */
  tick: number;
}

type Codec = Pick<RealtimeCodec, 'encodeLocation' | 'encodeIdentities'>;

/** Counters of the shared batches (tests and metrics). */
export interface ViewStats {
  /** Full pictures built (encoded), and handed out again without building. */
  built: number;
  shared: number;
  /** Increments built (each sent to every socket of its view that was up to date). */
  increments: number;
}

export class ViewGroup {
  /** Sockets subscribed to it. */
  members = 0;
  /** Moves with every increment that carries something. */
  version = 0;
  /** The increment from `version - 1` to `version`. */
  increment: EncodedBatch | undefined;
  private advancedTick: number;
  /** icao → identity row sent (the identity cache's object: the same while nothing changed). */
  private readonly visible = new Map<number, FlightIdentityRow>();
  private sequence: number;
  private generation: number;
  private picture: { batch: EncodedBatch; builtAt: number } | undefined;

  constructor(
    readonly bounds: ClientBounds,
    readonly limit: number,
    private readonly codec: Codec,
    private readonly stats: ViewStats,
    context: ViewContext,
    private readonly shareSeconds = FULL_PICTURE_SHARE_SECONDS,
  ) {
    const { table, identities, now } = context;
    this.sequence = table.sequence;
    this.generation = identities.generation;
    this.advancedTick = context.tick;
    for (const entry of table.inBounds(bounds, limit)) {
      this.visible.set(entry.icao, identities.row(entry, now));
    }
  }

  /** Aircraft in the view's set. */
  get size(): number {
    return this.visible.size;
  }

  /**
   * Brings the view up to the live table, once per tick: what changed, entered and left since
   * the last time, encoded. An increment that carries nothing leaves the version as it is, so
   * a socket skipped for it is not behind.
   */
  advance(context: ViewContext): void {
    if (this.advancedTick === context.tick) return;
    this.advancedTick = context.tick;
    const { table, identities, now } = context;
    const { bounds, visible } = this;
    const removed: number[] = [];
    for (const icao of visible.keys()) {
      const entry = table.aircraft.get(icao);
      if (entry === undefined || !insideBounds(bounds, entry.lat, entry.lon)) {
        visible.delete(icao);
        removed.push(icao);
      }
    }
    const room = this.limit < 0 ? Number.POSITIVE_INFINITY : this.limit;
    const candidates: LiveAircraft[] = [];
    for (const entry of table.aircraft.values()) {
      if (entry.sequence <= this.sequence) continue;
      if (!visible.has(entry.icao) && visible.size + candidates.length >= room) continue;
      if (insideBounds(bounds, entry.lat, entry.lon)) candidates.push(entry);
    }
    candidates.sort((a, b) => a.icao - b.icao);
    const changedIdentities: FlightIdentityRow[] = [];
    for (const entry of candidates) {
      const row = identities.row(entry, now);
      if (visible.get(entry.icao) !== row) changedIdentities.push(row);
      visible.set(entry.icao, row);
    }
    // New fleet, timetable or reference tables: the aircraft in view that did not move are
    // told too (the moving ones were above), once per load of the tables.
    if (this.generation !== identities.generation) {
      for (const [icao, sent] of visible) {
        const entry = table.aircraft.get(icao);
        if (entry === undefined || entry.sequence > this.sequence) continue;
        const row = identities.row(entry, now);
        if (row === sent) continue;
        changedIdentities.push(row);
        visible.set(icao, row);
      }
      this.generation = identities.generation;
    }
    this.sequence = table.sequence;
    if (candidates.length === 0 && removed.length === 0 && changedIdentities.length === 0) return;
    const moved = candidates.length > 0 || removed.length > 0;
    this.increment = {
      full: false,
      location: moved
        ? this.codec.encodeLocation(locationColumns(candidates, bounds, context, false, removed))
        : undefined,
      identities:
        changedIdentities.length > 0 ? this.codec.encodeIdentities(changedIdentities) : undefined,
      rows: candidates.length,
      identityRows: changedIdentities.length,
    };
    this.version++;
    this.picture = undefined;
    this.stats.increments++;
  }

  /**
   * Every aircraft of the view's set at its current position, with the identity rows the view
   * sent: encoded once per version (and at most FULL_PICTURE_SHARE_SECONDS old).
   */
  fullPicture(context: ViewContext): EncodedBatch {
    const { table, now } = context;
    const kept = this.picture;
    if (kept !== undefined && now >= kept.builtAt && now - kept.builtAt < this.shareSeconds) {
      this.stats.shared++;
      return kept.batch;
    }
    const icaos = [...this.visible.keys()].sort((a, b) => a - b);
    const rows: LiveAircraft[] = [];
    const identityRows: FlightIdentityRow[] = [];
    for (const icao of icaos) {
      // Gone from the table or the bounds since the last increment: the next one tells the
      // sockets that hold it of its removal, and one that never had it ignores that.
      const entry = table.aircraft.get(icao);
      const row = this.visible.get(icao);
      if (entry === undefined || row === undefined) continue;
      if (!insideBounds(this.bounds, entry.lat, entry.lon)) continue;
      rows.push(entry);
      identityRows.push(row);
    }
    const batch: EncodedBatch = {
      full: true,
      location: this.codec.encodeLocation(locationColumns(rows, this.bounds, context, true, [])),
      identities: identityRows.length > 0 ? this.codec.encodeIdentities(identityRows) : undefined,
      rows: rows.length,
      identityRows: identityRows.length,
    };
    this.picture = { batch, builtAt: now };
    this.stats.built++;
    return batch;
  }
}

function viewKey(bounds: ClientBounds, limit: number): string {
  return `${bounds.north.toString()},${bounds.south.toString()},${bounds.east.toString()},${bounds.west.toString()},${limit.toString()}`;
}

/** The views sockets are subscribed to, by bounds and limit; a view with no socket is dropped. */
export class ViewGroups {
  readonly stats: ViewStats = { built: 0, shared: 0, increments: 0 };
  private readonly groups = new Map<string, ViewGroup>();

  constructor(
    private readonly codec: Codec,
    private readonly shareSeconds = FULL_PICTURE_SHARE_SECONDS,
  ) {}

  /** Views with at least one socket. */
  get size(): number {
    return this.groups.size;
  }

  /** The view of `bounds` and `limit`, made from the live table when no socket holds it yet. */
  join(bounds: ClientBounds, limit: number, context: ViewContext): ViewGroup {
    const key = viewKey(bounds, limit);
    let group = this.groups.get(key);
    if (group === undefined) {
      group = new ViewGroup(bounds, limit, this.codec, this.stats, context, this.shareSeconds);
      this.groups.set(key, group);
    }
    group.members++;
    return group;
  }

  /** A socket left `group` (new view, disconnect); its last socket drops it. */
  leave(group: ViewGroup): void {
    group.members--;
    if (group.members > 0) return;
    const key = viewKey(group.bounds, group.limit);
    if (this.groups.get(key) === group) this.groups.delete(key);
  }
}
