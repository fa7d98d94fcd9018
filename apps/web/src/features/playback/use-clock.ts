import { useSyncExternalStore } from 'react';
import type { ClockState, PlaybackClock } from './clock';

/** The clock's state, re-rendering on every change (ticks included: 20 times a second). */
export function useClockState(clock: PlaybackClock): ClockState {
  return useSyncExternalStore(clock.subscribe, clock.getState);
}
