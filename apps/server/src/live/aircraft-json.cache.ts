// readsb writes aircraft.json once a second; we build it on request. With 20,000 aircraft one
// build is ~40 ms of event loop (bench:abuse flood 2, where a probe read it every 2 s), so a
// big table's file is built at most once a second and shared; a small one stays exact.
import { presentAircraftJson } from './aircraft-json.presenter';
import type { LiveTable } from './live.table';

/** Below this many aircraft the file is rebuilt on every request (cheap, always fresh). */
export const AIRCRAFT_JSON_SHARED_FROM = 1000;
/** How long a big table's file is shared, seconds (readsb's write interval). */
const SHARED_SECONDS = 1;

export class AircraftJsonCache {
  private body = '';
  private builtAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly liveTable: LiveTable) {}

  /** The aircraft.json text at `now` (seconds). */
  read(now: number): string {
    const shared = this.liveTable.aircraft.size >= AIRCRAFT_JSON_SHARED_FROM;
    if (shared && now >= this.builtAt && now - this.builtAt < SHARED_SECONDS) return this.body;
    const aircraft = [];
    for (const entry of this.liveTable.aircraft.values()) {
      aircraft.push(presentAircraftJson(entry, now));
    }
    this.body = JSON.stringify({
      now: Math.round(now * 1000) / 1000,
      messages: this.liveTable.messages,
      aircraft,
    });
    this.builtAt = now;
    return this.body;
  }
}
