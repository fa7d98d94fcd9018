import type { FeatureCollection, LineString, Point } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap, MapSourceDataEvent, Marker } from 'maplibre-gl';
import { markStartup } from '../../live/startup.marks';
import { drawAircraftIcon } from '../../map/aircraft.icon';
import { EMERGENCY_SQUAWKS } from '@skytrace/contracts';
import { ALTITUDE_BANDS, altitudeBand, EMERGENCY_COLOR, GROUND_COLOR } from '../../map/map.theme';
import type { PlaybackFlight } from './playback.api';
import { TrackLineBuilder } from '../../map/layers/track.lines';
import { GAP_MS, sampleAt, type PlaybackSample } from './track';

// The playback picture on a MapLibre map: every flight's recorded track coloured by altitude
// (the live map's bands), "signal missing" gaps of over 300 s as dashed grey lines (spec §9), and
// the aircraft at the clock's moment, rotated to track. Written straight to GeoJSON sources, never
// through React. Labels are HTML markers (symbol text would need a glyph server) and only shown
// while few flights play, so an area playback of hundreds stays fast.

const TRACK = 'playback-track';
const GAPS = 'playback-gaps';
const AIRCRAFT = 'playback-aircraft';
const AIRPORT = 'playback-airport';
const LAYERS = [
  'playback-airport',
  'playback-track',
  'playback-gaps',
  'playback-halo',
  'playback-aircraft',
] as const;
const MAX_LABELS = 25;
const ICON_SIZE = 0.6;
const SIGNAL_MISSING_COLOR = '#8b95a1';

export interface PlaybackLayerOptions {
  createMarker: (element: HTMLElement) => Marker;
  onSelect: (key: string) => void;
}

/**
 * The icon of an aircraft at the clock's moment: grey in a "signal missing" gap, red while it
 * squawks an emergency code (as on the live map), else the ground or altitude band colour.
 */
export function iconOf(sample: PlaybackSample): string {
  if (sample.signalMissing) return 'playback-missing';
  if (sample.squawk != null && (EMERGENCY_SQUAWKS as readonly string[]).includes(sample.squawk)) {
    return 'playback-emergency';
  }
  return sample.onGround
    ? 'playback-ground'
    : `playback-${altitudeBand(sample.altitudeFt).toString()}`;
}

export class PlaybackLayer {
  private flights: readonly PlaybackFlight[] = [];
  private selected: string | null = null;
  private readonly labels = new Map<string, { marker: Marker; element: HTMLElement }>();
  private readonly keepOnTop = () => this.raise();
  private firstFrameMarked = false;
  private resolveFirstFrame: () => void = () => undefined;
  /** Settles when the first track has been drawn (the base map's geometry waits for it). */
  readonly firstFrame = new Promise<void>((resolve) => (this.resolveFirstFrame = resolve));

