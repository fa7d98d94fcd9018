// The accumulator's bounds and the witness of unique positions.
import { describe, expect, it } from 'vitest';
import {
  CoverageDay,
  MAX_CELLS_PER_DAY,
  PositionWitness,
  type WitnessHint,
} from './coverage.accumulator';
import { bearingDegrees, cellKey, decodeCellKey, localBearingDegrees } from './coverage.grid';

describe('unique positions', () => {
  it('credits only a receiver alone in an aircraft second', () => {
    const witness = new PositionWitness();
    const a = new CoverageDay();
    const b = new CoverageDay();
    a.roll('2026-11-24');
    b.roll('2026-11-24');
    // Second 100: both hear aircraft 1; only A hears aircraft 2.
    witness.observe(1, 100.1, a);
    witness.observe(1, 100.7, b);
    witness.observe(2, 100.2, a);
    // Second 101: A alone hears aircraft 1 twice (one unique second, not two).
    witness.observe(1, 101.1, a);
    witness.observe(1, 101.9, a);
    witness.settle(0);
    const [fa] = a.take();
    expect(fa?.uniquePositions).toBe(2);
    expect(b.take()).toEqual([]);
    expect(witness.size).toBe(0);
  });

  it('credits the same with callers remembering their slots, across settles', () => {
    const witness = new PositionWitness();
    const a = new CoverageDay();
    const b = new CoverageDay();
    a.roll('2026-11-24');
    b.roll('2026-11-24');
    // One hint per aircraft and receiver, as each feed session keeps them.
    const hints: WitnessHint[] = [0, 1, 2].map(() => ({ witnessSlot: undefined }));
    const [a1, b1, a2] = hints;
    witness.observe(1, 100.1, a, a1);
    witness.observe(1, 100.7, b, b1);
    witness.observe(2, 100.2, a, a2);
    witness.observe(1, 101.1, a, a1);
    witness.observe(1, 101.9, a, a1);
    expect(a1?.witnessSlot).toBe(b1?.witnessSlot);
    witness.settle(0);
    expect(witness.size).toBe(0);
    // Let go by the settle: the remembered slot is not used again.
    witness.observe(1, 102.5, b, b1);
    expect(witness.size).toBe(1);
    witness.observe(1, 102.6, a, a1);
    expect(a1?.witnessSlot).toBe(b1?.witnessSlot);
    witness.settle(0);
    const [fa] = a.take();
    const [fb] = b.take();
    expect(fa?.uniquePositions).toBe(2);
    expect(fb).toBeUndefined();
  });

  it('leaves recent seconds open until they are old enough', () => {
    const witness = new PositionWitness();
    const a = new CoverageDay();
    a.roll('2026-11-24');
    witness.observe(1, 100, a);
    witness.observe(2, 103, a);
    witness.settle(5);
    expect(witness.size).toBe(2);
    witness.observe(3, 110, a);
    witness.settle(5);
    expect(witness.size).toBe(1);
  });
});

describe('coverage day', () => {
  it('caps the cells of a day and counts what it drops', () => {
    const day = new CoverageDay();
    day.roll('2026-11-24');
    for (let i = 0; i < MAX_CELLS_PER_DAY + 10; i++) {
      day.add(-80.025 + (i % 1000) * 0.05, -170.025 + Math.floor(i / 1000) * 0.05, 0, NaN, NaN);
    }
    expect(day.cellCount).toBe(MAX_CELLS_PER_DAY);
    const [flush] = day.take();
    expect(flush?.droppedPositions).toBe(10);
    expect(flush?.positions).toBe(MAX_CELLS_PER_DAY);
  });

  it('keeps yesterday pending across midnight and restores a failed flush', () => {
    const day = new CoverageDay();
    day.roll('2026-11-23');
    day.add(40, 116, 5000, NaN, NaN);
    day.roll('2026-11-24');
    day.add(40, 116, 5000, NaN, NaN);
    day.add(40, 116, 5000, NaN, NaN);
    const taken = day.take();
    expect(taken.map((f) => [f.day, f.positions])).toEqual([
      ['2026-11-23', 1],
      ['2026-11-24', 2],
    ]);
    day.restore(taken);
    expect(day.take().map((f) => f.positions)).toEqual([1, 2]);
  });

  it('takes a restored flush back out when it had committed after all, keeping what came since', () => {
    const day = new CoverageDay();
    day.roll('2026-11-23');
    day.add(40, 116, 5000, NaN, NaN);
    day.roll('2026-11-24');
    day.add(40, 116, 5000, NaN, NaN);
    day.add(40.5, 116, 5000, NaN, NaN);
    const taken = day.take();
    day.restore(taken);
    day.add(40, 116, 5000, NaN, NaN);
    day.unrestore(taken);
    // Only the position counted since the flush is left: one cell, one position, today.
    const left = day.take();
    expect(left.map((f) => [f.day, f.positions, f.cells.length / 2])).toEqual([
      ['2026-11-24', 1, 1],
    ]);
    expect(left[0]?.cells[1]).toBe(1);
  });

  it('round-trips cell keys', () => {
    const key = cellKey(2, 39.91, 116.41);
    expect(decodeCellKey(key)).toEqual({ band: 2, latIdx: 2598, lonIdx: 5928 });
  });
});

describe('local bearing', () => {
  it('stays within 2.5° of the great-circle bearing inside 500 km', () => {
    for (const [lat, lon] of [
      [31, 121],
      [45, 126],
      [20, 110],
    ] as const) {
      for (let bearing = 0; bearing < 360; bearing += 15) {
        const rad = (bearing * Math.PI) / 180;
        const lat2 = lat + (450 / 111.2) * Math.cos(rad);
        const lon2 = lon + ((450 / 111.2) * Math.sin(rad)) / Math.cos((lat * Math.PI) / 180);
        const exact = bearingDegrees(lat, lon, lat2, lon2);
        const local = localBearingDegrees(lat, lon, lat2, lon2);
        const diff = Math.abs(((exact - local + 540) % 360) - 180);
        expect(diff, `${lat},${lon} → ${bearing}°`).toBeLessThan(2.5);
      }
    }
  });
});
