import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { beforeIdFor } from './layer-order';
import { DARKBLUE, MAP_THEMES, type MapTheme } from '../map.theme';
import { BaseMapLabels } from '../basemap/basemap.labels';
import { baseMapPalette } from '../basemap/basemap.palette';
import {
  AIRPORTS_MIN_ZOOM,
  BASEMAP_LABEL_LAYERS,
  BASEMAP_SHAPE_LAYERS,
  BASEMAP_SOURCE,
  baseMapLayers,
  baseMapPaint,
  baseMapSource,
  PLACE_LAYERS,
  placeFilter,
  type BaseMapLanguage,
} from '../basemap/basemap.style';

// The offline base map: vector tiles our own server builds from Natural Earth, GeoNames and the
// reference airports (apps/server/src/basemap), styled here in the colours of the map style
// (map.theme) and the page's language. MapLibre fetches only the tiles of the view. Until the
// first aircraft is painted (desktop tracker) or the first track drawn (playback) the map is the
// ocean background alone, so the land never delays them (issue 7); a phone's radar draws the land
// at once and its names after the page (issue 15, features/tracker/radar/radar.core.ts).

/** The initial style: ocean only; the base map's layers arrive with OfflineBaseMap.load. */
export const baseStyle: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'ocean', type: 'background', paint: { 'background-color': DARKBLUE.ocean } }],
};

/**
 * Holds back the base map until `until` settles. The tracker passes its first painted aircraft
 * (issue 7: the aircraft must not wait for the land); other maps load at once.
 */
let geometryGate: Promise<unknown> = Promise.resolve();
export function deferCountryGeometry(until: Promise<unknown>): void {
  geometryGate = until;
}

const ALL_LAYERS = [...BASEMAP_SHAPE_LAYERS, ...BASEMAP_LABEL_LAYERS];
const AIRPORT_LAYERS = ['base-airport', 'base-airport-code', 'base-airport-code-minor'];