  constructor(
    private readonly map: MapLibreMap,
    private readonly options: PlaybackLayerOptions,
  ) {
    this.addImages();
    const empty: FeatureCollection = { type: 'FeatureCollection', features: [] };
    map.addSource(TRACK, { type: 'geojson', data: empty });
    map.addSource(GAPS, { type: 'geojson', data: empty });
    map.addSource(AIRCRAFT, { type: 'geojson', data: empty });
    map.addSource(AIRPORT, { type: 'geojson', data: empty });
    map.addLayer({
      id: 'playback-airport',
      type: 'circle',
      source: AIRPORT,
      paint: {
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 6, 4, 14, 14],
        'circle-color': 'rgba(63, 182, 255, 0.25)',
        'circle-stroke-color': '#3fb6ff',
        'circle-stroke-width': 2,
      },
    });
    map.addLayer({
      id: 'playback-track',
      type: 'line',
      source: TRACK,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': ['get', 'color'],
        'line-width': ['case', ['get', 'selected'], 3, 2],
        'line-opacity': ['case', ['get', 'selected'], 1, 0.75],
      },
    });
    map.addLayer({
      id: 'playback-gaps',
      type: 'line',
      source: GAPS,
      paint: { 'line-color': SIGNAL_MISSING_COLOR, 'line-width': 2, 'line-dasharray': [2, 2] },
    });
    map.addLayer({
      id: 'playback-halo',
      type: 'circle',
      source: AIRCRAFT,
      filter: ['==', ['get', 'selected'], true],
      paint: {
        'circle-radius': 17,
        'circle-color': 'rgba(255, 255, 255, 0.12)',
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
      },
    });
    map.addLayer({
      id: 'playback-aircraft',
      type: 'symbol',
      source: AIRCRAFT,
      layout: {
        'icon-image': ['get', 'icon'],
        'icon-size': ICON_SIZE,
        'icon-rotate': ['get', 'track'],
        'icon-rotation-alignment': 'map',
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
      },
    });
    map.on('click', 'playback-aircraft', (event) => {
      const key: unknown = event.features?.[0]?.properties.key;
      if (typeof key === 'string') this.options.onSelect(key);
    });
    map.on('mouseenter', 'playback-aircraft', () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', 'playback-aircraft', () => (map.getCanvas().style.cursor = ''));
    // The base map arrives after a fetch and may be inserted above us: stay on top.
    map.on('styledata', this.keepOnTop);
  }

  /** Replaces the flights (a new playback, or a streamed slice added points). */
  setFlights(flights: readonly PlaybackFlight[]): void {
    this.flights = flights;
    this.drawTracks();
    if (!this.firstFrameMarked && flights.some((flight) => flight.points.length > 0)) {
      this.firstFrameMarked = true;
      this.markFirstFrame();
    }
    const keep = new Set(flights.length <= MAX_LABELS ? flights.map((f) => f.key) : []);
    for (const [key, label] of this.labels) {
      if (!keep.has(key)) {
        label.marker.remove();
        this.labels.delete(key);
      }
    }
  }

  /**
   * Leaves `skytrace:playback-first-frame` on the performance timeline when the map has drawn
   * the first track (its source parsed, then the next frame): issue 8's "first frame drawn
   * ≤ 1 s after opening the link", measured by `npm run bench:playback-web`.
   */
  private markFirstFrame(): void {
    const onData = (event: MapSourceDataEvent) => {
      if (event.sourceId !== TRACK || !event.isSourceLoaded) return;
      this.map.off('sourcedata', onData);
      this.map.once('render', () => {
        markStartup('playback-first-frame');
        this.resolveFirstFrame();
      });
    };
    this.map.on('sourcedata', onData);
  }

  /** The airport of an airport playback, marked under the traffic (null: none). */
  setAirport(position: { lng: number; lat: number } | null): void {
    void this.source(AIRPORT)?.setData({
      type: 'FeatureCollection',
      features:
        position === null
          ? []
          : [
              {
                type: 'Feature',
                geometry: { type: 'Point', coordinates: [position.lng, position.lat] },
                properties: {},
              },
            ],
    });
  }

  setSelected(key: string | null): void {
    if (key === this.selected) return;
    this.selected = key;
    this.drawTracks();
  }

  /** Draws every aircraft at `timeMs`; returns the samples by flight key. */
  render(timeMs: number): Map<string, PlaybackSample> {
    const samples = new Map<string, PlaybackSample>();
    const features: FeatureCollection<Point>['features'] = [];
    const showLabels = this.flights.length <= MAX_LABELS;
    for (const flight of this.flights) {
      const sample = sampleAt(flight.points, timeMs);
      const label = this.labels.get(flight.key);
      if (sample === null) {
        label?.marker.remove();
        if (label !== undefined) this.labels.delete(flight.key);
        continue;
      }
      samples.set(flight.key, sample);
      const selected = flight.key === this.selected;
      features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [sample.lon, sample.lat] },
        properties: {
          key: flight.key,
          icon: iconOf(sample),
          track: sample.track ?? 0,
          selected,
          order: selected ? 1e6 : (sample.altitudeFt ?? 0),
        },
      });
      if (showLabels) this.placeLabel(flight, sample);
    }
    features.sort((a, b) => Number(a.properties?.order) - Number(b.properties?.order));
    void this.source(AIRCRAFT)?.setData({ type: 'FeatureCollection', features });
    return samples;
  }

  destroy(): void {
    this.map.off('styledata', this.keepOnTop);
    for (const { marker } of this.labels.values()) marker.remove();
    this.labels.clear();
  }

  private placeLabel(flight: PlaybackFlight, sample: PlaybackSample): void {
    let label = this.labels.get(flight.key);
    if (label === undefined) {
      const element = document.createElement('div');
      element.className = 'aircraft-label playback-label';
      element.textContent = flight.label;
      label = { element, marker: this.options.createMarker(element) };
      label.marker.setLngLat([sample.lon, sample.lat]).addTo(this.map);
      this.labels.set(flight.key, label);
    } else {
      label.marker.setLngLat([sample.lon, sample.lat]);
    }
    label.element.classList.toggle('playback-label--missing', sample.signalMissing);
    label.element.classList.toggle('playback-label--selected', flight.key === this.selected);
  }

  private drawTracks(): void {
    const lines: FeatureCollection<LineString>['features'] = [];
    const gaps: FeatureCollection<LineString>['features'] = [];
    for (const flight of this.flights) {
      const track = new TrackLineBuilder(GAP_MS, { selected: flight.key === this.selected });
      for (const point of flight.points) track.push(point, point.timeMs);
      lines.push(...track.lines);
      for (const [from, to] of track.gaps) {
        gaps.push({
          type: 'Feature',
          geometry: {
            type: 'LineString',
            coordinates: [
              [from.lon, from.lat],
              [to.lon, to.lat],
            ],
          },
          properties: {},
        });
      }
    }
    void this.source(TRACK)?.setData({ type: 'FeatureCollection', features: lines });
    void this.source(GAPS)?.setData({ type: 'FeatureCollection', features: gaps });
  }

  private source(id: string): GeoJSONSource | undefined {
    return this.map.getSource<GeoJSONSource>(id);
  }

  private raise(): void {
    const layers = this.map.getStyle().layers;
    const top = layers.at(-1)?.id;
    if (top === LAYERS.at(-1)) return;
    for (const id of LAYERS) if (this.map.getLayer(id)) this.map.moveLayer(id);
  }

  private addImages(): void {
    const ratio = Math.max(1, Math.round(window.devicePixelRatio || 1));
    const add = (name: string, color: string) => {
      if (!this.map.hasImage(name)) {
        this.map.addImage(name, drawAircraftIcon(color, ratio), { pixelRatio: ratio });
      }
    };
    ALTITUDE_BANDS.forEach((band, index) => add(`playback-${index.toString()}`, band.color));
    add('playback-ground', GROUND_COLOR);
    add('playback-missing', SIGNAL_MISSING_COLOR);
    add('playback-emergency', EMERGENCY_COLOR);
  }
}
