import type { Map as MapLibreMap } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
import { destinationPoint, type WaitArea } from '@skytrace/contracts';
import { beforeIdFor } from './layer-order';

// Holding areas (`/adsb/frw/route/wait`): where the detector saw aircraft hold over recent days.
// Each area is a circle on the ground (its radius holds 90 % of its holds, so a true geographic
// circle, not a pixel size), shaded by how many holds it had, with a label at its centre.

const SOURCE = 'wait-areas';
const FILL = 'wait-areas-fill';
const LINE = 'wait-areas-line';
/** Holds at which the colour scale starts and tops out (the legend shows the same stops). */
export const WAIT_AREA_STOPS = [
  { holds: 2, colour: '#fadb14' },
  { holds: 10, colour: '#fa8c16' },
  { holds: 30, colour: '#f5222d' },
] as const;
const VERTICES = 48;

function circle(area: WaitArea): [number, number][] {
  const ring: [number, number][] = [];
  const point: [number, number] = [0, 0];
  for (let i = 0; i <= VERTICES; i++) {
    destinationPoint(area.lat, area.lon, (i * 360) / VERTICES, area.radiusKm * 1000, point);
    ring.push([point[1], point[0]]);
  }
  return ring;
}

export type WaitAreaLabel = (area: WaitArea) => string;

export class WaitAreasLayer {
  private readonly markers: maplibregl.Marker[] = [];
  private areas: WaitArea[] = [];
  private enabled = false;

  constructor(
    private readonly map: MapLibreMap,
    private readonly label: WaitAreaLabel,
  ) {
    map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    const colour = [
      'interpolate',
      ['linear'],
      ['get', 'holds'],
      ...WAIT_AREA_STOPS.flatMap((stop) => [stop.holds, stop.colour]),
    ] as maplibregl.ExpressionSpecification;
    const before = beforeIdFor(map, 'routes');
    map.addLayer(
      {
        id: FILL,
        type: 'fill',
        source: SOURCE,
        layout: { visibility: 'none' },
        paint: { 'fill-color': colour, 'fill-opacity': 0.25 },
      },
      before,
    );
    map.addLayer(
      {
        id: LINE,
        type: 'line',
        source: SOURCE,
        layout: { visibility: 'none' },
        paint: { 'line-color': colour, 'line-width': 1.5, 'line-dasharray': [2, 1] },
      },
      before,
    );
  }

  /** Areas drawn (0 while off). */
  get count(): number {
    return this.enabled ? this.areas.length : 0;
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    for (const id of [FILL, LINE])
      this.map.setLayoutProperty(id, 'visibility', enabled ? 'visible' : 'none');
    this.drawLabels();
  }

  setAreas(areas: readonly WaitArea[]): void {
    this.areas = [...areas];
    void this.map.getSource<maplibregl.GeoJSONSource>(SOURCE)?.setData({
      type: 'FeatureCollection',
      features: this.areas.map((area) => ({
        type: 'Feature',
        properties: { id: area.id, holds: area.holds },
        geometry: { type: 'Polygon', coordinates: [circle(area)] },
      })),
    });
    this.drawLabels();
  }

  /** Labels again (a language or unit change). */
  relabel(): void {
    this.drawLabels();
  }

  private drawLabels(): void {
    for (const marker of this.markers.splice(0)) marker.remove();
    if (!this.enabled) return;
    for (const area of this.areas) {
      const element = document.createElement('div');
      element.className = 'wait-area-label';
      element.textContent = this.label(area);
      element.dataset.waitArea = String(area.id);
      this.markers.push(
        new maplibregl.Marker({ element }).setLngLat([area.lon, area.lat]).addTo(this.map),
      );
    }
  }

  destroy(): void {
    for (const marker of this.markers.splice(0)) marker.remove();
    for (const id of [LINE, FILL]) if (this.map.getLayer(id)) this.map.removeLayer(id);
    if (this.map.getSource(SOURCE)) this.map.removeSource(SOURCE);
  }
}
