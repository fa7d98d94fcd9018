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
  type Aircraft,
  type AvrFrame,
  type BeastFrame,
  type SbsRecord,
} from '@skytrace/adsb';
import { DeviceLive, type HeardPosition } from '../devices/device.live';
import { normaliseFeederUuid, type DeviceRegistry } from '../devices/device.registry';
import { emptyLiveUpdate, type LiveTable } from '../live/live.table';
import { FeedClock } from './feed.clock';
import { FeedGuard, SessionPlausibility } from './feed.guard';
import { DEFAULT_FEED_LIMITS } from './feed.limits';
import { TextPreamble } from './feed.preamble';
import { ReceiverReference } from './feed.reference';
import { fillFromModeS, fillFromSbs } from './feed.update';
import { isPlausibleSbsRecord } from './feed.validation';
import { SessionAircraft } from './session.aircraft';

/** Beast and AVR timestamps count a 12 MHz clock. */
const TICKS_PER_SECOND = 12_000_000;

export type FeedFormat = 'beast' | 'avr' | 'sbs';

/** Beast signal byte to dBFS, as readsb reports RSSI: 10·log10((s/255)²). */
const RSSI_TABLE = Float64Array.from({ length: 256 }, (_, s) =>
  s === 0 ? Number.NaN : 20 * Math.log10(s / 255),
);

/** What a session needs: the merged table, the devices, the clock and the shared guard. */
export interface FeedSessionDeps {
  liveTable: LiveTable;
  registry: DeviceRegistry;
  now: () => number;
  /** Plausibility and quarantine shared by every input (a private one when absent). */
  guard?: FeedGuard;
  /** Aircraft this session may track (DEFAULT_FEED_LIMITS when absent). */
  maxAircraftPerFeeder?: number;
}

/** Counters of one session, for limits and statistics. */
export interface SessionCounters {
  bytes: number;
  frames: number;
  accepted: number;
  rejected: number;
  /** SBS lines refused for a field ADS-B cannot encode (also in `rejected`). */
  invalid: number;
}

export class FeedSession {
  readonly counters: SessionCounters = {
    bytes: 0,
    frames: 0,
    accepted: 0,
    rejected: 0,
    invalid: 0,
  };
  readonly tracker: Tracker<SessionAircraft>;
  device: DeviceLive;
  /**
   * The registry refused this feeder's id (too many new ids from its address, or too many
   * unregistered devices): its data is dropped, and `device` is a stand-in the registry never
   * sees. A later UUID announcement may still be admitted.
   */
  refused = false;
  /** Arrival time of the last accepted frame (seconds), NaN before the first. */
  lastAcceptedAt = Number.NaN;
  private readonly plausibility: SessionPlausibility;
  private readonly update = emptyLiveUpdate();
  private readonly beast: BeastFramer | undefined;
  private readonly avr: AvrFramer | undefined;
  private readonly sbs: SbsFramer | undefined;
  /** Arrival time of the chunk being consumed, and the message time of the current message. */
  private time = 0;
  private messageTime = 0;
  /**
   * RSSI (dBFS) of the frame being handled (its receiver timestamp goes to `clock.stamp`):
   * fields, not arguments, because doubles passed to a call that is not inlined are boxed.
   */
  private rssi = Number.NaN;
  private readonly clock = new FeedClock();
  /** The position handed to the device statistics, filled in place (HeardPosition). */
  private readonly heard: HeardPosition = {
    lat: 0,
    lon: 0,
    altitude: Number.NaN,
    icao: -1,
    time: Number.NaN,
  };
  private readonly preamble: TextPreamble | undefined;
  /** The device position the tracker decodes lone CPR frames from. */
  private readonly reference = new ReceiverReference();
  /** The current device is quarantined: its data is dropped unread. */
  private ignored = false;

