// One feeder connection (or one HTTP feeder): framing, decoding with this device's own tracker
// (CPR references and plausibility are per receiver), device statistics, then the merged live
// table. Everything here runs per message: no allocation beyond what the tracker keeps.
import {
  AirGround,
  AvrFramer,
  BeastFramer,
  BeastType,
  SbsFramer,
  Tracker,
  type AvrFrame,
  type BeastFrame,
  type SbsRecord,
} from '@skytrace/adsb';
import { DeviceLive } from '../devices/device.live';
import { normaliseFeederUuid, type DeviceRegistry } from '../devices/device.registry';
import { emptyLiveUpdate, type LiveTable } from '../live/live.table';
import { FeedClock } from './feed.clock';

/** Beast and AVR timestamps count a 12 MHz clock. */
const TICKS_PER_SECOND = 12_000_000;

export type FeedFormat = 'beast' | 'avr' | 'sbs';

/** Beast signal byte to dBFS, as readsb reports RSSI: 10·log10((s/255)²). */
const RSSI_TABLE = Float64Array.from({ length: 256 }, (_, s) =>
  s === 0 ? Number.NaN : 20 * Math.log10(s / 255),
);

/** `UUID <hex>` announces a feeder that has no Beast UUID frame (AVR, SBS). */
const UUID_LINE = /^UUID\s+([0-9a-fA-F-]{16,40})\s*$/;
const MAX_PREAMBLE_BYTES = 128;

/** Counters of one session, for limits and statistics. */
export interface SessionCounters {
  bytes: number;
  frames: number;
  accepted: number;
  rejected: number;
}

export class FeedSession {
  readonly counters: SessionCounters = { bytes: 0, frames: 0, accepted: 0, rejected: 0 };
  readonly tracker = new Tracker({ expirySeconds: 120 });
  device: DeviceLive;
  /**
   * The registry refused this feeder's id (too many new ids from its address, or too many
   * unregistered devices): its data is dropped, and `device` is a stand-in the registry never
   * sees. A later UUID announcement may still be admitted.
   */
  refused = false;
  private readonly update = emptyLiveUpdate();
  private readonly beast: BeastFramer | undefined;
  private readonly avr: AvrFramer | undefined;
  private readonly sbs: SbsFramer | undefined;
  /** Arrival time of the chunk being consumed, and the message time of the current message. */
  private time = 0;
  private messageTime = 0;
  private readonly clock = new FeedClock();
  private preamble: number[] | undefined;
  private receiverSet = false;

  constructor(
    readonly format: FeedFormat,
    private readonly deps: { liveTable: LiveTable; registry: DeviceRegistry; now: () => number },
    readonly address: string,
    feederKey?: string,
  ) {
    this.device = this.attachDevice(feederKey ?? `addr:${address}`);
    if (format === 'beast') this.beast = new BeastFramer((frame) => this.onBeast(frame));
    else if (format === 'avr') this.avr = new AvrFramer((frame) => this.onAvr(frame));
    else this.sbs = new SbsFramer((record) => this.onSbs(record));
    // Text feeds may begin with a `UUID <hex>` line; only look while no frame has arrived.
    this.preamble = format === 'beast' || feederKey !== undefined ? undefined : [];
  }

  /** The device's feeder key (its UUID, or `addr:<ip>` for anonymous feeders). */
  get feederKey(): string {
    return this.device.feederKey;
  }

  /** Consumes one chunk as it arrived (arbitrary boundaries). Never throws on input. */
  feed(chunk: Uint8Array): void {
    this.counters.bytes += chunk.length;
    this.time = this.deps.now();
    if (this.preamble !== undefined) {
      chunk = this.takePreamble(chunk);
      if (chunk.length === 0) return;
    }
    if (this.beast) this.beast.feed(chunk);
    else if (this.avr) this.avr.feed(chunk);
    else this.sbs?.feed(chunk);
  }

  /**
   * Housekeeping every few seconds: drops aircraft this receiver no longer hears, and tells the
   * movement watcher, which counts a low descending aircraft that vanished as a landing.
   */
  maintain(now: number): void {
    // The tracker runs on message time, which may run ahead of arrival during a burst.
    this.tracker.expire(Math.max(now, this.messageTime));
    this.device.movements.sweep((icao) => this.tracker.aircraft.has(icao));
  }

  /** Ends the session: the device loses one connection. */
  close(): void {
    if (!this.refused) this.deps.registry.detach(this.device);
  }

  /** Switches the session to the device a feeder announced. */
  setFeederUuid(raw: string): void {
    const uuid = normaliseFeederUuid(raw);
    if (uuid === undefined || uuid === this.device.feederKey) return;
    this.close();
    this.device = this.attachDevice(uuid);
    this.receiverSet = false;
  }

  private attachDevice(feederKey: string): DeviceLive {
    const device = this.deps.registry.attach(feederKey, this.format, this.address);
    this.refused = device === undefined;
    return device ?? new DeviceLive(feederKey);
  }

  /**
   * Holds the first bytes of a text feed until its first line is complete (or too long to be a
   * UUID line). A `UUID <hex>` line selects the device and is dropped; anything else is data.
   */
  private takePreamble(chunk: Uint8Array): Uint8Array {
    const previous = this.preamble ?? [];
    const held = new Uint8Array(previous.length + chunk.length);
    held.set(previous);
    held.set(chunk, previous.length);
    const newline = held.indexOf(0x0a);
    if (newline < 0 && held.length <= MAX_PREAMBLE_BYTES) {
      this.preamble = Array.from(held);
      return held.subarray(0, 0);
    }
    this.preamble = undefined;
    const lineEnd = newline < 0 ? Math.min(held.length, MAX_PREAMBLE_BYTES) : newline;
    const line = String.fromCharCode(...held.subarray(0, Math.min(lineEnd, MAX_PREAMBLE_BYTES)));
    const match = UUID_LINE.exec(line.replace(/\r$/, ''));
    if (match?.[1] && newline >= 0) {
      this.setFeederUuid(match[1]);
      return held.subarray(newline + 1);
    }
    return held;
  }

