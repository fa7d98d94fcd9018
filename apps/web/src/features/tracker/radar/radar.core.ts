import { aircraftStore, type AircraftStore, type LiveAircraft } from '../../../live/aircraft.store';
import { RealtimeConnection, useLiveStatus } from '../../../live/realtime';
import { AircraftLayer } from '../../../map/layers/aircraft.layer';
import {
  createLabelMarker,
  createRadarMap,
  type MapLibreMap,
  type RadarView,
} from '../../../map/radar.map';
import { liveBounds } from '../live-bounds';

// The part of the live radar that puts aircraft on screen: the socket, the map and the aircraft
// layer. It imports neither React nor i18next, so the bootstrap (radar.boot.ts) can run it before
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

/** Starts the socket, then the map in `container`, then the aircraft layer on the map's load. */
export function startRadarCore(
  container: HTMLElement,
  view: RadarView,
  options: { store?: AircraftStore; animated?: boolean } = {},
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
      connection.stop();
      map.remove();
    },
  };
}
