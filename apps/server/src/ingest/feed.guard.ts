// Plausibility of a feeder's data and the quarantine of feeders that fail it. Each session judges
// its own messages over a window (positions out of the receiver's range, impossible speeds,
// fields ADS-B cannot carry); a feeder failing persistently is ignored for a while. The verdict
// is shared by every input, so reconnecting (or an anonymous feeder posting under a new id from
// the same address) does not lift it.
import { distanceMetres } from '@skytrace/contracts';
import type { DeviceLive } from '../devices/device.live';
import { DEFAULT_PLAUSIBILITY, type PlausibilityLimits } from './feed.limits';

interface Logger {
  warn(obj: object, msg: string): void;
}

/** Quarantine entries kept at most; beyond it sessions still quarantine themselves. */
const MAX_QUARANTINED = 10_000;

/** Counters of every feeder's rejected data, for statistics and tests. */
export interface FeedGuardStats {
  /** Feeders put in quarantine. */
  quarantines: number;
  /** Bytes ignored because their feeder was in quarantine. */
  ignoredBytes: number;
  /** SBS lines with a field ADS-B cannot carry (markup in a callsign, 90,000 kt). */
  invalidMessages: number;
  /** Positions out of the receiver's range or implying an impossible speed. */
  implausiblePositions: number;
}

export class FeedGuard {
  readonly stats: FeedGuardStats = {
    quarantines: 0,
    ignoredBytes: 0,
    invalidMessages: 0,
    implausiblePositions: 0,
  };
  /** Quarantined feeder keys and `addr:<ip>` of unregistered ones, with their end (seconds). */
  private readonly until = new Map<string, number>();

  constructor(
    public limits: PlausibilityLimits = DEFAULT_PLAUSIBILITY,
    public logger?: Logger,
  ) {}

  /**
   * True while the feeder is quarantined. A registered feeder answers for its own key only; an
   * unregistered one also for its address, since its ids cost nothing to change.
   */
  isQuarantined(feederKey: string, address: string, registered: boolean, now: number): boolean {
    if (this.until.size === 0) return false;
    if ((this.until.get(feederKey) ?? 0) > now) return true;
    return !registered && (this.until.get(`addr:${address}`) ?? 0) > now;
  }

  /** Starts a quarantine; logged once per quarantine, never per message. */
  quarantine(
    feederKey: string,
    address: string,
    registered: boolean,
    now: number,
    window: { checked: number; failed: number },
  ): void {
    const end = now + this.limits.quarantineSeconds;
    if (this.until.size < MAX_QUARANTINED) {
      this.until.set(feederKey, end);
      if (!registered) this.until.set(`addr:${address}`, end);
    }
    this.stats.quarantines++;
    this.logger?.warn(
      { feeder: feederKey, address, registered, ...window, seconds: this.limits.quarantineSeconds },
      'feeder quarantined: its data failed the plausibility checks',
    );
  }

  /** Forgets quarantines that ended. */
  sweep(now: number): void {
    for (const [key, end] of this.until) if (end <= now) this.until.delete(key);
  }
}

/** The device fields the checks read. */
type JudgedDevice = Pick<DeviceLive, 'feederKey' | 'registered' | 'ownerLat' | 'ownerLon'>;

/** One session's checks: its failure window and its quarantine. */
export class SessionPlausibility {
  private windowStart = Number.NaN;
  private checked = 0;
  private failed = 0;
  /** Set once this session's feeder was quarantined (seconds): checked per message, no lookup. */
  quarantinedUntil = Number.NEGATIVE_INFINITY;

  constructor(
    readonly guard: FeedGuard,
    private readonly address: string,
  ) {}

  /** True while the feeder's data is to be ignored. */
  isQuarantined(device: JudgedDevice, time: number): boolean {
    if (this.quarantinedUntil > time) return true;
    return this.guard.isQuarantined(device.feederKey, this.address, device.registered, time);
  }

  /**
   * False for a position farther from the receiver than it can hear. Like readsb's --max-range,
   * only a position the owner gave counts: the estimate from heard positions is the centroid of
   * what the feeder itself reports, so a hostile feeder steers it, and a hub or test rig
   * hearing a whole country would be judged by a meaningless centre.
   */
  inRange(device: JudgedDevice, lat: number, lon: number): boolean {
    return (
      Number.isNaN(device.ownerLat) ||
      distanceMetres(device.ownerLat, device.ownerLon, lat, lon) <=
        this.guard.limits.maxRangeKm * 1000
    );
  }

  /** A position out of range, or one the tracker found impossible (speed check). */
  implausible(device: JudgedDevice, time: number): void {
    this.guard.stats.implausiblePositions++;
    this.judge(false, device, time);
  }

  /** A message with a field ADS-B cannot carry. */
  invalid(device: JudgedDevice, time: number): void {
    this.guard.stats.invalidMessages++;
    this.judge(false, device, time);
  }

  /** Counts one verdict; quarantines the feeder when the failures of its window call for it. */
  judge(ok: boolean, device: JudgedDevice, time: number): void {
    const limits = this.guard.limits;
    if (!(time - this.windowStart < limits.windowSeconds)) {
      this.windowStart = time;
      this.checked = 0;
      this.failed = 0;
    }
    this.checked++;
    if (ok) return;
    this.failed++;
    if (this.failed < limits.minFailures || this.failed <= this.checked * limits.maxFailureRatio) {
      return;
    }
    this.quarantinedUntil = time + limits.quarantineSeconds;
    const window = { checked: this.checked, failed: this.failed };
    this.windowStart = Number.NaN;
    this.guard.quarantine(device.feederKey, this.address, device.registered, time, window);
  }
}
