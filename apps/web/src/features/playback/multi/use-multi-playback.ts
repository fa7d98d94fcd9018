import { useEffect, useMemo, useRef, useState } from 'react';
import type { PlaybackClock } from '../clock';
import {
  loadMulti,
  playbackFailure,
  type PlaybackFailure,
  type PlaybackFlight,
} from '../playback.api';
import type { TimeWindow } from '../window-form';

// Picks come in bursts (a few clicks on the map, several search adds): the set is loaded once it
// has been still for this long (ms), one request instead of one per click.
const SETTLE_MS = 300;

export interface MultiPlayback {
  /** The loaded flights still in the set (a removed flight leaves the map at once). */
  flights: PlaybackFlight[];
  /** Spec §8 failures of the last load (hasNoPlaybackData when no flight has points). */
  failure: PlaybackFailure | null;
  /** A load for the current set is under way. */
  loading: boolean;
}

/** Which load an outcome answers: the set and the window. */
const keyOf = (ids: string, startTime?: number, endTime?: number) =>
  `${ids}|${startTime ?? ''}|${endTime ?? ''}`;

interface Outcome {
  key: string;
  flights: PlaybackFlight[];
  failure: PlaybackFailure | null;
}

/**
 * Loads the set's flights (cut to the route's window, if any) onto the page's clock. The first
 * load puts the clock at the link's moment or the start; later loads keep its moment and whether
 * it plays, so adding a flight does not restart the playback.
 */
export function useMultiPlayback(
  clock: PlaybackClock,
  ids: readonly string[],
  range: TimeWindow | null,
  startAtMs: number | undefined,
): MultiPlayback {
  const idsKey = ids.join(',');
  const [requested, setRequested] = useState(idsKey);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const loadedOnce = useRef(false);
  const startTime = range?.startTime;
  const endTime = range?.endTime;

  useEffect(() => {
    if (idsKey === requested) return;
    const timer = setTimeout(() => setRequested(idsKey), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [idsKey, requested]);

  useEffect(() => {
    if (requested === '') {
      clock.dispatch({ type: 'pause' });
      return;
    }
    const controller = new AbortController();
    const done = (flights: PlaybackFlight[], failure: PlaybackFailure | null) =>
      setOutcome({ key: keyOf(requested, startTime, endTime), flights, failure });
    loadMulti({ ids: requested.split(','), startTime, endTime }, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        const withPoints = answer.flights.filter((flight) => flight.points.length > 0);
        if (withPoints.length === 0) {
          done([], { kind: 'noData' });
          return;
        }
        if (!loadedOnce.current) {
          loadedOnce.current = true;
          clock.dispatch({ type: 'pause' });
          clock.dispatch({ type: 'setRange', startMs: answer.startMs, endMs: answer.endMs });
          clock.dispatch({ type: 'seek', timeMs: startAtMs ?? answer.startMs });
        } else {
          clock.dispatch({ type: 'setRange', startMs: answer.startMs, endMs: answer.endMs });
        }
        done(withPoints, null);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) done([], playbackFailure(error));
      });
    return () => controller.abort();
    // startAtMs is the link's moment: it applies to the first load only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clock, requested, startTime, endTime]);

  const loaded = outcome?.flights;
  const flights = useMemo(() => {
    const current = new Set(idsKey.split(','));
    return (loaded ?? []).filter((flight) => current.has(flight.key));
  }, [loaded, idsKey]);
  if (idsKey === '') return { flights, failure: null, loading: false };
  const settled =
    outcome !== null && outcome.key === keyOf(idsKey, startTime, endTime) && idsKey === requested;
  return { flights, failure: settled ? outcome.failure : null, loading: !settled };
}
