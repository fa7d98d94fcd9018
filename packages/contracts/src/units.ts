import { CHINA_TIME_OFFSET_SECONDS, THOUSANDS_THRESHOLD } from './constants';

/** Feet in one metre (spec §9). */
export const FEET_PER_METRE = 3.2808399;
/** km/h in one knot (spec §9: km/h ÷ 1.852 = kt). */
export const KMH_PER_KNOT = 1.852;
/** Metres in one nautical mile (exact, by definition). */
export const METRES_PER_NM = 1852;
/** Metres per second in one knot (one nautical mile an hour). */
export const METRES_PER_SECOND_PER_KNOT = METRES_PER_NM / 3600;

/** Metres to feet. */
export function metresToFeet(metres: number): number {
  return metres * FEET_PER_METRE;
}

/** Feet to metres. */
export function feetToMetres(feet: number): number {
  return feet / FEET_PER_METRE;
}

/** km/h to knots. */
export function kmhToKnots(kmh: number): number {
  return kmh / KMH_PER_KNOT;
}

/** Knots to km/h. */
export function knotsToKmh(knots: number): number {
  return knots * KMH_PER_KNOT;
}

/** An angle in [0, 360): a negative angle gets 360 added (spec §9), larger ones wrap. */
export function normaliseAngle(degrees: number): number {
  const wrapped = degrees % 360;
  return wrapped < 0 ? wrapped + 360 : wrapped;
}

/** Numbers above 10000 as thousands with two decimals and 'k' (spec §9), others unchanged. */
export function formatThousands(value: number): string {
  return value > THOUSANDS_THRESHOLD ? `${(value / 1000).toFixed(2)}k` : String(value);
}

/** A UTC epoch (seconds) shifted to China Standard Time (UTC+8), still in seconds. */
export function toChinaTime(epochSeconds: number): number {
  return epochSeconds + CHINA_TIME_OFFSET_SECONDS;
}

/** A China Standard Time epoch (seconds) back to UTC seconds. */
export function fromChinaTime(chinaSeconds: number): number {
  return chinaSeconds - CHINA_TIME_OFFSET_SECONDS;
}
