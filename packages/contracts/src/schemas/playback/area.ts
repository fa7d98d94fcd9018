import { z } from 'zod';
import { boxAndWindow, lang, seconds } from './fields';

/**
 * `GET /api/v2/business/playback/area` — every flight inside a map box in [startTime, endTime]
 * (route regional_back, day-tracker). Answer: PlaybackSlice from `cursor` (default startTime);
 * only points inside the box are returned.
 */
export const areaPlaybackQuerySchema = z.object({
  ...boxAndWindow,
  cursor: seconds.optional(),
  lang,
});
