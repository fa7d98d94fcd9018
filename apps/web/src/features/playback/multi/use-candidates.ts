import { useEffect, useState } from 'react';
import {
  mergeSlice,
  playbackFailure,
  streamSlices,
  type PlaybackFailure,
  type PlaybackFlight,
} from '../playback.api';
import type { TimeWindow } from '../window-form';
import type { ViewBox } from './view-box';

/** The flights to offer for picking: those recorded in a map view during a window. */
export interface CandidateQuery {
  box: ViewBox;
  window: TimeWindow;
}

export interface Candidates {
  flights: PlaybackFlight[];
  /** 'idle' without a query; 'loading' until the window's last slice arrived. */
  status: 'idle' | 'loading' | 'done';
  failure: PlaybackFailure | null;
}

// Slices come in quickly one after another; redrawing every flight's track for each is wasted
// work, so the list is published at most this often while streaming (ms).
const PUBLISH_MS = 250;

/**
 * Streams the area playback slices of the query (server area window API) into its flights, like
 * area playback does, but without driving the clock: candidates are drawn, not played. While a
 * new view loads, the previous view's flights stay shown.
 */
export function useCandidates(query: CandidateQuery | null): Candidates {
  const key = query === null ? null : JSON.stringify(query);
  const [state, setState] = useState<Candidates & { key: string | null }>({
    key: null,
    flights: [],
    status: 'idle',
    failure: null,
  });

  useEffect(() => {
    if (key === null) return;
    const { box, window } = JSON.parse(key) as CandidateQuery;
    const controller = new AbortController();
    let flights = new Map<string, PlaybackFlight>();
    let publishedAt = -Infinity;
    const publish = (status: Candidates['status'], failure: PlaybackFailure | null) => {
      publishedAt = performance.now();
      setState({ key, flights: [...flights.values()], status, failure });
    };
    streamSlices(
      { kind: 'area', ...box, ...window },
      (slice) => {
        if (controller.signal.aborted) return;
        flights = mergeSlice(flights, slice);
        if (performance.now() - publishedAt >= PUBLISH_MS) publish('loading', null);
      },
      controller.signal,
    )
      .then(() => {
        if (!controller.signal.aborted) publish('done', null);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) publish('done', playbackFailure(error));
      });
    return () => controller.abort();
  }, [key]);

  if (key === null) return { flights: [], status: 'idle', failure: null };
  if (state.key !== key) return { flights: state.flights, status: 'loading', failure: null };
  return state;
}