  constructor(
    readonly format: FeedFormat,
    private readonly deps: FeedSessionDeps,
    readonly address: string,
    feederKey?: string,
  ) {
    this.tracker = new Tracker<SessionAircraft>({
      expirySeconds: 120,
      maxAircraft: deps.maxAircraftPerFeeder ?? DEFAULT_FEED_LIMITS.maxAircraftPerFeeder,
    });
    this.plausibility = new SessionPlausibility(deps.guard ?? new FeedGuard(), address);
    this.device = this.attachDevice(feederKey ?? `addr:${address}`);
    if (format === 'beast') this.beast = new BeastFramer((frame) => this.onBeast(frame));
    else if (format === 'avr') this.avr = new AvrFramer((frame) => this.onAvr(frame));
    else this.sbs = new SbsFramer((record) => this.onSbs(record));
    // Text feeds may begin with a `UUID <hex>` line; only look while no frame has arrived.
    this.preamble = format === 'beast' || feederKey !== undefined ? undefined : new TextPreamble();
  }

  /** The device's feeder key (its UUID, or `addr:<ip>` for anonymous feeders). */
  get feederKey(): string {
    return this.device.feederKey;
  }

  /** True while this feeder's data is ignored (it failed the plausibility checks). */
  get quarantined(): boolean {
    return this.plausibility.isQuarantined(this.device, this.deps.now());
  }

