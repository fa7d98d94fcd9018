import type { FeatureCollection, LineString, Point } from 'geojson';
import type {
  ExpressionSpecification,
  GeoJSONSource,
  Map as MapLibreMap,
  MapLayerMouseEvent,
  Marker,
} from 'maplibre-gl';
import type { PlaybackFlight } from '../playback.api';

// Pick mode of multi-flight playback: the flights recorded in the map view during the window,
// drawn faintly under the played flights (their tracks, and a dot where each left the view or
// the window ended). A click on a track toggles its flight in the playback set. The tracks are
// thin, so clicks are tested against a wide invisible copy of them; a click on a played
// aircraft's icon belongs to the playback layer (it selects that flight) and is left alone.

const TRACKS = 'multi-pick-tracks';
const ENDS = 'multi-pick-ends';
const LINE = 'multi-pick-line';
const END = 'multi-pick-end';
const HIT = 'multi-pick-hit';
const LAYERS = [LINE, END, HIT] as const;
/** The lowest and the clickable layer of playback.layer.ts. */
const PLAYBACK_BOTTOM = 'playback-airport';
const PLAYBACK_AIRCRAFT = 'playback-aircraft';
const FAINT = 'rgba(190, 210, 240, 0.4)';
const PICKED = '#3fb6ff';
const HOVERED = '#ffffff';
// Half a fingertip on touch screens, a comfortable mouse target otherwise (px).
const HIT_WIDTH_TOUCH = 24;
const HIT_WIDTH_MOUSE = 12;
/** Margin of the probe's points from the map's edges (px): clear of the corner links. */
const PROBE_MARGIN = 48;
const HOVER: ExpressionSpecification = ['boolean', ['feature-state', 'hover'], false];

export interface CandidatesLayerOptions {
  createMarker: (element: HTMLElement) => Marker;
  onPick: (key: string) => void;
}

export class CandidatesLayer {
  private flights: readonly PlaybackFlight[] = [];
  private picked: ReadonlySet<string> = new Set();
  private hovered: string | null = null;
  private label: { marker: Marker; element: HTMLElement } | null = null;
  private removed = false;

