// The tracker: one Aircraft per ICAO address, fed decoded frames with caller-supplied times
// (the library never reads a clock). It is also the decoder's AddressFilter: an address counts
// as known for address/parity replies while a DF11/17/18 confirmed it recently (readsb's
// icao filter idea), which keeps noise from inventing aircraft.

import { AIRBORNE_LOCAL_RANGE_NM } from '../cpr/local.js';
import type { LatLon } from '../cpr/position.js';
import { decodeModeS, DecodeStatus, type AddressFilter } from '../decode/decoder.js';
import { CprKind, ModeSMessage } from '../decode/message.js';
import { Aircraft } from './aircraft.js';
import { applyMessage } from './apply.js';
import { resolveCommB } from './commb.js';
import { applySbsRecord, SbsPosition } from './sbs.js';
import type { SbsRecord } from '../framing/sbs.js';
import { PositionOutcome, resolvePosition, type PositionConfig } from './positions.js';
import { emptyTrackerStats, type TrackerStats } from './stats.js';

/** Tracker settings; every field optional. */
export interface TrackerOptions {
  /** Receiver position (degrees) for receiver-relative and surface CPR decoding. */
  receiverLat?: number;
  receiverLon?: number;
  /** Range (NM) of single-frame decodes against the receiver; see PositionConfig (default 180). */
  receiverLocalRangeNm?: number;
  /** Seconds of silence after which an aircraft is dropped (default 300, as readsb). */
  expirySeconds?: number;
  /** Seconds a DF11/17/18 keeps an address trusted for address/parity replies (default 60). */
  addressTtlSeconds?: number;
  /** Upper bound on tracked aircraft, so a hostile feed cannot grow memory (default 20000). */
  maxAircraft?: number;
}

/** Offset of non-ICAO addresses in the aircraft map (above every 24-bit address). */
const NON_ICAO_KEY = 0x1000000;

/** Scans for expired aircraft at most this often (seconds of feed time). */
const EXPIRY_SCAN_SECONDS = 10;

/**
 * Per-address state built from every message; see `ingest`. `A` is the type of the caller's
 * record each Aircraft may carry (`Aircraft.attachment`).
 */
export class Tracker<A = unknown> implements AddressFilter {
  readonly aircraft = new Map<number, Aircraft<A>>();
  readonly stats: TrackerStats = emptyTrackerStats();
  /** The reusable decoded message `ingest` fills and returns. */
  readonly message = new ModeSMessage();
  /**
   * The aircraft the last `ingest`/`update`/`ingestSbs` updated, undefined when it was rejected.
   * Prefer it to `aircraft.get(msg.icao)`: non-ICAO (DF18) addresses use their own keys.
   */
  lastAircraft: Aircraft<A> | undefined;
  private readonly config: PositionConfig;
  private readonly expirySeconds: number;
  private readonly addressTtl: number;
  private readonly maxAircraft: number;
  private readonly scratch: LatLon = { lat: 0, lon: 0 };
  private now = Number.NEGATIVE_INFINITY;
  private lastExpiryScan = Number.NaN;
  /** The aircraft `has` just looked up: `update` usually needs the same one next. */
  private lastLookup: Aircraft<A> | undefined;
  /** The frame `ingest` is decoding (for a second reading of ambiguous Comm-B replies). */
  private currentData: Uint8Array | undefined;
  private readonly alternative = new ModeSMessage();

  constructor(options: TrackerOptions = {}) {
    this.config = {
      receiverLat: options.receiverLat ?? Number.NaN,
      receiverLon: options.receiverLon ?? Number.NaN,
      receiverLocalRangeNm: options.receiverLocalRangeNm ?? AIRBORNE_LOCAL_RANGE_NM,
    };
    this.expirySeconds = options.expirySeconds ?? 300;
    this.addressTtl = options.addressTtlSeconds ?? 60;
    this.maxAircraft = options.maxAircraft ?? 20000;
  }

  /**
   * Sets, moves or (NaN) clears the receiver reference (degrees), e.g. once a feeder's position
   * is known; `localRangeNm` as in TrackerOptions (0: the position only picks a surface quadrant).
   */
  setReceiver(lat: number, lon: number, localRangeNm = AIRBORNE_LOCAL_RANGE_NM): void {
    this.config.receiverLat = lat;
    this.config.receiverLon = lon;
    this.config.receiverLocalRangeNm = localRangeNm;
  }

  /** AddressFilter: true while `icao` was confirmed by a DF11/17/18 within the TTL. */
  has(icao: number): boolean {
    const aircraft = this.aircraft.get(icao);
    this.lastLookup = aircraft;
    return aircraft !== undefined && this.now - aircraft.confirmedAt <= this.addressTtl;
  }

  /**
   * Decodes one Mode S frame received at `time` (seconds, any epoch but monotonic per feed)
   * and updates the aircraft it belongs to. `rssi` is the signal level in dBFS when known.
   * Returns the reused decoded message (with lat/lon set when it produced a position).
   */
  ingest(data: Uint8Array, time: number, rssi = Number.NaN): ModeSMessage {
    this.now = time;
    this.stats.frames++;
    const msg = this.message;
    this.currentData = data;
    const status = decodeModeS(data, msg, this);
    if (status !== DecodeStatus.Ok) {
      this.lastAircraft = undefined;
      this.countRejection(status);
    } else {
      this.update(msg, time, rssi);
    }
    this.currentData = undefined;
    if (!(time - this.lastExpiryScan < EXPIRY_SCAN_SECONDS)) this.expire(time);
    return msg;
  }