  /** Consumes one chunk as it arrived (arbitrary boundaries). Never throws on input. */
  feed(chunk: Uint8Array): void {
    this.counters.bytes += chunk.length;
    this.time = this.deps.now();
    this.clock.arrival = this.time;
    if (this.preamble !== undefined && !this.preamble.done) {
      const { data, uuid } = this.preamble.take(chunk);
      if (uuid !== undefined) this.setFeederUuid(uuid);
      if (data.length === 0) return;
      chunk = data;
    }
    this.ignored = this.plausibility.isQuarantined(this.device, this.time);
    if (this.ignored) {
      this.plausibility.guard.stats.ignoredBytes += chunk.length;
      return;
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
    this.reference.invalidate();
    // The records point into the old device's state: start them again (a switch is rare).
    for (const aircraft of this.tracker.aircraft.values()) aircraft.attachment = undefined;
    // A Beast UUID frame switches mid-chunk: the frames after it answer for the new device.
    this.ignored = this.plausibility.isQuarantined(this.device, this.time);
  }

  private attachDevice(feederKey: string): DeviceLive {
    const device = this.deps.registry.attach(feederKey, this.format, this.address);
    this.refused = device === undefined;
    return device ?? new DeviceLive(feederKey);
  }

  private onBeast(frame: BeastFrame): void {
    if (frame.type === BeastType.Uuid) {
      this.setFeederUuid(String.fromCharCode(...frame.data));
      return;
    }
    if (frame.type !== BeastType.ModeSShort && frame.type !== BeastType.ModeSLong) return;
    this.clock.stamp = frame.timestamp === 0 ? Number.NaN : frame.timestamp / TICKS_PER_SECOND;
    this.rssi = RSSI_TABLE[frame.signal] ?? Number.NaN;
    this.onModeS(frame.data);
  }

  private onAvr(frame: AvrFrame): void {
    if (frame.data.length < 7) return;
    const signal = frame.signal;
    this.rssi = Number.isNaN(signal) ? Number.NaN : (RSSI_TABLE[signal] ?? Number.NaN);
    this.clock.stamp = frame.timestamp / TICKS_PER_SECOND;
    this.onModeS(frame.data);
  }

  /** One Mode S frame, its RSSI and receiver timestamp in `rssi` and `clock.stamp`. */
  private onModeS(data: Uint8Array): void {
    const rssi = this.rssi;
    if (this.ignoring()) return;
    this.counters.frames++;
    if (this.refused) return;
    const device = this.device;
    device.countMessage(this.time);
    this.reference.apply(this.tracker, device, this.plausibility.guard.limits);
    this.clock.advance();
    const messageTime = this.clock.now;
    this.messageTime = messageTime;
    const implausibleBefore = this.tracker.stats.implausiblePosition;
    const msg = this.tracker.ingest(data, messageTime, rssi);
    // The tracker's own lookup; non-ICAO (DF18 anonymous) addresses are not merged.
    const aircraft = this.tracker.lastAircraft;
    if (aircraft === undefined || aircraft.nonIcao) {
      this.counters.rejected++;
      return;
    }
    this.accept();
    let positioned = aircraft.positionTime === messageTime && !Number.isNaN(msg.lat);
    if (positioned && !this.plausibility.inRange(device, aircraft.lat, aircraft.lon)) {
      positioned = false;
      this.plausibility.implausible(device, this.time);
    } else if (this.tracker.stats.implausiblePosition !== implausibleBefore) {
      this.plausibility.implausible(device, this.time);
    } else if (positioned) {
      this.plausibility.judge(true, device, this.time);
    }
    const u = this.update;
    this.identify(msg.icao, false);
    u.rssi = rssi;
    fillFromModeS(u, msg, aircraft, positioned);
    this.publish(aircraft);
  }

  private onSbs(record: SbsRecord): void {
    if (this.ignoring()) return;
    this.counters.frames++;
    if (this.refused) return;
    const device = this.device;
    device.countMessage(this.time);
    if (!isPlausibleSbsRecord(record)) {
      this.counters.rejected++;
      this.counters.invalid++;
      this.plausibility.invalid(device, this.time);
      return;
    }
    const messageTime = this.clock.time(this.time, record.timeGenerated);
    this.messageTime = messageTime;
    // Checked before the tracker sees it: an out-of-range position must not become the
    // reference of the next speed check. The line's other fields may still be true.
    const outOfRange =
      !Number.isNaN(record.lat) && !this.plausibility.inRange(device, record.lat, record.lon);
    if (outOfRange) record.lat = record.lon = Number.NaN;
    const implausibleBefore = this.tracker.stats.implausiblePosition;
    const aircraft = this.tracker.ingestSbs(record, messageTime);
    if (outOfRange || this.tracker.stats.implausiblePosition !== implausibleBefore) {
      this.plausibility.implausible(device, this.time);
    }
    if (aircraft === undefined) {
      this.counters.rejected++;
      return;
    }
    this.accept();
    const positioned = aircraft.positionTime === messageTime && !Number.isNaN(record.lat);
    if (positioned) this.plausibility.judge(true, device, this.time);
    const u = this.update;
    this.identify(record.icao, !device.registered);
    u.rssi = Number.NaN;
    fillFromSbs(u, record, aircraft, positioned);
    this.publish(aircraft);
  }

  /**
   * Device statistics and the merged table for the update just filled in; `aircraft` is this
   * receiver's own view (air/ground, altitude, vertical rate, speed) for the movement counts.
   */
  private publish(aircraft: Aircraft<SessionAircraft>): void {
    const u = this.update;
    let record = aircraft.attachment;
    if (record === undefined) {
      record = new SessionAircraft();
      aircraft.attachment = record;
    }
    if (this.deps.liveTable.apply(u, record) === undefined) {
      // Shed by the full table: forget it here too, so a flood cannot grow this tracker either.
      this.tracker.aircraft.delete(u.icao);
      return;
    }
    const device = this.device;
    const onGround = aircraft.airGround === AirGround.Ground;
    device.countAircraft(u.icao, onGround, u.callsign, record);
    // The aircraft's lastSeen is this message's time (the tracker just stamped it).
    device.movements.observeHeard(u.icao, aircraft, record);
    if (!Number.isNaN(u.lat)) {
      const heard = this.heard;
      heard.lat = u.lat;
      heard.lon = u.lon;
      heard.altitude = aircraft.altitude;
      heard.icao = u.icao;
      heard.time = this.time;
      device.countHeardPosition(heard, record);
    }
  }

  /** True while the rest of a chunk is to be ignored (quarantined before or during it). */
  private ignoring(): boolean {
    return this.ignored || this.plausibility.quarantinedUntil > this.time;
  }

  private accept(): void {
    this.counters.accepted++;
    this.lastAcceptedAt = this.time;
  }

  /** Who sent the update being filled in, and whether its squawk needs a second witness. */
  private identify(icao: number, needsCorroboration: boolean): void {
    const u = this.update;
    u.icao = icao;
    u.deviceId = this.device.feederKey;
    u.time = this.time;
    u.registered = this.device.registered;
    u.source = this.address;
    u.needsCorroboration = needsCorroboration;
  }
}
