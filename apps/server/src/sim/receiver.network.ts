// The virtual receivers as the simulator sees them: where they are, whether they are online,
// their own free-running 12 MHz clocks, their UUIDs and the bytes each has to send this tick.
// Outages are drawn per receiver and hour from the seed: ~4 % of receiver-hours lose 5–40 min.
import { SeededRandom, hashSeed } from './random';
import type { ReceiverSite } from './world/receivers';

const OUTAGE_PER_HOUR = 0.04;
const INITIAL_BUFFER_BYTES = 16 * 1024;

export class ReceiverNetwork {
  readonly count: number;
  readonly lat: Float64Array;
  readonly lon: Float64Array;
  readonly cosLat: Float64Array;
  readonly antennaM: Float64Array;
  readonly rangeKm: Float64Array;
  /** Offset of each receiver's clock from simulated time, ms (receivers are not synchronised). */
  readonly clockOffsetMs: Float64Array;
  readonly online: Uint8Array;
  readonly uuids: string[];
  /** Beast bytes waiting to be sent, per receiver. */
  buffers: Uint8Array[];
  readonly lengths: Uint32Array;
  readonly frames: Uint32Array;

  constructor(
    readonly sites: readonly ReceiverSite[],
    private readonly seed: number,
  ) {
    const n = sites.length;
    this.count = n;
    this.lat = Float64Array.from(sites, (site) => site.lat);
    this.lon = Float64Array.from(sites, (site) => site.lon);
    this.cosLat = Float64Array.from(sites, (site) => Math.cos((site.lat * Math.PI) / 180));
    this.antennaM = Float64Array.from(sites, (site) => site.antennaM);
    this.rangeKm = Float64Array.from(sites, (site) => site.rangeKm);
    this.clockOffsetMs = Float64Array.from(
      sites,
      (_, i) => (hashSeed(seed, 0xc10c, i) % 3_600_000) * 1000,
    );
    this.online = new Uint8Array(n).fill(1);
    this.uuids = sites.map((_, i) => receiverUuid(seed, i));
    this.buffers = sites.map(() => new Uint8Array(INITIAL_BUFFER_BYTES));
    this.lengths = new Uint32Array(n);
    this.frames = new Uint32Array(n);
  }

  /** Updates who is online at `time` (seconds); returns true when anything changed. */
  updateOnline(time: number): boolean {
    let changed = false;
    const hour = Math.floor(time / 3600);
    for (let i = 0; i < this.count; i++) {
      const online = this.isOnline(i, hour, time) ? 1 : 0;
      if (online !== this.online[i]) changed = true;
      this.online[i] = online;
    }
    return changed;
  }

  /** Room for `bytes` more in a receiver's buffer, growing it when needed. */
  reserve(receiver: number, bytes: number): Uint8Array {
    const buffer = this.buffers[receiver] ?? new Uint8Array(INITIAL_BUFFER_BYTES);
    const length = this.lengths[receiver] ?? 0;
    if (length + bytes <= buffer.length) return buffer;
    const grown = new Uint8Array(Math.max(buffer.length * 2, length + bytes));
    grown.set(buffer.subarray(0, length));
    this.buffers[receiver] = grown;
    return grown;
  }

  /** Forgets what was buffered (after sending it). */
  clear(): void {
    this.lengths.fill(0);
    this.frames.fill(0);
  }

  private isOnline(receiver: number, hour: number, time: number): boolean {
    // An outage drawn for the previous hour may run into this one.
    for (const h of [hour - 1, hour]) {
      const random = new SeededRandom(hashSeed(this.seed, 0x0ff1, receiver, h));
      if (!random.chance(OUTAGE_PER_HOUR)) continue;
      const start = h * 3600 + random.range(0, 3600);
      const end = start + random.range(300, 2400);
      if (time >= start && time < end) return false;
    }
    return true;
  }
}

/** A readsb-style UUID (32 hex digits, dashed) for receiver `index` of a seed. */
export function receiverUuid(seed: number, index: number): string {
  const hex = [1, 2, 3, 4]
    .map((part) => hashSeed(seed, 0x00ed, index, part).toString(16).padStart(8, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
