import { useEffect, useState } from 'react';
import { liveFlightPath } from './entry-paths';
import { loadLivePlayback, type PlaybackFlight } from './playback.api';

/** How far before the live flight's first point a played track may end and still reach it, s. */
const REACH_SECONDS = 60;

/** The way back from a played flight to the same flight on the tracker. */
export interface LiveFlightLink {
  path: string;
  flight: string;
}

/**
 * Issue 15: a playback page links back to the live flight while it is still flying. The played
 * track must reach into the aircraft's current flight (GET playback/live); an old leg of an
 * aircraft flying again today gets no link.
 */
export function useLiveFlight(
  flight: PlaybackFlight | null,
  mobile: boolean,
): LiveFlightLink | null {
  const [link, setLink] = useState<{ key: string; link: LiveFlightLink | null } | null>(null);
  const key = flight === null ? null : `${flight.key}/${flight.points.at(-1)?.timeMs ?? 0}`;
  useEffect(() => {
    if (flight === null || key === null) return;
    const controller = new AbortController();
    const lastSeconds = (flight.points.at(-1)?.timeMs ?? 0) / 1000;
    loadLivePlayback(flight.icaoId, controller.signal)
      .then((answer) => {
        const current = answer.current;
        const reaches = current !== null && lastSeconds >= current.startTime - REACH_SECONDS;
        const path =
          answer.live && current !== null && reaches ? liveFlightPath(current, mobile) : null;
        const name = current?.fnum || current?.callsign || '';
        setLink({ key, link: path === null ? null : { path, flight: name } });
      })
      // No link is the honest answer when the server cannot say (offline, login rule).
      .catch(() => {
        if (!controller.signal.aborted) setLink({ key, link: null });
      });
    return () => controller.abort();
  }, [flight, key, mobile]);
  return link !== null && link.key === key ? link.link : null;
}
