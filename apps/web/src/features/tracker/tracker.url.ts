import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '@skytrace/contracts';

// Tracker URLs of spec §2: trackerWithFnum `/tracker/{fnum2}` for a selected flight and
// trackerWithCenter `/tracker/{lng,lat}/{zoom}` after deselecting, so every view can be shared.
// The Mobile variants (trackerMobile, trackerWithFnumMobile, …) are the same paths under /mobile.

/** Which route family the tracker is rendered in: the desktop routes or their /mobile mirror. */
export type TrackerVariant = 'desktop' | 'mobile';

/** Path prefix of the Mobile variants of the tracker and playback routes. */
export const MOBILE_ROUTE_PREFIX = '/mobile';

const prefixOf = (variant: TrackerVariant): string =>
  variant === 'mobile' ? MOBILE_ROUTE_PREFIX : '';

export interface TrackerCenter {
  center: [number, number];
  zoom: number;
}

/** `/tracker/MU5101` (route trackerWithFnum) or `/mobile/tracker/MU5101` (trackerWithFnumMobile). */
export function flightPath(flight: string, variant: TrackerVariant = 'desktop'): string {
  return `${prefixOf(variant)}/tracker/${encodeURIComponent(flight.trim().toUpperCase())}`;
}

/**
 * `/tracker/104.4520,33.3940/8` (route trackerWithCenter, under /mobile for its Mobile variant);
 * 4 decimals ≈ 11 m. The zoom is a whole number: the server serves the app only for paths whose
 * last segment has no file extension, and `8.5` would read as one.
 */
export function centerPath(view: TrackerCenter, variant: TrackerVariant = 'desktop'): string {
  const [lng, lat] = view.center;
  return `${prefixOf(variant)}/tracker/${lng.toFixed(4)},${lat.toFixed(4)}/${Math.round(view.zoom).toString()}`;
}

/** The view in trackerWithCenter params, or null when they are not a valid view. */
export function parseCenter(
  lnglat: string | undefined,
  zoom: string | undefined,
): TrackerCenter | null {
  if (lnglat === undefined || zoom === undefined) return null;
  const parts = lnglat.split(',');
  if (parts.length !== 2) return null;
  const numbers = [...parts, zoom].map((part) => (part.trim() === '' ? NaN : Number(part)));
  const [lng, lat, level] = numbers;
  if (lng === undefined || lat === undefined || level === undefined) return null;
  if (!numbers.every(Number.isFinite)) return null;
  if (lng < -180 || lng > 180 || lat < -85 || lat > 85) return null;
  return { center: [lng, lat], zoom: Math.min(Math.max(level, MAP_MIN_ZOOM), MAP_MAX_ZOOM) };
}

/** A flight instance of spec §2 tracker/{fnum2}/{dynamicId}/{scheduledDeptime}. */
export interface FlightInstance {
  dynamicId: string;
  /** Scheduled departure, Unix seconds. */
  scheduledDeptime: number;
}

/** The instance in the route's params, or null when they do not name one. */
export function parseInstance(
  dynamicId: string | undefined,
  scheduledDeptime: string | undefined,
): FlightInstance | null {
  if (dynamicId === undefined || scheduledDeptime === undefined) return null;
  // dynamicId is <flight number>-<yyyymmdd> (packages/contracts reference.ts).
  if (!/^[A-Za-z0-9]{2,8}-\d{8}$/.test(dynamicId) || !/^\d{1,12}$/.test(scheduledDeptime)) {
    return null;
  }
  return { dynamicId: dynamicId.toUpperCase(), scheduledDeptime: Number(scheduledDeptime) };
}

/**
 * Whether a live flight is the route's instance: the same scheduled departure, or one the live
 * identity does not know (0), since the flight number matched already. Another day's departure
 * of the same flight number is not it.
 */
export function isInstance(liveScheduledDeptime: number, wanted: FlightInstance | null): boolean {
  return (
    wanted === null ||
    liveScheduledDeptime === 0 ||
    liveScheduledDeptime === wanted.scheduledDeptime
  );
}

const CENTER_PATH = /^(?:\/mobile)?\/tracker\/([^/]+)\/([^/]+)\/?$/;

/**
 * The view a trackerWithCenter path asks for, read from the bare location before the router
 * exists (the radar's bootstrap draws the map before the React shell loads); null otherwise.
 */
export function viewFromPath(pathname: string): TrackerCenter | null {
  const match = CENTER_PATH.exec(pathname);
  if (match === null) return null;
  try {
    return parseCenter(decodeURIComponent(match[1] ?? ''), decodeURIComponent(match[2] ?? ''));
  } catch {
    // A malformed %-escape is a bad link, not a reason to fail the page.
    return null;
  }
}

/** The live radar's paths: `/`, `/tracker/…` and their /mobile mirrors. */
export function isTrackerPath(pathname: string): boolean {
  return /^\/(mobile\/?)?(tracker\/.*)?$/.test(pathname);
}
