import { PLAYBACK_MAX_WINDOW_SECONDS } from '@skytrace/contracts';
import type { TimeZoneUnit } from '../../settings/display-settings.store';
import { parseZonedInput, toZonedInput } from './playback.format';

// The time window of airport and area playback, as the form and the link hold it.

export interface TimeWindow {
  startTime: number;
  endTime: number;
}

const HOUR_SECONDS = 3600;

/**
 * The last hour up to the end of the current minute: a sensible first window, in whole minutes
 * for the form, that still holds what was heard in the last seconds. ("Replay this area" from
 * the live map replays the aircraft just seen: an end rounded down dropped everything heard
 * since the minute began, so a flight that appeared seconds ago was not in its own replay.)
 */
export function defaultWindow(nowMs: number): TimeWindow {
  const end = Math.ceil(nowMs / 1000 / 60) * 60;
  return { startTime: end - HOUR_SECONDS, endTime: end };
}

/** The window of two form inputs, or null when the end is not after the start or too far. */
export function windowOfInputs(start: string, end: string, zone: TimeZoneUnit): TimeWindow | null {
  const startTime = parseZonedInput(start, zone);
  const endTime = parseZonedInput(end, zone);
  if (startTime === null || endTime === null) return null;
  if (endTime <= startTime || endTime - startTime > PLAYBACK_MAX_WINDOW_SECONDS) return null;
  return { startTime, endTime };
}

export function inputsOfWindow(window: TimeWindow, zone: TimeZoneUnit) {
  return { start: toZonedInput(window.startTime, zone), end: toZonedInput(window.endTime, zone) };
}

/** The window in the link (?start=&end=, seconds), or null. */
export function windowOfSearch(search: string): TimeWindow | null {
  const params = new URLSearchParams(search);
  const startTime = Number(params.get('start'));
  const endTime = Number(params.get('end'));
  if (!Number.isInteger(startTime) || !Number.isInteger(endTime)) return null;
  if (startTime <= 0 || endTime <= startTime) return null;
  if (endTime - startTime > PLAYBACK_MAX_WINDOW_SECONDS) return null;
  return { startTime, endTime };
}

/** Replaces the address's query parameters (no router navigation, see usePlaybackLink). */
export function replaceQuery(values: Record<string, string | null>): void {
  const params = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries(values)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const search = params.toString().replace(/%2C/g, ',');
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${search === '' ? '' : `?${search}`}`,
  );
}
