// Web-only constants. Spec §9 constants shared with the server (APP_LANGUAGE_KEY,
// TOKEN_COOKIE_DAYS, REQUEST_TIMEOUT_MS, …) come from @skytrace/contracts.

/** Cookie holding the bearer token. */
export const TOKEN_COOKIE_NAME = 'skytrace_token';

/** Beast TCP port that receivers feed (readsb `--net-connector host,30004,beast_reduce_plus_out`). */
export const BEAST_FEED_PORT = 30004;

/** Viewports narrower than this get the mobile layout even on a desktop browser. */
export const MOBILE_MAX_WIDTH_PX = 768;
