import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '@skytrace/contracts';
import { isPlaybackSpeed, type PlaybackSpeed } from './clock';

// Shareable playback links (issue 8): the query string of every playback page holds the moment,
// the speed and the map view, so a copied link reopens the same picture.
//   t      playback moment, Unix seconds (whole: trace times are stored to 0.1 s, seconds suffice)
//   speed  one of 0.5, 1, 2, 4
//   c      map centre "lng,lat", 4 decimals (≈ 11 m)
//   z      map zoom, 2 decimals (a query value, so fractions are safe here unlike in paths)

export interface PlaybackView {
  timeMs?: number;
  speed?: PlaybackSpeed;
  center?: [number, number];
  zoom?: number;
}

const finite = (text: string | null): number | null => {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** The playback view in a query string; invalid parts are left out. */
export function parsePlaybackView(search: string | URLSearchParams): PlaybackView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view: PlaybackView = {};
  const t = finite(params.get('t'));
  if (t !== null && t >= 0) view.timeMs = Math.round(t) * 1000;
  const speed = finite(params.get('speed'));
  if (speed !== null && isPlaybackSpeed(speed)) view.speed = speed;
  const center = params.get('c')?.split(',');
  if (center?.length === 2) {
    const lng = finite(center[0] ?? null);
    const lat = finite(center[1] ?? null);
    if (lng !== null && lat !== null && Math.abs(lng) <= 180 && Math.abs(lat) <= 85) {
      view.center = [lng, lat];
    }
  }
  const zoom = finite(params.get('z'));
  if (zoom !== null) view.zoom = Math.min(Math.max(zoom, MAP_MIN_ZOOM), MAP_MAX_ZOOM);
  return view;
}

/**
 * `search` with the view written in (other parameters kept), e.g.
 * `?t=1700000000&speed=2&c=104.4520,33.3940&z=8.25`.
 */
export function writePlaybackView(search: string | URLSearchParams, view: PlaybackView): string {
  const params = new URLSearchParams(search);
  if (view.timeMs !== undefined) params.set('t', Math.floor(view.timeMs / 1000).toString());
  if (view.speed !== undefined) params.set('speed', view.speed.toString());
  if (view.center !== undefined) {
    params.set('c', `${view.center[0].toFixed(4)},${view.center[1].toFixed(4)}`);
  }
  if (view.zoom !== undefined) params.set('z', Number(view.zoom.toFixed(2)).toString());
  const text = params.toString().replace(/%2C/g, ',');
  return text === '' ? '' : `?${text}`;
}

/** Seconds in a route segment (startTime, endTime, scheduledDeptime), or null. */
export function parseSeconds(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,12}$/.test(segment)) return null;
  return Number(segment);
}

/** The flight's playback route: by dynamicId when it has one, else its aircraft's window. */
export function playbackPathOf(flight: {
  flightId: number;
  dynamicId: string | null;
  icaoId: string;
  anum: string | null;
  STD: number | null;
  firstSeen: number;
  lastSeen: number;
}): string {
  if (flight.dynamicId !== null) {
    const time = Math.floor(flight.STD ?? flight.firstSeen);
    return `/playback/${encodeURIComponent(flight.dynamicId)}/${time.toString()}`;
  }
  const aircraft = encodeURIComponent(flight.anum ?? flight.icaoId);
  // Trace times have tenths of seconds; the window is whole seconds around them.
  const start = Math.floor(flight.firstSeen).toString();
  const end = Math.ceil(flight.lastSeen).toString();
  return `/playbacksup/${aircraft}/${flight.flightId.toString()}/${start}/${end}`;
}
