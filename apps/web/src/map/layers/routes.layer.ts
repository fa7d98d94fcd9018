import type { Map as MapLibreMap } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
import type { ObservedRoute, RouteSet } from '@skytrace/contracts';
import { beforeIdFor } from './layer-order';

// Observed routes (issue 19 item 6): the corridors our recorded flights flew between two
// airports, drawn as a line per route (width by traffic) with an HTML label at its middle —
// city pair and flights a day — in the UI language. Labelled "observed", never "airway".

const COLORS: Record<RouteSet, string> = { domestic: '#1677ff', sea: '#13a8a8' };

export type RouteLabel = (route: ObservedRoute) => string;

export class RoutesLayer {
  private readonly markers: maplibregl.Marker[] = [];
  private routes: ObservedRoute[] = [];
  private enabled = false;

  constructor(
    private readonly map: MapLibreMap,
    private readonly set: RouteSet,
    private readonly label: RouteLabel,
  ) {
    const source = `routes-${set}`;
    map.addSource(source, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer(
      {
        id: source,
        type: 'line',
        source,
        layout: { visibility: 'none', 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': COLORS[set],
          'line-opacity': 0.75,
          'line-width': ['interpolate', ['linear'], ['get', 'perDay'], 0, 1.5, 20, 5],
          'line-dasharray': [3, 1.5],
        },
      },
      beforeIdFor(map, 'routes'),
    );
  }

  get count(): number {
    return this.enabled ? this.routes.length : 0;
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.map.setLayoutProperty(`routes-${this.set}`, 'visibility', enabled ? 'visible' : 'none');
    this.drawLabels();
  }

  setRoutes(routes: readonly ObservedRoute[]): void {
    this.routes = [...routes];
    const source = this.map.getSource<maplibregl.GeoJSONSource>(`routes-${this.set}`);
    void source?.setData({
      type: 'FeatureCollection',
      features: this.routes.map((route) => ({
        type: 'Feature',
        properties: { id: route.id, perDay: route.flightsPerDay },
        geometry: { type: 'LineString', coordinates: route.points },
      })),
    });
    this.drawLabels();
  }

  /** Labels again (a language change). */
  relabel(): void {
    this.drawLabels();
  }

  private drawLabels(): void {
    for (const marker of this.markers.splice(0)) marker.remove();
    if (!this.enabled) return;
    for (const route of this.routes) {
      const middle = route.points[Math.floor(route.points.length / 2)];
      if (!middle) continue;
      const element = document.createElement('div');
      element.className = `route-label route-label--${this.set}`;
      element.textContent = this.label(route);
      element.dataset.route = `${route.from.icao}-${route.to.icao}`;
      this.markers.push(new maplibregl.Marker({ element }).setLngLat(middle).addTo(this.map));
    }
  }

  destroy(): void {
    for (const marker of this.markers.splice(0)) marker.remove();
    const id = `routes-${this.set}`;
    if (this.map.getLayer(id)) this.map.removeLayer(id);
    if (this.map.getSource(id)) this.map.removeSource(id);
  }
}
