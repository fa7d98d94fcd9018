/** Business constants of spec §9, shared by server and web. */

/** China Standard Time offset used for "local" timestamps (UTC+8), in seconds. */
export const CHINA_TIME_OFFSET_SECONDS = 28_800;

/** Numbers above this are shown in thousands with a 'k' suffix. */
export const THOUSANDS_THRESHOLD = 10_000;

/** localStorage key that holds the chosen language. */
export const APP_LANGUAGE_KEY = 'APP_LANGUAGE';

/** Languages the product speaks; the `lang` query parameter takes one of these. */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Lifetimes kept by the client (spec §9), in days. */
export const TOKEN_COOKIE_DAYS = 30;
export const HOMEPAGE_CONFIG_DAYS = 7;
export const LOGIN_ERROR_COUNT_DAYS = 7;
export const LOCATION_TOKEN_DAYS = 7;

/** HTTP request timeout of the client wrapper (spec §9), in milliseconds. */
export const REQUEST_TIMEOUT_MS = 2_000_000;

/** Socket validation retries before a failure message shows (spec §4, §9). */
export const TOKEN_RETRY_LIMIT = 3;

/** Live aircraft limit by zoom (spec §9): 2000 below zoom 5, otherwise unlimited (-1). */
export const LIVE_LIMIT_ZOOMED_OUT = 2000;
export const LIVE_LIMIT_ZOOM_THRESHOLD = 5;

/** Extrapolate a marker only at or above this speed (km/h) and when airborne (spec §9). */
export const EXTRAPOLATION_MIN_SPEED = 350;

/** Squawk codes that raise an alert: hijack, radio failure, emergency. */
export const EMERGENCY_SQUAWKS = ['7500', '7600', '7700'] as const;

/** Default map view (spec §9): centre [lon, lat] and zoom, zoom range, fit-view minimum. */
export const DEFAULT_MAP_CENTER: readonly [number, number] = [104.452, 33.394];
export const DEFAULT_MAP_ZOOM = 8;
export const MAP_MIN_ZOOM = 3;
export const MAP_MAX_ZOOM = 18;
export const FIT_VIEW_MIN_ZOOM = 3;

/** China tile bounds (spec §9): outside them an alternate tile layer is used above zoom 10. */
export const CHINA_TILE_BOUNDS = { minLon: 73.33, maxLon: 133.05, minLat: 18.1, maxLat: 51.33 };

/** Labels show automatically under this many aircraft (spec §9). */
export const LABEL_AUTO_SHOW_LIMIT = 1000;

/** Live flights older than this are dropped (spec §5), in seconds. */
export const STALE_FLIGHT_SECONDS = 600;

/** Playback gaps longer than this are drawn as "signal missing" (spec §9), in seconds. */
export const PLAYBACK_GAP_SECONDS = 300;

/** Photo upload limits (spec §5, §9). */
export const MAX_PHOTOS_PER_UPLOAD = 6;
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

/** Ranking window (spec §9), in days, and the rank shown when none is known. */
export const RANKING_WINDOW_DAYS = 30;
export const DEFAULT_RANK = '1000+';
