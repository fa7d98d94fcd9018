import type { Map as MapLibreMap } from 'maplibre-gl';
import { LABEL_AUTO_SHOW_LIMIT } from '@skytrace/contracts';
import type { AircraftStore, LiveAircraft } from '../../live/aircraft.store';
import { extrapolatePosition } from '../../live/extrapolate';
import { LabelPlacement } from './label.placement';

// Aircraft labels (spec §3 tag fields, §9 auto-show under 1000 aircraft) on one 2D canvas over
// the map: MapLibre symbol text needs a glyph server we do not have, and a thousand DOM markers
// would cost a layout each frame. The canvas is redrawn on the map's `render` event (every camera
// frame and every aircraft-source update), projecting the extrapolated positions. Text and its
// width are computed once per batch per aircraft, not per frame. Overlap is avoided cheaply: a
// label whose box collides with one already drawn is skipped, selected aircraft drawn first.
// The aircraft of multi mode get a ring here too, so the GPU layer keeps one selected instance.

export type LabelVisibility = 'auto' | 'always' | 'never';

export interface LabelsLayerOptions {
  store: AircraftStore;
  /** The lines of an aircraft's label; none hides it. */
  linesOf: (aircraft: LiveAircraft) => string[];
}

export interface LabelsLayerStats {
  /** Aircraft inside the viewport that pass the filter. */
  inView: number;
  /** Labels drawn in the last frame. */
  drawn: number;
}

interface CachedText {
  /** Store batch and text-settings versions the text was built at. */
  version: number;
  textVersion: number;
  lines: string[];
  width: number;
}

const FONT_SIZE = 11;
const LINE_HEIGHT = 13;
const PADDING_X = 4;
const PADDING_Y = 2;
/** Gap between the aircraft's position and the label's left edge, px (clear of the icon). */
const OFFSET_X = 13;
/** Radius of the multi-select ring, px (the selected halo's size). */
const RING_RADIUS = 16;

export class LabelsLayer {
  readonly stats: LabelsLayerStats = { inView: 0, drawn: 0 };
  private readonly canvas = document.createElement('canvas');
  private readonly context: CanvasRenderingContext2D | null;
  private readonly texts = new Map<number, CachedText>();
  private readonly position: [number, number] = [0, 0];
  private readonly candidates: LiveAircraft[] = [];
  private readonly placement = new LabelPlacement();
  private filter: ((aircraft: LiveAircraft) => boolean) | null = null;
  private selected: number | null = null;
  private multi: ReadonlySet<number> = new Set();
  private visibility: LabelVisibility = 'auto';
  /** Bumped when the text settings change, so every cached text is rebuilt. */
  private textVersion = 0;
  private font: string;
  private ratio = 1;

  constructor(
    private readonly map: MapLibreMap,
    private readonly options: LabelsLayerOptions,
  ) {
    this.canvas.className = 'aircraft-labels';
    this.canvas.setAttribute('aria-hidden', 'true');
    this.context = this.canvas.getContext('2d');
    const mono = getComputedStyle(map.getContainer()).getPropertyValue('--font-mono').trim();
    this.font = `600 ${FONT_SIZE}px ${mono || 'monospace'}`;
    map.getCanvasContainer().appendChild(this.canvas);
    this.resize();
    map.on('resize', this.resize);
    map.on('render', this.draw);
  }

  /** Labels only for aircraft passing `predicate` (the filter of the map), or for all. */
  setFilter(predicate: ((aircraft: LiveAircraft) => boolean) | null): void {
    this.filter = predicate;
    this.map.triggerRepaint();
  }

  /** The aircraft shown in the detail bar and those of multi mode: labelled first, outlined. */
  setSelected(icao: number | null, multi: readonly number[]): void {
    this.selected = icao;
    this.multi = new Set(multi);
    this.map.triggerRepaint();
  }

  setVisibility(visibility: LabelVisibility): void {
    this.visibility = visibility;
    this.map.triggerRepaint();
  }

  /** The tag fields or units changed: rebuild every label's text. */
  invalidateText(): void {
    this.textVersion++;
    this.map.triggerRepaint();
  }

  destroy(): void {
    this.map.off('resize', this.resize);
    this.map.off('render', this.draw);
    this.canvas.remove();
  }

  private readonly resize = (): void => {
    const container = this.map.getContainer();
    this.ratio = Math.max(1, Math.min(window.devicePixelRatio || 1, 3));
    this.canvas.width = Math.round(container.clientWidth * this.ratio);
    this.canvas.height = Math.round(container.clientHeight * this.ratio);
    this.canvas.style.width = `${container.clientWidth}px`;
    this.canvas.style.height = `${container.clientHeight}px`;
  };

