import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { deferCountryGeometry, OfflineBaseMap } from '../../map/layers/base.layer';
import {
  createLabelMarker,
  createRadarMap,
  type MapLibreMap,
  type RadarView,
} from '../../map/radar.map';
import type { PlaybackClock } from './clock';
import type { PlaybackFlight } from './playback.api';
import { PlaybackLayer } from './playback.layer';

interface PlaybackMapProps {
  clock: PlaybackClock;
  flights: readonly PlaybackFlight[];
  selectedKey: string | null;
  /** Airport playback: the airport's reference point, marked on the map. */
  airport: { lng: number; lat: number } | null;
  locked: boolean;
  initialView: RadarView;
  /** Fit the map to the flights once they arrive (no view in the link). */
  fitOnLoad: boolean;
  onSelect: (key: string) => void;
  /** Receives the map once created (null on unmount), for camera moves and the link. */
  onMap: (map: MapLibreMap | null) => void;
}

const FIT_PADDING = 60;

/** The playback map: base map, tracks and the aircraft at the clock's moment. */
export function PlaybackMap(props: PlaybackMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const layer = useRef<PlaybackLayer | null>(null);
  const map = useRef<MapLibreMap | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const fitted = useRef(false);
  const drawn = useRef<string[]>([]);

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const { initialView, clock, onMap } = latest.current;
    const instance = createRadarMap(element, initialView);
    map.current = instance;
    let unsubscribe: (() => void) | null = null;
    instance.on('load', () => {
      const created = new PlaybackLayer(instance, {
        createMarker: createLabelMarker,
        onSelect: (key) => latest.current.onSelect(key),
      });
      layer.current = created;
      // The land follows the first track (at most 3 s later): parsing and tiling the country
      // geometry first would hold the track back by a second (bench:playback-web).
      deferCountryGeometry(
        Promise.race([created.firstFrame, new Promise((resolve) => setTimeout(resolve, 3000))]),
      );
      new OfflineBaseMap(instance)
        .load()
        .catch((error: unknown) => console.error('base map', error));
      const draw = () => {
        const { timeMs } = clock.getState();
        const samples = created.render(timeMs);
        drawn.current = [...samples.keys()];
        const { locked, selectedKey } = latest.current;
        const sample = selectedKey === null ? undefined : samples.get(selectedKey);
        if (locked && sample !== undefined) instance.setCenter([sample.lon, sample.lat]);
      };
      created.setFlights(latest.current.flights);
      created.setSelected(latest.current.selectedKey);
      created.setAirport(latest.current.airport);
      draw();
      unsubscribe = clock.subscribe(draw);
      fitIfWanted();
    });
    window.__skytracePlayback = {
      flights: () => latest.current.flights.length,
      drawn: () => drawn.current,
      time: () => latest.current.clock.getState().timeMs,
      view: () => {
        const center = instance.getCenter();
        return { center: [center.lng, center.lat], zoom: instance.getZoom() };
      },
    };
    onMap(instance);
    return () => {
      onMap(null);
      unsubscribe?.();
      layer.current?.destroy();
      layer.current = null;
      map.current = null;
      instance.remove();
      delete window.__skytracePlayback;
    };
  }, []);

  function fitIfWanted() {
    const instance = map.current;
    const { flights, fitOnLoad } = latest.current;
    if (instance === null || fitted.current || !fitOnLoad) return;
    let west = Infinity;
    let south = Infinity;
    let east = -Infinity;
    let north = -Infinity;
    for (const flight of flights) {
      for (const point of flight.points) {
        west = Math.min(west, point.lon);
        east = Math.max(east, point.lon);
        south = Math.min(south, point.lat);
        north = Math.max(north, point.lat);
      }
    }
    if (!Number.isFinite(west)) return;
    fitted.current = true;
    // The panels under the map may have just appeared: measure the container before fitting.
    instance.resize();
    instance.fitBounds(
      [
        [west, south],
        [east, north],
      ],
      { padding: FIT_PADDING, maxZoom: 11, duration: 0 },
    );
  }

  useEffect(() => {
    const current = layer.current;
    if (current === null) return;
    current.setFlights(props.flights);
    drawn.current = [...current.render(props.clock.getState().timeMs).keys()];
    fitIfWanted();
  }, [props.flights, props.clock]);

  useEffect(() => {
    const current = layer.current;
    if (current === null) return;
    current.setSelected(props.selectedKey);
    current.render(props.clock.getState().timeMs);
  }, [props.selectedKey, props.clock]);

  const airportLng = props.airport?.lng;
  const airportLat = props.airport?.lat;
  useEffect(() => {
    layer.current?.setAirport(
      airportLng === undefined || airportLat === undefined
        ? null
        : { lng: airportLng, lat: airportLat },
    );
  }, [airportLng, airportLat]);

  return (
    <div ref={container} className="playback__map" role="region" aria-label={t('playback.map')} />
  );
}
