import { describe, expect, it } from 'vitest';
import {
  PlaybackClock,
  STEP_MS_AT_SPEED_1,
  TICK_MS,
  clockProgress,
  clockReducer,
  createClockState,
  nextSpeed,
  type ClockAction,
  type ClockState,
  type Timers,
} from './clock';

const START = 1_700_000_000_000;
const END = START + 60_000;

const run = (state: ClockState, ...actions: ClockAction[]) => actions.reduce(clockReducer, state);

/** Timers that only fire when the test says so. */
function manualTimers() {
  const active = new Map<number, { callback: () => void; ms: number }>();
  let nextId = 1;
  const created: number[] = [];
  const timers: Timers = {
    setInterval: (callback, ms) => {
      const id = nextId++;
      active.set(id, { callback, ms });
      created.push(id);
      return id;
    },
    clearInterval: (handle) => active.delete(handle as number),
  };
  const fire = (times = 1) => {
    for (let i = 0; i < times; i++) for (const { callback } of [...active.values()]) callback();
  };
  return { timers, active, created, fire };
}

describe('playback state machine (spec §4)', () => {
  it('starts paused at the beginning at speed 1', () => {
    const state = createClockState(START, END);
    expect(state).toMatchObject({ status: 'paused', timeMs: START, speed: 1, dragging: false });
  });

  it('play → playing; pause → paused where it was; play resumes from there', () => {
    const playing = run(createClockState(START, END), { type: 'play' });
    expect(playing.status).toBe('playing');
    const paused = run(playing, { type: 'tick' }, { type: 'pause' });
    expect(paused).toMatchObject({ status: 'paused', timeMs: START + STEP_MS_AT_SPEED_1 });
    const resumed = run(paused, { type: 'play' });
    expect(resumed).toMatchObject({ status: 'playing', timeMs: START + STEP_MS_AT_SPEED_1 });
  });

  it('a tick advances 10 s × speed and does nothing unless playing', () => {
    const paused = createClockState(START, END);
    expect(clockReducer(paused, { type: 'tick' })).toBe(paused);
    const fast = run(paused, { type: 'setSpeed', speed: 4 }, { type: 'play' }, { type: 'tick' });
    expect(fast.timeMs).toBe(START + 40_000);
    const slow = run(paused, { type: 'setSpeed', speed: 0.5 }, { type: 'play' }, { type: 'tick' });
    expect(slow.timeMs).toBe(START + 5_000);
  });

  it('ends paused on the last point when time passes it', () => {
    let state = run(createClockState(START, END), { type: 'play' });
    for (let i = 0; i < 5; i++) state = clockReducer(state, { type: 'tick' });
    expect(state).toMatchObject({ status: 'playing', timeMs: START + 50_000 });
    state = clockReducer(state, { type: 'tick' });
    expect(state).toMatchObject({ status: 'ended', timeMs: END });
    expect(clockProgress(state)).toBe(1);
    expect(clockReducer(state, { type: 'tick' })).toBe(state);
  });

  it('end jumps to the last point and stops, from playing or paused', () => {
    for (const from of [
      run(createClockState(START, END), { type: 'play' }),
      createClockState(START, END),
    ]) {
      expect(run(from, { type: 'end' })).toMatchObject({ status: 'ended', timeMs: END });
    }
  });

  it('play at the end restarts from the beginning', () => {
    const ended = run(createClockState(START, END), { type: 'end' });
    const again = run(ended, { type: 'play' });
    expect(again).toMatchObject({ status: 'playing', timeMs: START });
    // A seek to the very end counts as the end too.
    const atEnd = run(createClockState(START, END), { type: 'seek', timeMs: END + 5 });
    expect(run(atEnd, { type: 'play' }).timeMs).toBe(START);
  });

  it('pause is ignored unless playing', () => {
    const ended = run(createClockState(START, END), { type: 'end' });
    expect(clockReducer(ended, { type: 'pause' })).toBe(ended);
  });

  it('speed cycles 0.5 → 1 → 2 → 4 → 0.5', () => {
    expect([nextSpeed(0.5), nextSpeed(1), nextSpeed(2), nextSpeed(4)]).toEqual([1, 2, 4, 0.5]);
    let state = createClockState(START, END);
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      state = clockReducer(state, { type: 'cycleSpeed' });
      seen.push(state.speed);
    }
    expect(seen).toEqual([2, 4, 0.5, 1, 2]);
  });

  it('changing speed restarts the timer only while playing', () => {
    const paused = createClockState(START, END);
    expect(run(paused, { type: 'cycleSpeed' }).timerEpoch).toBe(paused.timerEpoch);
    const playing = run(paused, { type: 'play' });
    const faster = run(playing, { type: 'cycleSpeed' });
    expect(faster.timerEpoch).toBe(playing.timerEpoch + 1);
    expect(faster.status).toBe('playing');
  });

  it('dragging stops the timer; seeking clamps to the range and leaves the ended state', () => {
    const playing = run(createClockState(START, END), { type: 'play' });
    const dragged = run(playing, { type: 'dragStart' }, { type: 'seek', timeMs: START + 30_000 });
    expect(dragged).toMatchObject({ status: 'paused', dragging: true, timeMs: START + 30_000 });
    expect(run(dragged, { type: 'dragEnd' })).toMatchObject({ status: 'paused', dragging: false });
    expect(run(dragged, { type: 'seek', timeMs: START - 1 }).timeMs).toBe(START);
    const ended = run(createClockState(START, END), { type: 'end' });
    expect(run(ended, { type: 'seek', timeMs: START + 1 }).status).toBe('paused');
    // A click-seek while playing stops the timer too.
    expect(run(playing, { type: 'seek', timeMs: START + 1 }).status).toBe('paused');
  });

  it('waits at the loaded horizon while slices stream in, then continues', () => {
    let state = run(createClockState(START, END, { loadedUntilMs: START + 15_000 }), {
      type: 'play',
    });
    state = run(state, { type: 'tick' }, { type: 'tick' }, { type: 'tick' });
    expect(state).toMatchObject({ status: 'playing', timeMs: START + 15_000 });
    state = run(state, { type: 'setLoadedUntil', loadedUntilMs: END }, { type: 'tick' });
    expect(state.timeMs).toBe(START + 25_000);
  });

  it('a new range keeps the moment inside it', () => {
    const state = run(createClockState(START, END, { timeMs: END }), {
      type: 'setRange',
      startMs: START,
      endMs: START + 10_000,
    });
    expect(state).toMatchObject({ timeMs: START + 10_000, endMs: START + 10_000 });
  });

  it('an empty range cannot play', () => {
    expect(run(createClockState(START, START), { type: 'play' }).status).toBe('ended');
  });
});

