import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { MapLibreMap } from '../../map/radar.map';
import { createClockState, PlaybackClock } from './clock';
import { parsePlaybackView, writePlaybackView, type PlaybackView } from './playback.url';

const URL_SYNC_MS = 1000;

/** The page's clock, created once from the link's speed (range set when data arrives). */
export function usePlaybackClock(): { clock: PlaybackClock; linkView: PlaybackView } {
  const location = useLocation();
  const [session] = useState(() => {
    const linkView = parsePlaybackView(location.search);
    const clock = new PlaybackClock(
      createClockState(0, 0, linkView.speed === undefined ? {} : { speed: linkView.speed }),
    );
    return { clock, linkView };
  });
  useEffect(() => () => session.clock.destroy(), [session]);
  return session;
}

/**
 * Keeps moment, speed and map view in the address (issue 8 shareable links). Written with
 * history.replaceState once a second: a router navigation would re-run the route guard on every
 * tick, and the view only has to be right when the link is copied or the page reloaded.
 */
export function usePlaybackLink(
  clock: PlaybackClock,
  map: React.RefObject<MapLibreMap | null>,
  active: boolean,
): void {
  useEffect(() => {
    if (!active) return;
    const write = () => {
      const state = clock.getState();
      // Before anything is loaded the clock has no moment worth sharing, only the map view.
      const view: PlaybackView =
        state.endMs > 0 ? { timeMs: state.timeMs, speed: state.speed } : {};
      const current = map.current;
      if (current !== null) {
        const center = current.getCenter();
        view.center = [center.lng, center.lat];
        view.zoom = current.getZoom();
      }
      const search = writePlaybackView(window.location.search, view);
      if (search !== window.location.search) {
        const url = `${window.location.pathname}${search}${window.location.hash}`;
        window.history.replaceState(window.history.state, '', url);
      }
    };
    write();
    const timer = setInterval(write, URL_SYNC_MS);
    return () => {
      clearInterval(timer);
    };
  }, [clock, map, active]);
}
