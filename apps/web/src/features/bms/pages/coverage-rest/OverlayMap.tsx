// A back-office map of GeoJSON overlays on the product's base map: trajectories (lines), range
// outlines and route segments (polygons, lines coloured by a `color` property) and receivers
// (points). The view fits what is drawn; `data-ready` / `data-features` tell tests it is drawn.
import type { GeoJSONSource, LngLatBoundsLike } from 'maplibre-gl';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { OfflineBaseMap } from '../../../../map/layers/base.layer';
import { createRadarMap, type MapLibreMap } from '../../../../map/radar.map';
import './coverage-rest.css';

const SOURCE = 'bms-overlay';
const FILL = 'bms-overlay-fill';
const LINE = 'bms-overlay-line';
const POINT = 'bms-overlay-point';
const LAYERS = [FILL, LINE, POINT];

function boundsOf(data: GeoJSON.FeatureCollection): LngLatBoundsLike | undefined {
  let west = 180;
  let south = 90;
  let east = -180;
  let north = -90;
  const visit = (value: unknown): void => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number' && typeof value[1] === 'number') {
      west = Math.min(west, value[0]);
      east = Math.max(east, value[0]);
      south = Math.min(south, value[1]);
      north = Math.max(north, value[1]);
      return;
    }
    for (const item of value) visit(item);
  };
  for (const feature of data.features)
    if (feature.geometry.type !== 'GeometryCollection') visit(feature.geometry.coordinates);
  return west <= east ? [west, south, east, north] : undefined;
}

function addLayers(map: MapLibreMap): void {
  map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addLayer({
    id: FILL,
    type: 'fill',
    source: SOURCE,
    filter: ['==', ['geometry-type'], 'Polygon'],
    paint: { 'fill-color': '#1677ff', 'fill-opacity': 0.18, 'fill-outline-color': '#69b1ff' },
  });
  map.addLayer({
    id: LINE,
    type: 'line',
    source: SOURCE,
    filter: ['==', ['geometry-type'], 'LineString'],
    paint: {
      'line-color': ['coalesce', ['get', 'color'], '#fadb14'],
      'line-width': ['coalesce', ['get', 'width'], 2.5],
    },
  });
  map.addLayer({
    id: POINT,
    type: 'circle',
    source: SOURCE,
    filter: ['==', ['geometry-type'], 'Point'],
    paint: {
      'circle-radius': 6,
      'circle-color': ['coalesce', ['get', 'color'], '#1677ff'],
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 2,
    },
  });
}

export function OverlayMap(props: { data: GeoJSON.FeatureCollection; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const ready = useRef(false);
  const latest = useRef(props.data);
  useLayoutEffect(() => {
    latest.current = props.data;
  });

  const show = (instance: MapLibreMap, data: GeoJSON.FeatureCollection) => {
    void instance.getSource<GeoJSONSource>(SOURCE)?.setData(data);
    const bounds = boundsOf(data);
    if (bounds) instance.fitBounds(bounds, { padding: 40, maxZoom: 12, duration: 0 });
    if (container.current) container.current.dataset.features = String(data.features.length);
  };

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const instance = createRadarMap(element, { center: [116.4, 39.9], zoom: 5 });
    map.current = instance;
    instance.on('load', () => {
      new OfflineBaseMap(instance)
        .load()
        .then(() => {
          // The base map's layers arrive later and would cover ours.
          for (const id of LAYERS) if (instance.getLayer(id)) instance.moveLayer(id);
        })
        .catch((error: unknown) => console.error('base map', error));
      addLayers(instance);
      ready.current = true;
      show(instance, latest.current);
      element.dataset.ready = 'true';
    });
    return () => {
      ready.current = false;
      instance.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    if (map.current && ready.current) show(map.current, props.data);
  }, [props.data]);

  return (
    <div
      ref={container}
      className="bms-overlay-map"
      role="img"
      aria-label={props.label}
      data-testid="overlay-map"
    />
  );
}
