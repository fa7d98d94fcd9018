import type { DeviceLiveFlight } from '@skytrace/contracts';
import type { GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { drawAircraftIcon } from '../../map/aircraft.icon';
import { supplyMissingImages } from '../../map/image.resolver';
import { OfflineBaseMap } from '../../map/layers/base.layer';
import { drawLabelImage, labelPixelRatio } from '../../map/layers/label.image';
import { createRadarMap, type MapLibreMap } from '../../map/radar.map';
import { boundsOf } from './device-map.format';

// "This receiver only" (issue 17): the radar picture of what one receiver hears now, from its
// live flights (refreshed by the page), on the product's base map. A click on an aircraft opens
// the live radar centred on it, where it can be selected among everything the community hears.

const SOURCE = 'heard-now';
const ICON = 'heard-now-aircraft';
const AIRCRAFT = 'heard-now-aircraft';
const LABELS = 'heard-now-labels';
const RECEIVER = 'heard-now-receiver';
const ICON_COLOUR = '#ffd666';
/** Label images are named by this prefix and their text (the map has no glyph server). */
const LABEL_PREFIX = 'heard-now-label:';
const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The aircraft with a position as map features (callsign, else ICAO, as label). */
export function heardFeatures(
  flights: readonly DeviceLiveFlight[],
  receiver: { lat: number; lon: number } | null,
): GeoJSON.FeatureCollection {
  const features: GeoJSON.Feature[] = [];
  for (const flight of flights) {
    if (flight.lat === null || flight.lon === null) continue;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [flight.lon, flight.lat] },
      properties: {
        kind: 'aircraft',
        icao: flight.icao,
        label: `${LABEL_PREFIX}${flight.callsign ?? flight.icao}`,
        track: flight.track ?? 0,
      },
    });
  }
  if (receiver !== null) {
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [receiver.lon, receiver.lat] },
      properties: { kind: 'receiver' },
    });
  }
  return { type: 'FeatureCollection', features };
}

function addLayers(map: MapLibreMap): void {
  const ratio = window.devicePixelRatio || 1;
  map.addImage(ICON, drawAircraftIcon(ICON_COLOUR, ratio), { pixelRatio: ratio });
  map.addSource(SOURCE, { type: 'geojson', data: EMPTY });
  map.addLayer({
    id: RECEIVER,
    type: 'circle',
    source: SOURCE,
    filter: ['==', ['get', 'kind'], 'receiver'],
    paint: {
      'circle-radius': 6,
      'circle-color': '#1677ff',
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: AIRCRAFT,
    type: 'symbol',
    source: SOURCE,
    filter: ['==', ['get', 'kind'], 'aircraft'],
    layout: {
      'icon-image': ICON,
      'icon-size': 0.4,
      'icon-rotate': ['get', 'track'],
      'icon-rotation-alignment': 'map',
      'icon-allow-overlap': true,
    },
  });
  map.addLayer({
    id: LABELS,
    type: 'symbol',
    source: SOURCE,
    filter: ['==', ['get', 'kind'], 'aircraft'],
    layout: {
      'icon-image': ['get', 'label'],
      'icon-anchor': 'top',
      'icon-offset': [0, 14],
      'icon-optional': true,
    },
  });
}

/** The receiver's live picture; `flights` undefined while the first answer loads. */
export function LiveHeardMap(props: {
  flights: readonly DeviceLiveFlight[] | undefined;
  receiver: { lat: number; lon: number } | null;
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const fitted = useRef(false);
  const [ready, setReady] = useState(false);
  const navigate = useNavigate();
  const open = useRef(navigate);
  useLayoutEffect(() => {
    open.current = navigate;
  });

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const instance = createRadarMap(element, { center: [116.4, 39.9], zoom: 6 });
    map.current = instance;
    const click = (event: MapLayerMouseEvent) => {
      const [lon, lat] = (event.features?.[0]?.geometry as GeoJSON.Point | undefined)
        ?.coordinates ?? [Number.NaN, Number.NaN];
      if (lon === undefined || lat === undefined || Number.isNaN(lon)) return;
      void open.current(`/tracker/${lon.toFixed(4)},${lat.toFixed(4)}/10`);
    };
    instance.on('load', () => {
      new OfflineBaseMap(instance)
        .load()
        .then(() => {
          for (const id of [RECEIVER, AIRCRAFT, LABELS])
            if (instance.getLayer(id)) instance.moveLayer(id);
        })
        .catch((error: unknown) => console.error('base map', error));
      supplyMissingImages(instance, (id) => {
        if (!id.startsWith(LABEL_PREFIX)) return false;
        const ratio = labelPixelRatio();
        const text = id.slice(LABEL_PREFIX.length);
        const colours = { text: '#f0f0f0', halo: '#0b1526' };
        instance.addImage(id, drawLabelImage(text, colours, ratio), { pixelRatio: ratio });
        return true;
      });
      addLayers(instance);
      instance.on('click', AIRCRAFT, click);
      instance.on('mouseenter', AIRCRAFT, () => (instance.getCanvas().style.cursor = 'pointer'));
      instance.on('mouseleave', AIRCRAFT, () => (instance.getCanvas().style.cursor = ''));
      setReady(true);
    });
    // Read-only probe for browser tests: where an aircraft can be clicked now.
    window.__skytraceHeardNow = {
      point: () => {
        const canvas = instance.getCanvas().getBoundingClientRect();
        if (!instance.getLayer(AIRCRAFT)) return null;
        const hit = instance.queryRenderedFeatures({ layers: [AIRCRAFT] }).find((feature) => {
          const at = instance.project(
            (feature.geometry as GeoJSON.Point).coordinates as [number, number],
          );
          return at.x > 20 && at.y > 20 && at.x < canvas.width - 20 && at.y < canvas.height - 20;
        });
        if (hit === undefined) return null;
        const at = instance.project(
          (hit.geometry as GeoJSON.Point).coordinates as [number, number],
        );
        return { x: canvas.left + at.x, y: canvas.top + at.y, icao: String(hit.properties.icao) };
      },
    };
    return () => {
      delete window.__skytraceHeardNow;
      instance.remove();
      map.current = null;
    };
  }, []);

  const { flights, receiver } = props;
  useEffect(() => {
    const instance = map.current;
    if (!instance || !ready || flights === undefined) return;
    void instance.getSource<GeoJSONSource>(SOURCE)?.setData(heardFeatures(flights, receiver));
    const element = container.current;
    if (element) element.dataset.aircraft = String(flights.filter((f) => f.lat !== null).length);
    // Framed once on the first answer; afterwards the reader's pan and zoom are kept.
    if (fitted.current) return;
    const corners = boundsOf([
      ...flights.flatMap((f) =>
        f.lat === null || f.lon === null ? [] : [{ lat: f.lat, lng: f.lon }],
      ),
      ...(receiver ? [{ lat: receiver.lat, lng: receiver.lon }] : []),
    ]);
    if (corners) instance.fitBounds(corners, { padding: 40, maxZoom: 9, duration: 0 });
    fitted.current = true;
  }, [flights, receiver, ready]);

  return (
    <div
      ref={container}
      className="device-map__map device-map__map--live"
      role="img"
      aria-label={props.label}
      data-testid="heard-now-map"
    />
  );
}
