// The playback controls of spec §4 as a pure state machine, and the timer that drives it.
//
// Transitions (spec §4): play, pause, end. Play at the end restarts from the beginning and the run
// ends paused at the last point. Speed cycles 0.5 → 1 → 2 → 4 → 0.5; changing speed while playing
// restarts the timer. Playback ends when time passes the last point; dragging the time bar stops
// the timer.
//
// Step timing — spec §9 gives two readings. We implement the first: a 50 ms timer, each tick
// advancing playback time by 10 s × speed (200× real time at speed 1, a two-hour flight in 36 s).
// The second reading (one trace point per 500/100/50/1 ms tick) steps by points, which cannot keep
// several flights of multi-flight, airport and area playback on one clock; its speeds
// (0.5, 1, 2, 4) are the ones we cycle through. Default speed is 1 (the first reading's "6" is not
// one of the cycle's values).

export const PLAYBACK_SPEEDS = [0.5, 1, 2, 4] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
export const DEFAULT_SPEED: PlaybackSpeed = 1;

/** Timer period, ms (spec §9). */
export const TICK_MS = 50;
/** Playback time per tick at speed 1, ms (spec §9: "time advancing 10 times speed", seconds). */
export const STEP_MS_AT_SPEED_1 = 10_000;

export type PlaybackStatus = 'paused' | 'playing' | 'ended';

export interface ClockState {
  /** First and last moment of the playback, ms since epoch. */
  startMs: number;
  endMs: number;
  /** Data is loaded up to here (area playback streams slices); ticks wait at this moment. */
  loadedUntilMs: number;
  timeMs: number;
  speed: PlaybackSpeed;
  status: PlaybackStatus;
  /** The time bar (or the profile chart) is being dragged. */
  dragging: boolean;
  /** Bumped whenever the running timer must be restarted (play, speed change while playing). */
  timerEpoch: number;
}

export type ClockAction =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'end' }
  | { type: 'tick' }
  | { type: 'cycleSpeed' }
  | { type: 'setSpeed'; speed: PlaybackSpeed }
  | { type: 'seek'; timeMs: number }
  | { type: 'dragStart' }
  | { type: 'dragEnd' }
  | { type: 'setRange'; startMs: number; endMs: number; loadedUntilMs?: number }
  | { type: 'setLoadedUntil'; loadedUntilMs: number };

export function isPlaybackSpeed(value: number): value is PlaybackSpeed {
  return (PLAYBACK_SPEEDS as readonly number[]).includes(value);
}

/** The speed after `speed` in the cycle 0.5 → 1 → 2 → 4 → 0.5. */
export function nextSpeed(speed: PlaybackSpeed): PlaybackSpeed {
  const index = PLAYBACK_SPEEDS.indexOf(speed);
  return PLAYBACK_SPEEDS[(index + 1) % PLAYBACK_SPEEDS.length] ?? DEFAULT_SPEED;
}

const clamp = (value: number, low: number, high: number) =>
  value < low ? low : value > high ? high : value;

/** A paused clock over [startMs, endMs], at `timeMs` (default: the start). */
export function createClockState(
  startMs: number,
  endMs: number,
  options: { timeMs?: number; speed?: PlaybackSpeed; loadedUntilMs?: number } = {},
): ClockState {
  const end = Math.max(startMs, endMs);
  return {
    startMs,
    endMs: end,
    loadedUntilMs: clamp(options.loadedUntilMs ?? end, startMs, end),
    timeMs: clamp(options.timeMs ?? startMs, startMs, end),
    speed: options.speed ?? DEFAULT_SPEED,
    status: 'paused',
    dragging: false,
    timerEpoch: 0,
  };
}