  private onBeast(frame: BeastFrame): void {
    if (frame.type === BeastType.Uuid) {
      this.setFeederUuid(String.fromCharCode(...frame.data));
      return;
    }
    if (frame.type !== BeastType.ModeSShort && frame.type !== BeastType.ModeSLong) return;
    const stamp = frame.timestamp === 0 ? Number.NaN : frame.timestamp / TICKS_PER_SECOND;
    this.onModeS(frame.data, RSSI_TABLE[frame.signal] ?? Number.NaN, stamp);
  }

  private onAvr(frame: AvrFrame): void {
    if (frame.data.length < 7) return;
    const signal = frame.signal;
    const rssi = Number.isNaN(signal) ? Number.NaN : (RSSI_TABLE[signal] ?? Number.NaN);
    this.onModeS(frame.data, rssi, frame.timestamp / TICKS_PER_SECOND);
  }

  private onModeS(data: Uint8Array, rssi: number, stamp: number): void {
    this.counters.frames++;
    if (this.refused) return;
    const device = this.device;
    device.countMessage(this.time);
    if (!this.receiverSet) this.useDevicePosition();
    const messageTime = this.clock.time(this.time, stamp);
    this.messageTime = messageTime;
    const msg = this.tracker.ingest(data, messageTime, rssi);
    const aircraft = msg.crcOk ? this.tracker.aircraft.get(msg.icao) : undefined;
    if (aircraft === undefined || aircraft.lastSeen !== messageTime) {
      this.counters.rejected++;
      return;
    }
    this.counters.accepted++;
    const u = this.update;
    u.icao = msg.icao;
    u.deviceId = device.feederKey;
    u.time = this.time;
    u.rssi = rssi;
    u.callsign = msg.callsign === '' ? '' : aircraft.callsign;
    u.category = msg.category;
    u.squawk = Number.isNaN(msg.squawk) ? Number.NaN : aircraft.squawk;
    u.emergency = msg.emergency;
    u.altitude = Number.isNaN(msg.altitude) ? Number.NaN : aircraft.altitude;
    u.altitudeGnss =
      Number.isNaN(msg.altitudeGnss) && Number.isNaN(msg.gnssBaroDelta)
        ? Number.NaN
        : aircraft.altitudeGnss;
    const positioned = aircraft.positionTime === messageTime && !Number.isNaN(msg.lat);
    u.lat = positioned ? aircraft.lat : Number.NaN;
    u.lon = positioned ? aircraft.lon : Number.NaN;
    u.groundSpeed = msg.groundSpeed;
    u.track = msg.track;
    u.verticalRate = msg.verticalRate;
    u.ias = msg.ias;
    u.tas = msg.tas;
    u.heading = msg.heading;
    u.airGround = msg.airGround === AirGround.Unknown ? 0 : aircraft.airGround;
    this.publish(
      aircraft.airGround,
      aircraft.altitude,
      aircraft.verticalRate,
      aircraft.groundSpeed,
    );
  }

  private onSbs(record: SbsRecord): void {
    this.counters.frames++;
    if (this.refused) return;
    const device = this.device;
    device.countMessage(this.time);
    const messageTime = this.clock.time(this.time, record.timeGenerated);
    this.messageTime = messageTime;
    const aircraft = this.tracker.ingestSbs(record, messageTime);
    if (aircraft === undefined) {
      this.counters.rejected++;
      return;
    }
    this.counters.accepted++;
    const u = this.update;
    u.icao = record.icao;
    u.deviceId = device.feederKey;
    u.time = this.time;
    u.rssi = Number.NaN;
    u.callsign = record.callsign === '' ? '' : aircraft.callsign;
    u.category = Number.NaN;
    u.squawk = record.squawk;
    u.emergency = Number.NaN;
    u.altitude = Number.isNaN(record.altitude) ? Number.NaN : aircraft.altitude;
    u.altitudeGnss = Number.NaN;
    const positioned = aircraft.positionTime === messageTime && !Number.isNaN(record.lat);
    u.lat = positioned ? aircraft.lat : Number.NaN;
    u.lon = positioned ? aircraft.lon : Number.NaN;
    u.groundSpeed = record.groundSpeed;
    u.track = record.track;
    u.verticalRate = record.verticalRate;
    u.ias = Number.NaN;
    u.tas = Number.NaN;
    u.heading = Number.NaN;
    u.airGround = aircraft.airGround;
    this.publish(
      aircraft.airGround,
      aircraft.altitude,
      aircraft.verticalRate,
      aircraft.groundSpeed,
    );
  }

  /** Device statistics and the merged table for the update just filled in. */
  private publish(
    airGround: number,
    altitude: number,
    verticalRate: number,
    groundSpeed: number,
  ): void {
    const u = this.update;
    const device = this.device;
    const onGround = airGround === AirGround.Ground;
    device.countAircraft(u.icao, onGround, u.callsign);
    device.movements.observe(
      u.icao,
      this.messageTime,
      airGround as 0 | 1 | 2,
      altitude,
      verticalRate,
      groundSpeed,
    );
    if (!Number.isNaN(u.lat)) device.countPosition(u.lat, u.lon);
    this.deps.liveTable.apply(u);
  }

  private useDevicePosition(): void {
    const here = this.device.position();
    if (here === undefined) return;
    this.tracker.setReceiver(here.lat, here.lon);
    this.receiverSet = true;
  }
}
