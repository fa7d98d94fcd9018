// The live registry of receiver devices: statistics in memory on the hot path, added to the
// database every flush interval and at shutdown (so a restart loses nothing but, after a crash,
// the last interval). Anyone can invent feeder ids, so devices are admitted the way aggregators
// admit clients: registered ones always; unknown ones at a few new ids a minute per address and
// up to a cap, evicted from memory once offline. Flushes run in bounded batches that yield.
import { PositionWitness } from '../coverage/coverage.accumulator';
import type { Db } from '../db/db';
import { DeviceLive } from './device.live';
import { FailureLog, FlushSchedule, UnsettledFlushes, writeDue } from './device.flush';
import {
  deleteStaleUnclaimed,
  findRegisteredKeys,
  isRegistered,
  markOperatorOwned,
  type StoredDevice,
} from './devices.repo';
import { DeviceLookups } from './device.lookups';
import { FeederAdmission } from './feeder.admission';

/** A device is offline after this long without data (seconds). */
export const OFFLINE_AFTER_SECONDS = 600;
/** Unregistered devices held in memory at once (each costs a tracker and a flush row). */
export const MAX_UNREGISTERED_DEVICES = 2_000;
/**
 * Wall time one periodic flush may take before leaving the rest to the next one (ms): PGlite
 * runs queries on this thread, so a backlog must not hold the database for long; the event loop
 * turns between batches anyway.
 */
const FLUSH_BUDGET_MS = 2_000;
/** The registered-key list and the cleanup of stale unclaimed rows run this often (seconds). */
const REGISTERED_REFRESH_SECONDS = 60;
const CLEANUP_EVERY_SECONDS = 3_600;
const CLEANUP_AFTER_SECONDS = 86_400;
const CLEANUP_ROWS = 500;

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DeviceRegistryOptions {
  flushIntervalMs?: number;
  now?: () => number;
  logger?: Logger;
  maxUnregistered?: number;
  newIdsPerMinute?: number;
  newIdBurst?: number;
  /** Wall time of one periodic flush, ms; 0 writes one batch per period. */
  flushBudgetMs?: number;
}

/** What the registry refused, evicted and failed, for statistics (counted, never logged each). */
export interface DeviceRegistryStats {
  refusedRate: number;
  refusedCap: number;
  evicted: number;
  flushFailures: number;
  flushesSkipped: number;
  staleDeleted: number;
}

/** Normalises a feeder UUID: lower-case hex without dashes; readsb pads its 36-byte field. */
export function normaliseFeederUuid(raw: string): string | undefined {
  const hex = raw.toLowerCase().replace(/[^0-9a-f]/g, '');
  if (hex.length < 16) return undefined;
  return hex.length > 32 ? hex.slice(0, 32) : hex;
}

export class DeviceRegistry {
  readonly devices = new Map<string, DeviceLive>();
  readonly stats: DeviceRegistryStats = {
    refusedRate: 0,
    refusedCap: 0,
    evicted: 0,
    flushFailures: 0,
    flushesSkipped: 0,
    staleDeleted: 0,
  };
  /** Who alone supplied each aircraft's position each second (unique positions, coverage/). */
  readonly witness = new PositionWitness();
  private unregistered = 0;
  private registeredKeys = new Set<string>();
  private readonly admission: FeederAdmission;
  private readonly lookups: DeviceLookups;
  private readonly schedule: FlushSchedule;
  private readonly unsettled = new UnsettledFlushes();
  private cycle = 0;
  private nextRegisteredRefresh = Number.NEGATIVE_INFINITY;
  private nextCleanup = Number.NEGATIVE_INFINITY;
  private refusalsLogged = 0;
  private readonly failures: FailureLog;

  constructor(
    private readonly db: Db,
    private readonly options: DeviceRegistryOptions = {},
  ) {
    this.admission = new FeederAdmission(options.newIdsPerMinute, options.newIdBurst);
    this.failures = new FailureLog(options.logger);
    this.schedule = new FlushSchedule(
      (final) =>
        this.runCycle(final ? undefined : (options.flushBudgetMs ?? FLUSH_BUDGET_MS), final),
      () => this.stats.flushesSkipped++,
    );
    this.lookups = new DeviceLookups(db, {
      isCurrent: (device) => this.devices.get(device.feederKey) === device,
      found: (device, stored) => {
        if (stored) this.applyStored(device, stored, 'lookup');
        else device.loaded = true;
      },
      failed: (error) => this.failures.report('device lookup failed', error),
    });
  }

