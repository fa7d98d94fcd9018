import { useEffect, useState } from 'react';
import type { AirportPlaybackSlice, PlaybackSlice } from '@skytrace/contracts';
import type { PlaybackClock } from './clock';
import {
  mergeSlice,
  playbackFailure,
  streamSlices,
  type PlaybackFailure,
  type PlaybackFlight,
  type SliceQuery,
} from './playback.api';

export interface SlicePlayback {
  flights: PlaybackFlight[];
  /** null before the first slice and after it; 'loading' while waiting for the first. */
  failure: PlaybackFailure | 'loading' | null;
  airport: AirportPlaybackSlice['airport'] | null;
}

const isAirportSlice = (slice: PlaybackSlice): slice is AirportPlaybackSlice => 'airport' in slice;

/**
 * Airport and area playback: streams the window's slices into the flights and the clock. The
 * clock spans the whole window from the start; each slice moves the loaded horizon on, playback
 * starts after the first slice and waits at the horizon if it catches up (issue 8: a busy hour
 * plays within a second).
 */
export function useSlicePlayback(
  clock: PlaybackClock,
  query: SliceQuery | null,
  startAtMs: number | undefined,
): SlicePlayback {
  const key = query === null ? null : JSON.stringify(query);
  // What has arrived for one query; a new query starts empty and loading.
  const [state, setState] = useState<SlicePlayback & { key: string | null }>({
    key: null,
    flights: [],
    failure: null,
    airport: null,
  });

  useEffect(() => {
    if (key === null) return;
    const current = JSON.parse(key) as SliceQuery;
    const controller = new AbortController();
    const startMs = current.startTime * 1000;
    clock.dispatch({ type: 'pause' });
    clock.dispatch({
      type: 'setRange',
      startMs,
      endMs: current.endTime * 1000,
      loadedUntilMs: startMs,
    });
    clock.dispatch({ type: 'seek', timeMs: startMs });
    let flights = new Map<string, PlaybackFlight>();
    let first = true;
    streamSlices(
      current,
      (slice) => {
        if (controller.signal.aborted) return;
        flights = mergeSlice(flights, slice);
        const airport = isAirportSlice(slice) ? slice.airport : null;
        setState({ key, flights: [...flights.values()], failure: null, airport });
        clock.dispatch({ type: 'setLoadedUntil', loadedUntilMs: slice.to * 1000 });
        if (first) {
          first = false;
          if (startAtMs !== undefined) clock.dispatch({ type: 'seek', timeMs: startAtMs });
          clock.dispatch({ type: 'play' });
        }
      },
      controller.signal,
    )
      .then(() => {
        if (controller.signal.aborted) return;
        clock.dispatch({ type: 'setLoadedUntil', loadedUntilMs: current.endTime * 1000 });
        if (flights.size === 0) {
          setState({ key, flights: [], failure: { kind: 'noData' }, airport: null });
        }
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState((s) => ({ ...s, failure: playbackFailure(error) }));
      });
    return () => controller.abort();
    // startAtMs is read once per query: the link's moment applies to the first load only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clock, key]);

  if (key === null) return { flights: [], failure: null, airport: null };
  if (state.key !== key) return { flights: [], failure: 'loading', airport: null };
  return state;
}
