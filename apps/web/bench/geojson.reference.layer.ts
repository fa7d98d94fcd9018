import type { GeoJSONSource, Map as MapLibreMap, MapLayerMouseEvent, Marker } from 'maplibre-gl';
import type { AircraftLayerOptions, AircraftLayerStats } from '../src/map/layers/aircraft.layer';
import type { FeatureCollection, Point } from 'geojson';
import { extrapolatePosition, simulationIntervalMs } from '../src/live/extrapolate';
import { isEmergency, type LiveAircraft } from '../src/live/aircraft.store';
import { drawAircraftIcon } from '../src/map/aircraft.icon';
import { ALTITUDE_BANDS, altitudeBand, EMERGENCY_COLOR, GROUND_COLOR } from '../src/map/map.theme';

// The benchmark's peer (`npm run bench:web`): the aircraft layer as it was before the GPU layer,
// kept to measure against in the same session. One GeoJSON source rebuilt from the store and
// setData on every batch and on the simulation timer (up to 900 aircraft), a symbol layer of
// pre-coloured icons. Not part of the product's build: the bench injects it (peer-layer.entry.ts).

const SOURCE = 'aircraft-geojson';
const ICON_SIZE = 0.62;

interface AircraftProperties {
  icao: number;
  icon: string;
  track: number;
  selected: boolean;
  /** Draw order: emergencies and the selected aircraft on top, then by altitude. */
  order: number;
}

function iconName(aircraft: LiveAircraft): string {
  if (isEmergency(aircraft)) return 'aircraft-emergency';
  if (aircraft.onGround) return 'aircraft-ground';
  return `aircraft-${altitudeBand(aircraft.altitudeFt)}`;
}

export class GeoJsonReferenceLayer {
  readonly stats: AircraftLayerStats = {
    updates: 0,
    lastMs: 0,
    meanMs: 0,
    rendered: 0,
    frames: 0,
    lastDrawMs: 0,
    firstPaintMs: null,
  };
  private selected: number | null = null;
  private frame = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private unsubscribe: (() => void) | null = null;
  private label: Marker | null = null;
  private readonly labelElement = document.createElement('div');
  private readonly position: [number, number] = [0, 0];
  private totalMs = 0;

  constructor(
    private readonly map: MapLibreMap,
    private readonly options: AircraftLayerOptions,
  ) {
    this.labelElement.className = 'aircraft-label';
    this.addImages();
    map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer({
      id: 'aircraft-geojson-halo',
      type: 'circle',
      source: SOURCE,
      filter: ['==', ['get', 'selected'], true],
      paint: {
        'circle-radius': 17,
        'circle-color': 'rgba(255, 255, 255, 0.12)',
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
      },
    });
    map.addLayer({
      id: 'aircraft-geojson',
      type: 'symbol',
      source: SOURCE,
      layout: {
        'icon-image': ['get', 'icon'],
        'icon-size': ICON_SIZE,
        'icon-rotate': ['get', 'track'],
        'icon-rotation-alignment': 'map',
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
        'symbol-sort-key': ['get', 'order'],
      },
    });
    map.on('click', 'aircraft-geojson', this.onClick);
    map.on('mouseenter', 'aircraft-geojson', this.onEnter);
    map.on('mouseleave', 'aircraft-geojson', this.onLeave);
    this.unsubscribe = options.store.subscribe(this.requestRender);
    this.requestRender();
  }

  /** Highlights `icao` (or nothing) and shows its label. */
  setSelected(icao: number | null): void {
    if (this.selected === icao) return;
    this.selected = icao;
    this.requestRender();
  }

  destroy(): void {
    this.unsubscribe?.();
    if (this.timer !== null) clearTimeout(this.timer);
    cancelAnimationFrame(this.frame);
    this.label?.remove();
    this.map.off('click', 'aircraft-geojson', this.onClick);
    this.map.off('mouseenter', 'aircraft-geojson', this.onEnter);
    this.map.off('mouseleave', 'aircraft-geojson', this.onLeave);
  }

  private addImages(): void {
    const ratio = Math.max(1, Math.min(window.devicePixelRatio || 1, 3));
    const images: [string, string][] = [
      ...ALTITUDE_BANDS.map((band, i): [string, string] => [`aircraft-${i}`, band.color]),
      ['aircraft-ground', GROUND_COLOR],
      ['aircraft-emergency', EMERGENCY_COLOR],
    ];
    for (const [name, color] of images) {
      this.map.addImage(name, drawAircraftIcon(color, ratio), { pixelRatio: ratio });
    }
  }

  private readonly requestRender = (): void => {
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(this.render);
  };

  private readonly render = (): void => {
    const started = performance.now();
    const now = Date.now();
    const features: FeatureCollection<Point, AircraftProperties>['features'] = [];
    let selectedAircraft: LiveAircraft | undefined;
    for (const aircraft of this.options.store.values()) {
      const [lon, lat] = extrapolatePosition(aircraft, now, this.position);
      const selected = aircraft.icao === this.selected;
      if (selected) selectedAircraft = aircraft;
      const emergency = isEmergency(aircraft);
      features.push({
        type: 'Feature',
        id: aircraft.icao,
        geometry: { type: 'Point', coordinates: [lon, lat] },
        properties: {
          icao: aircraft.icao,
          icon: iconName(aircraft),
          track: aircraft.track ?? 0,
          selected,
          order: (selected ? 200_000 : emergency ? 100_000 : 0) + (aircraft.altitudeFt ?? 0) / 1000,
        },
      });
    }
    const source = this.map.getSource<GeoJSONSource>(SOURCE);
    void source?.setData({ type: 'FeatureCollection', features });
    this.updateLabel(selectedAircraft);
    const elapsed = performance.now() - started;
    this.stats.updates++;
    this.stats.lastMs = elapsed;
    this.totalMs += elapsed;
    this.stats.meanMs = this.totalMs / this.stats.updates;
    this.stats.rendered = features.length;
    if (this.stats.firstPaintMs === null && features.length > 0) {
      // setData is asynchronous (worker tiling): count the first frame drawn after it.
      this.map.once('render', () => (this.stats.firstPaintMs ??= performance.now()));
    }
    this.scheduleNext(features.length);
  };

  private scheduleNext(count: number): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const interval = simulationIntervalMs(count);
    if (interval !== null && count > 0) this.timer = setTimeout(this.requestRender, interval);
  }

  private updateLabel(aircraft: LiveAircraft | undefined): void {
    if (aircraft === undefined) {
      this.label?.remove();
      this.label = null;
      return;
    }
    this.labelElement.textContent = this.options.labelOf(aircraft);
    if (this.label === null) {
      this.label = this.options.createMarker(this.labelElement);
      this.label.setLngLat(this.position).addTo(this.map);
    }
    this.label.setLngLat(extrapolatePosition(aircraft, Date.now(), this.position));
  }

  private readonly onClick = (event: MapLayerMouseEvent): void => {
    const icao = event.features?.[0]?.properties.icao as unknown;
    if (typeof icao !== 'number') return;
    this.options.onSelect(icao === this.selected ? null : icao);
  };

  private readonly onEnter = (): void => {
    this.map.getCanvas().style.cursor = 'pointer';
  };

  private readonly onLeave = (): void => {
    this.map.getCanvas().style.cursor = '';
  };
}
