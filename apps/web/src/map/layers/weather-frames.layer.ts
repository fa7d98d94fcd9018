import type { Map as MapLibreMap } from 'maplibre-gl';
import type { WeatherTiles } from '@skytrace/contracts';
import { beforeIdFor } from './layer-order';

// The weather radar (`chinaRadar`) and cloud (`satellite`) imagery as a series of frames: one
// raster source and layer per frame time, all added at once so MapLibre fetches every frame's
// tiles up front; the shown frame has the layer's opacity, the others 0. Stepping then swaps two
// opacities over tiles already decoded, so nothing flashes. A template without `{time}` is one
// frame (the source's latest image).

export type WeatherKind = 'weather' | 'cloud';

// See-through so the map under the imagery stays readable (raster.layer's overlay opacities).
const OPACITY: Record<WeatherKind, number> = { weather: 0.7, cloud: 0.6 };
const TILE_SIZE = 256;

/** The tile URL of one frame: `{time}` is the frame's Unix time in seconds. */
export function frameUrl(template: string, frameIso: string): string {
  return template.replaceAll('{time}', Math.floor(Date.parse(frameIso) / 1000).toString());
}

export class WeatherFramesLayer {
  private ids: string[] = [];
  private shown = -1;

  constructor(
    private readonly map: MapLibreMap,
    private readonly kind: WeatherKind,
  ) {}

  /** Replaces the frames (null: none) and shows frame `index`. */
  setFrames(tiles: WeatherTiles | null, index: number): void {
    this.clear();
    if (tiles === null || !tiles.available || tiles.url === null) return;
    const template = tiles.url;
    const slot = this.kind === 'weather' ? 'overlay-weather' : 'overlay-cloud';
    this.ids = tiles.frames.map((frame) => `weather-frame-${this.kind}-${frame}`);
    tiles.frames.forEach((frame, at) => {
      const id = this.ids[at] ?? '';
      this.map.addSource(id, {
        type: 'raster',
        tiles: [frameUrl(template, frame)],
        tileSize: TILE_SIZE,
        ...(tiles.maxZoom !== null ? { maxzoom: tiles.maxZoom } : {}),
        ...(tiles.attribution !== null ? { attribution: tiles.attribution } : {}),
      });
      this.map.addLayer(
        {
          id,
          type: 'raster',
          source: id,
          // No fade: a step swaps two frames whose tiles are already drawn.
          paint: { 'raster-opacity': 0, 'raster-fade-duration': 0 },
        },
        beforeIdFor(this.map, slot),
      );
    });
    this.show(index);
  }

  /** Shows frame `index` (the others stay loaded, transparent). */
  show(index: number): void {
    const previous = this.ids[this.shown];
    const next = this.ids[index];
    if (next === undefined) return;
    if (previous !== undefined && previous !== next && this.map.getLayer(previous)) {
      this.map.setPaintProperty(previous, 'raster-opacity', 0);
    }
    this.map.setPaintProperty(next, 'raster-opacity', OPACITY[this.kind]);
    this.shown = index;
  }

  /** How many frames have all the tiles of the current view loaded (for the page's probes). */
  get loadedFrames(): number {
    return this.ids.filter((id) => this.map.getSource(id) && this.map.isSourceLoaded(id)).length;
  }

  /** The layer ids, oldest frame first. */
  get layerIds(): readonly string[] {
    return this.ids;
  }

  get shownIndex(): number {
    return this.shown;
  }

  clear(): void {
    for (const id of this.ids) {
      if (this.map.getLayer(id)) this.map.removeLayer(id);
      if (this.map.getSource(id)) this.map.removeSource(id);
    }
    this.ids = [];
    this.shown = -1;
  }
}
