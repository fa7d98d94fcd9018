// One trace point, its quantisation, and its packed in-memory form.
//
// Quantisation is chosen from what the sources can tell apart, so nothing real is lost:
//   time      100 ms     arrival times of network feeds jitter by more than that
//   lat/lon   1e-5°      ≈ 1.1 m, finer than the ~7.5 m of NIC 8+ ADS-B positions
//   altitude  25 ft      the Mode S Q=1 altitude step (Gillham replies are 100 ft)
//   speed     1 kt       the ADS-B subsonic airborne velocity step
//   track     0.1°       ground track is derived from velocity components; 0.1° keeps turns smooth
//   vertical  64 ft/min  the ADS-B vertical-rate step
//   squawk    exact      four octal digits, 12 bits
// A round trip through memory or storage therefore changes a value by at most half a step.
//
// In memory a point is 6 int32 words (24 bytes), so 10,000 aircraft × 30 min of thinned trace
// stay in typed arrays instead of millions of objects:
//   0 time     deciseconds since the aircraft's base time
//   1 lat      1e-5°
//   2 lon      1e-5°
//   3 altitude(high 16, 25 ft, signed) | vertical rate (low 16, 64 ft/min, signed); -32768 = null
//   4 speed (bits 0–11, kt, 4095 = null) | track (bits 12–23, 0.1°, 4095 = null) | onGround (bit 24)
//   5 squawk as a 12-bit octal number (7700 → 0o7700), -1 = null. Its own word: the other words
//     have no 13 free bits left, and a sixth word costs 4 B per point held, ~10 MB at 10,000
//     aircraft (trace README).

/** One recorded position of an aircraft. */
export interface TracePoint {
  /** ms since epoch (arrival time). */
  time: number;
  /** degrees */
  lat: number;
  /** degrees */
  lon: number;
  /**
   * ft, barometric; null unknown. An offered point may say unknown with NaN instead (in every
   * nullable field): the live table's listener reuses one point whose fields then stay doubles,
   * where a field that is sometimes null makes V8 box every number written to it.
   */
  altitude: number | null;
  /** kt */
  groundSpeed: number | null;
  /** degrees [0,360) */
  track: number | null;
  /** ft/min */
  verticalRate: number | null;
  onGround: boolean;
  /**
   * Mode A code as four octal digits in hex nibbles, like the live table (7700 is 0x7700);
   * null or absent when unknown.
   */
  squawk?: number | null;
}

export const TIME_STEP_MS = 100;
export const LATLON_PER_DEGREE = 100_000;
export const ALTITUDE_STEP_FT = 25;
export const TRACK_STEPS_PER_DEGREE = 10;
export const VERTICAL_RATE_STEP_FPM = 64;

/** Words per packed point. */
export const STRIDE = 6;
const NULL16 = -32768;
const NULL12 = 4095;
const GROUND_BIT = 1 << 24;

export const quantiseTime = (ms: number): number => Math.round(ms / TIME_STEP_MS);
export const quantiseLatLon = (degrees: number): number => Math.round(degrees * LATLON_PER_DEGREE);
const clamp = (value: number, low: number, high: number): number =>
  value < low ? low : value > high ? high : value;

/** Altitude in 25 ft steps, clamped to int16 (−819,175…+819,175 ft); NULL16 when unknown. */
export const quantiseAltitude = (ft: number | null): number =>
  ft === null || ft !== ft ? NULL16 : clamp(Math.round(ft / ALTITUDE_STEP_FT), -32767, 32767);
/** Vertical rate in 64 ft/min steps, clamped to int16; NULL16 when unknown. */
export const quantiseVerticalRate = (fpm: number | null): number =>
  fpm === null || fpm !== fpm
    ? NULL16
    : clamp(Math.round(fpm / VERTICAL_RATE_STEP_FPM), -32767, 32767);
/** Ground speed in kt, 0…4094; NULL12 when unknown. */
export const quantiseSpeed = (kt: number | null): number =>
  kt === null || kt !== kt ? NULL12 : clamp(Math.round(kt), 0, NULL12 - 1);
/** Track in 0.1°, 0…3599 (360° wraps to 0); NULL12 when unknown. */
export function quantiseTrack(degrees: number | null): number {
  if (degrees === null || degrees !== degrees) return NULL12;
  const steps = Math.round(degrees * TRACK_STEPS_PER_DEGREE) % 3600;
  return steps < 0 ? steps + 3600 : steps;
}

