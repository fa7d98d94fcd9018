// The wire form of a batch of merged live aircraft between processes (cluster/README in
// apps/server/README.md): binary, because a busy sky sends thousands of aircraft states a second
// and JSON would turn every NaN ("not known") into null and cost several times the bytes and
// CPU. A batch carries each changed aircraft's whole merged state (so a process that missed
// earlier batches is right again after one) and the addresses removed from the table.
import { LiveAircraft, type LiveAirGround } from '../live/live.aircraft';

const VERSION = 1;
/** The numbers of an aircraft's state, in wire order (float64 each: NaN survives as NaN). */
const NUMBERS = [
  'category',
  'squawk',
  'emergency',
  'altitude',
  'altitudeTime',
  'altitudeGnss',
  'lat',
  'lon',
  'positionTime',
  'groundSpeed',
  'track',
  'verticalRate',
  'velocityTime',
  'ias',
  'tas',
  'heading',
  'rssi',
  'firstSeen',
  'lastSeen',
  'registeredSeen',
] as const satisfies readonly (keyof LiveAircraft)[];
/** Devices listed per aircraft at most; a text field at most, bytes. */
const MAX_DEVICES = 1024;
const MAX_TEXT_BYTES = 255;

/** One batch as decoded: aircraft states, removed addresses, when it was sent (ms). */
export interface LiveBatch {
  sentAt: number;
  aircraft: LiveAircraft[];
  removed: number[];
}

export class LiveBatchError extends Error {}

/** Appends to a buffer that grows by doubling. */
class Writer {
  private buffer = Buffer.allocUnsafe(64 * 1024);
  length = 0;

  private room(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  u8(value: number): void {
    this.room(1);
    this.length = this.buffer.writeUInt8(value, this.length);
  }

  u32(value: number): void {
    this.room(4);
    this.length = this.buffer.writeUInt32LE(value >>> 0, this.length);
  }

  f64(value: number): void {
    this.room(8);
    this.length = this.buffer.writeDoubleLE(value, this.length);
  }

  text(value: string): void {
    const bytes = Buffer.from(value, 'utf8');
    const length = Math.min(bytes.length, MAX_TEXT_BYTES);
    this.u8(length);
    this.room(length);
    this.length += bytes.copy(this.buffer, this.length, 0, length);
  }

  /** A copy of what was written (the writer's buffer is reused). */
  take(): Buffer {
    const out = Buffer.from(this.buffer.subarray(0, this.length));
    this.length = 0;
    return out;
  }
}

/** Reads with bounds checks: a short or corrupt batch throws LiveBatchError, never more. */
class Reader {
  private offset = 0;

  constructor(private readonly buffer: Buffer) {}

  private need(bytes: number): void {
    if (this.offset + bytes > this.buffer.length) throw new LiveBatchError('batch cut short');
  }

  u8(): number {
    this.need(1);
    return this.buffer.readUInt8(this.offset++);
  }

  u32(): number {
    this.need(4);
    const value = this.buffer.readUInt32LE(this.offset);
    this.offset += 4;
    return value;
  }

  f64(): number {
    this.need(8);
    const value = this.buffer.readDoubleLE(this.offset);
    this.offset += 8;
    return value;
  }

  text(): string {
    const length = this.u8();
    this.need(length);
    const value = this.buffer.toString('utf8', this.offset, this.offset + length);
    this.offset += length;
    return value;
  }

  get done(): boolean {
    return this.offset === this.buffer.length;
  }
}

/** Encodes batches; one encoder per publisher (its buffer is reused). */
export class LiveBatchEncoder {
  private readonly writer = new Writer();

  encode(sentAt: number, aircraft: Iterable<LiveAircraft>, removed: readonly number[]): Buffer {
    const w = this.writer;
    w.u8(VERSION);
    w.f64(sentAt);
    w.u32(removed.length);
    for (const icao of removed) w.u32(icao);
    for (const entry of aircraft) {
      w.u32(entry.icao);
      for (const name of NUMBERS) w.f64(entry[name]);
      w.u32(entry.messages);
      w.u8(entry.airGround);
      w.text(entry.callsign);
      const devices = Math.min(entry.devices.size, MAX_DEVICES);
      w.u32(devices);
      let n = 0;
      for (const [device, heard] of entry.devices) {
        if (n++ === devices) break;
        w.text(device);
        w.f64(heard);
      }
    }
    return w.take();
  }
}

/** Decodes a batch; throws LiveBatchError on anything malformed. */
export function decodeLiveBatch(buffer: Buffer): LiveBatch {
  const r = new Reader(buffer);
  const version = r.u8();
  if (version !== VERSION) throw new LiveBatchError(`unknown batch version ${version}`);
  const sentAt = r.f64();
  const removedCount = r.u32();
  if (removedCount * 4 > buffer.length) throw new LiveBatchError('removed count too large');
  const removed: number[] = [];
  for (let i = 0; i < removedCount; i++) removed.push(r.u32());
  const aircraft: LiveAircraft[] = [];
  while (!r.done) {
    const entry = new LiveAircraft(r.u32());
    for (const name of NUMBERS) entry[name] = r.f64();
    entry.messages = r.u32();
    const airGround = r.u8();
    if (airGround > 2) throw new LiveBatchError('bad air/ground state');
    entry.airGround = airGround as LiveAirGround;
    entry.callsign = r.text();
    const devices = r.u32();
    if (devices > MAX_DEVICES) throw new LiveBatchError('too many devices');
    for (let i = 0; i < devices; i++) entry.devices.set(r.text(), r.f64());
    aircraft.push(entry);
  }
  return { sentAt, aircraft, removed };
}
