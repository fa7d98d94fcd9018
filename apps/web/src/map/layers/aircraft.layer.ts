import { METRES_PER_SECOND_PER_KNOT, WEB_MERCATOR_RADIUS_M } from '@skytrace/contracts';
import type {
  CustomLayerInterface,
  CustomRenderMethodInput,
  Map as MapLibreMap,
  MapMouseEvent,
  Marker,
} from 'maplibre-gl';
import { extrapolatePosition, MAX_EXTRAPOLATION_SECONDS } from '../../live/extrapolate';
import type { AircraftStore, LiveAircraft } from '../../live/aircraft.store';
import { markStartup } from '../../live/startup.marks';
import { drawAircraftIcon } from '../aircraft.icon';
import { AircraftInstances, INSTANCE_FLOATS, mercatorX, mercatorY } from '../gl/aircraft.instances';
import { AircraftProgram, ICON_CSS_PX } from '../gl/aircraft.program';
import { aircraftIconScale } from '../gl/aircraft.scale';
import { HitGrid } from '../gl/hit.grid';
import { ALTITUDE_BANDS, EMERGENCY_COLOR, GROUND_COLOR } from '../map.theme';

// The live aircraft on the map, drawn on the GPU (a MapLibre custom layer): after each batch the
// store's aircraft are packed once into a typed array (position, velocity, report time, track,
// icon) and uploaded; every frame is then one instanced draw, and the vertex shader extrapolates
// each aircraft itself. So motion costs the main thread nothing per aircraft between batches and
// there is no aircraft cap on extrapolation (the seed product stopped at 900 DOM markers). Clicks
// and hover are answered by a grid index in JS. Nothing passes through React (STYLE.md habit 6).

/** Other layers insert themselves under this id (layer-order.ts, track.layer.ts). */
export const AIRCRAFT_LAYER_ID = 'aircraft-halo';
/** Repaint cadence while aircraft move: spec §4's fastest simulation tier, at every count. */
const ANIMATION_INTERVAL_MS = 100;
/** Click/hover radius around an icon's centre, CSS px. */
const HIT_RADIUS_PX = ICON_CSS_PX / 2;
/** Fastest ground speed we expect to extrapolate (knots), to widen hit-test searches. */
const MAX_SPEED_KT = 1200;
const TILE_SIZE = 512;

export interface AircraftLayerStats {
  /** Source updates (batches packed and uploaded) so far. */
  updates: number;
  /** Main-thread time of the last update and the mean over all, in ms. */
  lastMs: number;
  meanMs: number;
  /** Aircraft in the last update. */
  rendered: number;
  /** Frames drawn and the main-thread time of the last draw call, ms. */
  frames: number;
  lastDrawMs: number;
  /** performance.now() of the first frame that drew an aircraft (null until then). */
  firstPaintMs: number | null;
}

export interface AircraftLayerOptions {
  store: AircraftStore;
  /** Called with the clicked aircraft, or null when the selected aircraft is clicked again. */
  onSelect: (icao: number | null) => void;
  /** Text of the label beside the selected aircraft. */
  labelOf: (aircraft: LiveAircraft) => string;
  createMarker: (element: HTMLElement) => Marker;
}

const includeAll = (): boolean => true;

