// Reading the stored rows of devices that just appeared: queued, then read up to 500 keys per
// query, one query at a time, so a burst of new feeders costs a few queries that cannot pile up.
import type { Db } from '../db/db';
import type { DeviceLive } from './device.live';
import { yieldToEventLoop } from './device.flush';
import { findDevicesByKeys, type StoredDevice } from './devices.repo';

/** Feeder keys per lookup query. */
const LOOKUP_BATCH = 500;

export class DeviceLookups {
  private readonly queue = new Set<DeviceLive>();
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly handlers: {
      /** Is this device still the registry's (not evicted while it waited)? */
      isCurrent(device: DeviceLive): boolean;
      /** The stored row, or undefined when the device has none yet. */
      found(device: DeviceLive, stored: StoredDevice | undefined): void;
      failed(error: unknown): void;
    },
  ) {}

  /** Queues `device` for a read (a device already loaded is skipped). */
  add(device: DeviceLive): void {
    this.queue.add(device);
    if (this.running !== undefined) return;
    const running = this.run().finally(() => {
      this.running = undefined;
    });
    this.running = running;
  }

  /** Drops a device that left the registry. */
  forget(device: DeviceLive): void {
    this.queue.delete(device);
  }

  /** Resolves when nothing is being read. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async run(): Promise<void> {
    // Devices attached in the same turn (a burst of connections) share the first query.
    await yieldToEventLoop();
    while (this.queue.size > 0) {
      const batch: DeviceLive[] = [];
      for (const device of this.queue) {
        this.queue.delete(device);
        if (this.handlers.isCurrent(device) && !device.loaded) batch.push(device);
        if (batch.length >= LOOKUP_BATCH) break;
      }
      if (batch.length === 0) continue;
      let found: Map<string, StoredDevice>;
      try {
        found = await findDevicesByKeys(
          this.db,
          batch.map((device) => device.feederKey),
        );
      } catch (error) {
        // Left unloaded: the registry's next flush cycle queues them again.
        this.handlers.failed(error);
        return;
      }
      // A device queued twice (a flush cycle queued it again) is read once.
      for (const device of batch)
        if (!device.loaded) this.handlers.found(device, found.get(device.feederKey));
      await yieldToEventLoop();
    }
  }
}