describe('PlaybackClock timer', () => {
  it('runs a 50 ms timer while playing and stops it on pause, end and drag', () => {
    const { timers, active, fire } = manualTimers();
    const clock = new PlaybackClock(createClockState(START, END), timers);
    clock.dispatch({ type: 'play' });
    expect(active.size).toBe(1);
    expect([...active.values()][0]?.ms).toBe(TICK_MS);
    fire(2);
    expect(clock.getState().timeMs).toBe(START + 20_000);
    clock.dispatch({ type: 'pause' });
    expect(clock.running).toBe(false);
    clock.dispatch({ type: 'play' });
    clock.dispatch({ type: 'dragStart' });
    expect(active.size).toBe(0);
    clock.dispatch({ type: 'play' });
    clock.dispatch({ type: 'end' });
    expect(active.size).toBe(0);
  });

  it('restarts the timer when the speed changes during play', () => {
    const { timers, active, created } = manualTimers();
    const clock = new PlaybackClock(createClockState(START, END), timers);
    clock.dispatch({ type: 'play' });
    const first = created.at(-1);
    clock.dispatch({ type: 'cycleSpeed' });
    expect(active.size).toBe(1);
    expect(created.at(-1)).not.toBe(first);
    expect(active.has(first ?? -1)).toBe(false);
  });

  it('stops by itself at the end and tells its listeners', () => {
    const { timers, fire } = manualTimers();
    const clock = new PlaybackClock(createClockState(START, END), timers);
    const seen: string[] = [];
    clock.subscribe(() => seen.push(clock.getState().status));
    clock.dispatch({ type: 'play' });
    fire(10);
    expect(clock.getState()).toMatchObject({ status: 'ended', timeMs: END });
    expect(clock.running).toBe(false);
    expect(seen.at(-1)).toBe('ended');
    expect(seen.filter((s) => s === 'ended')).toHaveLength(1);
  });

  it('destroy stops the timer', () => {
    const { timers, active } = manualTimers();
    const clock = new PlaybackClock(createClockState(START, END), timers);
    clock.dispatch({ type: 'play' });
    clock.destroy();
    expect(active.size).toBe(0);
  });
});
