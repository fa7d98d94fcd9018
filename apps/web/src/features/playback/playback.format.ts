import { CHINA_TIME_OFFSET_SECONDS } from '@skytrace/contracts';
import type { TimeZoneUnit } from '../../settings/display-settings.store';

// Playback times in the display time zone of spec §9: "local" is China time (UTC+8, offset
// 28800 s), "gmt" is UTC. Formatted by hand from the shifted UTC fields so the browser's own zone
// never leaks in.

export function zoneOffsetMs(zone: TimeZoneUnit): number {
  return zone === 'local' ? CHINA_TIME_OFFSET_SECONDS * 1000 : 0;
}

/** "UTC+8" or "UTC": the zone label shown beside times. */
export function zoneLabel(zone: TimeZoneUnit): string {
  return zone === 'local' ? `UTC+${(CHINA_TIME_OFFSET_SECONDS / 3600).toString()}` : 'UTC';
}

const pad = (value: number) => value.toString().padStart(2, '0');

/** "2026-11-21 08:05:09" in the zone. */
export function formatDateTime(ms: number, zone: TimeZoneUnit): string {
  const d = new Date(ms + zoneOffsetMs(zone));
  return `${d.getUTCFullYear().toString()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${formatTime(ms, zone)}`;
}

/** "08:05:09" in the zone. */
export function formatTime(ms: number, zone: TimeZoneUnit): string {
  const d = new Date(ms + zoneOffsetMs(zone));
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** "08:05" in the zone (chart ticks). */
export function formatHourMinute(ms: number, zone: TimeZoneUnit): string {
  return formatTime(ms, zone).slice(0, 5);
}

/** The calendar date yyyyMMdd of `ms` in a zone given as an offset in seconds (spec §5 search). */
export function compactDateIn(ms: number, offsetSeconds: number): string {
  const d = new Date(ms + offsetSeconds * 1000);
  return `${d.getUTCFullYear().toString()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** "yyyy-MM-dd" (a date input's value) → "yyyyMMdd", or null when not a date. */
export function inputDateToCompact(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replace(/-/g, '') : null;
}

/** "yyyyMMdd" → "yyyy-MM-dd". */
export function compactToInputDate(value: string): string {
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

/** Seconds since epoch of a "yyyy-MM-ddTHH:mm" input read in the zone, or null. */
export function parseZonedInput(value: string, zone: TimeZoneUnit): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (match === null) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  if ([y, mo, d, h, mi].some((n) => n === undefined || !Number.isFinite(n))) return null;
  const utc = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  return Math.floor((utc - zoneOffsetMs(zone)) / 1000);
}

/** A "yyyy-MM-ddTHH:mm" input value for `seconds` in the zone. */
export function toZonedInput(seconds: number, zone: TimeZoneUnit): string {
  return formatDateTime(seconds * 1000, zone)
    .replace(' ', 'T')
    .slice(0, 16);
}
