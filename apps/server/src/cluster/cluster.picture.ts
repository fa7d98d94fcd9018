// The merged live picture of every ingest process (origin), built from the live stream's
// entries in a live table: a replica process serves its sockets and REST from it
// (live.replica.ts); the ingest process holding the recorder lease watches it for emergencies
// and area alerts (cluster.recorder.ts), since its own table holds only its own feeders'
// aircraft.
import { LiveTable } from '../live/live.table';
import type { LiveEntry } from './live.entry';
import { OriginMerge } from './live.origins';

export class ClusterPicture {
  private readonly merge: OriginMerge;

  constructor(readonly table: LiveTable = new LiveTable()) {
    this.merge = new OriginMerge(table);
  }

  /** Ingest processes whose aircraft the picture holds. */
  get origins(): number {
    return this.merge.originCount;
  }

  /** Adopts one entry's batch under its origin; returns the addresses it removed. */
  apply({ origin, batch }: LiveEntry): number {
    let removed = 0;
    for (const icao of batch.removed) if (this.merge.remove(origin, icao)) removed++;
    for (const state of batch.aircraft) this.merge.adopt(origin, state);
    return removed;
  }

  /** Forgets silent aircraft (a crashed origin sends no removals); `now` in s. */
  expire(now: number): number {
    return this.merge.expire(now);
  }

  /** Forgets every origin's aircraft (the picture is rebuilt from the stream's start). */
  clear(): void {
    this.merge.clear();
  }
}
