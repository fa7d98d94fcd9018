// Full pictures (every aircraft of a view, up to its limit, with their identities) encoded once
// and shared: every subscriber that needs a full picture of the same bounds and limit within
// FULL_PICTURE_SHARE_SECONDS gets the same bytes. Five clients asking for the world 50 times a
// second made five 5,000-aircraft pictures a tick, each built and encoded on its own
// (bench:abuse flood 6); now they cost one. A subscriber that takes a picture built a moment
// ago is told the table sequence of that moment, so its next increment covers what changed since.
import type { ClientBounds } from '@skytrace/contracts';
import type { LiveTable } from '../live/live.table';
import type { IdentityCache } from './identity.cache';
import type { FlightIdentityRow, RealtimeCodec } from './location.codec';
import { locationColumns } from './subscription';

/** How long a full picture is shared, seconds of the server clock (the tick interval). */
export const FULL_PICTURE_SHARE_SECONDS = 1;

/** One encoded full picture. */
export interface FullPicture {
  /** The live table's sequence when it was built. */
  sequence: number;
  /** Server time it was built, seconds. */
  builtAt: number;
  /** The `location` event's bytes. */
  location: Uint8Array;
  /** The `identity` event's bytes: every aircraft of the picture; undefined when empty. */
  identities: Uint8Array | undefined;
  /** The identity cache's generation its rows come from. */
  generation: number;
  /** icao → identity row of every aircraft sent (what the subscriber then knows). */
  visible: ReadonlyMap<number, FlightIdentityRow>;
  rows: number;
}

function viewKey(bounds: ClientBounds, limit: number): string {
  return `${bounds.north},${bounds.south},${bounds.east},${bounds.west},${limit}`;
}

export class FullPictures {
  /** Pictures built, and pictures handed out again without building. */
  readonly stats = { built: 0, shared: 0 };
  private readonly kept = new Map<string, FullPicture>();

  constructor(
    private readonly codec: Pick<RealtimeCodec, 'encodeLocation' | 'encodeIdentities'>,
    private readonly shareSeconds = FULL_PICTURE_SHARE_SECONDS,
  ) {}

  /** The full picture of `bounds` and `limit` at `now` (seconds): a recent one, or a new one. */
  picture(
    table: LiveTable,
    bounds: ClientBounds,
    limit: number,
    now: number,
    identities: IdentityCache,
  ): FullPicture {
    const key = viewKey(bounds, limit);
    const kept = this.kept.get(key);
    if (
      kept !== undefined &&
      kept.generation === identities.generation &&
      now >= kept.builtAt &&
      now - kept.builtAt < this.shareSeconds
    ) {
      this.stats.shared++;
      return kept;
    }
    const sequence = table.sequence;
    const rows = table.inBounds(bounds, limit).sort((a, b) => a.icao - b.icao);
    const visible = new Map<number, FlightIdentityRow>();
    const identityRows: FlightIdentityRow[] = [];
    for (const entry of rows) {
      const row = identities.row(entry, now);
      visible.set(entry.icao, row);
      identityRows.push(row);
    }
    const picture: FullPicture = {
      sequence,
      builtAt: now,
      generation: identities.generation,
      location: this.codec.encodeLocation(locationColumns(rows, bounds, now, true, [])),
      identities: identityRows.length > 0 ? this.codec.encodeIdentities(identityRows) : undefined,
      visible,
      rows: rows.length,
    };
    this.kept.set(key, picture);
    this.stats.built++;
    return picture;
  }

  /** Forgets pictures too old to share (called every tick, so the map stays small). */
  prune(now: number): void {
    for (const [key, picture] of this.kept) {
      if (!(now >= picture.builtAt && now - picture.builtAt < this.shareSeconds)) {
        this.kept.delete(key);
      }
    }
  }
}
