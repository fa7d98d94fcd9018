import { FEET_PER_METRE, KMH_PER_KNOT } from '@skytrace/contracts';
import type { HeightUnit, SpeedUnit } from './display-settings.store';

// Unit conversion for the detail panel (spec §9: metres to feet ×3.2808399, km/h ÷1.852 = kt).
// Returns the translation key under `tracker.units.` and the rounded value.

export interface Measure {
  key: 'metre' | 'foot' | 'kmh' | 'knot' | 'metresPerSecond' | 'feetPerMinute';
  value: string;
}

const FEET_PER_MINUTE_PER_METRE_PER_SECOND = FEET_PER_METRE * 60;

function grouped(value: number, language: string): string {
  return Math.round(value).toLocaleString(language === 'zh' ? 'zh-CN' : 'en-US');
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
  return { key: 'metresPerSecond', value: metresPerSecond.toFixed(1) };
}
