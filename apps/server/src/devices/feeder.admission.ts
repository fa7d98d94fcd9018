// How fast one address may introduce feeder ids the server has not seen: a token bucket per
// address, as aggregators rate new clients. A real station announces one UUID and keeps it
// across reconnects (a reconnect finds its device still in memory and costs nothing); a script
// that invents a UUID per request runs dry after the burst.

/** Defaults: a few new ids a minute, with room for a host that runs several receivers. */
export const NEW_IDS_PER_MINUTE = 4;
export const NEW_ID_BURST = 10;
/** Addresses tracked at once; beyond this, unknown addresses are refused until buckets refill. */
const MAX_ADDRESSES = 20_000;

interface Bucket {
  tokens: number;
  /** Seconds. */
  updated: number;
}

export class FeederAdmission {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perSecond: number;

  constructor(
    perMinute = NEW_IDS_PER_MINUTE,
    private readonly burst = NEW_ID_BURST,
  ) {
    this.perSecond = perMinute / 60;
  }

  /** Takes one new-id token for `address` at `now` (seconds); false when it has none left. */
  take(address: string, now: number): boolean {
    let bucket = this.buckets.get(address);
    if (bucket === undefined) {
      if (this.buckets.size >= MAX_ADDRESSES) this.prune(now);
      if (this.buckets.size >= MAX_ADDRESSES) return false;
      bucket = { tokens: this.burst, updated: now };
      this.buckets.set(address, bucket);
    }
    bucket.tokens = Math.min(
      this.burst,
      bucket.tokens + Math.max(0, now - bucket.updated) * this.perSecond,
    );
    bucket.updated = now;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Forgets addresses whose bucket has refilled (they are as good as new). */
  prune(now: number): void {
    for (const [address, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updated) * this.perSecond >= this.burst) {
        this.buckets.delete(address);
      }
    }
  }

  /** Addresses currently tracked. */
  get size(): number {
    return this.buckets.size;
  }
}