/** The state after `action`; unchanged states are returned as the same object. */
export function clockReducer(state: ClockState, action: ClockAction): ClockState {
  switch (action.type) {
    case 'play': {
      if (state.status === 'playing') return state;
      const atEnd = state.status === 'ended' || state.timeMs >= state.endMs;
      return {
        ...state,
        timeMs: atEnd ? state.startMs : state.timeMs,
        status: state.startMs === state.endMs ? 'ended' : 'playing',
        dragging: false,
        timerEpoch: state.timerEpoch + 1,
      };
    }
    case 'pause':
      return state.status === 'playing' ? { ...state, status: 'paused' } : state;
    case 'end':
      return { ...state, timeMs: state.endMs, status: 'ended', dragging: false };
    case 'tick': {
      if (state.status !== 'playing') return state;
      const next = state.timeMs + STEP_MS_AT_SPEED_1 * state.speed;
      // Time passing the last point ends the playback, paused on the last point.
      if (next >= state.endMs) return { ...state, timeMs: state.endMs, status: 'ended' };
      // Streaming: wait at the loaded horizon until the next slice arrives.
      return { ...state, timeMs: Math.max(state.timeMs, Math.min(next, state.loadedUntilMs)) };
    }
    case 'cycleSpeed':
      return withSpeed(state, nextSpeed(state.speed));
    case 'setSpeed':
      return state.speed === action.speed ? state : withSpeed(state, action.speed);
    case 'seek': {
      const timeMs = clamp(action.timeMs, state.startMs, state.endMs);
      // Seeking stops the timer; a seek away from the end leaves the ended state.
      const status = state.status === 'ended' && timeMs >= state.endMs ? 'ended' : 'paused';
      return { ...state, timeMs, status };
    }
    case 'dragStart':
      return {
        ...state,
        dragging: true,
        status: state.status === 'playing' ? 'paused' : state.status,
      };
    case 'dragEnd':
      return state.dragging ? { ...state, dragging: false } : state;
    case 'setRange': {
      const endMs = Math.max(action.startMs, action.endMs);
      const loadedUntilMs = clamp(action.loadedUntilMs ?? endMs, action.startMs, endMs);
      const timeMs = clamp(state.timeMs, action.startMs, endMs);
      return { ...state, startMs: action.startMs, endMs, loadedUntilMs, timeMs };
    }
    case 'setLoadedUntil':
      return {
        ...state,
        loadedUntilMs: clamp(action.loadedUntilMs, state.startMs, state.endMs),
      };
  }
}

function withSpeed(state: ClockState, speed: PlaybackSpeed): ClockState {
  // Spec §4: changing speed during play restarts the timer.
  const restart = state.status === 'playing';
  return { ...state, speed, timerEpoch: restart ? state.timerEpoch + 1 : state.timerEpoch };
}

/** The progress of the clock in [0, 1]. */
export function clockProgress(state: ClockState): number {
  const span = state.endMs - state.startMs;
  return span <= 0 ? 1 : (state.timeMs - state.startMs) / span;
}

export interface Timers {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

const browserTimers: Timers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * The running clock: holds the state, runs the 50 ms timer while playing and restarts it when the
 * state asks (timerEpoch). Subscribable for React's useSyncExternalStore and for map layers.
 */
export class PlaybackClock {
  private current: ClockState;
  private timer: unknown = null;
  private timerEpoch = -1;
  private readonly listeners = new Set<() => void>();

  constructor(
    initial: ClockState,
    private readonly timers: Timers = browserTimers,
  ) {
    this.current = initial;
  }

  readonly getState = (): ClockState => this.current;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly dispatch = (action: ClockAction): void => {
    const next = clockReducer(this.current, action);
    if (next === this.current) return;
    this.current = next;
    this.syncTimer();
    for (const listener of this.listeners) listener();
  };

  /** Stops the timer and forgets the listeners (spec §4: destroying playback resets timers). */
  destroy(): void {
    this.stopTimer();
    this.listeners.clear();
  }

  /** True while a timer is scheduled (for tests and probes). */
  get running(): boolean {
    return this.timer !== null;
  }

  private syncTimer(): void {
    const { status, timerEpoch } = this.current;
    if (status !== 'playing') {
      this.stopTimer();
      return;
    }
    if (this.timer !== null && this.timerEpoch === timerEpoch) return;
    this.stopTimer();
    this.timerEpoch = timerEpoch;
    this.timer = this.timers.setInterval(() => this.dispatch({ type: 'tick' }), TICK_MS);
  }

  private stopTimer(): void {
    if (this.timer === null) return;
    this.timers.clearInterval(this.timer);
    this.timer = null;
  }
}
