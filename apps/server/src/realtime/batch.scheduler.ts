// Spreads the work of building batches over event-loop turns. A full picture of 5,000 aircraft
// costs tens of milliseconds; five clients asking for the world at once held the loop for
// 200 ms and more (issue 13 #6), and every HTTP request waited behind them. A tick now sends
// to sockets until `sliceMs` of work is done and continues in the next turn; immediate answers
// to `sub` share a time budget per second, beyond which they wait for the tick.

/** A monotonic clock in milliseconds. */
type Clock = () => number;

export interface BatchSchedulerOptions {
  /** Work one turn of the event loop may spend on a round before yielding, ms. */
  sliceMs: number;
  /** Work immediate answers may spend per second in total, ms. */
  immediateMsPerSecond: number;
  clock?: Clock;
}

export class BatchScheduler<T> {
  private queue: T[] = [];
  private index = 0;
  private finished: (() => void) | undefined;
  private running = false;
  private closed = false;
  private windowStart = Number.NEGATIVE_INFINITY;
  private spentMs = 0;
  private readonly clock: Clock;

  constructor(private readonly options: BatchSchedulerOptions) {
    this.clock = options.clock ?? (() => performance.now());
  }

  /** True while a round still has items to send. */
  get busy(): boolean {
    return this.running;
  }

  /**
   * Sends to every item, in slices. Returns false (and does nothing) while the previous round
   * is still running: its sockets get the changes at their next batch anyway. `finished` is
   * called once the last item is sent.
   */
  round(items: Iterable<T>, send: (item: T) => void, finished?: () => void): boolean {
    if (this.running || this.closed) return false;
    this.queue = [...items];
    this.index = 0;
    this.running = true;
    this.finished = finished;
    this.drain(send);
    return true;
  }

  /** Builds an immediate answer when this second's budget allows; false when it must wait. */
  immediate(build: () => void): boolean {
    const start = this.clock();
    if (start - this.windowStart >= 1000) {
      this.windowStart = start;
      this.spentMs = 0;
    }
    if (this.spentMs >= this.options.immediateMsPerSecond) return false;
    build();
    this.spentMs += this.clock() - start;
    return true;
  }

  /** Stops any round in progress. */
  close(): void {
    this.closed = true;
    this.queue = [];
    this.running = false;
  }

  private drain(send: (item: T) => void): void {
    if (this.closed) return;
    const start = this.clock();
    while (this.index < this.queue.length) {
      if (this.clock() - start >= this.options.sliceMs) {
        setImmediate(() => this.drain(send));
        return;
      }
      const item = this.queue[this.index++] as T;
      send(item);
    }
    this.queue = [];
    this.running = false;
    this.finished?.();
  }
}
