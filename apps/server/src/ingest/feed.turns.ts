// One budget of ingest work per turn of the event loop, shared by every TCP feeder connection.
// Each connection used to be sliced on its own (8 KB a turn), so four flooding feeders fed four
// slices in one turn, and 2,000 feeders 2,000 (bench:abuse flood 2: health checks waited behind
// them). Now the reads of all connections are fed in slices, round-robin, until `turnMs` of
// feeding is spent; what is left waits for the next turn with its socket paused, so TCP pushes
// back on the senders and each connection's data keeps its order.

/** What the budget feeds: one connection. */
export interface FeedReader {
  /** Feeds one slice; false once the connection was dropped for what it sent (the rest is discarded). */
  feed(slice: Buffer): boolean;
  /** Everything queued for this reader was fed (its socket may resume). */
  drained(): void;
}

export interface FeedTurnsOptions {
  /** Bytes fed at a time before the budget is looked at again. */
  sliceBytes: number;
  /** Feeding per turn of the event loop, across every connection, ms. */
  turnMs: number;
  /** A monotonic clock, ms (tests count slices with it). */
  clock?: () => number;
  /** Runs a callback on the next turn (setImmediate; tests step turns by hand). */
  defer?: (callback: () => void) => void;
}

interface Queued {
  chunks: Buffer[];
  /** Bytes of chunks[0] already fed. */
  offset: number;
}

export class FeedTurns {
  /** Readers with data waiting, in round-robin order (a Map keeps insertion order). */
  private readonly queued = new Map<FeedReader, Queued>();
  private spentMs = 0;
  private scheduled = false;
  private readonly clock: () => number;
  private readonly defer: (callback: () => void) => void;

  constructor(private readonly options: FeedTurnsOptions) {
    this.clock = options.clock ?? (() => performance.now());
    this.defer = options.defer ?? ((callback) => setImmediate(callback));
  }

  /** Readers with data waiting for a turn. */
  get waiting(): number {
    return this.queued.size;
  }

  /**
   * Feeds `chunk` now as far as this turn's budget allows. Returns true when all of it was fed
   * (or the reader was dropped); false when the rest waits: pause the reader's socket until
   * `drained()`.
   */
  offer(reader: FeedReader, chunk: Buffer): boolean {
    const queued = this.queued.get(reader);
    if (queued !== undefined) {
      queued.chunks.push(chunk);
      return false;
    }
    let offset = 0;
    while (offset < chunk.length && this.spentMs < this.options.turnMs) {
      const end = Math.min(offset + this.options.sliceBytes, chunk.length);
      // A read that fits one slice (a paced feeder's usual read) is fed as it is: a view of
      // all of it would be one more Buffer object per read.
      const slice = offset === 0 && end === chunk.length ? chunk : chunk.subarray(offset, end);
      if (!this.feedSlice(reader, slice)) return true;
      offset = end;
    }
    if (offset >= chunk.length) return true;
    this.queued.set(reader, { chunks: [chunk], offset });
    this.schedule();
    return false;
  }

  /** Feeds everything queued for `reader` at once (shutdown: what was read is recorded). */
  finish(reader: FeedReader): void {
    const queued = this.queued.get(reader);
    if (queued === undefined) return;
    this.queued.delete(reader);
    for (const [index, chunk] of queued.chunks.entries()) {
      const start = index === 0 ? queued.offset : 0;
      for (let at = start; at < chunk.length; at += this.options.sliceBytes) {
        if (!reader.feed(chunk.subarray(at, at + this.options.sliceBytes))) return;
      }
    }
    reader.drained();
  }

  /** Drops what is queued for `reader` (its connection was dropped). */
  forget(reader: FeedReader): void {
    this.queued.delete(reader);
  }

  private feedSlice(reader: FeedReader, slice: Buffer): boolean {
    const started = this.clock();
    const alive = reader.feed(slice);
    this.spentMs += this.clock() - started;
    this.schedule();
    return alive;
  }

  /** The budget is renewed on the next turn; queued readers are fed then. */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.defer(() => this.turn());
  }

  private turn(): void {
    this.scheduled = false;
    this.spentMs = 0;
    while (this.queued.size > 0 && this.spentMs < this.options.turnMs) {
      const next = this.queued.entries().next().value;
      if (next === undefined) break;
      const [reader, queued] = next;
      const chunk = queued.chunks[0];
      this.queued.delete(reader);
      if (chunk === undefined) {
        reader.drained();
        continue;
      }
      const end = Math.min(queued.offset + this.options.sliceBytes, chunk.length);
      if (!this.feedSlice(reader, chunk.subarray(queued.offset, end))) continue;
      queued.offset = end;
      if (end >= chunk.length) {
        queued.chunks.shift();
        queued.offset = 0;
      }
      // To the back of the round: every waiting connection gets a slice before this one's next.
      if (queued.chunks.length > 0) this.queued.set(reader, queued);
      else reader.drained();
    }
    if (this.queued.size > 0) this.schedule();
  }
}
