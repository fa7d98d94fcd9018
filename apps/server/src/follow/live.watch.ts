// A scan of the live table every few seconds: emergency squawks become `emergency` events for
// the notifier (until the event detector provides them), and area alert rules are matched
// against every positioned aircraft. A scan reads the table only; it is O(aircraft × rules).
// In a cluster, the recorder lease's holder watches every origin's aircraft, and each notice is
// claimed in Redis first, so a successor does not tell again what its predecessor told.
import { EMERGENCY_SQUAWKS, formatSquawk } from '@skytrace/contracts';
import type { LiveAircraft } from '../live/live.aircraft';
import type { LiveTable } from '../live/live.table';
import type { AlertBudget } from './alert.budget';
import type { AlertScanner } from './alert.scanner';
import type { FollowNotifier } from './follow.notifier';

export const WATCH_INTERVAL_MS = 5000;
/** One aircraft's emergency code is told once across a cluster within this, seconds. */
const EMERGENCY_TOLD_SECONDS = 15 * 60;

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
      /**
       * In a cluster: claims a notice across processes for `ttlSeconds` (false: another process
       * told it, e.g. the holder before a hand-over); every notice is told without.
       */
      claimOnce?: (key: string, ttlSeconds: number) => Promise<boolean>;
      /** In a cluster: the area alerts' per-hour limits and repeats, shared (Redis). */
      alertBudget?: AlertBudget;
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
      events.push(this.tellEmergency(aircraft, squawk));
    }
    this.squawking = now;
    await Promise.all(events);
    await this.deps.alerts.scan(this.deps.liveTable, this.deps.alertBudget);
  }

  private async tellEmergency(aircraft: LiveAircraft, squawk: string): Promise<void> {
    // Read now: the table's object changes while the claim awaits.
    const event = {
      kind: 'emergency' as const,
      icao: aircraft.icao,
      callsign: aircraft.callsign || null,
      time: aircraft.lastSeen,
      airport: null,
      squawk,
    };
    const { claimOnce } = this.deps;
    const key = `emergency:${event.icao.toString(16)}:${squawk}`;
    if (claimOnce && !(await claimOnce(key, EMERGENCY_TOLD_SECONDS))) return;
    await this.deps.notifier.onEvent(event);
  }
}
