// Hot flights (spec §1, §7 `dynamic/hot`): the live flights most viewed in the last 30 minutes.
// Views are counted per aircraft in one-minute buckets, so memory stays bounded by the number of
// aircraft viewed, whatever the request rate. A click on a recommended flight in the hot list
// (`/business/recommend/click`) is counted as well, in its own buckets, and ranks with the views:
// the list recommends what people open, and opening it from the list is an opening too.

/** The window hot flights are counted over, minutes. */
export const HOT_WINDOW_MINUTES = 30;

export class HotFlights {
  /**
   * icao → views and clicks per minute bucket (rings of HOT_WINDOW_MINUTES) and the minute it was
   * last used.
   */
  private readonly views = new Map<
    number,
    { buckets: Uint32Array; clicks: Uint32Array; lastMinute: number }
  >();

  /** Counts one view of aircraft `icao` at `now` (seconds). */
  view(icao: number, now: number): void {
    this.count(icao, now, 'buckets');
  }

  /** Counts one click on aircraft `icao` in the hot list at `now` (seconds). */
  click(icao: number, now: number): void {
    this.count(icao, now, 'clicks');
  }

  /** Views and clicks of aircraft `icao` in the window ending at `now`. */
  counts(icao: number, now: number): { views: number; clicks: number } {
    const entry = this.views.get(icao);
    if (entry === undefined) return { views: 0, clicks: 0 };
    this.advance(entry, Math.floor(now / 60));
    return { views: sum(entry.buckets), clicks: sum(entry.clicks) };
  }

  private count(icao: number, now: number, ring: 'buckets' | 'clicks'): void {
    const minute = Math.floor(now / 60);
    let entry = this.views.get(icao);
    if (entry === undefined) {
      entry = {
        buckets: new Uint32Array(HOT_WINDOW_MINUTES),
        clicks: new Uint32Array(HOT_WINDOW_MINUTES),
        lastMinute: minute,
      };
      this.views.set(icao, entry);
    }
    this.advance(entry, minute);
    const slot = minute % HOT_WINDOW_MINUTES;
    entry[ring][slot] = (entry[ring][slot] ?? 0) + 1;
  }

  /**
   * The `limit` most viewed and clicked aircraft at `now` (views + clicks), with both counts,
   * hottest first.
   */
  top(
    now: number,
    limit: number,
    isLive: (icao: number) => boolean,
  ): { icao: number; views: number; clicks: number }[] {
    const minute = Math.floor(now / 60);
    const ranked: { icao: number; views: number; clicks: number }[] = [];
    for (const [icao, entry] of this.views) {
      this.advance(entry, minute);
      const views = sum(entry.buckets);
      const clicks = sum(entry.clicks);
      if (views + clicks === 0) {
        this.views.delete(icao);
        continue;
      }
      if (isLive(icao)) ranked.push({ icao, views, clicks });
    }
    ranked.sort((a, b) => b.views + b.clicks - (a.views + a.clicks) || a.icao - b.icao);
    return ranked.slice(0, limit);
  }

  /** Clears the buckets of minutes that passed since the entry was last used. */
  private advance(
    entry: { buckets: Uint32Array; clicks: Uint32Array; lastMinute: number },
    minute: number,
  ): void {
    const passed = Math.min(HOT_WINDOW_MINUTES, minute - entry.lastMinute);
    for (let i = 1; i <= passed; i++) {
      const slot = (entry.lastMinute + i) % HOT_WINDOW_MINUTES;
      entry.buckets[slot] = 0;
      entry.clicks[slot] = 0;
    }
    if (minute > entry.lastMinute) entry.lastMinute = minute;
  }
}

function sum(ring: Uint32Array): number {
  let total = 0;
  for (const count of ring) total += count;
  return total;
}