/** The squawk 0xABCD (octal digits in nibbles) as the 12-bit number 0oABCD; -1 when unknown. */
export function quantiseSquawk(squawk: number | null | undefined): number {
  if (squawk === null || squawk === undefined || !Number.isInteger(squawk)) return -1;
  if (squawk < 0 || squawk > 0x7777 || (squawk & 0x8888) !== 0) return -1;
  return (
    (((squawk >> 12) & 7) << 9) |
    (((squawk >> 8) & 7) << 6) |
    (((squawk >> 4) & 7) << 3) |
    (squawk & 7)
  );
}

/** The squawk in nibble form (0x7700) of a 12-bit octal number; null for -1. */
export function squawkOfCode(code: number): number | null {
  if (code < 0) return null;
  return (
    (((code >> 9) & 7) << 12) | (((code >> 6) & 7) << 8) | (((code >> 3) & 7) << 4) | (code & 7)
  );
}

export const isNull16 = (value: number): boolean => value === NULL16;
export const isNull12 = (value: number): boolean => value === NULL12;

/** Writes `point` packed at `offset` of `target`; times count from `baseDeciseconds`. */
export function packPoint(
  target: Int32Array,
  offset: number,
  point: TracePoint,
  baseDeciseconds: number,
): void {
  target[offset] = quantiseTime(point.time) - baseDeciseconds;
  target[offset + 1] = quantiseLatLon(point.lat);
  target[offset + 2] = quantiseLatLon(point.lon);
  target[offset + 3] =
    (quantiseAltitude(point.altitude) << 16) | (quantiseVerticalRate(point.verticalRate) & 0xffff);
  target[offset + 4] =
    quantiseSpeed(point.groundSpeed) |
    (quantiseTrack(point.track) << 12) |
    (point.onGround ? GROUND_BIT : 0);
  target[offset + 5] = quantiseSquawk(point.squawk);
}

// Field readers of a packed point (V8 inlines these on the hot path).
export const packedAltitude = (words: Int32Array, offset: number): number =>
  (words[offset + 3] ?? 0) >> 16;
export const packedVerticalRate = (words: Int32Array, offset: number): number =>
  ((words[offset + 3] ?? 0) << 16) >> 16;
export const packedSpeed = (words: Int32Array, offset: number): number =>
  (words[offset + 4] ?? 0) & 0xfff;
export const packedTrack = (words: Int32Array, offset: number): number =>
  ((words[offset + 4] ?? 0) >> 12) & 0xfff;
export const packedOnGround = (words: Int32Array, offset: number): boolean =>
  ((words[offset + 4] ?? 0) & GROUND_BIT) !== 0;
/** The 12-bit octal squawk code, -1 when unknown. */
export const packedSquawk = (words: Int32Array, offset: number): number => words[offset + 5] ?? -1;

/** The TracePoint a packed point stands for (its values are quantised). */
export function unpackPoint(
  words: Int32Array,
  offset: number,
  baseDeciseconds: number,
): TracePoint {
  const altitude = packedAltitude(words, offset);
  const verticalRate = packedVerticalRate(words, offset);
  const speed = packedSpeed(words, offset);
  const track = packedTrack(words, offset);
  return {
    time: ((words[offset] ?? 0) + baseDeciseconds) * TIME_STEP_MS,
    lat: (words[offset + 1] ?? 0) / LATLON_PER_DEGREE,
    lon: (words[offset + 2] ?? 0) / LATLON_PER_DEGREE,
    altitude: isNull16(altitude) ? null : altitude * ALTITUDE_STEP_FT,
    groundSpeed: isNull12(speed) ? null : speed,
    track: isNull12(track) ? null : track / TRACK_STEPS_PER_DEGREE,
    verticalRate: isNull16(verticalRate) ? null : verticalRate * VERTICAL_RATE_STEP_FPM,
    onGround: packedOnGround(words, offset),
    squawk: squawkOfCode(packedSquawk(words, offset)),
  };
}

/** The point as it reads back from memory or storage: every value rounded to its step. */
export function quantisePoint(point: TracePoint): TracePoint {
  const words = new Int32Array(STRIDE);
  const base = quantiseTime(point.time);
  packPoint(words, 0, point, base);
  return unpackPoint(words, 0, base);
}

/**
 * The stored points older than what the recorder still holds in memory, then the memory (which
 * includes points not written yet): one track without a point twice.
 */
export function withRecentPoints(
  stored: readonly TracePoint[],
  recent: readonly TracePoint[],
): TracePoint[] {
  const first = recent[0];
  if (!first) return [...stored];
  return [...stored.filter((point) => point.time < first.time), ...recent];
}
