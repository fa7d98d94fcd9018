// Coverage of one receiver for one UTC+8 day, accumulated on the ingest hot path: the cells it
// heard positions in, per height band; the farthest position per bearing sector and band (the
// polar outline); and its unique positions (seconds in which it alone supplied an aircraft's
// position). Only integer-keyed map updates and typed-array writes per message: a cell or a
// sector allocates nothing once it exists. A day holds at most MAX_CELLS_PER_DAY cells, so a
// forged feed spraying positions cannot grow memory without bound.
import { BAND_COUNT, SECTOR_COUNT, bandOfFeet, cellKey, sectorOf } from './coverage.grid';

/** Cells per device and day (all bands); positions in further new cells are counted, not kept. */
export const MAX_CELLS_PER_DAY = 20_000;

/** What one flush writes for one device and day. */
export interface CoverageFlush {
  day: string;
  /** Flat pairs: cell key, positions since the last flush. */
  cells: number[];
  /** Flat pairs: band × SECTOR_COUNT + sector, farthest km today. */
  outline: number[];
  positions: number;
  uniquePositions: number;
  droppedPositions: number;
}

/**
 * One number per cell holds both counts: positions written before (× PENDING_SPAN) plus those
 * since the last flush, so a position costs one map read and one write. A cell cannot gain 2^24
 * positions in one flush interval.
 */
const PENDING_SPAN = 2 ** 24;

class DayTally {
  /** Per cell today: written × PENDING_SPAN + pending (the cap counts the cells). */
  readonly cells = new Map<number, number>();
  /** Cells whose pending count went from 0 to 1 since the last flush. */
  private dirty: number[] = [];
  readonly outline = new Float32Array(BAND_COUNT * SECTOR_COUNT);
  readonly dirtySectors = new Uint8Array(BAND_COUNT * SECTOR_COUNT);
  positions = 0;
  uniquePositions = 0;
  droppedPositions = 0;

  constructor(readonly day: string) {}

  hasPending(): boolean {
    return this.positions > 0 || this.uniquePositions > 0 || this.droppedPositions > 0;
  }

  /** Counts a position in the cell; false when the cell is new and the day is full. */
  count(key: number): boolean {
    const value = this.cells.get(key);
    if (value === undefined) {
      if (this.cells.size >= MAX_CELLS_PER_DAY) return false;
      this.cells.set(key, 1);
      this.dirty.push(key);
      return true;
    }
    if (value % PENDING_SPAN === 0) this.dirty.push(key);
    this.cells.set(key, value + 1);
    return true;
  }

  take(): CoverageFlush {
    const cells: number[] = [];
    for (const key of this.dirty) {
      const value = this.cells.get(key) ?? 0;
      const pending = value % PENDING_SPAN;
      if (pending === 0) continue;
      this.cells.set(key, value - pending + pending * PENDING_SPAN);
      cells.push(key, pending);
    }
    this.dirty = [];
    const outline: number[] = [];
    for (let i = 0; i < this.dirtySectors.length; i++) {
      if (this.dirtySectors[i] === 0) continue;
      this.dirtySectors[i] = 0;
      outline.push(i, Math.round((this.outline[i] ?? 0) * 100) / 100);
    }
    const flush: CoverageFlush = {
      day: this.day,
      cells,
      outline,
      positions: this.positions,
      uniquePositions: this.uniquePositions,
      droppedPositions: this.droppedPositions,
    };
    this.positions = 0;
    this.uniquePositions = 0;
    this.droppedPositions = 0;
    return flush;
  }

  restore(flush: CoverageFlush): void {
    for (let i = 0; i < flush.cells.length; i += 2) {
      const key = flush.cells[i] ?? 0;
      const count = flush.cells[i + 1] ?? 0;
      const value = this.cells.get(key) ?? 0;
      // Back from written to pending.
      const written = Math.floor(value / PENDING_SPAN);
      const pending = value % PENDING_SPAN;
      if (pending === 0) this.dirty.push(key);
      this.cells.set(key, Math.max(0, written - count) * PENDING_SPAN + pending + count);
    }
    for (let i = 0; i < flush.outline.length; i += 2) this.dirtySectors[flush.outline[i] ?? 0] = 1;
    this.positions += flush.positions;
    this.uniquePositions += flush.uniquePositions;
    this.droppedPositions += flush.droppedPositions;
  }

  /** Undoes restore(): the flush had committed after all (its answer was lost). */
  unrestore(flush: CoverageFlush): void {
    for (let i = 0; i < flush.cells.length; i += 2) {
      const key = flush.cells[i] ?? 0;
      const count = flush.cells[i + 1] ?? 0;
      const value = this.cells.get(key) ?? 0;
      const pending = Math.min(count, value % PENDING_SPAN);
      // Back from pending to written (a cell left dirty with nothing pending is skipped by take).
      this.cells.set(key, value - pending + pending * PENDING_SPAN);
    }
    this.positions = Math.max(0, this.positions - flush.positions);
    this.uniquePositions = Math.max(0, this.uniquePositions - flush.uniquePositions);
    this.droppedPositions = Math.max(0, this.droppedPositions - flush.droppedPositions);
  }
}

