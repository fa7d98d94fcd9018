import type { Map as MapLibreMap, RasterSourceSpecification } from 'maplibre-gl';
import type { MapSource } from '@skytrace/contracts';
import { beforeIdFor, type OrderedLayerId } from './layer-order';
import type { MapSources, OverlayKind, TileChoice } from './tile-source';

// Online raster tiles: the base map (terrain, satellite, OSM or a configured street map) and the
// overlay layers of spec §2. Sources exist only for kinds the operator configured, and are added
// only when first shown, so nothing is downloaded unless the user picks it.

// Weather and cloud imagery is drawn see-through so the map under it stays readable.
const OVERLAY_OPACITY: Record<OverlayKind, number> = {
  satellite: 1,
  road: 1,
  boundary: 1,
  weather: 0.7,
  cloud: 0.6,
};

const TILE_SIZE = 256;

function rasterSource(source: MapSource): RasterSourceSpecification {
  return {
    type: 'raster',
    tiles: [source.url],
    tileSize: TILE_SIZE,
    maxzoom: source.maxZoom,
    attribution: source.attribution,
  };
}

export class RasterLayers {
  private baseKind: string | null = null;
  private overlays = new Set<OverlayKind>();
  private brightness = 0.4;

  constructor(private readonly map: MapLibreMap) {}

  /** Shows `choice` as the base map, or none (the offline map); true when a raster is shown. */
  setBase(choice: TileChoice | null): boolean {
    const kind = choice?.kind ?? null;
    if (kind === this.baseKind) return kind !== null;
    if (this.map.getLayer('base-raster')) this.map.removeLayer('base-raster');
    this.baseKind = kind;
    if (choice === null) return false;
    const sourceId = `raster-${choice.kind}`;
    this.ensureSource(sourceId, choice.source);
    this.addRaster('base-raster', sourceId, 1);
    return true;
  }

  /** Shows exactly the overlays in `kinds` that have a source in `sources`. */
  setOverlays(kinds: readonly OverlayKind[], sources: MapSources): void {
    const wanted = new Set(kinds.filter((kind) => sources[kind] !== undefined));
    for (const kind of this.overlays) {
      if (!wanted.has(kind) && this.map.getLayer(`overlay-${kind}`)) {
        this.map.removeLayer(`overlay-${kind}`);
      }
    }
    for (const kind of wanted) {
      const source = sources[kind];
      if (this.overlays.has(kind) || source === undefined) continue;
      const sourceId = `raster-overlay-${kind}`;
      this.ensureSource(sourceId, source);
      this.addRaster(`overlay-${kind}`, sourceId, OVERLAY_OPACITY[kind]);
    }
    this.overlays = wanted;
  }

  /** Spec §3 brightness: the ceiling of the imagery's brightness (0.4 dims it under the traffic). */
  setBrightness(brightness: number): void {
    this.brightness = brightness;
    for (const id of ['base-raster', 'overlay-satellite'] as const) {
      if (this.map.getLayer(id)) this.map.setPaintProperty(id, 'raster-brightness-max', brightness);
    }
  }

  private ensureSource(id: string, source: MapSource): void {
    if (!this.map.getSource(id)) this.map.addSource(id, rasterSource(source));
  }

  private addRaster(id: OrderedLayerId, source: string, opacity: number): void {
    const dimmed = id === 'base-raster' || id === 'overlay-satellite';
    this.map.addLayer(
      {
        id,
        type: 'raster',
        source,
        paint: {
          'raster-opacity': opacity,
          'raster-brightness-max': dimmed ? this.brightness : 1,
          'raster-fade-duration': 150,
        },
      },
      beforeIdFor(this.map, id),
    );
  }
}
