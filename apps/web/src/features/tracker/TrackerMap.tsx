import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { aircraftStore } from '../../live/aircraft.store';
import { extrapolatePosition } from '../../live/extrapolate';
import type { AircraftLayerOptions } from '../../map/layers/aircraft.layer';
import { FollowCamera } from '../../map/follow.camera';
import { createLabelMarker, type MapLibreMap, type RadarView } from '../../map/radar.map';
import { attachSelectedTracks, type SelectedTracks } from './detail/tracks.controller';
import { attachMapOptions, type MapOptionsHandle } from './options/map-options.controller';
import { attachMapOverlays, type MapOverlays } from './labels/map-overlays';
import { useSelection } from './tracker.store';
import { adoptBootedRadar, placeRadar } from './radar/radar.boot';
import { startRadarCore } from './radar/radar.core';

/** The radar's own element inside the page's map region (the same shape as a booted one's). */
function createCoreElement(host: HTMLElement): HTMLElement {
  const element = document.createElement('div');
  element.className = 'radar-core';
  host.append(element);
  return element;
}

interface TrackerMapProps {
  initialView: RadarView;
  /** Receives the map once created (null on unmount), for the page's camera moves. */
  onMap: (map: MapLibreMap | null) => void;
  onSelect: (icao: number | null) => void;
}

/** The MapLibre map with the live aircraft; created once, fed by the socket outside React. */
export function TrackerMap({ initialView, onMap, onSelect }: TrackerMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  // The first view and the callbacks are read once by the effect; later changes flow through
  // the stores, so the map is never re-created by a render.
  const initial = useRef({ initialView, onMap, onSelect });
  const mapRef = useRef<MapLibreMap | null>(null);
  // Popup links navigate inside the app; the ref keeps the map's callbacks on the current router.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  // A layout effect: the booted radar moves into the page before the browser paints the page,
  // so the page's panels never show under the full-window map for a frame.
  useLayoutEffect(() => {
    const element = container.current;
    if (element === null) return;
    const { initialView: view, onMap: publish, onSelect: select } = initial.current;
    // The radar the entry bootstrapped before React (radar.boot.ts), else a new one (the page
    // was reached by navigation inside the app).
    const booted = adoptBootedRadar();
    const core = booted ?? startRadarCore(createCoreElement(element), view);
    if (booted !== null) placeRadar(booted, element);
    core.setSelectHandler(select);
    const { map, connection } = core;
    let disposed = false;
    let peer: ReturnType<SkytracePeerLayerFactory> | null = null;
    let unsubscribeSelection: (() => void) | null = null;
    let track: SelectedTracks | null = null;
    let follow: FollowCamera | null = null;
    const unsubscribeTracks: (() => void)[] = [];
    let overlays: MapOverlays | null = null;
    let mapOptions: MapOptionsHandle | null = null;

    void core.layer.then((current) => {
      if (disposed) return;
      current.setSelected(useSelection.getState().selectedIcao);
      // Filter, labels and multi-select rings (spec §2 flight handling).
      overlays = attachMapOverlays(map, aircraftStore, current);
      unsubscribeSelection = useSelection.subscribe((state) =>
        current.setSelected(state.selectedIcao),
      );
      // The selected flights' tracks (detail bar and multi-select) and the lock-on camera (§4).
      track = attachSelectedTracks(map, aircraftStore);
      const camera = new FollowCamera(map, aircraftStore, () =>
        useSelection.getState().setLocked(false),
      );
      follow = camera;
      let followed = useSelection.getState().selectedIcao;
      const followLocked = () => {
        const { locked, selectedIcao, setLocked } = useSelection.getState();
        // Spec §4: the lock belongs to one flight; another selection (or none) releases it.
        if (selectedIcao !== followed) {
          followed = selectedIcao;
          if (locked) setLocked(false);
          return;
        }
        camera.setTarget(locked ? selectedIcao : null);
      };
      followLocked();
      unsubscribeTracks.push(useSelection.subscribe(followLocked));
      // The land is the core's (radar.core.ts); the options restyle it.
      mapOptions = attachMapOptions(map, core.baseMap, (path) => void navigateRef.current(path));
    });
    window.__skytrace = {
      aircraftCount: () => aircraftStore.size,
      renderStats: () => (peer ?? core.currentLayer)?.stats ?? null,
      trackPoints: () => track?.flownPointCount ?? 0,
      trackPointsByFlight: () => track?.flownPointCounts() ?? {},
      waypoints: () => ({
        shown: track?.waypointIdents ?? [],
        // What the GPU drew: the navaids' dots in the current view.
        rendered: map.getLayer('waypoints')
          ? map
              .queryRenderedFeatures({ layers: ['waypoints'] })
              .map((feature) => String(feature.properties.ident))
          : [],
      }),
      labelStats: () => overlays?.labels.stats ?? null,
      aircraftPoint: (hex) => {
        const aircraft = aircraftStore.get(parseInt(hex, 16));
        if (aircraft === undefined) return null;
        const point = map.project(extrapolatePosition(aircraft, Date.now(), [0, 0]));
        return { x: point.x, y: point.y };
      },
      liveStats: () => connection.stats,
      view: () => {
        const center = map.getCenter();
        return { center: [center.lng, center.lat], zoom: map.getZoom() };
      },
      startPeerLayer: (create) => {
        core.currentLayer?.destroy();
        const options: AircraftLayerOptions = {
          store: aircraftStore,
          onSelect: select,
          labelOf: (aircraft) => aircraft.hex,
          createMarker: createLabelMarker,
        };
        peer = create(map, options);
      },
    };
    mapRef.current = map;
    publish(map);
    return () => {
      disposed = true;
      mapRef.current = null;
      publish(null);
      unsubscribeSelection?.();
      overlays?.detach();
      mapOptions?.destroy();
      for (const unsubscribe of unsubscribeTracks) unsubscribe();
      follow?.destroy();
      track?.destroy();
      peer?.destroy();
      core.destroy();
      core.container.remove();
      delete window.__skytrace;
    };
  }, []);

  // MapLibre names its canvas "Map" in English; screen readers get the page's language.
  const canvasName = t('tracker.mapCanvas');
  useLayoutEffect(() => {
    mapRef.current?.getCanvas().setAttribute('aria-label', canvasName);
  }, [canvasName]);

  return (
    <div ref={container} className="tracker__map" role="region" aria-label={t('tracker.map')} />
  );
}