  private text(aircraft: LiveAircraft, context: CanvasRenderingContext2D): CachedText {
    const version = this.options.store.version;
    const textVersion = this.textVersion;
    let cached = this.texts.get(aircraft.icao);
    if (cached?.version === version && cached.textVersion === textVersion) return cached;
    const lines = this.options.linesOf(aircraft);
    let width = 0;
    for (const line of lines) width = Math.max(width, context.measureText(line).width);
    cached = { version, textVersion, lines, width };
    this.texts.set(aircraft.icao, cached);
    return cached;
  }

  /** The aircraft to label, selected first; also counts those in view. */
  private collect(): LiveAircraft[] {
    const candidates = this.candidates;
    candidates.length = 0;
    const bounds = this.map.getBounds();
    const west = bounds.getWest();
    const east = bounds.getEast();
    const south = bounds.getSouth();
    const north = bounds.getNorth();
    const now = Date.now();
    let inView = 0;
    let chosen = 0;
    for (const aircraft of this.options.store.values()) {
      const [lon, lat] = extrapolatePosition(aircraft, now, this.position);
      if (lat < south || lat > north || lon < west || lon > east) continue;
      const isChosen = aircraft.icao === this.selected || this.multi.has(aircraft.icao);
      if (!isChosen && this.filter !== null && !this.filter(aircraft)) continue;
      inView++;
      if (isChosen) {
        candidates.push(aircraft);
        // Keep the chosen ones at the front, in the order found.
        candidates[candidates.length - 1] = candidates[chosen] ?? aircraft;
        candidates[chosen++] = aircraft;
      } else candidates.push(aircraft);
    }
    this.stats.inView = inView;
    const show =
      this.visibility === 'always' ||
      (this.visibility === 'auto' && inView < LABEL_AUTO_SHOW_LIMIT);
    if (this.visibility === 'never') candidates.length = 0;
    else if (!show) candidates.length = chosen;
    if (this.texts.size > 2 * this.options.store.size + 100) this.texts.clear();
    return candidates;
  }

  /** Multi mode: a ring around every selected aircraft (the shown one has the layer's halo). */
  private drawRings(context: CanvasRenderingContext2D, now: number): void {
    if (this.multi.size === 0) return;
    context.strokeStyle = '#3fb6ff';
    context.lineWidth = 2;
    for (const icao of this.multi) {
      const aircraft = icao === this.selected ? undefined : this.options.store.get(icao);
      if (aircraft === undefined) continue;
      const point = this.map.project(extrapolatePosition(aircraft, now, this.position));
      context.beginPath();
      context.arc(point.x, point.y, RING_RADIUS, 0, 2 * Math.PI);
      context.stroke();
    }
  }

  private readonly draw = (): void => {
    const context = this.context;
    if (context === null) return;
    context.setTransform(this.ratio, 0, 0, this.ratio, 0, 0);
    context.clearRect(0, 0, this.canvas.width, this.canvas.height);
    this.placement.clear();
    context.font = this.font;
    context.textBaseline = 'top';
    const width = this.canvas.width / this.ratio;
    const height = this.canvas.height / this.ratio;
    const now = Date.now();
    this.drawRings(context, now);
    let drawn = 0;
    for (const aircraft of this.collect()) {
      const text = this.text(aircraft, context);
      if (text.lines.length === 0) continue;
      const point = this.map.project(extrapolatePosition(aircraft, now, this.position));
      const boxWidth = text.width + 2 * PADDING_X;
      const boxHeight = text.lines.length * LINE_HEIGHT + 2 * PADDING_Y;
      const chosen = aircraft.icao === this.selected || this.multi.has(aircraft.icao);
      const left = point.x + OFFSET_X;
      // The selected aircraft's own name tag sits beside it: its label goes just below.
      const top = aircraft.icao === this.selected ? point.y + 12 : point.y - boxHeight / 2;
      if (left > width || top > height || left + boxWidth < 0 || top + boxHeight < 0) continue;
      if (!this.placement.place(left, top, left + boxWidth, top + boxHeight)) continue;
      context.fillStyle = chosen ? 'rgba(14, 58, 96, 0.92)' : 'rgba(9, 22, 42, 0.78)';
      context.beginPath();
      context.roundRect(left, top, boxWidth, boxHeight, 3);
      context.fill();
      if (chosen) {
        context.strokeStyle = '#3fb6ff';
        context.lineWidth = 1;
        context.stroke();
      }
      context.fillStyle = '#ffffff';
      for (let i = 0; i < text.lines.length; i++) {
        context.fillText(
          text.lines[i] ?? '',
          left + PADDING_X,
          top + PADDING_Y + i * LINE_HEIGHT + 1,
        );
      }
      drawn++;
    }
    this.stats.drawn = drawn;
  };
}
