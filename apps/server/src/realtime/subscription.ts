// What one socket's subscription holds: its bounds and limit, the shared view it belongs to
// (view-group.ts) and which version of that view it has been sent. Everything else (the aircraft
// it was sent, their identity rows, the encoded bytes) lives once per view, so a socket costs a
// few numbers however many aircraft its view holds.
import type { ClientBounds } from '@skytrace/contracts';
import type { EncodedBatch, ViewContext, ViewGroup, ViewGroups } from './view-group';

export class Subscription {
  private group: ViewGroup | undefined;
  /** The version of the view it holds. */
  private version = -1;
  private needsFull = true;
  /** Server time of its last full picture, seconds. */
  lastFullAt = Number.NEGATIVE_INFINITY;
  paused = false;

  constructor(
    private readonly views: ViewGroups,
    private bounds: ClientBounds,
    private limit: number,
  ) {}

  /** A new `sub`: the next batch is a full picture again (of a new view when bounds or limit differ). */
  update(bounds: ClientBounds, limit: number): void {
    const same =
      limit === this.limit &&
      bounds.north === this.bounds.north &&
      bounds.south === this.bounds.south &&
      bounds.east === this.bounds.east &&
      bounds.west === this.bounds.west;
    if (!same) this.leave();
    this.bounds = bounds;
    this.limit = limit;
    this.needsFull = true;
  }

  /** Leaves its view (disconnect, new bounds); the view's last socket drops it. */
  leave(): void {
    if (this.group !== undefined) this.views.leave(this.group);
    this.group = undefined;
  }

  /**
   * Joins its view if it has none yet, and (at a tick, `advance`) brings the view up to the live
   * table: after this, `wantsFull` says what the socket's next batch is.
   */
  sync(context: ViewContext, advance: boolean): void {
    this.group ??= this.views.join(this.bounds, this.limit, context);
    if (advance) this.group.advance(context);
  }

  /**
   * True when its next batch is a full picture: first batch, new bounds or limit, or it missed
   * an increment of its view (skipped while slow or paused) and would drift otherwise.
   */
  get wantsFull(): boolean {
    return this.needsFull || this.group === undefined || this.version < this.group.version - 1;
  }

  /**
   * The batch it is owed after `sync`: a full picture, the view's last increment, or nothing
   * when it holds the view's version. The bytes are the view's, shared with its other sockets.
   */
  nextBatch(context: ViewContext): EncodedBatch | undefined {
    const group = this.group ?? this.views.join(this.bounds, this.limit, context);
    this.group = group;
    if (this.wantsFull) {
      this.needsFull = false;
      this.version = group.version;
      this.lastFullAt = context.now;
      return group.fullPicture(context);
    }
    if (this.version === group.version) return undefined;
    this.version = group.version;
    return group.increment;
  }
}
