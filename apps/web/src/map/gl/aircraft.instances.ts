import { EARTH_RADIUS_M } from '@skytrace/contracts';
import { canExtrapolate, MAX_EXTRAPOLATION_SECONDS } from '../../live/extrapolate';
import { isEmergency, type LiveAircraft } from '../../live/aircraft.store';
import { ALTITUDE_BANDS, altitudeBand } from '../map.theme';

// Packs the live aircraft into one Float32Array of per-instance attributes for the GPU: position
// in web-mercator units relative to an origin (float32 keeps ~1 mm there instead of ~2 m for
// absolute 0..1 coordinates), velocity in mercator units per second (zero when spec §4/§9 forbid
// extrapolation), report time, track and icon. The vertex shader advances each aircraft itself,
// so between batches the main thread only asks for a repaint.

/** Floats per aircraft: x, y, vx, vy, t0, trackRadians, icon, selected. */
export const INSTANCE_FLOATS = 8;
export const ICON_GROUND = ALTITUDE_BANDS.length;
export const ICON_EMERGENCY = ALTITUDE_BANDS.length + 1;
/** Icons in the atlas: the altitude bands, ground, emergency. */
export const ICON_COUNT = ALTITUDE_BANDS.length + 2;
/** Draw buckets bottom up: ground, bands low to high, emergencies, the selected aircraft. */
const SELECTED_BUCKET = ICON_COUNT;
const BUCKET_ORDER = [
  ICON_GROUND,
  ...ALTITUDE_BANDS.map((_, i) => i),
  ICON_EMERGENCY,
  SELECTED_BUCKET,
];
const RADIANS = Math.PI / 180;
const METRES_PER_SECOND_PER_KNOT = 0.514444;

/** Web-mercator x in 0..1 (MapLibre's MercatorCoordinate) of a longitude. */
export function mercatorX(lon: number): number {
  return (180 + lon) / 360;
}

/** Web-mercator y in 0..1, north at 0, of a latitude. */
export function mercatorY(lat: number): number {
  return (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * RADIANS) / 2))) / 360;
}

export function iconIndex(aircraft: LiveAircraft): number {
  if (isEmergency(aircraft)) return ICON_EMERGENCY;
  if (aircraft.onGround) return ICON_GROUND;
  return altitudeBand(aircraft.altitudeFt);
}

export interface PackOptions {
  /** Time the packed t0 values count from, ms since the epoch. */
  epochMs: number;
  /** Mercator origin the packed positions are relative to. */
  originX: number;
  originY: number;
  selected: number | null;
  /** Aircraft for which this returns false are left out (filters). */
  include: (aircraft: LiveAircraft) => boolean;
}

/**
 * Reusable instance arrays: `data` holds INSTANCE_FLOATS per aircraft in draw order, `icao` the
 * aircraft of each instance (for hit tests). Both grow and are never shrunk, so steady batches
 * allocate nothing.
 */
export class AircraftInstances {
  data = new Float32Array(0);
  icao = new Int32Array(0);
  count = 0;
  private order: LiveAircraft[] = [];
  private buckets = new Uint8Array(0);
  private readonly counts = new Int32Array(ICON_COUNT + 1);
  private readonly offsets = new Int32Array(ICON_COUNT + 1);

  /** Packs `aircraft` and returns the instance count. */
  pack(aircraft: Iterable<LiveAircraft>, options: PackOptions): number {
    // Pass 1: keep the included aircraft and their bucket, counting each bucket's size.
    let kept = 0;
    const counts = this.counts.fill(0);
    for (const entry of aircraft) {
      if (!options.include(entry)) continue;
      if (kept === this.buckets.length) this.grow(Math.max(1024, kept * 2));
      const bucket = entry.icao === options.selected ? SELECTED_BUCKET : iconIndex(entry);
      this.order[kept] = entry;
      this.buckets[kept] = bucket;
      counts[bucket] = (counts[bucket] ?? 0) + 1;
      kept++;
    }
    // Bucket offsets in draw order (a counting sort: O(n), no comparisons).
    const offsets = this.offsets;
    let offset = 0;
    for (const bucket of BUCKET_ORDER) {
      offsets[bucket] = offset;
      offset += counts[bucket] ?? 0;
    }
    // Pass 2: write each aircraft at its bucket's next slot.
    const data = this.data;
    for (let i = 0; i < kept; i++) {
      const entry = this.order[i] as LiveAircraft;
      const bucket = this.buckets[i] ?? 0;
      const slot = offsets[bucket] ?? 0;
      offsets[bucket] = slot + 1;
      this.icao[slot] = entry.icao;
      const base = slot * INSTANCE_FLOATS;
      data[base] = mercatorX(entry.lon) - options.originX;
      data[base + 1] = mercatorY(entry.lat) - options.originY;
      const track = (entry.track ?? 0) * RADIANS;
      if (canExtrapolate(entry)) {
        // d(mercator)/dt = v / (2πR·cos φ) along the track; y grows southward.
        const speed = (entry.speedKt ?? 0) * METRES_PER_SECOND_PER_KNOT;
        const scale = speed / (2 * Math.PI * EARTH_RADIUS_M * Math.cos(entry.lat * RADIANS));
        data[base + 2] = scale * Math.sin(track);
        data[base + 3] = -scale * Math.cos(track);
      } else {
        data[base + 2] = 0;
        data[base + 3] = 0;
      }
      data[base + 4] = (entry.positionTimeMs - options.epochMs) / 1000;
      data[base + 5] = track;
      data[base + 6] = bucket === SELECTED_BUCKET ? iconIndex(entry) : bucket;
      data[base + 7] = bucket === SELECTED_BUCKET ? 1 : 0;
    }
    // Drop references beyond this batch so removed aircraft can be collected.
    this.order.fill(undefined as unknown as LiveAircraft, kept, this.count);
    this.count = kept;
    return kept;
  }

  /**
   * Mercator position (relative to the origin) of instance `index` at `seconds` after the epoch,
   * the same sum the vertex shader computes.
   */
  positionAt(index: number, seconds: number, out: [number, number]): [number, number] {
    const base = index * INSTANCE_FLOATS;
    const data = this.data;
    const elapsed = Math.min(
      Math.max(seconds - (data[base + 4] ?? 0), 0),
      MAX_EXTRAPOLATION_SECONDS,
    );
    out[0] = (data[base] ?? 0) + (data[base + 2] ?? 0) * elapsed;
    out[1] = (data[base + 1] ?? 0) + (data[base + 3] ?? 0) * elapsed;
    return out;
  }

  private grow(capacity: number): void {
    const data = new Float32Array(capacity * INSTANCE_FLOATS);
    data.set(this.data);
    this.data = data;
    const icao = new Int32Array(capacity);
    icao.set(this.icao);
    this.icao = icao;
    const buckets = new Uint8Array(capacity);
    buckets.set(this.buckets);
    this.buckets = buckets;
  }
}
