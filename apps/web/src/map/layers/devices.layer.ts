import type { GeoJSONSource, Map as MapLibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import type { DeviceListItem } from '@skytrace/contracts';
import { DEVICE_OFFLINE_COLOR, DEVICE_ONLINE_COLOR, type MapTheme } from '../map.theme';
import { beforeIdFor } from './layer-order';

// Receiver devices (spec §2 data layer) from the community device list: one circle per device
// with a published position (rounded to 0.1° by the server), green when online, grey when
// offline; the signed-in user's own devices get a ring in the style's airport colour.

const SOURCE = 'devices';

export interface DevicesLayerOptions {
  onClick: (device: DeviceListItem, at: [number, number]) => void;
}

interface DeviceProperties {
  devId: number;
  online: boolean;
  mine: boolean;
}

/** Devices that can be drawn: those with a position. */
export function placedDevices(devices: readonly DeviceListItem[]): DeviceListItem[] {
  return devices.filter((device) => device.lat !== null && device.lon !== null);
}

export class DevicesLayer {
  private devices = new Map<number, DeviceListItem>();

  constructor(
    private readonly map: MapLibreMap,
    private readonly options: DevicesLayerOptions,
  ) {
    map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer(
      {
        id: 'devices',
        type: 'circle',
        source: SOURCE,
        layout: { visibility: 'none', 'circle-sort-key': ['case', ['get', 'online'], 1, 0] },
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 3, 10, 6],
          'circle-color': ['case', ['get', 'online'], DEVICE_ONLINE_COLOR, DEVICE_OFFLINE_COLOR],
          'circle-stroke-width': ['case', ['get', 'mine'], 2.5, 1],
          'circle-opacity': 0.9,
        },
      },
      beforeIdFor(map, 'devices'),
    );
    map.on('click', 'devices', this.onClick);
    map.on('mouseenter', 'devices', this.onEnter);
    map.on('mouseleave', 'devices', this.onLeave);
  }

  get count(): number {
    return this.devices.size;
  }

  setEnabled(enabled: boolean): void {
    this.map.setLayoutProperty('devices', 'visibility', enabled ? 'visible' : 'none');
  }

  setTheme(theme: MapTheme): void {
    this.map.setPaintProperty('devices', 'circle-stroke-color', [
      'case',
      ['get', 'mine'],
      theme.airport,
      theme.airportStroke,
    ]);
  }

  setDevices(devices: readonly DeviceListItem[]): void {
    const placed = placedDevices(devices);
    this.devices = new Map(placed.map((device) => [device.devId, device]));
    const features: FeatureCollection<Point, DeviceProperties>['features'] = placed.map(
      (device) => ({
        type: 'Feature',
        properties: { devId: device.devId, online: device.online, mine: device.mine },
        geometry: { type: 'Point', coordinates: [device.lon ?? 0, device.lat ?? 0] },
      }),
    );
    void this.map
      .getSource<GeoJSONSource>(SOURCE)
      ?.setData({ type: 'FeatureCollection', features });
  }

  destroy(): void {
    this.map.off('click', 'devices', this.onClick);
    this.map.off('mouseenter', 'devices', this.onEnter);
    this.map.off('mouseleave', 'devices', this.onLeave);
  }

  private readonly onClick = (event: MapLayerMouseEvent): void => {
    const devId: unknown = event.features?.[0]?.properties.devId;
    const device = typeof devId === 'number' ? this.devices.get(devId) : undefined;
    if (device?.lon != null && device.lat != null) {
      this.options.onClick(device, [device.lon, device.lat]);
    }
  };

  private readonly onEnter = (): void => {
    this.map.getCanvas().style.cursor = 'pointer';
  };

  private readonly onLeave = (): void => {
    this.map.getCanvas().style.cursor = '';
  };
}
