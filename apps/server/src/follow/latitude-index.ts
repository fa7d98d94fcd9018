// The live aircraft with a position, sorted by latitude once per scan, so each area rule looks
// only at the band of latitudes its radius can reach (a 300 km rule: ±2.7°) instead of every
// aircraft: the alert scan goes from O(aircraft × rules) to O(aircraft log aircraft + matches in
// band), which bench:follow measures.
import type { LiveAircraft } from '../live/live.aircraft';

export class LatitudeIndex {
  private readonly lats: Float64Array;
  readonly aircraft: readonly LiveAircraft[];

  constructor(all: Iterable<LiveAircraft>) {
    const positioned: LiveAircraft[] = [];
    for (const aircraft of all)
      if (!Number.isNaN(aircraft.lat) && !Number.isNaN(aircraft.lon)) positioned.push(aircraft);
    positioned.sort((a, b) => a.lat - b.lat);
    this.aircraft = positioned;
    this.lats = Float64Array.from(positioned, (aircraft) => aircraft.lat);
  }

  /** [start, end) of the aircraft whose latitude lies in [south, north]. */
  band(south: number, north: number): [number, number] {
    return [this.firstAtLeast(south), this.firstAbove(north)];
  }

  private firstAtLeast(lat: number): number {
    let low = 0;
    let high = this.lats.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.lats[middle] ?? 0) < lat) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private firstAbove(lat: number): number {
    let low = 0;
    let high = this.lats.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.lats[middle] ?? 0) <= lat) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
