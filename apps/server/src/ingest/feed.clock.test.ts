import { describe, expect, it } from 'vitest';
import { FeedClock } from './feed.clock';

describe('FeedClock', () => {
  it('uses arrival time when messages carry no timestamp', () => {
    const clock = new FeedClock();
    expect(clock.time(100, Number.NaN)).toBe(100);
    expect(clock.time(101, Number.NaN)).toBe(101);
  });

  it('spaces a burst by the feeder timestamps', () => {
    const clock = new FeedClock();
    expect(clock.time(1000, 50)).toBe(1000);
    expect(clock.time(1000, 52.5)).toBe(1002.5);
    expect(clock.time(1000, 61)).toBe(1011);
  });

  it('tolerates slightly out-of-order frames without going backwards or freezing', () => {
    const clock = new FeedClock();
    clock.time(1000, 10);
    expect(clock.time(1000, 12)).toBe(1002);
    expect(clock.time(1000, 11.9)).toBe(1002);
    expect(clock.time(1000, 13)).toBe(1003);
  });

  it('re-anchors after a counter reset, continuing from the current time', () => {
    const clock = new FeedClock();
    clock.time(1000, 500);
    expect(clock.time(1000, 520)).toBe(1020);
    expect(clock.time(1001, 3)).toBe(1020);
    expect(clock.time(1001, 4)).toBe(1021);
  });

  it('times the same through its fields (a session hot path) as through time()', () => {
    const byCall = new FeedClock();
    const byFields = new FeedClock();
    const messages: [number, number][] = [
      [1000, 500],
      [1000, 520],
      [1001, 3],
      [1001, Number.NaN],
      [1002, 4],
      [1002, 3.5],
    ];
    for (const [arrival, stamp] of messages) {
      byFields.arrival = arrival;
      byFields.stamp = stamp;
      byFields.advance();
      expect(byFields.now).toBe(byCall.time(arrival, stamp));
    }
  });

  it('re-anchors when the feeder clock drifts far from arrival', () => {
    const clock = new FeedClock();
    clock.time(1000, 0);
    expect(clock.time(1000, 1000)).toBe(1000);
  });
});