  private now(): number {
    return this.options.now?.() ?? Date.now() / 1000;
  }

  /** Unregistered devices in memory now. */
  get unregisteredCount(): number {
    return this.unregistered;
  }

  /**
   * The live device for a feeder key, created when new (its stored row is read in the
   * background, several at a time), or undefined when refused: an unknown key beyond the
   * address's rate of new ids or beyond the cap of unregistered devices. The caller then drops
   * that feeder's data.
   */
  attach(feederKey: string, format: string, address: string): DeviceLive | undefined {
    let device = this.devices.get(feederKey);
    if (device === undefined) {
      const registered = this.registeredKeys.has(feederKey);
      if (!registered) {
        if (this.unregistered >= (this.options.maxUnregistered ?? MAX_UNREGISTERED_DEVICES)) {
          this.stats.refusedCap++;
          return undefined;
        }
        // An `addr:` key is the connection's own address: one per address by construction.
        if (!feederKey.startsWith('addr:') && !this.admission.take(address, this.now())) {
          this.stats.refusedRate++;
          return undefined;
        }
      }
      device = new DeviceLive(feederKey);
      device.registered = registered;
      device.witness = this.witness;
      this.add(device);
      this.lookups.add(device);
    }
    device.sessions++;
    device.format = format;
    device.address = address;
    return device;
  }

  /** A session of the device ended. */
  detach(device: DeviceLive): void {
    if (this.devices.get(device.feederKey) !== device) return;
    device.sessions = Math.max(0, device.sessions - 1);
    // A connection's provisional address device that never carried data (the feeder announced
    // its UUID first) is not a device at all.
    if (device.sessions === 0 && device.devId === undefined && device.messagesTotal === 0) {
      this.remove(device);
    }
  }

  /** Marks devices silent for 10 minutes offline, with the time they went offline. */
  checkOffline(now = this.now()): void {
    for (const device of this.devices.values()) {
      if (Number.isNaN(device.offlineSince) && now - device.lastSeen > OFFLINE_AFTER_SECONDS) {
        device.offlineSince = device.lastSeen + OFFLINE_AFTER_SECONDS;
      }
    }
  }

  /**
   * Registers feeder UUIDs as operator-owned (the simulator's virtual receivers), in the
   * database and at once in memory, so they are never refused or evicted.
   */
  async registerOperatorDevices(uuids: readonly string[]): Promise<void> {
    const keys = uuids.flatMap((uuid) => normaliseFeederUuid(uuid) ?? []);
    await markOperatorOwned(this.db, keys);
    for (const key of keys) {
      this.registeredKeys.add(key);
      const device = this.devices.get(key);
      if (device) this.setRegistered(device, true);
    }
  }

  /** Writes every device's pending statistics (after a flush already running). */
  flush(): Promise<void> {
    return this.schedule.flush();
  }

  /**
   * Starts the periodic flush (unless a scheduled job calls `tick` instead), and reads which
   * devices are registered.
   */
  start(options: { periodicFlush?: boolean } = {}): void {
    if (options.periodicFlush !== false)
      this.schedule.start(this.options.flushIntervalMs ?? 30_000);
    this.nextRegisteredRefresh = this.now() + REGISTERED_REFRESH_SECONDS;
    this.loadRegistered().catch((error: unknown) =>
      this.failures.report('registered devices could not be read', error),
    );
  }

  /** One periodic flush, within the time budget; skipped while the previous one still runs. */
  tick(): Promise<void> {
    return this.schedule.tick();
  }

  /** Stops the timer and writes everything pending. */
  close(): Promise<void> {
    return this.schedule.close();
  }

