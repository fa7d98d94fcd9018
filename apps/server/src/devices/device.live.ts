// Live statistics of one receiver device, kept in memory and flushed to the database.
import { toChinaTime, distanceMetres } from '@skytrace/contracts';
import {
  CoverageDay,
  type PositionWitness,
  type WitnessHint,
} from '../coverage/coverage.accumulator';
import { localBearingDegrees } from '../coverage/coverage.grid';
import type { StoredDevice } from './devices.repo';
import { MovementWatcher } from './transitions';

/** Range histogram: 2 km bins up to 800 km (line of sight from 12 km is ~450 km). */
const RANGE_BIN_KM = 2;
const RANGE_BINS = 400;
/** Minimum decoded positions before the heard-position centroid is used as the device position. */
const ESTIMATE_MIN_POSITIONS = 50;
/**
 * Positions before an estimated position is steady enough to measure the coverage outline from:
 * the first estimates follow whichever aircraft came first, and a sector's maximum measured from
 * a wrong centre would stay for the day.
 */
const OUTLINE_MIN_POSITIONS = 2_000;

/** The last day computed and the UTC+8 day's bounds it holds for, seconds. */
let lastDay = { from: 0, to: -1, day: '' };

/**
 * The UTC+8 calendar day (spec §9 offset) of `seconds`, as yyyy-MM-dd. Asked for every message,
 * so the day's bounds are kept and only a new day formats a date (toISOString was 20 % of
 * ingest under a flood of new aircraft).
 */
export function statsDay(seconds: number): string {
  if (seconds >= lastDay.from && seconds < lastDay.to) return lastDay.day;
  const local = toChinaTime(seconds);
  const from = seconds - (((local % 86_400) + 86_400) % 86_400);
  const day = new Date(toChinaTime(from) * 1000).toISOString().slice(0, 10);
  lastDay = { from, to: from + 86_400, day };
  return day;
}

/**
 * One accepted position as a feed session hands it over, filled in place: numbers passed one by
 * one to a call that is not inlined are boxed, five heap numbers per position.
 */
export interface HeardPosition {
  lat: number;
  lon: number;
  /** Pressure altitude, feet, NaN unknown. */
  altitude: number;
  /** The aircraft's address, -1 none (no witness). */
  icao: number;
  /** Message time, seconds (NaN: no witness). */
  time: number;
}

/** countPosition()'s position, filled in place. */
const heardScratch: HeardPosition = {
  lat: 0,
  lon: 0,
  altitude: Number.NaN,
  icao: -1,
  time: Number.NaN,
};

/** One aircraft heard today, pending until the next flush. */
export interface DayAircraftEntry {
  onGround: boolean;
  groundCallsign: string | null;
}

/**
 * What a caller remembers of one aircraft for one device (a feed session's record), filled in by
 * `countAircraft` so the next message needs no lookup by address: valid for the day it was
 * taken in (`dayGeneration`).
 */
export interface DayAircraftHint {
  dayAircraft: DayAircraftEntry | undefined;
  dayAircraftGeneration: number;
}

export class DeviceLive {
  devId: number | undefined;
  /**
   * The device row has an owner: a user, or the operator (the simulator's receivers). Only
   * registered devices are listed publicly, kept in memory while offline, and served first.
   */
  registered = false;
  /** The stored row was read (or found absent), so the totals below include it. */
  loaded = false;
  /** Failed flushes in a row; such a device is written alone so it cannot hold others back. */
  flushFailures = 0;
  /** The registry's flush cycle that last wrote it: the longest-waiting are written first. */
  flushedCycle = 0;
  /** `offlineSince` as last written (NaN = online), so an unchanged device is not rewritten. */
  writtenOfflineSince = Number.NaN;
  /** Position set by the owner, degrees; NaN when none. */
  ownerLat = Number.NaN;
  ownerLon = Number.NaN;
  private sumLat = 0;
  private sumLon = 0;
  private estimateCount = 0;

  messagesTotal = 0;
  positionsTotal = 0;
  /** Since the last flush. */
  pendingMessages = 0;
  pendingPositions = 0;
  /** Exponentially smoothed messages per second. */
  messageRate = 0;
  private rateWindowStart = Number.NaN;
  private rateWindowCount = 0;

  lastSeen = Number.NaN;
  offlineSince = Number.NaN;
  sessions = 0;
  format = '';
  address = '';