/** The page's language as the i18n module last set it on <html> (zh-CN, en…). */
function pageLanguage(): BaseMapLanguage {
  return document.documentElement.lang.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/**
 * The offline vector base map. Theme, visibility and language may be set before it is loaded;
 * they apply as soon as the layers exist. It follows the page's language by itself.
 */
export class OfflineBaseMap {
  private theme: MapTheme = DARKBLUE;
  private brightness = 0.4;
  private visible = true;
  private airportsShown = true;
  private loaded = false;
  private destroyed = false;
  /** Labels (names, airports) may trail the shapes: the phone's first frames draw land only. */
  private labelsShown = true;
  private language: BaseMapLanguage = pageLanguage();
  private readonly labels: BaseMapLabels;
  private readonly languageWatch: MutationObserver;

  constructor(private readonly map: MapLibreMap) {
    this.labels = new BaseMapLabels(map);
    this.languageWatch = new MutationObserver(() => this.followLanguage());
    this.languageWatch.observe(document.documentElement, { attributeFilter: ['lang'] });
  }

  /**
   * Adds the tile source and the layers once `until` settles (by default the gate of
   * deferCountryGeometry); true when this call added them. With `labelsAfter` the label layers
   * stay hidden until it settles: hidden layers are not laid out by MapLibre's worker nor drawn,
   * and their label images are not painted on the main thread (issue 15: the phone's land must
   * not queue behind a hundred names).
   */
  async load(
    until: Promise<unknown> = geometryGate,
    labelsAfter?: Promise<unknown>,
  ): Promise<boolean> {
    if (labelsAfter !== undefined) {
      this.labelsShown = false;
      void labelsAfter
        .catch(() => undefined)
        .then(() => {
          this.labelsShown = true;
          this.apply();
        });
    }
    await until.catch(() => undefined);
    const map = this.map;
    // The page was left while the gate held (a site-map link clicked at once): the map is
    // removed and its style has no layers left to draw on.
    if (this.destroyed || map.getLayer('ocean') === undefined) return false;
    if (map.getSource(BASEMAP_SOURCE) !== undefined) return false;
    map.addSource(BASEMAP_SOURCE, baseMapSource(window.location.origin));
    const generation = this.labels.restart(baseMapPalette(this.theme, this.brightness));
    for (const layer of baseMapLayers(generation, this.language)) {
      map.addLayer(layer, beforeIdFor(map, layer.id as (typeof ALL_LAYERS)[number]));
    }
    this.loaded = true;
    this.apply();
    window.__skytraceBaseMap = {
      renderedNames: (layer) =>
        map
          .queryRenderedFeatures({ layers: [layer] })
          .map((item) =>
            String(
              (this.language === 'zh' ? item.properties.name_zh : undefined) ??
                item.properties.name_en ??
                '',
            ),
          ),
      language: () => this.language,
      idle: () => map.loaded() && map.areTilesLoaded(),
      show: (center, zoom) =>
        new Promise((resolve) => {
          map.once('idle', () => resolve());
          map.jumpTo({ center, zoom });
          map.triggerRepaint();
        }),
      restyle: (style) => {
        if (!(style in MAP_THEMES)) throw new Error(`unknown map style ${style}`);
        this.setTheme(MAP_THEMES[style as keyof typeof MAP_THEMES], this.brightness);
      },
    };
    return true;
  }

  setTheme(theme: MapTheme, brightness: number): void {
    if (this.theme === theme && this.brightness === brightness) return;
    this.theme = theme;
    this.brightness = brightness;
    this.apply();
    this.relabel();
  }

  /** Hidden while a raster base map covers it (the ocean background stays as the backdrop). */
  setVisible(visible: boolean): void {
    this.visible = visible;
    this.apply();
  }

  /**
   * The base map's own airports (sized dots and codes) stand aside while the airport labels
   * layer (airports.layer: names, popups) shows the same airports, from its first zoom on: below
   * it the large airports' codes are the only airports drawn.
   */
  setAirportsShown(shown: boolean): void {
    this.airportsShown = shown;
    this.apply();
  }

  destroy(): void {
    this.destroyed = true;
    this.languageWatch.disconnect();
    this.labels.destroy();
    delete window.__skytraceBaseMap;
  }

  private followLanguage(): void {
    const language = pageLanguage();
    if (language === this.language) return;
    this.language = language;
    this.relabel();
  }

  /** Points the label layers at a new generation of images (new language or colours). */
  private relabel(): void {
    if (!this.loaded) return;
    const generation = this.labels.restart(baseMapPalette(this.theme, this.brightness));
    for (const layer of baseMapLayers(generation, this.language)) {
      if (layer.type !== 'symbol' || layer.layout?.['icon-image'] === undefined) continue;
      this.map.setLayoutProperty(layer.id, 'icon-image', layer.layout['icon-image']);
    }
    for (const id of PLACE_LAYERS) this.map.setFilter(id, placeFilter(id, this.language));
  }

  private apply(): void {
    const map = this.map;
    const palette = baseMapPalette(this.theme, this.brightness);
    map.setPaintProperty('ocean', 'background-color', palette.ocean);
    if (!this.loaded) return;
    for (const [layer, paint] of Object.entries(baseMapPaint(palette))) {
      for (const [property, value] of Object.entries(paint)) {
        map.setPaintProperty(
          layer,
          property as Parameters<MapLibreMap['setPaintProperty']>[1],
          value,
        );
      }
    }
    for (const id of ALL_LAYERS) {
      const label = (BASEMAP_LABEL_LAYERS as readonly string[]).includes(id);
      const shown = this.visible && (this.labelsShown || !label);
      map.setLayoutProperty(id, 'visibility', shown ? 'visible' : 'none');
    }
    for (const id of AIRPORT_LAYERS) {
      const minZoom = map.getLayer(id)?.minzoom ?? 0;
      map.setLayerZoomRange(id, minZoom, this.airportsShown ? 24 : AIRPORTS_MIN_ZOOM);
    }
  }
}
