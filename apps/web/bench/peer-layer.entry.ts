import type { Map as MapLibreMap } from 'maplibre-gl';
import type { AircraftLayerOptions } from '../src/map/layers/aircraft.layer';
import { GeoJsonReferenceLayer } from './geojson.reference.layer';

// Bundled by web.bench.ts (peerLayerScript) and injected into the page: the product's build does
// not carry the peer layer, the page only offers `window.__skytrace.startPeerLayer(create)`.
window.__skytracePeerLayer = (map, options) =>
  new GeoJsonReferenceLayer(map as MapLibreMap, options as AircraftLayerOptions);
