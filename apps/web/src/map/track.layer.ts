import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { Feature, FeatureCollection, LineString } from 'geojson';
import { PLAYBACK_GAP_SECONDS, type FlightPath } from '@skytrace/contracts';
import type { AircraftStore } from '../live/aircraft.store';
import { ALTITUDE_BANDS, altitudeBand, GROUND_COLOR } from './map.theme';

// The tracks of the selected flight (spec §2 track options): the flown track (history from the
// flightPath call, then every live position as it arrives) coloured by altitude with the bands of
// the aircraft icons, the forecast track to the destination (dashed) and the scheduled route
// (dotted). Points more than PLAYBACK_GAP_SECONDS apart are not joined: a gap in coverage is not
// a straight flight. The layers sit under the aircraft so the icon stays on top of its track.

const FLOWN = 'track-flown';
const FORECAST = 'track-forecast';
const SCHEDULED = 'track-scheduled';
const LAYERS = [SCHEDULED, FORECAST, FLOWN] as const;
/** The first aircraft layer (aircraft.layer.ts): tracks are kept right under it. */
const AIRCRAFT_BOTTOM_LAYER = 'aircraft-halo';

export interface TrackPoint {
  lon: number;
  lat: number;
  /** Barometric altitude, ft; null when unknown. */
  altitudeFt: number | null;
  onGround: boolean;
  /** Seconds since the Unix epoch. */
  time: number;
}

type Line = Feature<LineString, { color: string }>;

const colorOf = (point: TrackPoint) =>
  point.onGround ? GROUND_COLOR : (ALTITUDE_BANDS[altitudeBand(point.altitudeFt)]?.color ?? '');

/**
 * The flown track as lines of one colour each: a segment takes the colour of the altitude band of
 * its start, consecutive segments of one colour share a line, and a gap over `gapSeconds` ends it.
 */
export function flownLines(
  points: readonly TrackPoint[],
  gapSeconds = PLAYBACK_GAP_SECONDS,
): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1];
    const to = points[i];
    if (from === undefined || to === undefined) continue;
    if (to.time - from.time > gapSeconds) {
      current = null;
      continue;
    }
    const color = colorOf(from);
    if (current === null || current.properties.color !== color) {
      current = {
        type: 'Feature',
        properties: { color },
        geometry: { type: 'LineString', coordinates: [[from.lon, from.lat]] },
      };
      lines.push(current);
    }
    current.geometry.coordinates.push([to.lon, to.lat]);
  }
  return lines;
}

/** The history of a path answer as track points (oldest first). */
export function historyPoints(path: FlightPath): TrackPoint[] {
  return path.trace.path
    .map((point) => ({
      lon: point.lon,
      lat: point.lat,
      altitudeFt: point.alt,
      onGround: point.onGround,
      time: point.time,
    }))
    .sort((a, b) => a.time - b.time);
}

const collection = (features: Feature[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features,
});

function routeLine(points: readonly { lon: number; lat: number }[]): Feature<LineString>[] {
  if (points.length < 2) return [];
  return [
    {
      type: 'Feature',
      properties: {},
      geometry: { type: 'LineString', coordinates: points.map((p) => [p.lon, p.lat]) },
    },
  ];
}

export interface TrackOptions {
  forecast: boolean;
  scheduled: boolean;
}

export class TrackLayer {
  private icao: number | null = null;
  private path: FlightPath | null = null;
  private history: TrackPoint[] = [];
  /** Live positions of the selected aircraft newer than the history. */
  private live: TrackPoint[] = [];
  private options: TrackOptions = { forecast: true, scheduled: false };
  private readonly unsubscribe: () => void;

