import { COVERAGE_SECTOR_DEGREES, type Coverage } from '@skytrace/contracts';
import type { GeoJSONSource, Marker } from 'maplibre-gl';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { OfflineBaseMap } from '../../map/layers/base.layer';
import { createLabelMarker, createRadarMap, type MapLibreMap } from '../../map/radar.map';
import { boundsOf, heatFeatures, outlineRing } from './device-map.format';

const HEAT = 'coverage-heat';
const OUTLINE = 'coverage-outline';
const CENTRE = 'coverage-centre';
const CELLS = 'coverage-cells';

/** Spec §9: the coverage layer (default heat map) and the receiver's label (default its code). */
export type CoverageLayer = 'heatMap' | 'cells';
export type CoverageLabel = 'code' | 'name' | 'none';

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

function outlineData(coverage: Coverage | null): GeoJSON.FeatureCollection {
  if (!coverage?.centre) return EMPTY;
  const ring = outlineRing(coverage.centre, coverage.outline, COVERAGE_SECTOR_DEGREES);
  const centre: GeoJSON.Feature = {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [coverage.centre.lon, coverage.centre.lat] },
    properties: {},
  };
  if (ring.length === 0) return { type: 'FeatureCollection', features: [centre] };
  return {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: {} },
      centre,
    ],
  };
}

/** Adds the heat map, the outline and the receiver's mark (once the style is ready). */
function addLayers(map: MapLibreMap): void {
  map.addSource(HEAT, { type: 'geojson', data: EMPTY });
  map.addSource(OUTLINE, { type: 'geojson', data: EMPTY });
  map.addLayer({
    id: HEAT,
    type: 'heatmap',
    source: HEAT,
    paint: {
      'heatmap-weight': ['get', 'weight'],
      // Cells are 0.05°: the radius grows with zoom so neighbouring cells merge into an area.
      'heatmap-radius': ['interpolate', ['exponential', 2], ['zoom'], 4, 6, 8, 26, 11, 140],
      'heatmap-intensity': ['interpolate', ['linear'], ['zoom'], 4, 1, 9, 2],
      'heatmap-opacity': 0.85,
      'heatmap-color': [
        'interpolate',
        ['linear'],
        ['heatmap-density'],
        0,
        'rgba(0,0,0,0)',
        0.15,
        '#2b83ba',
        0.4,
        '#abdda4',
        0.65,
        '#ffffbf',
        0.85,
        '#fdae61',
        1,
        '#d7191c',
      ],
    },
  });
  map.addLayer({
    id: CELLS,
    type: 'circle',
    source: HEAT,
    layout: { visibility: 'none' },
    paint: {
      'circle-radius': ['interpolate', ['exponential', 2], ['zoom'], 4, 1.5, 8, 5, 11, 30],
      'circle-color': [
        'interpolate',
        ['linear'],
        ['get', 'weight'],
        0,
        '#2b83ba',
        1.5,
        '#ffffbf',
        3,
        '#d7191c',
      ],
      'circle-opacity': 0.8,
    },
  });
  map.addLayer({
    id: OUTLINE,
    type: 'line',
    source: OUTLINE,
    filter: ['==', ['geometry-type'], 'Polygon'],
    paint: { 'line-color': '#f5f5f5', 'line-width': 1.5, 'line-dasharray': [3, 2] },
  });
  map.addLayer({
    id: CENTRE,
    type: 'circle',
    source: OUTLINE,
    filter: ['==', ['geometry-type'], 'Point'],
    paint: {
      'circle-radius': 6,
      'circle-color': '#1677ff',
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 2,
    },
  });
}

/** The device's coverage on the product's base map: heat map of cells, polar outline. */
export function CoverageMap(props: {
  coverage: Coverage | null;
  label: string;
  layer: CoverageLayer;
  labelType: CoverageLabel;
  /** The receiver's code (device number) and name (alias), for its label on the map. */
  names: { code: string; name: string };
}) {
  const container = useRef<HTMLDivElement>(null);
  const marker = useRef<Marker | null>(null);
  const map = useRef<MapLibreMap | null>(null);
  const ready = useRef(false);
  const [mapReady, setMapReady] = useState(false);
  const latest = useRef(props.coverage);
  useLayoutEffect(() => {
    latest.current = props.coverage;
  });

  const show = (instance: MapLibreMap, coverage: Coverage | null) => {
    const heat = instance.getSource<GeoJSONSource>(HEAT);
    const outline = instance.getSource<GeoJSONSource>(OUTLINE);
    void heat?.setData(coverage ? heatFeatures(coverage) : EMPTY);
    void outline?.setData(outlineData(coverage));
    const element = container.current;
    if (element) element.dataset.points = String(coverage?.points.length ?? 0);
    const corners = boundsOf([
      ...(coverage?.points ?? []),
      ...(coverage?.centre ? [{ lat: coverage.centre.lat, lng: coverage.centre.lon }] : []),
    ]);
    if (corners) instance.fitBounds(corners, { padding: 40, maxZoom: 9, duration: 0 });
  };

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const instance = createRadarMap(element, { center: [116.4, 39.9], zoom: 6 });
    map.current = instance;
    instance.on('load', () => {
      // The base map's layers arrive later and would cover ours: ours go back on top.
      new OfflineBaseMap(instance)
        .load()
        .then(() => {
          for (const id of [HEAT, OUTLINE, CENTRE])
            if (instance.getLayer(id)) instance.moveLayer(id);
        })
        .catch((error: unknown) => console.error('base map', error));
      addLayers(instance);
      ready.current = true;
      show(instance, latest.current);
      setMapReady(true);
      element.dataset.ready = 'true';
    });
    return () => {
      ready.current = false;
      marker.current?.remove();
      instance.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    if (map.current && ready.current) show(map.current, props.coverage);
  }, [props.coverage]);

  // The layer choice and the receiver's label.
  const { layer, labelType, names } = props;
  const centre = props.coverage?.centre ?? null;
  useEffect(() => {
    const instance = map.current;
    if (!instance || !ready.current) return;
    instance.setLayoutProperty(HEAT, 'visibility', layer === 'heatMap' ? 'visible' : 'none');
    instance.setLayoutProperty(CELLS, 'visibility', layer === 'cells' ? 'visible' : 'none');
    marker.current?.remove();
    marker.current = null;
    if (labelType === 'none' || centre === null) return;
    const element = document.createElement('div');
    element.className = 'device-map__label';
    element.textContent = labelType === 'code' ? names.code : names.name;
    marker.current = createLabelMarker(element).setLngLat([centre.lon, centre.lat]).addTo(instance);
  }, [layer, labelType, names.code, names.name, centre, mapReady]);

  return (
    <div
      ref={container}
      className="device-map__map"
      role="img"
      aria-label={props.label}
      data-testid="coverage-map"
    />
  );
}