/** A receiver's coverage today, and what is left of yesterday's until the next flush. */
export class CoverageDay {
  private today = new DayTally('');
  /** Yesterday's tally, kept until its pending part is written (the day rolled mid-interval). */
  private previous: DayTally | undefined;

  get day(): string {
    return this.today.day;
  }

  /** Cells heard today, all bands. */
  get cellCount(): number {
    return this.today.cells.size;
  }

  /** Starts `day` when it differs from the current one. */
  roll(day: string): void {
    if (day === this.today.day) return;
    if (this.today.day !== '' && this.today.hasPending()) this.previous = this.today;
    this.today = new DayTally(day);
  }

  /**
   * Counts one position at `lat`/`lon` with pressure altitude `altitudeFeet` (NaN unknown) and,
   * when the receiver's position is known, `km` away at `bearing` degrees (else NaN).
   */
  add(lat: number, lon: number, altitudeFeet: number, km: number, bearing: number): void {
    const tally = this.today;
    const band = bandOfFeet(altitudeFeet);
    if (!tally.count(cellKey(band, lat, lon))) {
      tally.droppedPositions++;
      return;
    }
    tally.positions++;
    if (km === km && bearing === bearing) {
      const slot = band * SECTOR_COUNT + sectorOf(bearing);
      if (km > (tally.outline[slot] ?? 0)) {
        tally.outline[slot] = km;
        tally.dirtySectors[slot] = 1;
      }
    }
  }

  /** One second in which this receiver alone supplied an aircraft's position (the witness). */
  creditUnique(): void {
    this.today.uniquePositions++;
  }

  hasPending(): boolean {
    return this.today.hasPending() || this.previous !== undefined;
  }

  /** Takes what is pending (yesterday's remainder first), at most two entries. */
  take(): CoverageFlush[] {
    const out: CoverageFlush[] = [];
    if (this.previous) out.push(this.previous.take());
    this.previous = undefined;
    if (this.today.day !== '' && this.today.hasPending()) out.push(this.today.take());
    return out;
  }

  /** Puts back what a failed flush took (a day already gone is kept as yesterday's remainder). */
  restore(flushes: readonly CoverageFlush[]): void {
    for (const flush of flushes) {
      if (flush.day === this.today.day) this.today.restore(flush);
      else {
        this.previous ??= new DayTally(flush.day);
        if (this.previous.day === flush.day) this.previous.restore(flush);
      }
    }
  }

  /** Takes back what restore() put back, for a flush that had committed after all. */
  unrestore(flushes: readonly CoverageFlush[]): void {
    for (const flush of flushes) {
      if (flush.day === this.today.day) this.today.unrestore(flush);
      else if (this.previous?.day === flush.day) {
        this.previous.unrestore(flush);
        if (!this.previous.hasPending()) this.previous = undefined;
      }
    }
  }
}

/** At most this many aircraft followed by the witness (the live table holds fewer). */
const MAX_WITNESS_SLOTS = 100_000;

/** The witness's second of one aircraft. */
export interface WitnessSlot {
  second: number;
  first: CoverageDay | undefined;
  shared: boolean;
  /** False once the witness let it go: a caller's WitnessHint then looks again. */
  held: boolean;
}

/**
 * What a caller remembers of one aircraft for the witness (a feed session's record), filled in
 * by `observe` so the next position needs no lookup by address.
 */
export interface WitnessHint {
  witnessSlot: WitnessSlot | undefined;
}

/**
 * Who supplied each aircraft's position in each second, across all receivers of this process:
 * when an aircraft's second ends (a position of a later second arrives, or the flush settles
 * old seconds) a receiver that was alone in it is credited one unique position. One slot per
 * aircraft, reused every second.
 */
export class PositionWitness {
  private readonly slots = new Map<number, WitnessSlot>();
  private latest = Number.NEGATIVE_INFINITY;

  observe(icao: number, time: number, day: CoverageDay, hint?: WitnessHint): void {
    const second = Math.floor(time);
    if (second > this.latest) this.latest = second;
    let slot = hint?.witnessSlot;
    if (slot === undefined || !slot.held) {
      slot = this.slots.get(icao);
      if (slot === undefined) {
        if (this.slots.size >= MAX_WITNESS_SLOTS) return;
        slot = { second, first: day, shared: false, held: true };
        this.slots.set(icao, slot);
        if (hint !== undefined) hint.witnessSlot = slot;
        return;
      }
      if (hint !== undefined) hint.witnessSlot = slot;
    }
    if (slot.second === second) {
      if (slot.first !== day) slot.shared = true;
      return;
    }
    if (second < slot.second) return; // a late message of a settled second
    settle(slot);
    slot.second = second;
    slot.first = day;
    slot.shared = false;
  }

  /** Settles seconds older than `olderThan` seconds before the latest seen (all when 0). */
  settle(olderThan = 5): void {
    const before = this.latest - olderThan;
    for (const [icao, slot] of this.slots) {
      if (olderThan > 0 && slot.second >= before) continue;
      settle(slot);
      slot.held = false;
      this.slots.delete(icao);
    }
  }

  get size(): number {
    return this.slots.size;
  }
}

function settle(slot: WitnessSlot): void {
  if (!slot.shared && slot.first) slot.first.creditUnique();
  slot.first = undefined;
}
