// The tick's rule on a fake clock: a publication starts a tick once the last one is old enough,
// never sooner; without publications the timer ticks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TickPacer } from './tick.pacer';

describe('tick pacer', () => {
  let ticks: number[];
  let pacer: TickPacer;
  const start = () => {
    pacer = new TickPacer(
      { minIntervalMs: 950, maxIntervalMs: 1200, clock: () => Date.now() },
      () => ticks.push(Date.now()),
    );
    pacer.start();
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    ticks = [];
  });
  afterEach(() => {
    pacer.stop();
    vi.useRealTimers();
  });

  it('ticks at the first publication at least the least interval after the last tick', () => {
    start();
    vi.advanceTimersByTime(900);
    pacer.published();
    expect(ticks).toEqual([]);
    vi.advanceTimersByTime(60);
    pacer.published();
    expect(ticks).toEqual([1_000_960]);
    // The next publications are too soon; the first one 950 ms on ticks again.
    for (let step = 0; step < 10; step++) {
      vi.advanceTimersByTime(100);
      pacer.published();
    }
    expect(ticks).toEqual([1_000_960, 1_001_960]);
  });

  it('never ticks twice within the least interval, however many publications come', () => {
    start();
    for (let step = 0; step < 500; step++) {
      vi.advanceTimersByTime(10);
      pacer.published();
    }
    expect(ticks.length).toBe(5);
    for (let i = 1; i < ticks.length; i++) {
      expect((ticks[i] ?? 0) - (ticks[i - 1] ?? 0)).toBeGreaterThanOrEqual(950);
    }
  });

  it('ticks on its timer when no publication comes, and a publication moves the timer on', () => {
    start();
    vi.advanceTimersByTime(3600);
    expect(ticks).toEqual([1_001_200, 1_002_400, 1_003_600]);
    vi.advanceTimersByTime(1000);
    pacer.published();
    expect(ticks.at(-1)).toBe(1_004_600);
    // The timer now counts from that tick: nothing at 1_004_800.
    vi.advanceTimersByTime(1100);
    expect(ticks.at(-1)).toBe(1_004_600);
    vi.advanceTimersByTime(100);
    expect(ticks.at(-1)).toBe(1_005_800);
  });

  it('does nothing once stopped', () => {
    start();
    pacer.stop();
    vi.advanceTimersByTime(5000);
    pacer.published();
    expect(ticks).toEqual([]);
  });
});
