// The feeding budget shared by every feeder connection: turns are stepped by hand and a clock
// that each fed slice moves 1 ms forward, so the budget counts slices.
import { describe, expect, it } from 'vitest';
import { FeedTurns, type FeedReader } from './feed.turns';

function setup(turnMs: number) {
  let now = 0;
  const deferred: (() => void)[] = [];
  const fed: string[] = [];
  const turns = new FeedTurns({
    sliceBytes: 2,
    turnMs,
    clock: () => now,
    defer: (callback) => deferred.push(callback),
  });
  const reader = (name: string, dropAfter = Number.POSITIVE_INFINITY) => {
    const state = { drained: 0, slices: 0 };
    const feedReader: FeedReader = {
      feed: (slice) => {
        fed.push(`${name}:${slice.toString()}`);
        now += 1;
        state.slices++;
        return state.slices < dropAfter;
      },
      drained: () => state.drained++,
    };
    return { feedReader, state };
  };
  /** Runs the next turn; returns what it fed. */
  const turn = () => {
    const before = fed.length;
    deferred.splice(0).forEach((callback) => callback());
    return fed.slice(before);
  };
  return { turns, reader, turn, fed };
}

describe('FeedTurns', () => {
  it('shares one budget per turn among connections, round-robin, each in order', () => {
    const { turns, reader, turn, fed } = setup(2);
    const a = reader('a');
    const b = reader('b');
    // Connection a's read fits the budget only in part: the rest waits for the next turn.
    expect(turns.offer(a.feedReader, Buffer.from('a1a2a3a4'))).toBe(false);
    // The same turn's budget is spent: b's read waits entirely (the caller pauses b's socket).
    expect(turns.offer(b.feedReader, Buffer.from('b1b2b3'))).toBe(false);
    expect(fed).toEqual(['a:a1', 'a:a2']);
    expect(turn()).toEqual(['a:a3', 'b:b1']);
    expect(turn()).toEqual(['a:a4', 'b:b2']);
    expect(a.state.drained).toBe(1);
    expect(turn()).toEqual(['b:b3']);
    expect(b.state.drained).toBe(1);
    expect(turns.waiting).toBe(0);
    // A new turn's budget: a small read is fed at once.
    turn();
    expect(turns.offer(a.feedReader, Buffer.from('a5'))).toBe(true);
    expect(fed.at(-1)).toBe('a:a5');
  });

  it('queues a later read of a waiting connection behind its earlier one', () => {
    const { turns, reader, turn } = setup(1);
    const a = reader('a');
    expect(turns.offer(a.feedReader, Buffer.from('x1x2'))).toBe(false);
    expect(turns.offer(a.feedReader, Buffer.from('y1'))).toBe(false);
    expect([turn(), turn()]).toEqual([['a:x2'], ['a:y1']]);
    expect(a.state.drained).toBe(1);
  });

  it('feeds everything queued at once on finish (shutdown), and nothing of a dropped reader', () => {
    const { turns, reader, turn, fed } = setup(1);
    const a = reader('a');
    const b = reader('b', 2);
    turns.offer(a.feedReader, Buffer.from('a1a2a3'));
    turns.offer(b.feedReader, Buffer.from('b1b2b3'));
    turns.finish(a.feedReader);
    expect(fed).toEqual(['a:a1', 'a:a2', 'a:a3']);
    expect(a.state.drained).toBe(1);
    // b is dropped by its second slice: the rest of its read is discarded, it is never resumed.
    turn();
    turn();
    expect(fed.slice(3)).toEqual(['b:b1', 'b:b2']);
    expect(b.state.drained).toBe(0);
    expect(turns.waiting).toBe(0);
  });
});
