import { describe, expect, it } from 'vitest';
import { BatchScheduler } from './batch.scheduler';

/** A clock that each piece of work moves forward, so slices are decided by work, not by time. */
function workClock() {
  const clock = { now: 0 };
  return { clock, read: () => clock.now };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchScheduler', () => {
  it('yields to the event loop once a slice of work is spent, then finishes the round', async () => {
    const { clock, read } = workClock();
    const scheduler = new BatchScheduler<number>({
      sliceMs: 12,
      immediateMsPerSecond: 100,
      clock: read,
    });
    const sent: number[] = [];
    const send = (item: number) => {
      sent.push(item);
      clock.now += 5;
    };
    expect(scheduler.round([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], send)).toBe(true);
    // 0, 5 and 10 ms are under the 12-ms slice: three sends, then the loop gets a turn.
    expect(sent).toEqual([0, 1, 2]);
    expect(scheduler.busy).toBe(true);
    // A round still running is not started again (its sockets catch up at their next batch).
    expect(scheduler.round([99], send)).toBe(false);
    for (let i = 0; i < 5 && scheduler.busy; i++) await turn();
    expect(sent).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(scheduler.busy).toBe(false);
    expect(scheduler.round([10], send)).toBe(true);
    expect(sent.at(-1)).toBe(10);
  });

  it('lets immediate answers spend a budget per second and defers the rest', () => {
    const { clock, read } = workClock();
    const scheduler = new BatchScheduler<number>({
      sliceMs: 12,
      immediateMsPerSecond: 20,
      clock: read,
    });
    const build = () => {
      clock.now += 8;
    };
    const answered = Array.from({ length: 5 }, () => scheduler.immediate(build));
    // 0 → 8 → 16 ms spent: the third still starts under 20 ms, the fourth waits.
    expect(answered).toEqual([true, true, true, false, false]);
    clock.now += 1000;
    expect(scheduler.immediate(build)).toBe(true);
  });

  it('stops a round when closed', async () => {
    const { clock, read } = workClock();
    const scheduler = new BatchScheduler<number>({
      sliceMs: 1,
      immediateMsPerSecond: 1,
      clock: read,
    });
    const sent: number[] = [];
    scheduler.round([1, 2, 3], (item) => {
      sent.push(item);
      clock.now += 5;
    });
    scheduler.close();
    await turn();
    await turn();
    expect(sent).toEqual([1]);
    expect(scheduler.round([4], (item) => sent.push(item))).toBe(false);
  });
});
