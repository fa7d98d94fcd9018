import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
} from '@skytrace/contracts';
import { baseStyle } from './layers/base.layer';

// The radar map of spec §2: MapLibre GL on the offline vector base map, default view and zoom
// range of spec §9. Layers are added by their own modules (base.layer, aircraft.layer, layers/*).

maplibregl.setWorkerUrl(workerUrl);

export interface RadarView {
  center: readonly [number, number];
  zoom: number;
}

export const DEFAULT_VIEW: RadarView = { center: DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM };

/**
 * The map's drawing buffer is at most twice the CSS size. A phone's 3× screen made it 1170 ×
 * 2532 px: every frame filled 3 M pixels, and with a software renderer (SwiftShader) the frame's
 * commit alone took 150–800 ms of the main thread at 4× CPU throttling (issue 15). At 2× a
 * third of a millimetre per pixel stays sharp, and the GPU fills 2.25× fewer pixels.
 */
export const MAP_MAX_PIXEL_RATIO = 2;

/** The pixel ratio a map draws at on this screen. */
export function mapPixelRatio(devicePixelRatio: number = window.devicePixelRatio || 1): number {
  return Math.min(Math.max(1, devicePixelRatio), MAP_MAX_PIXEL_RATIO);
}

/** A map in `container` showing `view`; resolves once its style is loaded. */
export function createRadarMap(container: HTMLElement, view: RadarView): maplibregl.Map {
  return new maplibregl.Map({
    container,
    style: baseStyle,
    center: [view.center[0], view.center[1]],
    zoom: view.zoom,
    pixelRatio: mapPixelRatio(),
    // Labels appear at once: MapLibre's 300 ms fade redrew the whole map on every frame of it
    // after each tile, and on a phone's first seconds every frame counts (issue 15).
    fadeDuration: 0,
    minZoom: MAP_MIN_ZOOM,
    maxZoom: MAP_MAX_ZOOM,
    attributionControl: false,
    // Rotation adds nothing to a radar picture and confuses touch users.
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
  });
}

/** An HTML marker anchored left of its point (labels of the selected aircraft). */
export function createLabelMarker(element: HTMLElement): maplibregl.Marker {
  return new maplibregl.Marker({ element, anchor: 'left', offset: [16, 0] });
}

export type { Map as MapLibreMap } from 'maplibre-gl';

/** A small popup for a clicked map feature (airports, devices). */
export function createPopup(): maplibregl.Popup {
  return new maplibregl.Popup({ closeButton: true, maxWidth: '280px', offset: 10 });
}

/**
 * The attribution of the map's sources: the offline base map's (GeoNames and OpenStreetMap data
 * require it) and any online tile source's while one is on the map.
 */
export function createAttributionControl(): maplibregl.AttributionControl {
  const control = new maplibregl.AttributionControl({ compact: true });
  const onAdd = control.onAdd.bind(control);
  // On a narrow map MapLibre opens the compact credits when the first ones arrive, and the open
  // line then covers the altitude legend and the compass. Folded once, they stay one tap away
  // (the ⓘ button) and open only when asked.
  // The credits may already be there when the control is added (MapLibre opens them inside
  // onAdd) or arrive later: fold at once in the first case, on the first opening in the other.
  control.onAdd = (map) => {
    const container = onAdd(map);
    const fold = () => {
      if (!container.classList.contains('maplibregl-compact-show')) return false;
      container.classList.remove('maplibregl-compact-show');
      container.removeAttribute('open');
      return true;
    };
    if (fold()) return container;
    const watch = new MutationObserver(() => {
      if (fold()) watch.disconnect();
    });
    watch.observe(container, { attributes: true, attributeFilter: ['class'] });
    return container;
  };
  return control;
}
