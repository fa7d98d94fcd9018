import { aircraftStore, type AircraftStore, type LiveAircraft } from '../../../live/aircraft.store';
import { RealtimeConnection, useLiveStatus } from '../../../live/realtime';
import { AircraftLayer } from '../../../map/layers/aircraft.layer';
import { OfflineBaseMap } from '../../../map/layers/base.layer';
import { markWhenTilesDrawn } from '../../../map/map.marks';
import { MAP_THEMES } from '../../../map/map.theme';
import {
  createLabelMarker,
  createRadarMap,
  type MapLibreMap,
  type RadarView,
} from '../../../map/radar.map';
import { useDisplaySettings } from '../../../settings/display-settings.store';
import { liveBounds } from '../live-bounds';

// The part of the live radar that puts aircraft and land on screen: the socket, the map, the
// aircraft layer and the offline base map. It imports neither React nor i18next, so the bootstrap (radar.boot.ts) can run it before
// the React shell has loaded; TrackerMap adopts it and adds the panels' layers (tracks, labels,
// options). Issue 7 counts the JavaScript loaded before the first painted aircraft.

export type SelectHandler = (icao: number | null) => void;

export interface RadarCore {
  /** The element MapLibre draws into; TrackerMap moves it into the page. */
  readonly container: HTMLElement;
  readonly map: MapLibreMap;
  readonly connection: RealtimeConnection;
  /** The aircraft layer, once the map's style has loaded. */
  readonly layer: Promise<AircraftLayer>;
  /** The offline base map (land, borders, places); the page's map options style it. */
  readonly baseMap: OfflineBaseMap;
  /**
   * Settles when the radar has something to show or nothing to wait for: the first aircraft
   * painted, a first batch with no aircraft in view, or the socket given up (spec §4).
   */
  readonly settled: Promise<void>;
  /** The aircraft layer if it exists yet (the benchmark's peer layer replaces it). */
  readonly currentLayer: AircraftLayer | null;
  /** Who hears map clicks on aircraft; nobody until the page has adopted the radar. */
  setSelectHandler: (handler: SelectHandler | null) => void;
  destroy: () => void;
}

/** Aircraft labels of the selected aircraft: callsign, else flight number, else ICAO address. */
function labelOf(aircraft: LiveAircraft): string {
  return aircraft.identity?.callsign || aircraft.identity?.fnum || aircraft.hex;
}

/** The longest the land waits for the first aircraft (a sky with nothing in view paints none). */
const LAND_WAITS_MS = 3000;

/**
 * Starts the socket, then the map in `container`, then the aircraft layer and the base map on
 * the map's load. `landFirst` (phones, issue 15) loads the land at once; otherwise it follows
 * the first painted aircraft (issue 7: the desktop's first-aircraft figure).
 */
export function startRadarCore(
  container: HTMLElement,
  view: RadarView,
  options: {
    store?: AircraftStore;
    animated?: boolean;
    landFirst?: boolean;
    /** With `landFirst`: the place names also wait for this (the page around the map). */
    labelsAfter?: Promise<unknown>;
  } = {},
): RadarCore {
  const store = options.store ?? aircraftStore;
  // The socket first: token, connect and validate run while MapLibre sets up (issue 7).
  const connection = new RealtimeConnection(store);
  connection.start();
  let map: MapLibreMap;
  try {
    map = createRadarMap(container, view);
  } catch (error) {
    // No WebGL, for one: the page shows the map's own failure; the socket must not linger.
    connection.stop();
    throw error;
  }
  const baseMap = new OfflineBaseMap(map);
  let handler: SelectHandler | null = null;
  let layer: AircraftLayer | null = null;
  let destroyed = false;
  const layerReady = new Promise<AircraftLayer>((resolve) => {
    map.once('load', () => {
      if (destroyed) return;
      layer = new AircraftLayer(map, {
        store,
        onSelect: (icao) => handler?.(icao),
        labelOf,
        createMarker: createLabelMarker,
      });
      layer.setAnimated(options.animated ?? true);
      resolve(layer);
      // The user's map style from the start (the style is loaded now): the land is not drawn
      // dark first and recoloured when the page's map options arrive.
      const settings = useDisplaySettings.getState();
      baseMap.setTheme(MAP_THEMES[settings.mapStyle], settings.brightness);
      const firstPaint = Promise.race([
        layer.firstPaint,
        new Promise((wait) => setTimeout(wait, LAND_WAITS_MS)),
      ]);
      // A phone: land at once, names once the aircraft, the land and the page are on screen
      // (each name is a canvas image drawn on the main thread the search box waits for). A
      // desktop: land and names after the first aircraft.
      let landDrawn: () => void = () => undefined;
      const labelsAfter = options.landFirst
        ? Promise.all([
            firstPaint,
            new Promise<void>((drawn) => (landDrawn = drawn)),
            options.labelsAfter,
          ])
        : undefined;
      baseMap
        .load(options.landFirst ? Promise.resolve() : firstPaint, labelsAfter)
        .then(async (added) => {
          if (added) await markWhenTilesDrawn(map, 'land');
          landDrawn();
        })
        .catch((error: unknown) => console.error('base map', error));
    });
  });
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    const done = () => {
      unsubscribeBatches();
      unsubscribeStatus();
      resolve();
    };
    // A radar destroyed before it settles lets go of the (app-wide) store as well.
    settle = done;
    // Identity rows notify too; only a location batch (lastBatchMs) says the view is empty.
    const unsubscribeBatches = store.subscribe(() => {
      if (store.lastBatchMs !== 0 && store.size === 0) done();
    });
    const unsubscribeStatus = useLiveStatus.subscribe((state) => {
      if (state.status === 'failed') done();
    });
    void layerReady.then((ready) => ready.firstPaint).then(done);
  });
  const sendView = () =>
    connection.setView({ bounds: liveBounds(map.getBounds()), zoom: map.getZoom() });
  // The view goes out as soon as the socket is validated; the layer packs whatever the store
  // holds when it is added on `load`.
  sendView();
  map.on('moveend', sendView);
  return {
    container,
    map,
    connection,
    layer: layerReady,
    baseMap,
    settled,
    get currentLayer() {
      return layer;
    },
    setSelectHandler: (next) => {
      handler = next;
    },
    destroy: () => {
      destroyed = true;
      handler = null;
      settle();
      layer?.destroy();
      baseMap.destroy();
      connection.stop();
      map.remove();
    },
  };
}
