import {
  CHINA_TIME_OFFSET_SECONDS,
  FEET_PER_METRE,
  formatDate,
  KMH_PER_KNOT,
  normaliseAngle,
} from '@skytrace/contracts';
import type { HeightUnit, SpeedUnit, TimeZoneUnit } from './display-settings.store';

// Formatting of the detail bar (spec §9: metres to feet ×3.2808399, km/h ÷1.852 = kt, timestamps
// in China time UTC+8 or GMT, dates yyyy-MM-dd in zh and "d MMM yyyy" in en). Each function
// returns the translation key under `tracker.units.` and the value to put in it, so the words
// and their order stay in the language files.

export interface Measure {
  key:
    | 'metre'
    | 'foot'
    | 'kmh'
    | 'knot'
    | 'metresPerSecond'
    | 'feetPerMinute'
    | 'seconds'
    | 'minutes'
    | 'hours'
    | 'days'
    | 'timeLocal'
    | 'timeGmt';
  value: string;
}

const FEET_PER_MINUTE_PER_METRE_PER_SECOND = FEET_PER_METRE * 60;

const locale = (language: string) => (language === 'zh' ? 'zh-CN' : 'en-US');

function grouped(value: number, language: string): string {
  // Math.round(-0.4) is -0, which toLocaleString prints as "-0".
  return (Math.round(value) || 0).toLocaleString(locale(language));
}

export function altitude(feet: number, unit: HeightUnit, language: string): Measure {
  return unit === 'foot'
    ? { key: 'foot', value: grouped(feet, language) }
    : { key: 'metre', value: grouped(feet / FEET_PER_METRE, language) };
}

export function speed(knots: number, unit: SpeedUnit, language: string): Measure {
  return unit === 'knot'
    ? { key: 'knot', value: grouped(knots, language) }
    : { key: 'kmh', value: grouped(knots * KMH_PER_KNOT, language) };
}

export function verticalRate(feetPerMinute: number, unit: HeightUnit, language: string): Measure {
  if (unit === 'foot') return { key: 'feetPerMinute', value: grouped(feetPerMinute, language) };
  const metresPerSecond = feetPerMinute / FEET_PER_MINUTE_PER_METRE_PER_SECOND;
  return { key: 'metresPerSecond', value: (Math.round(metresPerSecond * 10) / 10).toFixed(1) };
}

/** Track over ground in whole degrees, 0–359 (spec §9: negative angles get 360 added). */
export function azimuth(degrees: number): string {
  return String(Math.round(normaliseAngle(degrees)) % 360);
}

/** A latitude or longitude with four decimals (about 11 m), the precision of a position report. */
export function coordinate(degrees: number): string {
  return degrees.toFixed(4);
}

/** Age of a report: seconds under two minutes, then minutes, hours and days. */
export function age(seconds: number): Measure {
  const s = Math.max(0, Math.round(seconds));
  if (s < 120) return { key: 'seconds', value: String(s) };
  if (s < 7200) return { key: 'minutes', value: String(Math.floor(s / 60)) };
  if (s < 172_800) return { key: 'hours', value: String(Math.floor(s / 3600)) };
  return { key: 'days', value: String(Math.floor(s / 86_400)) };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A Unix time (seconds) as date and time in the chosen zone: China time (UTC+8, spec §9 offset
 * 28800 s) or GMT. `withDate: false` gives the clock time only; `seconds` adds the seconds.
 */
export function flightTime(
  epochSeconds: number,
  zone: TimeZoneUnit,
  language: string,
  options: { withDate?: boolean; seconds?: boolean } = {},
): Measure {
  const shifted = new Date(
    (epochSeconds + (zone === 'local' ? CHINA_TIME_OFFSET_SECONDS : 0)) * 1000,
  );
  const clock = `${pad2(shifted.getUTCHours())}:${pad2(shifted.getUTCMinutes())}${
    options.seconds === true ? `:${pad2(shifted.getUTCSeconds())}` : ''
  }`;
  const value =
    options.withDate === false
      ? clock
      : `${formatDate(shifted, language === 'zh' ? 'zh' : 'en')} ${clock}`;
  return { key: zone === 'local' ? 'timeLocal' : 'timeGmt', value };
}
