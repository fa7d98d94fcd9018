// Where a replicated live table (cluster/live.replica.ts) tells its readers that an ingest
// process's publication was applied: the realtime tick follows them (realtime/tick.pacer.ts), so
// an increment leaves the moment fresh positions land instead of up to a second later, and each
// location batch carries the publication time of the newest data it reflects. A process that
// decodes its own feeders has no such object: its table is current at any moment.

/** Called with the publication time of the newest batch just applied, ms since the epoch. */
export type PublicationListener = (publishedMs: number) => void;

export class LivePublications {
  /** Publication time (the ingest process's stamp) of the newest batch applied; NaN before any. */
  latestMs = Number.NaN;
  private readonly listeners: PublicationListener[] = [];

  /** Registers a listener (called synchronously after each read of the stream: keep it cheap). */
  listen(listener: PublicationListener): () => void {
    this.listeners.push(listener);
    return () => {
      const index = this.listeners.indexOf(listener);
      if (index >= 0) this.listeners.splice(index, 1);
    };
  }

  /** One or more batches were applied; `publishedMs` is the newest one's publication time. */
  applied(publishedMs: number): void {
    if (!Number.isFinite(publishedMs)) return;
    if (!(publishedMs <= this.latestMs)) this.latestMs = publishedMs;
    for (const listener of this.listeners) listener(this.latestMs);
  }
}