  /** Applies an already decoded, CRC-valid message (e.g. from `decodeModeS`). */
  update(msg: ModeSMessage, time: number, rssi = Number.NaN): Aircraft<A> | undefined {
    this.lastAircraft = this.applyDecoded(msg, time, rssi);
    return this.lastAircraft;
  }

  private applyDecoded(msg: ModeSMessage, time: number, rssi: number): Aircraft<A> | undefined {
    if (!msg.crcOk) return undefined;
    if (time > this.now) this.now = time;
    const df = msg.df;
    const confirms = df === 11 || df === 17 || (df === 18 && !msg.nonIcao);
    // Non-ICAO addresses (DF18 CF1/CF5) live in their own key space, as in readsb.
    const key = msg.nonIcao ? msg.icao + NON_ICAO_KEY : msg.icao;
    const cached = this.lastLookup;
    this.lastLookup = undefined;
    let aircraft =
      cached !== undefined && cached.icao === msg.icao && cached.nonIcao === msg.nonIcao
        ? cached
        : this.aircraft.get(key);
    if (msg.corrected > 0) {
      this.stats.corrected++;
      // A repaired frame may be noise that happens to look valid; trust it for known aircraft only.
      if (aircraft === undefined) {
        this.stats.correctedUnknownAddress++;
        return undefined;
      }
    }
    if (aircraft === undefined) {
      // New aircraft come from replies that carry their address in clear: DF11/17, and DF18
      // in the formats we decode (CF 0/1/6); TIS-B track files (CF 2/3/5) are not tracked.
      const decodedDf18 = df === 18 && (msg.controlField <= 1 || msg.controlField === 6);
      if (!confirms && !decodedDf18) return undefined;
      if (this.aircraft.size >= this.maxAircraft) {
        this.stats.tableFull++;
        return undefined;
      }
      aircraft = new Aircraft<A>(msg.icao, msg.nonIcao);
      aircraft.firstSeen = time;
      this.aircraft.set(key, aircraft);
    }
    this.stats.accepted++;
    if (confirms) aircraft.confirmedAt = time;
    aircraft.messages++;
    aircraft.lastSeen = time;
    if (!Number.isNaN(rssi)) aircraft.rssi = rssi;
    const commB =
      msg.df === 20 || msg.df === 21
        ? resolveCommB(aircraft, msg, this.currentData, this.alternative)
        : undefined;
    applyMessage(aircraft, msg, time, commB);
    if (msg.cprKind !== CprKind.None) this.applyPosition(aircraft, msg, time);
    return aircraft;
  }

  /**
   * Applies one SBS/BaseStation MSG record received at `time` seconds (use the record's
   * generated time when the feed is trusted, else the arrival time).
   */
  ingestSbs(record: SbsRecord, time: number): Aircraft<A> | undefined {
    this.lastAircraft = this.applySbs(record, time);
    return this.lastAircraft;
  }

  private applySbs(record: SbsRecord, time: number): Aircraft<A> | undefined {
    this.now = time;
    this.stats.frames++;
    if (record.icao < 0) {
      this.stats.badLength++;
      return undefined;
    }
    let aircraft = this.aircraft.get(record.icao);
    if (aircraft === undefined) {
      if (this.aircraft.size >= this.maxAircraft) {
        this.stats.tableFull++;
        return undefined;
      }
      aircraft = new Aircraft<A>(record.icao);
      aircraft.firstSeen = time;
      this.aircraft.set(record.icao, aircraft);
    }
    this.stats.accepted++;
    aircraft.messages++;
    aircraft.lastSeen = time;
    const outcome = applySbsRecord(aircraft, record, time);
    if (outcome === SbsPosition.Accepted) this.stats.positions++;
    else if (outcome === SbsPosition.Implausible) this.stats.implausiblePosition++;
    if (!(time - this.lastExpiryScan < EXPIRY_SCAN_SECONDS)) this.expire(time);
    return aircraft;
  }

  /** Drops aircraft silent for longer than the expiry; returns how many were removed. */
  expire(time: number): number {
    this.lastExpiryScan = time;
    this.lastLookup = undefined;
    let removed = 0;
    // forEach (deleting while iterating a Map is allowed) avoids one entry array per aircraft.
    this.aircraft.forEach((aircraft, key, table) => {
      if (time - aircraft.lastSeen > this.expirySeconds) {
        table.delete(key);
        removed++;
      }
    });
    this.stats.expired += removed;
    return removed;
  }

  private applyPosition(aircraft: Aircraft<A>, msg: ModeSMessage, time: number): void {
    const outcome = resolvePosition(aircraft, msg, time, this.config, this.scratch);
    if (outcome === PositionOutcome.Accepted) {
      this.stats.positions++;
    } else if (outcome === PositionOutcome.CprFailed) {
      this.stats.cprFailed++;
    } else if (outcome === PositionOutcome.Implausible) {
      this.stats.implausiblePosition++;
    }
  }

  private countRejection(status: DecodeStatus): void {
    switch (status) {
      case DecodeStatus.BadCrc:
        this.stats.badCrc++;
        break;
      case DecodeStatus.UnknownAddress:
        this.stats.unknownAddress++;
        break;
      case DecodeStatus.UnknownDf:
        this.stats.unknownDf++;
        break;
      case DecodeStatus.BadLength:
        this.stats.badLength++;
        break;
      case DecodeStatus.Ok:
        break;
    }
  }
}
