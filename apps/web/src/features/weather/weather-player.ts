// The frame stepper of the radar and cloud layers (issue 19): the shown frame's time (in the
// user's time zone setting), previous / play-pause / next buttons and a time slider, built once
// as plain DOM inside the weather legend (outside React, like the map's other option layers) and
// updated in place so a pressed button or a dragged slider keeps its focus.
import type { TFunction } from 'i18next';
import type { WeatherKind } from '../../map/layers/weather-frames.layer';

/** A frame shows this long while playing: a two-hour radar loop takes about ten seconds. */
export const PLAY_STEP_MS = 800;

interface PlayerOptions {
  t: TFunction;
  /** Formats a time (ISO) in the user's zone. */
  formatTime: (iso: string) => string;
  /** Shows frame `index` on the map. */
  onShow: (index: number) => void;
}

function button(className: string, symbol: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `weather-player__button ${className}`;
  element.textContent = symbol;
  return element;
}

export class WeatherPlayer {
  readonly element: HTMLDivElement;
  private readonly time: HTMLDivElement;
  private readonly previous = button('weather-player__previous', '‹');
  private readonly play = button('weather-player__play', '▶');
  private readonly next = button('weather-player__next', '›');
  private readonly slider: HTMLInputElement;
  private frames: readonly string[] = [];
  private index = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly kind: WeatherKind,
    private readonly options: PlayerOptions,
  ) {
    this.element = document.createElement('div');
    this.element.className = 'weather-player';
    this.element.setAttribute('role', 'group');
    this.element.dataset.kind = kind;
    this.time = document.createElement('div');
    this.time.className = 'weather-legend__note weather-player__time';
    this.slider = document.createElement('input');
    this.slider.type = 'range';
    this.slider.className = 'weather-player__slider';
    this.slider.min = '0';
    this.slider.step = '1';
    const controls = document.createElement('div');
    controls.className = 'weather-player__controls';
    controls.append(this.previous, this.play, this.next, this.slider);
    this.element.append(this.time, controls);
    this.previous.addEventListener('click', () => this.step(-1));
    this.next.addEventListener('click', () => this.step(1));
    this.play.addEventListener('click', () => (this.timer === null ? this.start() : this.stop()));
    this.slider.addEventListener('input', () => {
      this.stop();
      this.go(Number(this.slider.value));
    });
  }

  /** New frame times (oldest first); shows the newest, as a fresh layer does. */
  setFrames(frames: readonly string[]): void {
    this.stop();
    this.frames = frames;
    this.index = Math.max(0, frames.length - 1);
    this.slider.max = String(this.index);
    // One frame (a source without `{time}`): only its time is shown.
    this.element
      .querySelector('.weather-player__controls')
      ?.toggleAttribute('hidden', frames.length < 2);
    this.render();
  }

  /** Texts again (language or time zone changed). */
  render(): void {
    const { t, formatTime } = this.options;
    const frame = this.frames[this.index];
    const label = this.kind === 'weather' ? 'weather.player.radar' : 'weather.player.cloud';
    this.element.setAttribute('aria-label', t(label));
    const time = frame === undefined ? '' : formatTime(frame);
    this.time.textContent =
      frame === undefined
        ? ''
        : t(`weather.legend.${this.kind === 'weather' ? 'radar' : 'cloud'}`, { time });
    this.time.dataset.frame = frame ?? '';
    this.previous.setAttribute('aria-label', t('weather.player.previous'));
    this.next.setAttribute('aria-label', t('weather.player.next'));
    const playing = this.timer !== null;
    this.play.setAttribute(
      'aria-label',
      t(playing ? 'weather.player.pause' : 'weather.player.play'),
    );
    this.play.setAttribute('aria-pressed', String(playing));
    this.play.textContent = playing ? '❚❚' : '▶';
    this.slider.setAttribute('aria-label', t('weather.player.slider'));
    this.slider.value = String(this.index);
    this.slider.setAttribute('aria-valuetext', time);
  }

  destroy(): void {
    this.stop();
    this.element.remove();
  }

  private step(delta: number): void {
    this.stop();
    this.go(this.index + delta);
  }

  /** Frame `index`, wrapping at both ends (a loop, like the play button's). */
  private go(index: number): void {
    const count = this.frames.length;
    if (count === 0) return;
    this.index = ((index % count) + count) % count;
    this.options.onShow(this.index);
    this.render();
  }

  private start(): void {
    if (this.frames.length < 2) return;
    this.timer = setInterval(() => this.go(this.index + 1), PLAY_STEP_MS);
    this.render();
  }

  private stop(): void {
    if (this.timer === null) return;
    clearInterval(this.timer);
    this.timer = null;
    this.render();
  }
}
