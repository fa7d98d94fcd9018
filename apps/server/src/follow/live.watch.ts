// A scan of the live table every few seconds: emergency squawks become `emergency` events for
// the notifier (until the event detector provides them), and area alert rules are matched
// against every positioned aircraft. A scan reads the table only; it is O(aircraft × rules).
import { EMERGENCY_SQUAWKS, formatSquawk } from '@skytrace/contracts';
import type { LiveTable } from '../live/live.table';
import type { AlertScanner } from './alert.scanner';
import type { FollowNotifier } from './follow.notifier';

export const WATCH_INTERVAL_MS = 5000;

export class LiveWatch {
  /** Aircraft (icao) with the emergency squawk already told. */
  private squawking = new Map<number, string>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: {
      liveTable: LiveTable;
      notifier: FollowNotifier;
      alerts: AlertScanner;
      onError: (error: unknown) => void;
      /** In a cluster: whether this process watches now (it holds the recorder lease). */
      active?: () => boolean;
    },
  ) {}

  start(intervalMs = WATCH_INTERVAL_MS): void {
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.scan()).catch(this.deps.onError);
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass: new emergency squawks to the notifier, then the area rules. */
  async scan(): Promise<void> {
    if (this.deps.active && !this.deps.active()) return;
    const now = new Map<number, string>();
    const events: Promise<unknown>[] = [];
    for (const aircraft of this.deps.liveTable.aircraft.values()) {
      if (Number.isNaN(aircraft.squawk)) continue;
      const squawk = formatSquawk(aircraft.squawk);
      if (!(EMERGENCY_SQUAWKS as readonly string[]).includes(squawk)) continue;
      now.set(aircraft.icao, squawk);
      if (this.squawking.get(aircraft.icao) === squawk) continue;
      events.push(
        this.deps.notifier.onEvent({
          kind: 'emergency',
          icao: aircraft.icao,
          callsign: aircraft.callsign || null,
          time: aircraft.lastSeen,
          airport: null,
          squawk,
        }),
      );
    }
    this.squawking = now;
    await Promise.all(events);
    await this.deps.alerts.scan(this.deps.liveTable);
  }
}
