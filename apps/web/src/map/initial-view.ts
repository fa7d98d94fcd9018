import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '@skytrace/contracts';
import type { RadarView } from './radar.map';

// The first view of the radar when the link names none (`/`, `/mobile`). Spec §9's zoom 8 around
// its centre showed one aircraft on a flat colour on a phone (issue 15): the first view now
// shows the same stretch of sky on every screen, so a phone zooms out (≈ 5.4) and a laptop
// less (≈ 6.3), each with a hundred aircraft or more of a busy day in view.

/** Degrees of longitude across the geometric mean of the map's width and height. */
const FIRST_VIEW_SPAN_DEGREES = 9;
/** MapLibre's tile size: the world is 512 · 2^zoom pixels wide. */
const WORLD_PIXELS_AT_ZOOM_0 = 512;
/** Never farther out than this: a wall of icons tells nothing either. */
const FIRST_VIEW_MIN_ZOOM = 4;

/** The spec's centre at the zoom that fits the first view's span into a `width` × `height` map. */
export function fittedDefaultView(width: number, height: number): RadarView {
  const side = Math.sqrt(Math.max(1, width) * Math.max(1, height));
  const zoom = Math.log2((side * 360) / (WORLD_PIXELS_AT_ZOOM_0 * FIRST_VIEW_SPAN_DEGREES));
  const clamped = Math.min(DEFAULT_MAP_ZOOM, Math.max(FIRST_VIEW_MIN_ZOOM, zoom));
  return { center: DEFAULT_MAP_CENTER, zoom: Math.round(clamped * 10) / 10 };
}

/** The first view for this window (the map fills it but for a bar of a few dozen pixels). */
export function firstView(): RadarView {
  return fittedDefaultView(window.innerWidth, window.innerHeight);
}