  constructor(
    private readonly map: MapLibreMap,
    private readonly options: CandidatesLayerOptions,
  ) {
    const empty: FeatureCollection = { type: 'FeatureCollection', features: [] };
    map.addSource(TRACKS, { type: 'geojson', data: empty, promoteId: 'key' });
    map.addSource(ENDS, { type: 'geojson', data: empty });
    map.addLayer(
      {
        id: LINE,
        type: 'line',
        source: TRACKS,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': ['case', HOVER, HOVERED, ['get', 'picked'], PICKED, FAINT],
          'line-width': ['case', HOVER, 3, ['get', 'picked'], 2.5, 1.5],
        },
      },
      this.below(),
    );
    map.addLayer(
      {
        id: END,
        type: 'circle',
        source: ENDS,
        paint: {
          'circle-radius': 2.5,
          'circle-color': ['case', ['get', 'picked'], PICKED, FAINT],
        },
      },
      this.below(),
    );
    const coarse = window.matchMedia('(pointer: coarse)').matches;
    map.addLayer(
      {
        id: HIT,
        type: 'line',
        source: TRACKS,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': '#000000',
          'line-opacity': 0,
          'line-width': coarse ? HIT_WIDTH_TOUCH : HIT_WIDTH_MOUSE,
        },
      },
      this.below(),
    );
    map.on('click', HIT, this.onClick);
    map.on('mousemove', HIT, this.onHover);
    map.on('mouseleave', HIT, this.onLeave);
    map.on('styledata', this.keepOrder);
    map.once('remove', this.onRemove);
  }

  /** Replaces the candidates (a new view or window, or another slice arrived). */
  setCandidates(flights: readonly PlaybackFlight[]): void {
    this.flights = flights;
    if (this.hovered !== null && !flights.some((flight) => flight.key === this.hovered)) {
      this.onLeave();
    }
    this.draw();
  }

  /** The flight ids in the playback set, drawn highlighted. */
  setPicked(ids: ReadonlySet<string>): void {
    this.picked = ids;
    this.draw();
  }

  /**
   * A point of the flight's track inside the map, in viewport pixels (for keyboard-free tests
   * and tools): the track's middle when visible, else the visible point nearest to it. Only a
   * point where the drawn track can be clicked counts: the data goes through the map's worker
   * and is drawn a few frames later (many under load), and until then a click finds nothing.
   */
  pointOf(key: string): { x: number; y: number } | null {
    const points = this.flights.find((flight) => flight.key === key)?.points ?? [];
    const canvas = this.map.getCanvas().getBoundingClientRect();
    const middle = points.length >> 1;
    for (let step = 0; step < points.length; step += 1) {
      const offset = step % 2 === 0 ? step / 2 : -(step + 1) / 2;
      const point = points[middle + offset];
      if (point === undefined) continue;
      const at = this.map.project([point.lon, point.lat]);
      const inside =
        at.x >= PROBE_MARGIN &&
        at.y >= PROBE_MARGIN &&
        at.x <= canvas.width - PROBE_MARGIN &&
        at.y <= canvas.height - PROBE_MARGIN;
      if (inside && this.clickable(key, at)) return { x: canvas.left + at.x, y: canvas.top + at.y };
    }
    return null;
  }

  private clickable(key: string, at: { x: number; y: number }): boolean {
    if (this.removed || !this.map.getLayer(HIT)) return false;
    const hits = this.map.queryRenderedFeatures([at.x, at.y], { layers: [HIT] });
    return hits.some((feature) => feature.properties.key === key);
  }

  destroy(): void {
    this.map.off('click', HIT, this.onClick);
    this.map.off('mousemove', HIT, this.onHover);
    this.map.off('mouseleave', HIT, this.onLeave);
    this.map.off('styledata', this.keepOrder);
    this.map.off('remove', this.onRemove);
    this.label?.marker.remove();
    this.label = null;
    if (this.removed) return;
    this.map.getCanvas().style.cursor = '';
    for (const id of [...LAYERS].reverse()) if (this.map.getLayer(id)) this.map.removeLayer(id);
    for (const id of [TRACKS, ENDS]) if (this.map.getSource(id)) this.map.removeSource(id);
  }

  private draw(): void {
    const lines: FeatureCollection<LineString>['features'] = [];
    const ends: FeatureCollection<Point>['features'] = [];
    for (const flight of this.flights) {
      const picked = this.picked.has(flight.key);
      const coordinates = flight.points.map((p): [number, number] => [p.lon, p.lat]);
      const last = coordinates.at(-1);
      if (last === undefined) continue;
      const properties = { key: flight.key, picked };
      if (coordinates.length >= 2) {
        lines.push({ type: 'Feature', geometry: { type: 'LineString', coordinates }, properties });
      }
      ends.push({ type: 'Feature', geometry: { type: 'Point', coordinates: last }, properties });
    }
    void this.source(TRACKS)?.setData({ type: 'FeatureCollection', features: lines });
    void this.source(ENDS)?.setData({ type: 'FeatureCollection', features: ends });
  }

  private readonly onClick = (event: MapLayerMouseEvent) => {
    if (this.map.getLayer(PLAYBACK_AIRCRAFT)) {
      const aircraft = this.map.queryRenderedFeatures(event.point, { layers: [PLAYBACK_AIRCRAFT] });
      if (aircraft.length > 0) return;
    }
    const key: unknown = event.features?.[0]?.properties.key;
    if (typeof key === 'string') this.options.onPick(key);
  };

  private readonly onHover = (event: MapLayerMouseEvent) => {
    const key: unknown = event.features?.[0]?.properties.key;
    if (typeof key !== 'string') return;
    this.map.getCanvas().style.cursor = 'pointer';
    if (key !== this.hovered) {
      this.setHover(this.hovered, false);
      this.hovered = key;
      this.setHover(key, true);
    }
    const flight = this.flights.find((candidate) => candidate.key === key);
    if (flight === undefined) return;
    if (this.label === null) {
      const element = document.createElement('div');
      element.className = 'aircraft-label playback-label';
      this.label = { element, marker: this.options.createMarker(element) };
      this.label.marker.setLngLat(event.lngLat).addTo(this.map);
    }
    this.label.element.textContent =
      flight.org !== null || flight.dst !== null
        ? `${flight.label} ${flight.org ?? '—'}→${flight.dst ?? '—'}`
        : flight.label;
    this.label.marker.setLngLat(event.lngLat);
  };

  private readonly onLeave = () => {
    this.setHover(this.hovered, false);
    this.hovered = null;
    this.label?.marker.remove();
    this.label = null;
    if (!this.removed) this.map.getCanvas().style.cursor = '';
  };

  private readonly onRemove = () => {
    this.removed = true;
  };

  private setHover(key: string | null, hover: boolean): void {
    if (key === null || this.removed || !this.map.getSource(TRACKS)) return;
    this.map.setFeatureState({ source: TRACKS, id: key }, { hover });
  }

  /** Just under the played flights (or on top while they are not there yet). */
  private below(): string | undefined {
    return this.map.getLayer(PLAYBACK_BOTTOM) ? PLAYBACK_BOTTOM : undefined;
  }

  // The base map arrives after a fetch and is added on top; the playback layer then raises
  // itself above it, and the candidates follow to sit right under the played flights.
  private readonly keepOrder = () => {
    const ids = this.map.getStyle().layers.map((layer) => layer.id);
    const below = this.below();
    const at = below === undefined ? ids.length : ids.indexOf(below);
    if (ids.slice(at - LAYERS.length, at).join() === LAYERS.join()) return;
    for (const id of LAYERS) if (this.map.getLayer(id)) this.map.moveLayer(id, below);
  };

  private source(id: string): GeoJSONSource | undefined {
    return this.map.getSource<GeoJSONSource>(id);
  }
}
