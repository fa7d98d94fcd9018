// The map side of the weather (issue 19), outside React like the other option layers: while
// "airport weather" is on, every airport's flight category (`airportReal`, refreshed every five
// minutes) colours the airport dots and a legend explains the colours; while the radar or cloud
// layer is on, its frames of the last hours (`chinaRadar`, `satellite`, re-read every five
// minutes) are on the map and a stepper in the legend shows, plays and picks them.
import type { AirportReal, WeatherTiles } from '@skytrace/contracts';
import type { TFunction } from 'i18next';
import type { WeatherKind } from '../../map/layers/weather-frames.layer';
import { CATEGORY_COLOURS } from './category';
import { WeatherPlayer } from './weather-player';
import { weatherApi } from './weather.api';
import './weather-legend.css';

const REFRESH_MS = 5 * 60_000;
type Imagery = 'radar' | 'cloud';
const KIND: Record<Imagery, WeatherKind> = { radar: 'weather', cloud: 'cloud' };

export interface WeatherOverlayOptions {
  /** Receives ICAO → colour while the colouring is on, null when it goes off. */
  setCategories: (colours: ReadonlyMap<string, string> | null) => void;
  t: TFunction;
  /** Formats a time (ISO) in the user's zone. */
  formatTime: (iso: string) => string;
  /** Puts a layer's frames on the map (null: off) showing frame `index`. */
  setFrames: (kind: WeatherKind, tiles: WeatherTiles | null, index: number) => void;
  /** Shows frame `index` of a layer's frames already on the map. */
  showFrame: (kind: WeatherKind, index: number) => void;
}

export class WeatherOverlay {
  private readonly legend: HTMLDivElement;
  private state = { categories: false, radar: false, cloud: false };
  private real: AirportReal | null = null;
  private tiles: { radar: WeatherTiles | null; cloud: WeatherTiles | null } = {
    radar: null,
    cloud: null,
  };
  private readonly info: HTMLDivElement;
  private readonly players: Record<Imagery, WeatherPlayer>;
  private timer: ReturnType<typeof setInterval> | null = null;
  private tileTimer: ReturnType<typeof setInterval> | null = null;
  private request: AbortController | null = null;

  constructor(
    container: HTMLElement,
    private readonly options: WeatherOverlayOptions,
  ) {
    this.legend = document.createElement('div');
    this.legend.className = 'weather-legend';
    this.legend.setAttribute('role', 'region');
    this.legend.hidden = true;
    this.info = document.createElement('div');
    const player = (kind: Imagery) =>
      new WeatherPlayer(KIND[kind], {
        t: options.t,
        formatTime: options.formatTime,
        onShow: (index) => options.showFrame(KIND[kind], index),
      });
    this.players = { radar: player('radar'), cloud: player('cloud') };
    this.legend.append(this.info, this.players.radar.element, this.players.cloud.element);
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
    for (const kind of ['radar', 'cloud'] as const) {
      if (next[kind] && !before[kind]) void this.loadTiles(kind);
      if (!next[kind] && before[kind]) {
        this.tiles[kind] = null;
        this.options.setFrames(KIND[kind], null, 0);
        this.players[kind].setFrames([]);
      }
    }
    const imagery = next.radar || next.cloud;
    if (imagery && this.tileTimer === null) {
      // New frames are issued every 10 (radar) or 30 (cloud) minutes.
      this.tileTimer = setInterval(() => {
        if (this.state.radar) void this.loadTiles('radar');
        if (this.state.cloud) void this.loadTiles('cloud');
      }, REFRESH_MS);
    } else if (!imagery && this.tileTimer !== null) {
      clearInterval(this.tileTimer);
      this.tileTimer = null;
    }
    this.render();
  }

  /** Redraws the legend (language or time zone changed). */
  render(): void {
    const { t } = this.options;
    const { categories, radar, cloud } = this.state;
    this.legend.hidden = !(categories || radar || cloud);
    this.info.replaceChildren();
    this.legend.setAttribute('aria-label', t('weather.legend.title'));
    if (categories) {
      const title = document.createElement('div');
      title.className = 'weather-legend__title';
      title.textContent = t('weather.legend.title');
      this.info.append(title);
      for (const [category, colour] of Object.entries(CATEGORY_COLOURS)) {
        const item = document.createElement('span');
        item.className = 'weather-legend__item';
        const dot = document.createElement('span');
        dot.className = 'weather-legend__dot';
        dot.style.background = colour;
        item.append(dot, document.createTextNode(category));
        item.title = t(`weather.category.${category as keyof typeof CATEGORY_COLOURS}`);
        this.info.append(item);
      }
      if (this.real)
        this.note(
          t('weather.legend.updated', { time: this.options.formatTime(this.real.updatedAt) }),
        );
    }
    for (const kind of ['radar', 'cloud'] as const) {
      const shown = this.state[kind] && this.tiles[kind]?.available === true;
      this.players[kind].element.hidden = !shown;
      if (shown) this.players[kind].render();
      else if (this.state[kind]) this.unavailableNote(kind, this.tiles[kind]);
    }
  }

  destroy(): void {
    if (this.timer !== null) clearInterval(this.timer);
    if (this.tileTimer !== null) clearInterval(this.tileTimer);
    this.request?.abort();
    this.players.radar.destroy();
    this.players.cloud.destroy();
    this.legend.remove();
  }

  /** The frames of a layer and the one shown (for the page's probes). */
  frames(kind: Imagery): readonly string[] {
    return this.tiles[kind]?.frames ?? [];
  }

  /** How many airports are coloured (for the page's probes). */
  get coloured(): number {
    return this.real?.airports.length ?? 0;
  }

  private unavailableNote(kind: Imagery, tiles: WeatherTiles | null): void {
    const { t } = this.options;
    if (tiles?.available !== false) return;
    this.note(
      t(kind === 'radar' ? 'weather.legend.radarUnavailable' : 'weather.legend.cloudUnavailable'),
    );
  }

  private note(text: string): void {
    const note = document.createElement('div');
    note.className = 'weather-legend__note';
    note.textContent = text;
    this.info.append(note);
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

  private async loadTiles(kind: Imagery): Promise<void> {
    try {
      const tiles = kind === 'radar' ? await weatherApi.radar() : await weatherApi.satellite();
      if (!this.state[kind]) return;
      const before = this.tiles[kind];
      this.tiles[kind] = tiles;
      // A re-read with the same frames keeps the frame being looked at (and a running loop).
      if (JSON.stringify(before) !== JSON.stringify(tiles)) {
        this.options.setFrames(KIND[kind], tiles, tiles.frames.length - 1);
        this.players[kind].setFrames(tiles.available ? tiles.frames : []);
      }
      this.render();
    } catch {
      // The next re-read asks again; the frames on the map stay meanwhile.
    }
  }
}