  constructor(
    private readonly map: MapLibreMap,
    private readonly store: AircraftStore,
  ) {
    const empty = collection([]);
    for (const id of LAYERS) map.addSource(id, { type: 'geojson', data: empty });
    const before = map.getLayer(AIRCRAFT_BOTTOM_LAYER) ? AIRCRAFT_BOTTOM_LAYER : undefined;
    map.addLayer(
      {
        id: SCHEDULED,
        type: 'line',
        source: SCHEDULED,
        layout: { 'line-cap': 'round' },
        paint: {
          'line-color': '#c9d6ea',
          'line-opacity': 0.7,
          'line-width': 1.5,
          'line-dasharray': [0.5, 2.5],
        },
      },
      before,
    );
    map.addLayer(
      {
        id: FORECAST,
        type: 'line',
        source: FORECAST,
        paint: {
          'line-color': '#ffffff',
          'line-opacity': 0.8,
          'line-width': 2,
          'line-dasharray': [3, 2],
        },
      },
      before,
    );
    map.addLayer(
      {
        id: FLOWN,
        type: 'line',
        source: FLOWN,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': ['get', 'color'], 'line-width': 3 },
      },
      before,
    );
    map.on('styledata', this.keepUnderAircraft);
    this.unsubscribe = store.subscribe(this.onBatch);
  }

  /**
   * Shows the tracks of `icao` from `path` (null: no tracks, e.g. a visitor may not see them).
   * Called again with fresh paths while the flight stays selected; live points since are kept.
   */
  setTrack(icao: number | null, path: FlightPath | null): void {
    if (icao !== this.icao) this.live = [];
    this.icao = icao;
    this.path = icao === null ? null : path;
    this.history = this.path === null ? [] : historyPoints(this.path);
    const last = this.history.at(-1)?.time ?? -Infinity;
    this.live = this.live.filter((point) => point.time > last);
    if (this.path !== null) this.onBatch();
    this.render();
  }

  /** Points of the flown track drawn now (history and live), for the browser tests. */
  get flownPointCount(): number {
    return this.history.length + this.live.length;
  }

  setOptions(options: TrackOptions): void {
    this.options = options;
    this.renderRoutes();
  }

  destroy(): void {
    this.unsubscribe();
    this.map.off('styledata', this.keepUnderAircraft);
    for (const id of LAYERS) {
      if (this.map.getLayer(id)) this.map.removeLayer(id);
      if (this.map.getSource(id)) this.map.removeSource(id);
    }
  }

  /** Appends the selected aircraft's newest live position to the flown track. */
  private readonly onBatch = (): void => {
    if (this.icao === null || this.path === null) return;
    const aircraft = this.store.get(this.icao);
    if (aircraft === undefined) return;
    const time = aircraft.positionTimeMs / 1000;
    const last = this.live.at(-1) ?? this.history.at(-1);
    if (last !== undefined && time <= last.time) return;
    if (last !== undefined && last.lon === aircraft.lon && last.lat === aircraft.lat) return;
    this.live.push({
      lon: aircraft.lon,
      lat: aircraft.lat,
      altitudeFt: aircraft.altitudeFt,
      onGround: aircraft.onGround,
      time,
    });
    this.setData(FLOWN, collection(flownLines([...this.history, ...this.live])));
  };

  private render(): void {
    this.setData(FLOWN, collection(flownLines([...this.history, ...this.live])));
    this.renderRoutes();
  }

  private renderRoutes(): void {
    const path = this.path;
    this.setData(
      FORECAST,
      collection(path !== null && this.options.forecast ? routeLine(path.forecastTrace.path) : []),
    );
    this.setData(
      SCHEDULED,
      collection(
        path !== null && this.options.scheduled ? routeLine(path.fullForecastTrace.path) : [],
      ),
    );
  }

  private setData(id: string, data: FeatureCollection): void {
    void this.map.getSource<GeoJSONSource>(id)?.setData(data);
  }

  /** Layers added later under the aircraft (base map, overlays) must not cover the tracks. */
  private readonly keepUnderAircraft = (): void => {
    const order = this.map.getLayersOrder();
    const anchor = order.indexOf(AIRCRAFT_BOTTOM_LAYER);
    if (anchor === -1) return;
    const below = order.slice(Math.max(0, anchor - LAYERS.length), anchor);
    if (below.every((id, i) => id === LAYERS[i])) return;
    for (const id of LAYERS) {
      if (this.map.getLayer(id)) this.map.moveLayer(id, AIRCRAFT_BOTTOM_LAYER);
    }
  };
}