export class AircraftLayer {
  readonly stats: AircraftLayerStats = {
    updates: 0,
    lastMs: 0,
    meanMs: 0,
    rendered: 0,
    frames: 0,
    lastDrawMs: 0,
    firstPaintMs: null,
  };
  /** Resolves when the first aircraft are drawn (the base map's geometry waits for it). */
  readonly firstPaint: Promise<void>;
  private resolveFirstPaint: () => void = () => undefined;
  private selected: number | null = null;
  private filter: (aircraft: LiveAircraft) => boolean = includeAll;
  private frame = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void) | null = null;
  private label: Marker | null = null;
  private readonly labelElement = document.createElement('div');
  private readonly position: [number, number] = [0, 0];
  private readonly instances = new AircraftInstances();
  private readonly grid = new HitGrid();
  private program: AircraftProgram | null = null;
  private readonly matrix = new Float32Array(16);
  private epochMs = Date.now();
  private originX = 0;
  private originY = 0;
  private dirty = true;
  private moving = false;
  private animated = true;
  private hovering = false;
  private totalMs = 0;

  constructor(
    private readonly map: MapLibreMap,
    private readonly options: AircraftLayerOptions,
  ) {
    this.firstPaint = new Promise((resolve) => (this.resolveFirstPaint = resolve));
    this.labelElement.className = 'aircraft-label';
    const layer: CustomLayerInterface = {
      id: AIRCRAFT_LAYER_ID,
      type: 'custom',
      renderingMode: '2d',
      onAdd: (_map, gl) => {
        this.program = new AircraftProgram(gl, this.icons());
        this.dirty = true;
      },
      onRemove: () => {
        this.program?.destroy();
        this.program = null;
      },
      render: (_gl, input) => this.draw(input),
    };
    map.addLayer(layer);
    markStartup('aircraft-layer');
    map.on('click', this.onClick);
    map.on('mousemove', this.onMove);
    this.unsubscribe = options.store.subscribe(this.requestUpdate);
    this.requestUpdate();
  }

  /** Highlights `icao` (or nothing) and shows its label. */
  setSelected(icao: number | null): void {
    if (this.selected === icao) return;
    this.selected = icao;
    this.requestUpdate();
  }

  /** Shows only the aircraft `predicate` accepts (null: all). */
  setFilter(predicate: ((aircraft: LiveAircraft) => boolean) | null): void {
    this.filter = predicate ?? includeAll;
    this.requestUpdate();
  }

  /**
   * Whether aircraft glide between batches. Off, the map repaints only when a batch arrives: the
   * radar's bootstrap keeps it off until the page has loaded, so the repaints do not starve the
   * shell's start on slow devices.
   */
  setAnimated(animated: boolean): void {
    this.animated = animated;
    this.scheduleAnimation();
  }

  destroy(): void {
    this.unsubscribe?.();
    if (this.timer !== null) clearInterval(this.timer);
    cancelAnimationFrame(this.frame);
    this.label?.remove();
    this.map.off('click', this.onClick);
    this.map.off('mousemove', this.onMove);
    if (this.map.getLayer(AIRCRAFT_LAYER_ID)) this.map.removeLayer(AIRCRAFT_LAYER_ID);
  }

  private icons() {
    const ratio = Math.max(1, Math.min(window.devicePixelRatio || 1, 3));
    const colors = [...ALTITUDE_BANDS.map((band) => band.color), GROUND_COLOR, EMERGENCY_COLOR];
    return colors.map((color) => drawAircraftIcon(color, ratio));
  }

  /** Batches arrive once a second; coalesce them (and selection changes) to one per frame. */
  private readonly requestUpdate = (): void => {
    this.dirty = true;
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => this.map.triggerRepaint());
  };

  /** Packs the store into the instance buffer and the hit grid (once per batch). */
  private update(): void {
    const program = this.program;
    if (program === null) return;
    const started = performance.now();
    const center = this.map.getCenter();
    this.epochMs = Date.now();
    this.originX = mercatorX(center.lng);
    this.originY = mercatorY(center.lat);
    const count = this.instances.pack(this.options.store.values(), {
      epochMs: this.epochMs,
      originX: this.originX,
      originY: this.originY,
      selected: this.selected,
      include: this.filter,
    });
    program.upload(this.instances.data, count);
    this.grid.rebuild(this.instances.data, INSTANCE_FLOATS, count);
    this.moving = this.hasMovingAircraft(count);
    this.scheduleAnimation();
    this.dirty = false;
    const elapsed = performance.now() - started;
    this.stats.updates++;
    this.stats.lastMs = elapsed;
    this.totalMs += elapsed;
    this.stats.meanMs = this.totalMs / this.stats.updates;
    this.stats.rendered = count;
  }

  private draw(input: CustomRenderMethodInput): void {
    if (this.dirty) this.update();
    const program = this.program;
    if (program === null) return;
    const started = performance.now();
    // The main matrix maps mercator 0..1 to clip space; fold the origin in (in float64) so the
    // shader only sees small, precise offsets.
    const main = input.defaultProjectionData.mainMatrix;
    const x = this.originX;
    const y = this.originY;
    for (let i = 0; i < 16; i++) this.matrix[i] = main[i] ?? 0;
    for (let row = 0; row < 4; row++) {
      this.matrix[12 + row] =
        (main[12 + row] ?? 0) + (main[row] ?? 0) * x + (main[4 + row] ?? 0) * y;
    }
    program.draw({
      matrix: this.matrix,
      nowSeconds: (Date.now() - this.epochMs) / 1000,
      pixelRatio: this.map.getPixelRatio(),
      bearingRadians: (this.map.getBearing() * Math.PI) / 180,
      scale: aircraftIconScale(this.map.getZoom()),
    });
    this.updateLabel();
    this.stats.frames++;
    this.stats.lastDrawMs = performance.now() - started;
    if (this.stats.firstPaintMs === null && this.instances.count > 0) {
      this.stats.firstPaintMs = performance.now();
      markStartup('first-aircraft');
      this.resolveFirstPaint();
    }
  }

  private hasMovingAircraft(count: number): boolean {
    for (let i = 0; i < count; i++) {
      if (this.instances.speedAt(i) !== 0) return true;
    }
    return false;
  }

  /** A repaint every ANIMATION_INTERVAL_MS while something moves; the GPU does the rest. */
  private scheduleAnimation(): void {
    const animate = this.moving && this.animated;
    if (animate && this.timer === null) {
      this.timer = setInterval(() => this.map.triggerRepaint(), ANIMATION_INTERVAL_MS);
    } else if (!animate && this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private updateLabel(): void {
    const aircraft = this.selected === null ? undefined : this.options.store.get(this.selected);
    if (aircraft === undefined || !this.filter(aircraft)) {
      this.label?.remove();
      this.label = null;
      return;
    }
    this.labelElement.textContent = this.options.labelOf(aircraft);
    extrapolatePosition(aircraft, Date.now(), this.position);
    if (this.label === null) {
      this.label = this.options.createMarker(this.labelElement);
      this.label.setLngLat(this.position).addTo(this.map);
    } else {
      this.label.setLngLat(this.position);
    }
  }

  /** The aircraft drawn under `point` (CSS px), nearest first; null when none. */
  private aircraftAt(point: { x: number; y: number }): number | null {
    const count = this.instances.count;
    if (count === 0) return null;
    const lngLat = this.map.unproject([point.x, point.y]);
    const worldSize = TILE_SIZE * Math.pow(2, this.map.getZoom());
    const clickX = mercatorX(lngLat.lng) - this.originX;
    const clickY = mercatorY(lngLat.lat) - this.originY;
    const radius = (HIT_RADIUS_PX * aircraftIconScale(this.map.getZoom())) / worldSize;
    const seconds = (Date.now() - this.epochMs) / 1000;
    // Aircraft have moved since the grid was built: search wider, then test exact positions.
    const drift =
      Math.min(seconds, MAX_EXTRAPOLATION_SECONDS) * MAX_SPEED_KT * METRES_PER_SECOND_PER_KNOT;
    const driftMercator =
      drift / (2 * Math.PI * WEB_MERCATOR_RADIUS_M * Math.cos((lngLat.lat * Math.PI) / 180));
    const best = { index: -1, distance: radius * radius };
    const at: [number, number] = [0, 0];
    this.grid.query(clickX, clickY, radius + driftMercator, (index) => {
      this.instances.positionAt(index, seconds, at);
      const distance = (at[0] - clickX) ** 2 + (at[1] - clickY) ** 2;
      // Later instances are drawn on top, so they win ties.
      if (distance <= best.distance) {
        best.distance = distance;
        best.index = index;
      }
    });
    return best.index < 0 ? null : (this.instances.icao[best.index] ?? null);
  }

  private readonly onClick = (event: MapMouseEvent): void => {
    const icao = this.aircraftAt(event.point);
    if (icao === null) return;
    this.options.onSelect(icao === this.selected ? null : icao);
  };

  private readonly onMove = (event: MapMouseEvent): void => {
    const hovering = this.aircraftAt(event.point) !== null;
    if (hovering === this.hovering) return;
    this.hovering = hovering;
    this.map.getCanvas().style.cursor = hovering ? 'pointer' : '';
  };
}
