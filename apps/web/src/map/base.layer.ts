import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { DARKBLUE } from './map.theme';

// The offline base map: Natural Earth 1:50m countries (world-atlas, ISC) drawn as GeoJSON fill and
// line layers. No tile server, no glyphs, no sprites: the map works with only our own server.

/** The initial style: ocean only; land arrives with addBaseLayers. */
export const baseStyle: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'ocean', type: 'background', paint: { 'background-color': DARKBLUE.ocean } }],
};

type CountriesTopology = Topology<{ countries: GeometryCollection }>;

/** Fetches the country geometry (≈750 kB, cached by the browser) and adds land and borders. */
export async function addBaseLayers(map: MapLibreMap): Promise<void> {
  const response = await fetch(countriesUrl);
  if (!response.ok) throw new Error(`base map: HTTP ${response.status}`);
  const topology = (await response.json()) as CountriesTopology;
  const countries = topology.objects.countries;
  const firstAircraftLayer = map.getLayer('aircraft-halo') ? 'aircraft-halo' : undefined;
  map.addSource('land', { type: 'geojson', data: feature(topology, countries) });
  map.addSource('borders', {
    type: 'geojson',
    data: mesh(topology, countries, (a, b) => a !== b),
  });
  map.addSource('coast', {
    type: 'geojson',
    data: mesh(topology, countries, (a, b) => a === b),
  });
  map.addLayer(
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': DARKBLUE.land } },
    firstAircraftLayer,
  );
  map.addLayer(
    {
      id: 'borders',
      type: 'line',
      source: 'borders',
      paint: { 'line-color': DARKBLUE.border, 'line-width': 0.8, 'line-dasharray': [3, 2] },
    },
    firstAircraftLayer,
  );
  map.addLayer(
    {
      id: 'coast',
      type: 'line',
      source: 'coast',
      paint: { 'line-color': DARKBLUE.coast, 'line-width': 1 },
    },
    firstAircraftLayer,
  );
}
