import * as maplibregl from 'maplibre-gl';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Navaid } from '@skytrace/contracts';
import { beforeIdFor } from './layer-order';

// Track option "waypoints" (issue 19 item 6): the navaids (OurAirports VOR, DME, NDB) within
// NEAR_KM of the selected flight's flown track, a dot each with an HTML label "ident type".
// OurAirports has no airway fixes, so navaids are the only open waypoints there are.

const SOURCE = 'waypoints';
/** A navaid this close to some point of the track is "along" it. */
export const NEAR_KM = 25;
const KM_PER_DEGREE = 111.2;

/** Navaids within NEAR_KM of one of `track`'s points (equirectangular: distances are short). */
export function navaidsAlong(
  navaids: readonly Navaid[],
  track: readonly { lat: number; lon: number }[],
): Navaid[] {
  return navaids.filter((navaid) => {
    const cos = Math.cos((navaid.lat * Math.PI) / 180);
    return track.some(
      (p) => Math.hypot(p.lat - navaid.lat, (p.lon - navaid.lon) * cos) * KM_PER_DEGREE <= NEAR_KM,
    );
  });
}

export class WaypointsLayer {
  private readonly markers: maplibregl.Marker[] = [];
  private shown: Navaid[] = [];

  constructor(private readonly map: MapLibreMap) {
    map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer(
      {
        id: SOURCE,
        type: 'circle',
        source: SOURCE,
        paint: {
          'circle-radius': 4,
          'circle-color': '#ffffff',
          'circle-stroke-color': '#722ed1',
          'circle-stroke-width': 2,
        },
      },
      beforeIdFor(map, 'waypoints'),
    );
  }

  get count(): number {
    return this.shown.length;
  }

  get idents(): string[] {
    return this.shown.map((navaid) => navaid.ident);
  }

  show(navaids: readonly Navaid[]): void {
    this.shown = [...navaids];
    void this.map.getSource<maplibregl.GeoJSONSource>(SOURCE)?.setData({
      type: 'FeatureCollection',
      features: this.shown.map((navaid) => ({
        type: 'Feature',
        properties: { ident: navaid.ident },
        geometry: { type: 'Point', coordinates: [navaid.lon, navaid.lat] },
      })),
    });
    for (const marker of this.markers.splice(0)) marker.remove();
    for (const navaid of this.shown) {
      const element = document.createElement('div');
      element.className = 'waypoint-label';
      element.textContent = `${navaid.ident} ${navaid.type}`;
      element.title = navaid.name;
      this.markers.push(
        new maplibregl.Marker({ element, anchor: 'left', offset: [8, 0] })
          .setLngLat([navaid.lon, navaid.lat])
          .addTo(this.map),
      );
    }
  }

  destroy(): void {
    for (const marker of this.markers.splice(0)) marker.remove();
    if (this.map.getLayer(SOURCE)) this.map.removeLayer(SOURCE);
    if (this.map.getSource(SOURCE)) this.map.removeSource(SOURCE);
  }
}
