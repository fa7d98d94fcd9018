import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { Feature, FeatureCollection, LineString } from 'geojson';
import type { FlightPath } from '@skytrace/contracts';
import type { AircraftStore } from '../../live/aircraft.store';
import { FlownTracks } from './flown.tracks';

// The tracks of the selected flights (spec §2 track options): the flown track of every selected
// flight (flown.tracks.ts: history, then live positions, coloured by altitude) in one source with
// features per flight, and for the flight in the detail bar its forecast track to the
// destination (dashed) and its scheduled route (dotted). The layers sit under the aircraft so the
// icons stay on top of their tracks.

const FLOWN = 'track-flown';
/** The live tails of the flown tracks (flown.tracks.ts liveLines), redrawn every batch. */
const FLOWN_LIVE = 'track-flown-live';
const FORECAST = 'track-forecast';
const SCHEDULED = 'track-scheduled';
const LAYERS = [SCHEDULED, FORECAST, FLOWN, FLOWN_LIVE] as const;
/** The first aircraft layer (aircraft.layer.ts): tracks are kept right under it. */
const AIRCRAFT_BOTTOM_LAYER = 'aircraft-halo';

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
  private readonly flown = new FlownTracks();
  /** The path whose forecast and scheduled routes show (the detail bar's flight). */
  private routes: FlightPath | null = null;
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
    for (const id of [FLOWN, FLOWN_LIVE]) {
      map.addLayer(
        {
          id,
          type: 'line',
          source: id,
          layout: { 'line-cap': 'round', 'line-join': 'round' },
          paint: { 'line-color': ['get', 'color'], 'line-width': 3 },
        },
        before,
      );
    }
    map.on('styledata', this.keepUnderAircraft);
    this.unsubscribe = store.subscribe(this.onBatch);
  }

  /**
   * Shows the tracks of one flight `icao` from `path` (null: no tracks, e.g. a visitor may not
   * see them), routes included. Called again with fresh paths while the flight stays selected;
   * live points since are kept. Single-flight form of setFlown and setRoutes.
   */
  setTrack(icao: number | null, path: FlightPath | null): void {
    this.setFlown(icao === null || path === null ? new Map() : new Map([[icao, path]]));
    this.setRoutes(icao === null ? null : path);
  }

  /**
   * Draws the flown tracks of exactly the flights of `paths` (ICAO address → last path answer).
   * A flight keeps its live points across fresh answers; a flight left out loses its track.
   */
  setFlown(paths: ReadonlyMap<number, FlightPath>): void {
    const changed = this.flown.setPaths(paths);
    const grew = this.flown.appendLive((icao) => this.store.get(icao));
    if (changed) this.renderFlown();
    else if (grew) this.renderLive();
  }

  /** Shows the forecast and scheduled routes of `path` (the detail bar's flight), or none. */
  setRoutes(path: FlightPath | null): void {
    if (path === this.routes) return;
    this.routes = path;
    this.renderRoutes();
  }

  /** Points of the flown tracks drawn now (history and live, every flight), for browser tests. */
  get flownPointCount(): number {
    return this.flown.pointCount;
  }

  /** Points of each flown track drawn now by ICAO address (six hex digits), for browser tests. */
  flownPointCounts(): Record<string, number> {
    return this.flown.pointCounts();
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

  /** Appends each tracked aircraft's newest live position to its flown track. */
  private readonly onBatch = (): void => {
    if (this.flown.appendLive((icao) => this.store.get(icao))) this.renderLive();
  };

  private renderFlown(): void {
    this.setData(FLOWN, collection(this.flown.historyLines()));
    this.renderLive();
  }

  private renderLive(): void {
    this.setData(FLOWN_LIVE, collection(this.flown.liveLines()));
  }

  private renderRoutes(): void {
    const path = this.routes;
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
