// When the realtime tick runs. Clients get at most one increment a second (spec §7), so a
// position published just after a tick waited up to a second for the next one, whatever the
// rest of the path cost (bench:scale, issue 22: feeder → client p50 969 ms). With a replicated
// table the tick now follows the ingest processes' publications (every 100 ms each,
// live.publisher.ts): the first publication applied at least `minIntervalMs` after the last tick
// starts the next one, so the increment leaves with data a few milliseconds old. Without
// publications (one process decoding its own feeders, or Redis down) a timer ticks every
// `maxIntervalMs`, as before.

/** A monotonic clock in milliseconds. */
type Clock = () => number;

export interface TickPacerOptions {
  /** Least time between two ticks, ms: a publication sooner than this waits for the next one. */
  minIntervalMs: number;
  /** Most time between two ticks when no publication starts one, ms. */
  maxIntervalMs: number;
  clock?: Clock;
}

/** Without publications: the 1 s tick of spec §7. */
export const TICK_MS = 1000;
/**
 * With publications: a tick at the first one 950 ms or more after the last tick. Publications
 * arrive every 100 ms per ingest process, so ticks come 0.95–1.05 s apart, a second on average.
 */
export const PUBLISHED_TICK_MIN_MS = 950;
/** With publications, the timer's tick when none came (Redis down, a quiet sky), ms. */
export const PUBLISHED_TICK_MAX_MS = 1200;

export class TickPacer {
  private lastTick = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private readonly clock: Clock;

  constructor(
    private readonly options: TickPacerOptions,
    private readonly tick: () => void,
  ) {
    this.clock = options.clock ?? (() => performance.now());
  }

  /** Ticks from now on: the timer's first tick comes `maxIntervalMs` from now. */
  start(): void {
    this.running = true;
    this.lastTick = this.clock();
    this.arm();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** A publication was applied: ticks now unless the last tick is less than `minIntervalMs` old. */
  published(): void {
    if (!this.running || this.clock() - this.lastTick < this.options.minIntervalMs) return;
    this.fire();
  }

  private fire(): void {
    this.lastTick = this.clock();
    this.arm();
    this.tick();
  }

  /** The fallback: a tick `maxIntervalMs` after the last one, moved on by every tick. */
  private arm(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.running) this.fire();
    }, this.options.maxIntervalMs);
    this.timer.unref();
  }
}
