import type { DeviceAllPage } from '@skytrace/contracts';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { OfflineBaseMap } from '../../map/layers/base.layer';
import { createRadarMap, type MapLibreMap } from '../../map/radar.map';
import type { GeoJSONSource } from 'maplibre-gl';

const SOURCE = 'all-devices';
const PICK = 'siting-pick';

function devicesData(devices: DeviceAllPage['map']): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: devices.map((device) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [device.lon, device.lat] },
      properties: { devId: device.devId, online: device.online },
    })),
  };
}

function pickData(point: { lat: number; lon: number } | null): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: point
      ? [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [point.lon, point.lat] },
            properties: {},
          },
        ]
      : [],
  };
}

/** Every public receiver (green online, grey offline); a click picks a place for the advisor. */
export function DevicesMap(props: {
  devices: DeviceAllPage['map'];
  picked: { lat: number; lon: number } | null;
  label: string;
  onPick: (point: { lat: number; lon: number }) => void;
  onOpen: (devId: number) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const ready = useRef(false);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const show = (instance: MapLibreMap) => {
    void instance.getSource<GeoJSONSource>(SOURCE)?.setData(devicesData(latest.current.devices));
    void instance.getSource<GeoJSONSource>(PICK)?.setData(pickData(latest.current.picked));
    if (container.current)
      container.current.dataset.devices = String(latest.current.devices.length);
  };

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const instance = createRadarMap(element, { center: [110, 33], zoom: 3.5 });
    map.current = instance;
    instance.on('load', () => {
      // The base map's layers arrive later and would cover ours: ours go back on top.
      new OfflineBaseMap(instance)
        .load()
        .then(() => {
          for (const id of [SOURCE, PICK]) if (instance.getLayer(id)) instance.moveLayer(id);
        })
        .catch((error: unknown) => console.error('base map', error));
      instance.addSource(SOURCE, { type: 'geojson', data: devicesData([]) });
      instance.addSource(PICK, { type: 'geojson', data: pickData(null) });
      instance.addLayer({
        id: SOURCE,
        type: 'circle',
        source: SOURCE,
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 4, 10, 8],
          'circle-color': ['case', ['get', 'online'], '#52c41a', '#8c8c8c'],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.5,
        },
      });
      instance.addLayer({
        id: PICK,
        type: 'circle',
        source: PICK,
        paint: {
          'circle-radius': 8,
          'circle-color': 'rgba(250, 173, 20, 0.35)',
          'circle-stroke-color': '#faad14',
          'circle-stroke-width': 2,
        },
      });
      instance.on('click', (event) => {
        const hit = instance.queryRenderedFeatures(event.point, { layers: [SOURCE] })[0];
        const devId = hit?.properties.devId as number | undefined;
        if (devId !== undefined) latest.current.onOpen(devId);
        else latest.current.onPick({ lat: event.lngLat.lat, lon: event.lngLat.lng });
      });
      instance.on('mouseenter', SOURCE, () => (instance.getCanvas().style.cursor = 'pointer'));
      instance.on('mouseleave', SOURCE, () => (instance.getCanvas().style.cursor = ''));
      ready.current = true;
      show(instance);
      element.dataset.ready = 'true';
    });
    return () => {
      ready.current = false;
      instance.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    if (map.current && ready.current) show(map.current);
  }, [props.devices, props.picked]);

  return (
    <div
      ref={container}
      className="device-map__all-map"
      role="img"
      aria-label={props.label}
      data-testid="devices-map"
    />
  );
}
