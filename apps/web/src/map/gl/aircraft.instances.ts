import { METRES_PER_SECOND_PER_KNOT, WEB_MERCATOR_RADIUS_M } from '@skytrace/contracts';
import { canExtrapolate, MAX_EXTRAPOLATION_SECONDS } from '../../live/extrapolate';
import { isEmergency, type LiveAircraft } from '../../live/aircraft.store';
import { ALTITUDE_BANDS, altitudeBand } from '../map.theme';

// Packs the live aircraft into one buffer of per-instance attributes for the GPU: position in
// web-mercator units relative to an origin (float32 keeps ~1 mm there instead of ~2 m for
// absolute 0..1 coordinates), speed in mercator units per second along the track (zero when spec
// §4/§9 forbid extrapolation), report time, track, then icon and selected flag as bytes. The
// vertex shader advances each aircraft itself, so between batches the main thread only asks for a
// repaint. This runs for every aircraft in view once a second (10,000 in `npm run bench:web`), so
// it allocates nothing and costs one Math.sin, one Math.log and one Math.sqrt per aircraft.

/** Float32 slots per aircraft: x, y, speed, t0, trackRadians, then 4 bytes (icon, selected). */
export const INSTANCE_FLOATS = 6;
/** Bytes per aircraft in the instance buffer. */
export const INSTANCE_BYTES = INSTANCE_FLOATS * 4;
/** Attribute offsets in float32 slots (OFFSET_STYLE in bytes: icon, then selected). */
export const OFFSET_POSITION = 0;
export const OFFSET_SPEED = 2;
export const OFFSET_TIME = 3;
export const OFFSET_TRACK = 4;
export const OFFSET_ICON_BYTE = 20;
export const OFFSET_SELECTED_BYTE = 21;
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
/** Knots → mercator units per second at the equator; divided by cos φ at the aircraft. */
const MERCATOR_PER_KNOT_SECOND = METRES_PER_SECOND_PER_KNOT / (2 * Math.PI * WEB_MERCATOR_RADIUS_M);
const BAND_CEILINGS = Float64Array.from(ALTITUDE_BANDS, (band) => band.ceilingFt);

/** Web-mercator x in 0..1 (MapLibre's MercatorCoordinate) of a longitude. */
export function mercatorX(lon: number): number {
  return (180 + lon) / 360;
}

/**
 * Web-mercator y in 0..1, north at 0, of a latitude: ½ − ln(tan(π/4 + φ/2)) / 2π, written as
 * ½ − ln((1 + sin φ) / (1 − sin φ)) / 4π (the same function; one sin instead of a tan, and the
 * sin also gives cos φ for the speed scale).
 */
