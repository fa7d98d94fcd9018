// Web-only constants. Spec §9 constants shared with the server (APP_LANGUAGE_KEY,
// TOKEN_COOKIE_DAYS, REQUEST_TIMEOUT_MS, …) come from @skytrace/contracts.

/** Cookie holding the bearer token. */
export const TOKEN_COOKIE_NAME = 'skytrace_token';

/** Root of the product API (spec §7 "API v2 root"). */
export const API_ROOT = '/api/v2';

/** Root of the admin back office API. */
export const ADSB_ROOT = '/adsb';

/** Beast TCP port that receivers feed (readsb `--net-connector host,30004,beast_reduce_plus_out`). */
export const BEAST_FEED_PORT = 30004;

/** Viewports narrower than this get the mobile layout even on a desktop browser. */
export const MOBILE_MAX_WIDTH_PX = 768;
