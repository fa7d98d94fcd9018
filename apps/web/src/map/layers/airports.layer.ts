import type { GeoJSONSource, Map as MapLibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import type { AirportHit } from '@skytrace/contracts';
import type { MapTheme } from '../map.theme';
import {
  airportLabel,
  airportRangeQuery,
  sameQuery,
  type AirportRangeQuery,
} from './airports.query';
import { supplyMissingImages } from '../image.resolver';
import { drawLabelImage, labelPixelRatio } from './label.image';
import { AIRPORTS_MIN_ZOOM } from '../basemap/basemap.style';
import { beforeIdFor } from './layer-order';

// Airport labels (spec §2 data layer): the airports in view from GET /business/airport/range,
// fetched only while the layer is on (spec §5), again after each move (debounced; a newer view
// cancels an older request). A circle marks each airport; its label is a canvas image drawn on
// demand, and the symbol layer's collision detection keeps crowded views readable. Below zoom 5
// (AIRPORTS_MIN_ZOOM) a hundred names covered a continent: there the base map's large airports
// (dot and code) stand in for them (base.layer).

const SOURCE = 'airports';
const LABEL_PREFIX = 'airport-label/';
const MOVE_DEBOUNCE_MS = 300;

export interface AirportsLayerOptions {
  fetchAirports: (query: AirportRangeQuery, signal: AbortSignal) => Promise<AirportHit[]>;
  onClick: (airport: AirportHit, at: [number, number]) => void;
}

interface AirportProperties {
  icao: string;
  label: string;
  /** Flight category colour when the weather colouring is on (issue 19), else absent. */
  category?: string;
}

export class AirportsLayer {
  private enabled = false;
  private language: 'zh' | 'en' = 'en';
  private colours = { text: '#ffffff', halo: '#000000' };
  private dotColour = '#ffffff';
  /** Colour per ICAO code of each airport's flight category; null when the colouring is off. */
  private categories: ReadonlyMap<string, string> | null = null;
  /** Bumped when label images must be redrawn (language or style); part of each image name. */
  private generation = 0;
  private readonly airports = new Map<string, AirportHit>();
  private readonly images = new Set<string>();
  private lastQuery: AirportRangeQuery | null = null;
  private request: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly stopSupplying: () => void;

  constructor(
    private readonly map: MapLibreMap,
    private readonly options: AirportsLayerOptions,
  ) {
    map.addSource(SOURCE, { type: 'geojson', data: emptyCollection() });
    map.addLayer(
      {
        id: 'airports',
        type: 'circle',
        source: SOURCE,
        minzoom: AIRPORTS_MIN_ZOOM,
        layout: { visibility: 'none' },
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 2.5, 10, 5],
          'circle-stroke-width': 1.2,
        },
      },
      beforeIdFor(map, 'airports'),
    );
    map.addLayer(
      {
        id: 'airport-labels',
        type: 'symbol',
        source: SOURCE,
        minzoom: AIRPORTS_MIN_ZOOM,
        layout: {
          visibility: 'none',
          'icon-image': ['get', 'label'],
          'icon-anchor': 'left',
          'icon-offset': [7, 0],
          'icon-padding': 2,
        },
      },
      beforeIdFor(map, 'airport-labels'),
    );
    this.stopSupplying = supplyMissingImages(map, this.supplyImage);
    map.on('moveend', this.onMoveEnd);
    for (const layer of ['airports', 'airport-labels']) {
      map.on('click', layer, this.onClick);
      map.on('mouseenter', layer, this.onEnter);
      map.on('mouseleave', layer, this.onLeave);
    }
  }

  /** Airports currently on the map (for the page's probes). */
  get count(): number {
    return this.airports.size;
  }

  /** The airports currently on the map. */
  get list(): AirportHit[] {
    return [...this.airports.values()];
  }

  setEnabled(enabled: boolean): void {
    if (this.enabled === enabled) return;
    this.enabled = enabled;
    const visibility = enabled ? 'visible' : 'none';
    this.map.setLayoutProperty('airports', 'visibility', visibility);
    this.map.setLayoutProperty('airport-labels', 'visibility', visibility);
    if (enabled) {
      this.refresh();
    } else {
      this.cancel();
      this.lastQuery = null;
      this.show([]);
    }
  }

  setLanguage(language: 'zh' | 'en'): void {
    if (this.language === language) return;
    this.language = language;
    this.redrawLabels();
  }

  /**
   * Colours the dots by flight category (`colours`: ICAO → colour), bigger so the colour reads;
   * null returns to the theme's colour. Airports without a current report keep the theme's.
   */
  setCategories(colours: ReadonlyMap<string, string> | null): void {
    this.categories = colours;
    this.paintDots();
    this.writeSource();
  }

  private paintDots(): void {
    const on = this.categories !== null;
    this.map.setPaintProperty(
      'airports',
      'circle-color',
      on ? ['coalesce', ['get', 'category'], this.dotColour] : this.dotColour,
    );
    this.map.setPaintProperty(
      'airports',
      'circle-radius',
      on
        ? ['interpolate', ['linear'], ['zoom'], 3, 4, 10, 7]
        : ['interpolate', ['linear'], ['zoom'], 3, 2.5, 10, 5],
    );
  }

  /** The category colour an airport is drawn with (for the page's probes), or null. */
  categoryOf(icao: string): string | null {
    return this.categories?.get(icao) ?? null;
  }

  setTheme(theme: MapTheme): void {
    this.dotColour = theme.airport;
    this.paintDots();
    this.map.setPaintProperty('airports', 'circle-stroke-color', theme.airportStroke);
    if (this.colours.text === theme.label && this.colours.halo === theme.labelHalo) return;
    this.colours = { text: theme.label, halo: theme.labelHalo };
    this.redrawLabels();
  }

  destroy(): void {
    this.cancel();
    this.stopSupplying();
    this.map.off('moveend', this.onMoveEnd);
    for (const layer of ['airports', 'airport-labels']) {
      this.map.off('click', layer, this.onClick);
      this.map.off('mouseenter', layer, this.onEnter);
      this.map.off('mouseleave', layer, this.onLeave);
    }
  }

  private readonly onMoveEnd = (): void => {
    if (!this.enabled) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.refresh(), MOVE_DEBOUNCE_MS);
  };

  private refresh(): void {
    this.timer = null;
    const bounds = this.map.getBounds();
    const query = airportRangeQuery(
      {
        west: bounds.getWest(),
        south: bounds.getSouth(),
        east: bounds.getEast(),
        north: bounds.getNorth(),
      },
      this.map.getZoom(),
    );
    if (sameQuery(this.lastQuery, query)) return;
    this.cancel();
    this.lastQuery = query;
    const request = new AbortController();
    this.request = request;
    this.options
      .fetchAirports(query, request.signal)
      .then((airports) => {
        if (request.signal.aborted || !this.enabled) return;
        this.show(airports);
      })
      .catch(() => {
        if (request.signal.aborted) return;
        // A failed lookup leaves the layer empty; the next move asks again.
        this.lastQuery = null;
        this.show([]);
      })
      .finally(() => {
        if (this.request === request) this.request = null;
      });
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.request?.abort();
    this.request = null;
  }

  private show(airports: readonly AirportHit[]): void {
    this.airports.clear();
    for (const airport of airports) this.airports.set(airport.ICAO, airport);
    this.writeSource();
  }

  private writeSource(): void {
    const features: FeatureCollection<Point, AirportProperties>['features'] = [];
    for (const airport of this.airports.values()) {
      features.push({
        type: 'Feature',
        properties: {
          icao: airport.ICAO,
          label: this.imageName(airport.ICAO),
          ...(this.categories?.has(airport.ICAO)
            ? { category: this.categories.get(airport.ICAO) }
            : {}),
        },
        geometry: { type: 'Point', coordinates: [airport.lng, airport.lat] },
      });
    }
    void this.map
      .getSource<GeoJSONSource>(SOURCE)
      ?.setData({ type: 'FeatureCollection', features });
  }

  private imageName(icao: string): string {
    return `${LABEL_PREFIX}${this.generation}/${icao}`;
  }

  /** New language or colours: point the features at freshly named images, drop the old ones. */
  private redrawLabels(): void {
    this.generation += 1;
    this.writeSource();
    for (const name of this.images) {
      if (this.map.hasImage(name)) this.map.removeImage(name);
    }
    this.images.clear();
  }

  private readonly supplyImage = (id: string): boolean => {
    const prefix = `${LABEL_PREFIX}${this.generation}/`;
    if (!id.startsWith(prefix)) return false;
    const airport = this.airports.get(id.slice(prefix.length));
    if (airport === undefined || this.map.hasImage(id)) return true;
    const ratio = labelPixelRatio();
    this.map.addImage(
      id,
      drawLabelImage(airportLabel(airport, this.language), this.colours, ratio),
      { pixelRatio: ratio },
    );
    this.images.add(id);
    return true;
  };

  private readonly onClick = (event: MapLayerMouseEvent): void => {
    const icao: unknown = event.features?.[0]?.properties.icao;
    const airport = typeof icao === 'string' ? this.airports.get(icao) : undefined;
    if (airport !== undefined) this.options.onClick(airport, [airport.lng, airport.lat]);
  };

  private readonly onEnter = (): void => {
    this.map.getCanvas().style.cursor = 'pointer';
  };

  private readonly onLeave = (): void => {
    this.map.getCanvas().style.cursor = '';
  };
}

function emptyCollection(): FeatureCollection {
  return { type: 'FeatureCollection', features: [] };
}