  day = '';
  /** Counts the days this device rolled into: `dayAircraft` entries belong to one of them. */
  dayGeneration = 0;
  maxRangeKm = 0;
  dayMaxRangeKm = 0;
  private readonly rangeBins = new Uint32Array(RANGE_BINS);
  readonly dayAircraft = new Map<number, DayAircraftEntry>();
  /** Addresses not yet written for this day. */
  readonly pendingAircraft = new Set<number>();
  readonly movements = new MovementWatcher();
  onlineSeconds = 0;
  /** Coverage grid, outline and unique positions today (coverage/). */
  readonly coverage = new CoverageDay();
  /** The process's witness of who supplied each aircraft's position each second. */
  witness: PositionWitness | undefined;

  constructor(readonly feederKey: string) {}

  /** The device's position: the owner's, else the estimate from heard positions, else none. */
  position(): { lat: number; lon: number } | undefined {
    if (!Number.isNaN(this.ownerLat)) return { lat: this.ownerLat, lon: this.ownerLon };
    if (this.estimateCount >= ESTIMATE_MIN_POSITIONS) {
      return { lat: this.sumLat / this.estimateCount, lon: this.sumLon / this.estimateCount };
    }
    return undefined;
  }

  /** True when something is waiting for the next flush. */
  hasPending(): boolean {
    if (this.pendingMessages > 0 || this.pendingAircraft.size > 0) return true;
    if (this.coverage.hasPending()) return true;
    if (!Object.is(this.offlineSince, this.writtenOfflineSince)) return true;
    return Object.values(this.movements.counts).some((count) => count > 0);
  }

  /**
   * Takes the stored row's id and owner position. From a lookup the stored counters are added
   * to what arrived meanwhile; from a flush of a device never looked up (its lookup failed) the
   * written totals plus what is pending again are the totals.
   */
  adoptStored(stored: StoredDevice, from: 'lookup' | 'flush'): void {
    this.devId = stored.devId;
    if (stored.lat !== null && stored.lon !== null) {
      this.ownerLat = stored.lat;
      this.ownerLon = stored.lon;
    }
    if (from === 'lookup') {
      this.messagesTotal += stored.messagesTotal;
      this.positionsTotal += stored.positionsTotal;
    } else if (!this.loaded) {
      this.messagesTotal = stored.messagesTotal + this.pendingMessages;
      this.positionsTotal = stored.positionsTotal + this.pendingPositions;
    }
    this.maxRangeKm = Math.max(this.maxRangeKm, stored.maxRangeKm);
    this.loaded = true;
  }

  /** True when the estimate exists (owner set none). */
  hasEstimate(): boolean {
    return Number.isNaN(this.ownerLat) && this.estimateCount >= ESTIMATE_MIN_POSITIONS;
  }

  /** Counts one message received at `time` seconds. */
  countMessage(time: number): void {
    this.rollDay(time);
    this.messagesTotal++;
    this.pendingMessages++;
    if (!Number.isNaN(this.lastSeen) && time - this.lastSeen < 60) {
      this.onlineSeconds += Math.max(0, time - this.lastSeen);
    }
    this.lastSeen = time;
    this.offlineSince = Number.NaN;
    if (Number.isNaN(this.rateWindowStart)) this.rateWindowStart = time;
    this.rateWindowCount++;
    const elapsed = time - this.rateWindowStart;
    if (elapsed >= 1) {
      const rate = this.rateWindowCount / elapsed;
      // Smooth over ~10 s so the figure is readable, like readsb's stats.
      this.messageRate = this.messageRate === 0 ? rate : this.messageRate * 0.9 + rate * 0.1;
      this.rateWindowStart = time;
      this.rateWindowCount = 0;
    }
  }

  /**
   * Counts one accepted position of an aircraft heard by this device, with its pressure
   * altitude (feet, NaN unknown), the aircraft and the message time for coverage; `hint` is
   * the caller's record of the aircraft for the witness.
   */
  countPosition(
    lat: number,
    lon: number,
    altitudeFeet = Number.NaN,
    icao = -1,
    time = Number.NaN,
    hint?: WitnessHint,
  ): void {
    heardScratch.lat = lat;
    heardScratch.lon = lon;
    heardScratch.altitude = altitudeFeet;
    heardScratch.icao = icao;
    heardScratch.time = time;
    this.countHeardPosition(heardScratch, hint);
  }

