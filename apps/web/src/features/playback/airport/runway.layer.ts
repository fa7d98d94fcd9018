import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { Runway } from '@skytrace/contracts';
import { runwayFeatures } from './runway-view';

// The runways of airport playback as thin lines with a dot on every threshold (the chosen end's
// dot larger and gold). Under the playback's own layers: tracks and aircraft stay on top.

const LINES = 'playback-runway-lines';
const ENDS = 'playback-runway-ends';
const LAYERS = [LINES, ENDS] as const;
/** The lowest layer of the playback picture (playback.layer.ts); runways go just under it. */
const PLAYBACK_BOTTOM = 'playback-airport';
const RUNWAY_COLOR = '#c9d6e3';
const CHOSEN_COLOR = '#ffd166';

export class RunwayLayer {
  private readonly keepInPlace = () => this.place();

  constructor(private readonly map: MapLibreMap) {
    const empty: FeatureCollection = { type: 'FeatureCollection', features: [] };
    map.addSource(LINES, { type: 'geojson', data: empty });
    map.addSource(ENDS, { type: 'geojson', data: empty });
    map.addLayer({
      id: LINES,
      type: 'line',
      source: LINES,
      layout: { 'line-cap': 'butt' },
      paint: {
        'line-color': RUNWAY_COLOR,
        // Thin at the terminal-area zoom, about a runway's real width near the threshold.
        'line-width': ['interpolate', ['linear'], ['zoom'], 8, 1, 12, 2, 15, 7],
        'line-opacity': ['case', ['get', 'closed'], 0.35, 0.85],
      },
    });
    map.addLayer({
      id: ENDS,
      type: 'circle',
      source: ENDS,
      paint: {
        'circle-radius': ['case', ['get', 'chosen'], 6, 3],
        'circle-color': ['case', ['get', 'chosen'], CHOSEN_COLOR, RUNWAY_COLOR],
        'circle-stroke-color': '#0b1a2e',
        'circle-stroke-width': 1,
        'circle-pitch-alignment': 'map',
      },
    });
    this.place();
    // The base map and the playback layers arrive or move later: keep the runways between them.
    map.on('styledata', this.keepInPlace);
  }

  /** Draws `runways`, marking `chosenEnd` (a designator, or null). */
  set(runways: readonly Runway[], chosenEnd: string | null): void {
    const { lines, ends } = runwayFeatures(runways, chosenEnd);
    void this.source(LINES)?.setData(lines);
    void this.source(ENDS)?.setData(ends);
  }

  destroy(): void {
    this.map.off('styledata', this.keepInPlace);
    // On unmount the map may already be removed: remove() deletes its style (typed as always set).
    const style: unknown = this.map.style;
    if (style === undefined) return;
    for (const id of LAYERS) if (this.map.getLayer(id)) this.map.removeLayer(id);
    for (const id of LAYERS) if (this.map.getSource(id)) this.map.removeSource(id);
  }

  private source(id: string): GeoJSONSource | undefined {
    return this.map.getSource<GeoJSONSource>(id);
  }

  private place(): void {
    const ids = this.map.getStyle().layers.map((layer) => layer.id);
    const above = ids.includes(PLAYBACK_BOTTOM) ? PLAYBACK_BOTTOM : undefined;
    const next = ids[ids.indexOf(ENDS) + 1];
    const inPlace = ids.indexOf(LINES) + 1 === ids.indexOf(ENDS) && next === above;
    if (inPlace) return;
    this.map.moveLayer(LINES, above);
    this.map.moveLayer(ENDS, above);
  }
}
