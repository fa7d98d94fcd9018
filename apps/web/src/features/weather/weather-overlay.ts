// The map side of the weather (issue 19), outside React like the other option layers: while
// "airport weather" is on, every airport's flight category (`airportReal`, refreshed every five
// minutes) colours the airport dots and a legend explains the colours; while the radar or cloud
// layer is on, the legend shows its frame time (`chinaRadar`, `satellite`).
import type { AirportReal, WeatherTiles } from '@skytrace/contracts';
import type { TFunction } from 'i18next';
import { CATEGORY_COLOURS } from './category';
import { weatherApi } from './weather.api';
import './weather-legend.css';

const REFRESH_MS = 5 * 60_000;

export interface WeatherOverlayOptions {
  /** Receives ICAO → colour while the colouring is on, null when it goes off. */
  setCategories: (colours: ReadonlyMap<string, string> | null) => void;
  t: TFunction;
  /** Formats a time (ISO) in the user's zone. */
  formatTime: (iso: string) => string;
}

export class WeatherOverlay {
  private readonly legend: HTMLDivElement;
  private state = { categories: false, radar: false, cloud: false };
  private real: AirportReal | null = null;
  private tiles: { radar: WeatherTiles | null; cloud: WeatherTiles | null } = {
    radar: null,
    cloud: null,
  };
  private timer: ReturnType<typeof setInterval> | null = null;
  private request: AbortController | null = null;

  constructor(
    container: HTMLElement,
    private readonly options: WeatherOverlayOptions,
  ) {
    this.legend = document.createElement('div');
    this.legend.className = 'weather-legend';
    this.legend.setAttribute('role', 'region');
    this.legend.hidden = true;
    container.append(this.legend);
  }

  /** The layers that are on; a change starts or stops the fetching. */
  update(next: { categories: boolean; radar: boolean; cloud: boolean }): void {
    const before = this.state;
    this.state = next;
    if (next.categories && !before.categories) {
      void this.loadCategories();
      this.timer = setInterval(() => void this.loadCategories(), REFRESH_MS);
    } else if (!next.categories && before.categories) {
      if (this.timer !== null) clearInterval(this.timer);
      this.timer = null;
      this.real = null;
      this.options.setCategories(null);
    }
    if (next.radar && !before.radar) void this.loadTiles('radar');
    if (next.cloud && !before.cloud) void this.loadTiles('cloud');
    this.render();
  }

  /** Redraws the legend (language or time zone changed). */
  render(): void {
    const { t } = this.options;
    const { categories, radar, cloud } = this.state;
    this.legend.hidden = !(categories || radar || cloud);
    this.legend.replaceChildren();
    this.legend.setAttribute('aria-label', t('weather.legend.title'));
    if (categories) {
      const title = document.createElement('div');
      title.className = 'weather-legend__title';
      title.textContent = t('weather.legend.title');
      this.legend.append(title);
      for (const [category, colour] of Object.entries(CATEGORY_COLOURS)) {
        const item = document.createElement('span');
        item.className = 'weather-legend__item';
        const dot = document.createElement('span');
        dot.className = 'weather-legend__dot';
        dot.style.background = colour;
        item.append(dot, document.createTextNode(category));
        item.title = t(`weather.category.${category as keyof typeof CATEGORY_COLOURS}`);
        this.legend.append(item);
      }
      if (this.real)
        this.note(
          t('weather.legend.updated', { time: this.options.formatTime(this.real.updatedAt) }),
        );
    }
    if (radar) this.tileNote('radar', this.tiles.radar);
    if (cloud) this.tileNote('cloud', this.tiles.cloud);
  }

  destroy(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.request?.abort();
    this.legend.remove();
  }

  /** How many airports are coloured (for the page's probes). */
  get coloured(): number {
    return this.real?.airports.length ?? 0;
  }

  private tileNote(kind: 'radar' | 'cloud', tiles: WeatherTiles | null): void {
    const { t } = this.options;
    if (!tiles) return;
    if (!tiles.available) {
      this.note(
        t(kind === 'radar' ? 'weather.legend.radarUnavailable' : 'weather.legend.cloudUnavailable'),
      );
      return;
    }
    const frame = tiles.frames.at(-1);
    if (frame) this.note(t(`weather.legend.${kind}`, { time: this.options.formatTime(frame) }));
  }

  private note(text: string): void {
    const note = document.createElement('div');
    note.className = 'weather-legend__note';
    note.textContent = text;
    this.legend.append(note);
  }

  private async loadCategories(): Promise<void> {
    this.request?.abort();
    const request = new AbortController();
    this.request = request;
    try {
      const real = await weatherApi.categories(request.signal);
      if (request.signal.aborted || !this.state.categories) return;
      this.real = real;
      this.options.setCategories(
        new Map(real.airports.map((airport) => [airport.icao, CATEGORY_COLOURS[airport.category]])),
      );
      this.render();
    } catch {
      // The next refresh asks again; the dots keep their last colours meanwhile.
    }
  }

  private async loadTiles(kind: 'radar' | 'cloud'): Promise<void> {
    try {
      this.tiles[kind] = kind === 'radar' ? await weatherApi.radar() : await weatherApi.satellite();
      this.render();
    } catch {
      this.tiles[kind] = null;
    }
  }
}