  /**
   * Writes due devices, longest-waiting first, in batches with a yield between them; a periodic
   * cycle stops at its time budget. Never rejects: failures are logged in short and retried.
   */
  private async runCycle(budgetMs: number | undefined, final: boolean): Promise<void> {
    this.cycle++;
    const now = this.now();
    this.checkOffline(now);
    // Seconds that can no longer gain a second receiver are credited before the write.
    this.witness.settle(final ? 0 : 5);
    if (!final && now >= this.nextRegisteredRefresh) {
      this.nextRegisteredRefresh = now + REGISTERED_REFRESH_SECONDS;
      await this.loadRegistered().catch((error: unknown) =>
        this.failures.report('registered devices could not be read', error),
      );
    }
    // Stored rows being read are added first (a lookup is one query per 500 new devices).
    await this.lookups.idle();
    // Batches that failed last time first: a committed one's counts leave the devices. Until
    // the database answers that, nothing is written (it might add those counts twice).
    const settled = await this.unsettled.settle(this.db, this.cycle).then(
      () => true,
      (error: unknown) => {
        this.stats.flushFailures++;
        this.failures.report('device flush failed', error);
        return false;
      },
    );
    const due: DeviceLive[] = [];
    for (const device of this.devices.values()) {
      // The lookup failed: try it again, and write meanwhile only if this is the last flush.
      if (!device.loaded && !final) this.lookups.add(device);
      else if (device.hasPending()) due.push(device);
    }
    if (settled) {
      await writeDue(this.db, due, budgetMs, this.cycle, this.unsettled, {
        stored: (device, row) => this.applyStored(device, row, 'flush'),
        failed: (error) => {
          this.stats.flushFailures++;
          this.failures.report('device flush failed', error);
        },
      });
    }
    this.evictStale();
    this.admission.prune(now);
    if (!final && now >= this.nextCleanup) {
      this.nextCleanup = now + CLEANUP_EVERY_SECONDS;
      await this.deleteStale(now);
    }
    this.reportRefusals();
  }

  private applyStored(device: DeviceLive, stored: StoredDevice, from: 'lookup' | 'flush'): void {
    device.adoptStored(stored, from);
    this.setRegistered(device, isRegistered(stored));
  }

  /** Reads which feeder keys are registered (start() does, and every cycle now and then). */
  async loadRegistered(): Promise<void> {
    const keys = await findRegisteredKeys(this.db);
    this.registeredKeys = keys;
    for (const key of keys) {
      const device = this.devices.get(key);
      if (device) this.setRegistered(device, true);
    }
  }

  /** Forgets unregistered devices that went offline with nothing left to write. */
  private evictStale(): void {
    for (const device of this.devices.values()) {
      if (device.registered || device.sessions > 0 || device.hasPending()) continue;
      if (Number.isNaN(device.offlineSince) && !Number.isNaN(device.lastSeen)) continue;
      this.remove(device);
      this.stats.evicted++;
    }
  }

  private async deleteStale(now: number): Promise<void> {
    try {
      const before = new Date((now - CLEANUP_AFTER_SECONDS) * 1000);
      this.stats.staleDeleted += await deleteStaleUnclaimed(this.db, before, CLEANUP_ROWS);
    } catch (error) {
      this.failures.report('stale devices could not be deleted', error);
    }
  }

  /** One line per cycle at most, with the counts since the last one. */
  private reportRefusals(): void {
    const refused = this.stats.refusedRate + this.stats.refusedCap;
    if (refused === this.refusalsLogged) return;
    this.options.logger?.warn(
      {
        refused: refused - this.refusalsLogged,
        refusedRate: this.stats.refusedRate,
        refusedCap: this.stats.refusedCap,
        unregistered: this.unregistered,
      },
      'new feeder devices refused',
    );
    this.refusalsLogged = refused;
  }

  private add(device: DeviceLive): void {
    this.devices.set(device.feederKey, device);
    if (!device.registered) this.unregistered++;
  }

  private remove(device: DeviceLive): void {
    this.devices.delete(device.feederKey);
    this.lookups.forget(device);
    if (!device.registered) this.unregistered--;
  }

  private setRegistered(device: DeviceLive, registered: boolean): void {
    if (device.registered === registered) return;
    if (this.devices.get(device.feederKey) === device) this.unregistered += registered ? -1 : 1;
    device.registered = registered;
  }
}
