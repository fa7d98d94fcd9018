// The kept points of one aircraft's current flight, packed (trace.point.ts) in one Int32Array.
// Points are appended at the end; the last `pending` ones are not yet written to the database.
// Written points stay for the live track until they are older than the recent window, and are
// dropped from the front only when the array is full, so appending is amortised O(1) and
// allocates only when the array has to grow (doubling, up to MAX_POINTS).
import { STRIDE, TIME_STEP_MS, unpackPoint, type TracePoint } from './trace.point';

/**
 * Points room at first. Two points (48 bytes) stay inside V8's heap (typed arrays up to 64 bytes
 * do); 16 points (384 bytes) took an external backing store each, which the garbage collector
 * tracks one by one: 20,000 aircraft arriving at once (bench:abuse flood 2, most of them never
 * kept a second point) made long pauses. A real flight grows it by doubling.
 */
export const INITIAL_POINTS = 2;
/** A hard cap per aircraft (≈1.3 MB): reached only if flushes keep failing for hours. */
export const MAX_POINTS = 65_536;

export class TraceBuffer {
  words = new Int32Array(INITIAL_POINTS * STRIDE);
  /** Index of the first point held. */
  start = 0;
  /** Points held. */
  length = 0;
  /** Trailing points not yet written. */
  pending = 0;

  /** @param baseDeciseconds time base of the packed times (deciseconds since epoch). */
  constructor(readonly baseDeciseconds: number) {}

  /** Word offset of the last point (only meaningful when length > 0). */
  lastOffset(): number {
    return (this.start + this.length - 1) * STRIDE;
  }

  /** Time (ms) of the last point; NaN when empty. */
  lastTime(): number {
    if (this.length === 0) return Number.NaN;
    return ((this.words[this.lastOffset()] ?? 0) + this.baseDeciseconds) * TIME_STEP_MS;
  }

  /**
   * Appends the packed point at `offset` of `source`. Returns the number of unwritten points
   * that had to be dropped to make room (0 unless MAX_POINTS unwritten points are held).
   */
  append(source: Int32Array, offset: number, windowStartMs: number): number {
    let dropped = 0;
    if ((this.start + this.length) * STRIDE >= this.words.length) {
      dropped = this.makeRoom(windowStartMs);
    }
    const target = (this.start + this.length) * STRIDE;
    for (let i = 0; i < STRIDE; i++) this.words[target + i] = source[offset + i] ?? 0;
    this.length++;
    this.pending++;
    return dropped;
  }

  private makeRoom(windowStartMs: number): number {
    const windowStart = windowStartMs / TIME_STEP_MS - this.baseDeciseconds;
    // Forget written points older than the recent window.
    while (this.length > this.pending && (this.words[this.start * STRIDE] ?? 0) < windowStart) {
      this.start++;
      this.length--;
    }
    let dropped = 0;
    if (this.start === 0 && this.length >= MAX_POINTS) {
      // Never reached in normal running; keeps memory bounded if the database is gone for good.
      const drop = this.length >> 2;
      this.start += drop;
      this.length -= drop;
      this.pending = Math.min(this.pending, this.length);
      dropped = drop;
    }
    if (this.start > 0) {
      this.words.copyWithin(0, this.start * STRIDE, (this.start + this.length) * STRIDE);
      this.start = 0;
    }
    if (this.length * STRIDE >= this.words.length) {
      const grown = new Int32Array(Math.min(this.words.length * 2, MAX_POINTS * STRIDE));
      grown.set(this.words);
      this.words = grown;
    }
    return dropped;
  }

  /** The pending points as TracePoints, and marks them written. */
  takePending(): TracePoint[] {
    const points = this.points(this.length - this.pending);
    this.pending = 0;
    return points;
  }

  /** Held points from index `from` (0 = oldest held) as TracePoints. */
  points(from = 0): TracePoint[] {
    const points: TracePoint[] = [];
    for (let i = this.start + from; i < this.start + this.length; i++) {
      points.push(unpackPoint(this.words, i * STRIDE, this.baseDeciseconds));
    }
    return points;
  }

  /** Forgets every point (a new flight begins). */
  clear(): void {
    this.start = 0;
    this.length = 0;
    this.pending = 0;
  }

  /** Bytes of typed array held. */
  byteLength(): number {
    return this.words.byteLength;
  }
}
