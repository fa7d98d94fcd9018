import { describe, expect, it } from 'vitest';
import { linearScale, niceMax, niceStep, ticks, timeStepMs, timeTicks } from './profile.scale';

describe('profile chart scales', () => {
  it('maps time onto pixels and back (click to seek)', () => {
    const x = linearScale([1_000, 61_000], [40, 640]);
    expect(x(1_000)).toBe(40);
    expect(x(31_000)).toBe(340);
    expect(x(61_000)).toBe(640);
    expect(x.invert(340)).toBe(31_000);
    expect(x.invert(x(12_345))).toBeCloseTo(12_345, 6);
  });

  it('draws altitude upwards: higher values nearer the top', () => {
    const y = linearScale([0, 40_000], [180, 20]);
    expect(y(0)).toBe(180);
    expect(y(40_000)).toBe(20);
    expect(y(20_000)).toBe(100);
  });

  it('puts a flat domain in the middle', () => {
    const y = linearScale([5, 5], [100, 0]);
    expect(y(5)).toBe(50);
    expect(y.invert(10)).toBe(5);
  });

  it('rounds axes to 1, 2, 5 steps', () => {
    expect(niceStep(38_000, 4)).toBe(10_000);
    expect(niceStep(11_600, 4)).toBe(5_000);
    expect(niceStep(480, 4)).toBe(200);
    expect(niceMax(36_975, 4)).toEqual({ max: 40_000, step: 10_000 });
    expect(niceMax(0, 4).max).toBeGreaterThan(0);
    expect(ticks(40_000, 10_000)).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
  });

  it('aligns time ticks to whole minutes in the display time zone', () => {
    const start = Date.UTC(2026, 0, 1, 10, 7, 30);
    const end = Date.UTC(2026, 0, 1, 12, 7, 30);
    const step = timeStepMs(end - start, 6);
    expect(step).toBe(30 * 60_000);
    const utc = timeTicks(start, end, step, 0);
    expect(utc[0]).toBe(Date.UTC(2026, 0, 1, 10, 30));
    expect(utc).toHaveLength(4);
    // UTC+5:45 (Nepal): ticks fall on that clock's half hours.
    const offset = (5 * 60 + 45) * 60_000;
    const nepal = timeTicks(start, end, step, offset);
    expect(((nepal[0] ?? 0) + offset) % step).toBe(0);
  });
});
