// Answers the gallery computes over every approved photo (the ranking, a category's values, the
// home showcase) are the same for everybody for a while: kept in memory per process for `ttlMs`,
// one computation at a time per key (concurrent askers share it).

export class ExpiringCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.at < this.ttlMs) return entry.value;
    const value = compute();
    this.entries.set(key, { at: this.now(), value });
    // A failure is not kept: the next asker tries again.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