  /** `countPosition` of a position handed over in one object (a feed session's hot path). */
  countHeardPosition(heard: HeardPosition, hint?: WitnessHint): void {
    const { lat, lon, icao, time } = heard;
    const altitudeFeet = heard.altitude;
    this.positionsTotal++;
    this.pendingPositions++;
    if (Number.isNaN(this.ownerLat) && this.estimateCount < 100_000) {
      this.sumLat += lat;
      this.sumLon += lon;
      this.estimateCount++;
    }
    if (icao >= 0 && time === time) this.witness?.observe(icao, time, this.coverage, hint);
    // Coverage is kept for public (registered) devices only: an unclaimed feeder id is anyone's
    // invention, and 2,000 of them must not hold 20,000 cells each.
    const covered = this.registered;
    // position() inlined: its object per position was a third of this method's cost.
    const owned = !Number.isNaN(this.ownerLat);
    if (!owned && this.estimateCount < ESTIMATE_MIN_POSITIONS) {
      if (covered) this.coverage.add(lat, lon, altitudeFeet, Number.NaN, Number.NaN);
      return;
    }
    const hereLat = owned ? this.ownerLat : this.sumLat / this.estimateCount;
    const hereLon = owned ? this.ownerLon : this.sumLon / this.estimateCount;
    const km = distanceMetres(hereLat, hereLon, lat, lon) / 1000;
    if (!covered) {
      // Nothing kept.
    } else if (!owned && this.estimateCount < OUTLINE_MIN_POSITIONS) {
      this.coverage.add(lat, lon, altitudeFeet, Number.NaN, Number.NaN);
    } else {
      this.coverage.add(
        lat,
        lon,
        altitudeFeet,
        km,
        localBearingDegrees(hereLat, hereLon, lat, lon),
      );
    }
    if (km > this.dayMaxRangeKm) this.dayMaxRangeKm = km;
    if (km > this.maxRangeKm) this.maxRangeKm = km;
    const bin = Math.min(RANGE_BINS - 1, Math.floor(km / RANGE_BIN_KM));
    this.rangeBins[bin] = (this.rangeBins[bin] ?? 0) + 1;
  }

  /**
   * Records that `icao` was heard today (and whether on the ground, with which callsign). A
   * `hint` must have been filled by this device, for this aircraft, or be empty.
   */
  countAircraft(icao: number, onGround: boolean, callsign: string, hint?: DayAircraftHint): void {
    let entry =
      hint !== undefined && hint.dayAircraftGeneration === this.dayGeneration
        ? hint.dayAircraft
        : undefined;
    if (entry === undefined) {
      entry = this.dayAircraft.get(icao);
      if (entry === undefined) {
        entry = { onGround, groundCallsign: onGround && callsign ? callsign : null };
        this.dayAircraft.set(icao, entry);
        this.pendingAircraft.add(icao);
      }
      if (hint !== undefined) {
        hint.dayAircraft = entry;
        hint.dayAircraftGeneration = this.dayGeneration;
      }
    }
    // A new entry already holds what this message says: the test below finds nothing to add.
    if (onGround && (!entry.onGround || (callsign && entry.groundCallsign !== callsign))) {
      entry.onGround = true;
      if (callsign) entry.groundCallsign = callsign;
      this.pendingAircraft.add(icao);
    }
  }

  /** Typical range today: the 90th percentile of position distances, km. */
  typicalRangeKm(): number {
    let total = 0;
    for (const count of this.rangeBins) total += count;
    if (total === 0) return 0;
    let seen = 0;
    for (let bin = 0; bin < RANGE_BINS; bin++) {
      seen += this.rangeBins[bin] ?? 0;
      if (seen >= total * 0.9) return (bin + 1) * RANGE_BIN_KM;
    }
    return RANGE_BINS * RANGE_BIN_KM;
  }

  private rollDay(time: number): void {
    const day = statsDay(time);
    if (day === this.day) return;
    this.coverage.roll(day);
    if (this.day !== '') {
      this.dayMaxRangeKm = 0;
      this.rangeBins.fill(0);
      this.dayAircraft.clear();
      this.onlineSeconds = 0;
    }
    this.day = day;
    this.dayGeneration++;
  }
}
