import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection, LineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { beforeIdFor } from './layer-order';
import { adjustBrightness, DARKBLUE, type MapTheme } from '../map.theme';

// The offline base map: Natural Earth 1:50m countries (world-atlas, ISC) drawn as GeoJSON fill and
// line layers, plus a 10° graticule. No tile server, no glyphs, no sprites: the map works with only
// our own server. Its colours come from the map style (map.theme) and the brightness setting.

/** The initial style: ocean only; land arrives with OfflineBaseMap.load. */
export const baseStyle: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'ocean', type: 'background', paint: { 'background-color': DARKBLUE.ocean } }],
};

type CountriesTopology = Topology<{ countries: GeometryCollection }>;

/**
 * Holds back the country geometry (≈750 kB of TopoJSON, then its conversion and tiling: hundreds
 * of ms of main thread under load) until `until` settles. The tracker passes its first painted
 * aircraft (issue 7: the aircraft must not wait for the land); other maps load at once.
 */
let geometryGate: Promise<unknown> = Promise.resolve();
export function deferCountryGeometry(until: Promise<unknown>): void {
  geometryGate = until;
}

const VECTOR_LAYERS = ['land', 'graticule', 'coast', 'borders'] as const;
const GRATICULE_STEP_DEGREES = 10;
// Web Mercator ends at ±85.05°; parallels beyond 80° are too crowded to help.
const GRATICULE_MAX_LATITUDE = 80;

/** Meridians and parallels every 10°; straight lines in Web Mercator, so two points each. */
export function graticule(): FeatureCollection<LineString> {
  const lines: [number, number][][] = [];
  for (let lon = -180; lon <= 180; lon += GRATICULE_STEP_DEGREES) {
    lines.push([
      [lon, -GRATICULE_MAX_LATITUDE],
      [lon, GRATICULE_MAX_LATITUDE],
    ]);
  }
  for (
    let lat = -GRATICULE_MAX_LATITUDE;
    lat <= GRATICULE_MAX_LATITUDE;
    lat += GRATICULE_STEP_DEGREES
  ) {
    lines.push([
      [-180, lat],
      [180, lat],
    ]);
  }
  return {
    type: 'FeatureCollection',
    features: lines.map((coordinates) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'LineString', coordinates },
    })),
  };
}

/**
 * The offline vector base map. Theme and visibility may be set before the country geometry has
 * arrived; they are applied as soon as the layers exist.
 */
export class OfflineBaseMap {
  private theme: MapTheme = DARKBLUE;
  private brightness = 0.4;
  private visible = true;
  private loaded = false;

  constructor(private readonly map: MapLibreMap) {}

  /** Fetches the country geometry (≈750 kB, cached by the browser) and adds the layers. */
  async load(): Promise<void> {
    // The download starts at once; only parsing and tiling wait for the gate.
    const download = fetch(countriesUrl);
    download.catch(() => undefined);
    await geometryGate.catch(() => undefined);
    const response = await download;
    if (!response.ok) throw new Error(`base map: HTTP ${response.status}`);
    const topology = (await response.json()) as CountriesTopology;
    const countries = topology.objects.countries;
    const map = this.map;
    // The page was left while the geometry loaded (a site-map link clicked at once): the map is
    // removed and its style has no layers left to draw on.
    if (map.getLayer('ocean') === undefined) return;
    map.addSource('land', { type: 'geojson', data: feature(topology, countries) });
    map.addSource('borders', {
      type: 'geojson',
      data: mesh(topology, countries, (a, b) => a !== b),
    });
    map.addSource('coast', {
      type: 'geojson',
      data: mesh(topology, countries, (a, b) => a === b),
    });
    map.addSource('graticule', { type: 'geojson', data: graticule() });
    map.addLayer({ id: 'land', type: 'fill', source: 'land' }, beforeIdFor(map, 'land'));
    map.addLayer(
      { id: 'graticule', type: 'line', source: 'graticule', paint: { 'line-width': 0.6 } },
      beforeIdFor(map, 'graticule'),
    );
    map.addLayer(
      { id: 'coast', type: 'line', source: 'coast', paint: { 'line-width': 1 } },
      beforeIdFor(map, 'coast'),
    );
    map.addLayer(
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-width': 0.8, 'line-dasharray': [3, 2] },
      },
      beforeIdFor(map, 'borders'),
    );
    this.loaded = true;
    this.apply();
  }

  setTheme(theme: MapTheme, brightness: number): void {
    this.theme = theme;
    this.brightness = brightness;
    this.apply();
  }

  /** Hidden while a raster base map covers it (the ocean background stays as the backdrop). */
  setVisible(visible: boolean): void {
    this.visible = visible;
    this.apply();
  }

  private apply(): void {
    const map = this.map;
    const colour = (hex: string) => adjustBrightness(hex, this.brightness);
    map.setPaintProperty('ocean', 'background-color', colour(this.theme.ocean));
    if (!this.loaded) return;
    map.setPaintProperty('land', 'fill-color', colour(this.theme.land));
    map.setPaintProperty('graticule', 'line-color', colour(this.theme.graticule));
    map.setPaintProperty('coast', 'line-color', colour(this.theme.coast));
    map.setPaintProperty('borders', 'line-color', colour(this.theme.border));
    for (const id of VECTOR_LAYERS) {
      map.setLayoutProperty(id, 'visibility', this.visible ? 'visible' : 'none');
    }
  }
}
