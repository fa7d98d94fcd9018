// Progress of running exports, so the back office can show "12,000 of 80,000 rows" while a long
// one downloads. In memory per process: the export and its progress calls reach the same process
// (the page polls the server it downloads from); entries go a while after they end.
const KEEP_MS = 10 * 60_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  userId: number;
  rows: number;
  total: number;
  done: boolean;
  endedAt?: number;
}

export class ExportProgress {
  private readonly entries = new Map<string, Entry>();

  begin(id: string, userId: number, total: number): void {
    this.prune();
    this.entries.set(id, { userId, rows: 0, total, done: false });
  }

  update(id: string, rows: number): void {
    const entry = this.entries.get(id);
    if (entry) entry.rows = rows;
  }

  end(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    entry.done = true;
    entry.endedAt = Date.now();
  }

  /** The progress of `id`, for the user who started it only. */
  read(id: string, userId: number): { rows: number; total: number; done: boolean } | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.userId !== userId) return undefined;
    return { rows: entry.rows, total: entry.total, done: entry.done };
  }

  private prune(): void {
    const now = Date.now();
    for (const [id, entry] of this.entries) {
      if (entry.endedAt !== undefined && now - entry.endedAt > KEEP_MS) this.entries.delete(id);
    }
    // A client that never finishes its downloads cannot grow the map without bound.
    while (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