export function mercatorY(lat: number): number {
  const sin = Math.sin(lat * RADIANS);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

export function iconIndex(aircraft: LiveAircraft): number {
  if (isEmergency(aircraft)) return ICON_EMERGENCY;
  if (aircraft.onGround) return ICON_GROUND;
  return altitudeBand(aircraft.altitudeFt);
}

/** iconIndex without the closure of altitudeBand's findIndex (same bands). */
function packIcon(aircraft: LiveAircraft): number {
  if (isEmergency(aircraft)) return ICON_EMERGENCY;
  if (aircraft.onGround) return ICON_GROUND;
  const altitude = aircraft.altitudeFt;
  if (altitude === null) return 0;
  const bands = BAND_CEILINGS.length;
  for (let band = 0; band < bands; band++) {
    if (altitude < (BAND_CEILINGS[band] ?? 0)) return band;
  }
  return bands - 1;
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
 * Reusable instance arrays: `data` holds INSTANCE_FLOATS per aircraft in draw order (`bytes` is
 * the same buffer, for the icon and selected bytes), `icao` the aircraft of each instance (for
 * hit tests). They grow and are never shrunk, so steady batches allocate nothing.
 */
export class AircraftInstances {
  data = new Float32Array(0);
  bytes = new Uint8Array(0);
  icao = new Int32Array(0);
  count = 0;
  private order: LiveAircraft[] = [];
  private buckets = new Uint8Array(0);
  private icons = new Uint8Array(0);
  private readonly counts = new Int32Array(ICON_COUNT + 1);
  private readonly offsets = new Int32Array(ICON_COUNT + 1);

  /** Packs `aircraft` and returns the instance count. */
  pack(aircraft: Iterable<LiveAircraft>, options: PackOptions): number {
    // Pass 1: keep the included aircraft and their bucket, counting each bucket's size.
    let kept = 0;
    const counts = this.counts.fill(0);
    const include = options.include;
    const selected = options.selected;
    for (const entry of aircraft) {
      if (!include(entry)) continue;
      if (kept === this.buckets.length) this.grow(Math.max(1024, kept * 2));
      const icon = packIcon(entry);
      const bucket = entry.icao === selected ? SELECTED_BUCKET : icon;
      this.order[kept] = entry;
      this.buckets[kept] = bucket;
      this.icons[kept] = icon;
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
    const bytes = this.bytes;
    const icaos = this.icao;
    const order = this.order;
    const { originX, originY, epochMs } = options;
    for (let i = 0; i < kept; i++) {
      const entry = order[i] as LiveAircraft;
      const bucket = this.buckets[i] ?? 0;
      const slot = offsets[bucket] ?? 0;
      offsets[bucket] = slot + 1;
      icaos[slot] = entry.icao;
      const base = slot * INSTANCE_FLOATS;
      const sin = Math.sin(entry.lat * RADIANS);
      data[base] = (180 + entry.lon) / 360 - originX;
      data[base + 1] = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) - originY;
      // d(mercator)/dt = v / (2πR·cos φ) along the track (the shader takes sin/cos of the track).
      const speedKt = entry.speedKt ?? 0;
      data[base + OFFSET_SPEED] = canExtrapolate(entry)
        ? (speedKt * MERCATOR_PER_KNOT_SECOND) / Math.sqrt(1 - sin * sin)
        : 0;
      data[base + OFFSET_TIME] = (entry.positionTimeMs - epochMs) / 1000;
      data[base + OFFSET_TRACK] = (entry.track ?? 0) * RADIANS;
      const byte = base * 4;
      bytes[byte + OFFSET_ICON_BYTE] = this.icons[i] ?? 0;
      bytes[byte + OFFSET_SELECTED_BYTE] = bucket === SELECTED_BUCKET ? 1 : 0;
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
      Math.max(seconds - (data[base + OFFSET_TIME] ?? 0), 0),
      MAX_EXTRAPOLATION_SECONDS,
    );
    const distance = (data[base + OFFSET_SPEED] ?? 0) * elapsed;
    const track = data[base + OFFSET_TRACK] ?? 0;
    // y grows southward.
    out[0] = (data[base] ?? 0) + distance * Math.sin(track);
    out[1] = (data[base + 1] ?? 0) - distance * Math.cos(track);
    return out;
  }

  /** Speed of instance `index` in mercator units per second (0: not extrapolated). */
  speedAt(index: number): number {
    return this.data[index * INSTANCE_FLOATS + OFFSET_SPEED] ?? 0;
  }

  /** Atlas icon of instance `index`. */
  iconAt(index: number): number {
    return this.bytes[index * INSTANCE_BYTES + OFFSET_ICON_BYTE] ?? 0;
  }

  /** True when instance `index` is the selected aircraft. */
  isSelectedAt(index: number): boolean {
    return this.bytes[index * INSTANCE_BYTES + OFFSET_SELECTED_BYTE] === 1;
  }

  private grow(capacity: number): void {
    const data = new Float32Array(capacity * INSTANCE_FLOATS);
    data.set(this.data);
    this.data = data;
    this.bytes = new Uint8Array(data.buffer);
    const icons = new Uint8Array(capacity);
    icons.set(this.icons);
    this.icons = icons;
    const icao = new Int32Array(capacity);
    icao.set(this.icao);
    this.icao = icao;
    const buckets = new Uint8Array(capacity);
    buckets.set(this.buckets);
    this.buckets = buckets;
  }
}
