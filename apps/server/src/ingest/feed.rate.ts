// Token buckets for the HTTP feeder: a sustained rate with a burst, per address and for
// everyone. The per-address table is bounded: a flood from many addresses cannot grow it.

/** Addresses remembered at most; full buckets are forgotten first. */
const MAX_ADDRESSES = 50_000;

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date, seconds. */
  time: number;
}

function refill(bucket: Bucket, now: number, rate: number, burst: number): void {
  const elapsed = Math.max(0, now - bucket.time);
  bucket.tokens = Math.min(burst, bucket.tokens + elapsed * rate);
  bucket.time = now;
}

/** One bucket: `take` spends a token when there is one. */
export class TokenBucket {
  private readonly bucket: Bucket;

  constructor(
    private readonly rate: number,
    private readonly burst: number,
  ) {
    this.bucket = { tokens: burst, time: Number.NEGATIVE_INFINITY };
  }

  take(now: number): boolean {
    refill(this.bucket, now, this.rate, this.burst);
    if (this.bucket.tokens < 1) return false;
    this.bucket.tokens--;
    return true;
  }
}

/** A bucket per address, created full on first use. */
export class AddressBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
  ) {}

  get size(): number {
    return this.buckets.size;
  }

  take(address: string, now: number): boolean {
    let bucket = this.buckets.get(address);
    if (bucket === undefined) {
      if (this.buckets.size >= MAX_ADDRESSES) this.sweep(now);
      // Still full of addresses all spending: refuse newcomers rather than forget debts.
      if (this.buckets.size >= MAX_ADDRESSES) return false;
      bucket = { tokens: this.burst, time: now };
      this.buckets.set(address, bucket);
    }
    refill(bucket, now, this.rate, this.burst);
    if (bucket.tokens < 1) return false;
    bucket.tokens--;
    return true;
  }

  /** Forgets addresses whose bucket has refilled (they would start full anyway). */
  sweep(now: number): void {
    for (const [address, bucket] of this.buckets) {
      refill(bucket, now, this.rate, this.burst);
      if (bucket.tokens >= this.burst) this.buckets.delete(address);
    }
  }
}
