// The live registry of receiver devices: statistics in memory on the hot path, added to the
// database every flush interval and at shutdown (so a restart loses nothing but, after a crash,
// the last interval).
import type { Db } from '../db/db';
import { DeviceLive } from './device.live';
import { findDeviceByKey, flushDevice, type DeviceFlush } from './devices.repo';

/** A device is offline after this long without data (seconds). */
export const OFFLINE_AFTER_SECONDS = 600;

interface Logger {
  error(obj: object, msg: string): void;
}

/** Normalises a feeder UUID: lower-case hex without dashes; readsb pads its 36-byte field. */
export function normaliseFeederUuid(raw: string): string | undefined {
  const hex = raw.toLowerCase().replace(/[^0-9a-f]/g, '');
  if (hex.length < 16) return undefined;
  return hex.length > 32 ? hex.slice(0, 32) : hex;
}

export class DeviceRegistry {
  readonly devices = new Map<string, DeviceLive>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: {
      flushIntervalMs?: number;
      now?: () => number;
      logger?: Logger;
    } = {},
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now() / 1000;
  }

  /** The live device for a feeder key, registering it (in memory now, in the database at flush). */
  attach(feederKey: string, format: string, address: string): DeviceLive {
    let device = this.devices.get(feederKey);
    if (device === undefined) {
      device = new DeviceLive(feederKey);
      this.devices.set(feederKey, device);
      const created = device;
      findDeviceByKey(this.db, feederKey).then(
        (stored) => {
          if (!stored) return;
          created.devId = stored.devId;
          if (stored.lat !== null && stored.lon !== null) {
            created.ownerLat = stored.lat;
            created.ownerLon = stored.lon;
          }
          created.messagesTotal += stored.messagesTotal;
          created.positionsTotal += stored.positionsTotal;
          created.maxRangeKm = Math.max(created.maxRangeKm, stored.maxRangeKm);
        },
        (error: unknown) => this.options.logger?.error({ err: error }, 'device lookup failed'),
      );
    }
    device.sessions++;
    device.format = format;
    device.address = address;
    return device;
  }

  /** A session of the device ended. */
  detach(device: DeviceLive): void {
    device.sessions = Math.max(0, device.sessions - 1);
    // A connection's provisional address device that never carried data (the feeder announced
    // its UUID first) is not a device at all.
    if (device.sessions === 0 && device.devId === undefined && device.messagesTotal === 0) {
      this.devices.delete(device.feederKey);
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

  /** Adds every device's pending statistics to the database. */
  flush(): Promise<void> {
    // One flush at a time; a caller arriving meanwhile waits for it and then flushes again.
    const run = async () => {
      if (this.flushing) await this.flushing.catch(() => undefined);
      this.checkOffline();
      for (const device of this.devices.values()) {
        // A connection that announced its UUID before any data never becomes a device row.
        if (device.devId === undefined && device.pendingMessages === 0) continue;
        const flush = this.takePending(device);
        try {
          const stored = await flushDevice(this.db, flush);
          device.devId = stored.devId;
          if (stored.lat !== null && stored.lon !== null) {
            device.ownerLat = stored.lat;
            device.ownerLon = stored.lon;
          }
        } catch (error) {
          this.restorePending(device, flush);
          this.options.logger?.error(
            { err: error, device: device.feederKey },
            'device flush failed',
          );
        }
      }
    };
    const current = run();
    this.flushing = current;
    return current;
  }

  /** Starts the periodic flush (unref'd, so it never keeps the process alive). */
  start(): void {
    this.timer = setInterval(() => void this.flush(), this.options.flushIntervalMs ?? 30_000);
    this.timer.unref();
  }

  /** Stops the timer and writes everything pending. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  private takePending(device: DeviceLive): DeviceFlush {
    const estimate = device.hasEstimate() ? device.position() : undefined;
    const aircraft = [];
    for (const icao of device.pendingAircraft) {
      const entry = device.dayAircraft.get(icao);
      if (entry) aircraft.push({ icao, ...entry });
    }
    device.pendingAircraft.clear();
    const flush: DeviceFlush = {
      feederKey: device.feederKey,
      format: device.format,
      address: device.address,
      lastSeen: Number.isNaN(device.lastSeen) ? null : new Date(device.lastSeen * 1000),
      offlineSince: Number.isNaN(device.offlineSince) ? null : new Date(device.offlineSince * 1000),
      estimatedLat: estimate?.lat ?? null,
      estimatedLon: estimate?.lon ?? null,
      messages: device.pendingMessages,
      positions: device.pendingPositions,
      maxRangeKm: device.maxRangeKm,
      day: device.day,
      dayMaxRangeKm: device.dayMaxRangeKm,
      typicalRangeKm: device.typicalRangeKm(),
      onlineSeconds: device.onlineSeconds,
      movements: device.movements.drain(),
      aircraft,
    };
    device.pendingMessages = 0;
    device.pendingPositions = 0;
    return flush;
  }

  /** A failed flush puts its counts back so the next one writes them. */
  private restorePending(device: DeviceLive, flush: DeviceFlush): void {
    device.pendingMessages += flush.messages;
    device.pendingPositions += flush.positions;
    for (const a of flush.aircraft) device.pendingAircraft.add(a.icao);
    const counts = device.movements.counts;
    for (const key of Object.keys(counts) as (keyof typeof counts)[])
      counts[key] += flush.movements[key];
  }
}
