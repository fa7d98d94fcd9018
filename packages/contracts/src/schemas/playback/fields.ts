// Playback of recorded flights (spec §1, §2, §5, §7, §8, §9), one file per call in this folder;
// this one holds the fields they share. Every REST call lives under /api/v2 unless its file says
// otherwise and answers the envelope {code, msg, data} (code 200 on success); every time is Unix
// seconds (UTC) unless a field says otherwise; altitude ft, speed kt, vertical rate ft/min.
// Login rule of spec §6: when the site config's flightDetailRequiresLogin is true, every call
// answers 401 without a session (Bearer header, or `token` query for export URLs).
// An empty playback answers 404 with msg = playback.hasNoPlaybackData ("No Track Replay Data
// of the Flight" / "暂无该航班的回放数据").
import { z } from 'zod';

/** Longest window of an airport, area, aircraft or multi-flight playback, seconds (one day). */
export const PLAYBACK_MAX_WINDOW_SECONDS = 86_400;

/** Optional `lang` query of every call. */
export const lang = z.enum(['zh', 'en']).optional();
/** A Unix time or a duration in whole seconds, from a query string. */
export const seconds = z.coerce.number().int().nonnegative();
/** ICAO address as the product API writes it: 6 upper-case hex digits. */
export const icaoHex = z.string().regex(/^[0-9A-F]{6}$/);
/** A day as yyyyMMdd. */
export const compactDate = z.string().regex(/^\d{8}$/, 'validation.invalidFormat');

/**
 * A track file's name: `<icao hex>-<yyyymmdd>T<hhmmss>Z-<recorded flight id>` (first point,
 * UTC). Treat it as opaque: pass it back as given.
 */
export const TRACK_FILE_NAME = /^[0-9a-f]{6}-\d{8}T\d{6}Z-[1-9]\d{0,14}$/;

/** A `file_name` parameter: a TRACK_FILE_NAME, refused with playback.trackFileNameInvalid. */
export const trackFileName = z
  .string()
  .trim()
  .max(40, 'playback.trackFileNameInvalid')
  .regex(TRACK_FILE_NAME, 'playback.trackFileNameInvalid');

/** A map box (degrees) and a time window (Unix seconds): area playback and track files. */
export const boxAndWindow = {
  west: z.coerce.number().min(-180).max(180),
  south: z.coerce.number().min(-90).max(90),
  east: z.coerce.number().min(-180).max(180),
  north: z.coerce.number().min(-90).max(90),
  startTime: seconds,
  endTime: seconds,
};
