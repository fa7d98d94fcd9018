import { z } from 'zod';
import { lang, seconds } from './fields';
import { flightPlaybackSchema } from './recorded';

/** Most flights one multi-flight playback replays together. */
export const PLAYBACK_MULTI_MAX_FLIGHTS = 20;

/**
 * `GET /api/v2/business/playback/multi` — several flights on one clock (route
 * multi-playback/{startTime?}/{endTime?}). `ids`: comma-separated recorded flight ids or
 * dynamicIds (at most PLAYBACK_MULTI_MAX_FLIGHTS); optional window cuts the points.
 * Answer: MultiPlayback (startTime/endTime = the common clock's ends; flights not found omitted).
 */
export const multiPlaybackQuerySchema = z.object({
  ids: z.string().trim().min(1).max(2000),
  startTime: seconds.optional(),
  endTime: seconds.optional(),
  lang,
});

export const multiPlaybackSchema = z.object({
  startTime: z.number(),
  endTime: z.number(),
  flights: z.array(flightPlaybackSchema),
});
export type MultiPlayback = z.infer<typeof multiPlaybackSchema>;
