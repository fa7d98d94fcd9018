// Hot flights (spec §1, §7 `dynamic/hot`): the live flights most viewed in the last 30 minutes.
// Views are counted per aircraft in one-minute buckets, so memory stays bounded by the number of
// aircraft viewed, whatever the request rate.

/** The window hot flights are counted over, minutes. */
export const HOT_WINDOW_MINUTES = 30;

export class HotFlights {
  /** icao → views per minute bucket (ring of HOT_WINDOW_MINUTES) and the minute it was last used. */
  private readonly views = new Map<number, { buckets: Uint32Array; lastMinute: number }>();

  /** Counts one view of aircraft `icao` at `now` (seconds). */
  view(icao: number, now: number): void {
    const minute = Math.floor(now / 60);
    let entry = this.views.get(icao);
    if (entry === undefined) {
      entry = { buckets: new Uint32Array(HOT_WINDOW_MINUTES), lastMinute: minute };
      this.views.set(icao, entry);
    }
    this.advance(entry, minute);
    const slot = minute % HOT_WINDOW_MINUTES;
    entry.buckets[slot] = (entry.buckets[slot] ?? 0) + 1;
  }

  /** The `limit` most viewed aircraft at `now`, with their view counts, most viewed first. */
  top(
    now: number,
    limit: number,
    isLive: (icao: number) => boolean,
  ): { icao: number; views: number }[] {
    const minute = Math.floor(now / 60);
    const ranked: { icao: number; views: number }[] = [];
    for (const [icao, entry] of this.views) {
      this.advance(entry, minute);
      let total = 0;
      for (const count of entry.buckets) total += count;
      if (total === 0) {
        this.views.delete(icao);
        continue;
      }
      if (isLive(icao)) ranked.push({ icao, views: total });
    }
    ranked.sort((a, b) => b.views - a.views || a.icao - b.icao);
    return ranked.slice(0, limit);
  }

  /** Clears the buckets of minutes that passed since the entry was last used. */
  private advance(entry: { buckets: Uint32Array; lastMinute: number }, minute: number): void {
    const passed = Math.min(HOT_WINDOW_MINUTES, minute - entry.lastMinute);
    for (let i = 1; i <= passed; i++)
      entry.buckets[(entry.lastMinute + i) % HOT_WINDOW_MINUTES] = 0;
    if (minute > entry.lastMinute) entry.lastMinute = minute;
  }
}
