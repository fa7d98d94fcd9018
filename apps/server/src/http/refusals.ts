// Refused requests and connections (4xx answers, rate limits, connections over a cap, timeouts)
// are counted, not logged one by one: a login flood once wrote three info lines per 429,
// ~200 MB in ten minutes (issue 13 #14). Counts go to the system statistics and to one summary
// line per interval.

/** What a summary is written to. */
export interface RefusalLog {
  info(object: object, message: string): void;
}

/** The summary interval of production, ms. */
export const REFUSAL_SUMMARY_MS = 60_000;

export class Refusals {
  /** Totals since start, by reason (an HTTP status, or a connection rule). */
  readonly totals = new Map<string, number>();
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly log: RefusalLog,
    private readonly intervalMs = REFUSAL_SUMMARY_MS,
  ) {}

  /** Counts one refusal; the first of an interval schedules that interval's summary. */
  count(reason: string): void {
    this.totals.set(reason, (this.totals.get(reason) ?? 0) + 1);
    this.pending.set(reason, (this.pending.get(reason) ?? 0) + 1);
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.intervalMs);
    this.timer.unref();
  }

  /** The total of every reason. */
  total(): number {
    let sum = 0;
    for (const count of this.totals.values()) sum += count;
    return sum;
  }

  /** Writes the pending summary now (also at shutdown, so the last interval is not lost). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    this.log.info({ refused: Object.fromEntries(this.pending) }, 'requests refused (summary)');
    this.pending = new Map();
  }
}
