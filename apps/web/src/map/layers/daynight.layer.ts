import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { MapTheme } from '../map.theme';
import { beforeIdFor } from './layer-order';
import { nightPolygon } from './solar';

// The day/night layer (spec §2): the night side of the Earth, computed in the browser from the
// clock (solar.ts) and redrawn every minute while the layer is on; the terminator moves a quarter
// of a degree a minute, under a pixel at the zooms where the shading is useful.

const SOURCE = 'day-night';
const UPDATE_MS = 60_000;

export class DayNightLayer {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly map: MapLibreMap,
    private readonly now: () => Date = () => new Date(),
  ) {
    map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer(
      {
        id: 'day-night',
        type: 'fill',
        source: SOURCE,
        layout: { visibility: 'none' },
        paint: { 'fill-antialias': false },
      },
      beforeIdFor(map, 'day-night'),
    );
  }

  get enabled(): boolean {
    return this.timer !== null;
  }

  setEnabled(enabled: boolean): void {
    if (enabled === this.enabled) return;
    this.map.setLayoutProperty('day-night', 'visibility', enabled ? 'visible' : 'none');
    if (enabled) {
      this.update();
      this.timer = setInterval(this.update, UPDATE_MS);
    } else if (this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  setTheme(theme: MapTheme): void {
    this.map.setPaintProperty('day-night', 'fill-color', theme.night);
    this.map.setPaintProperty('day-night', 'fill-opacity', theme.nightOpacity);
  }

  destroy(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private readonly update = (): void => {
    void this.map.getSource<GeoJSONSource>(SOURCE)?.setData(nightPolygon(this.now()));
  };
}
