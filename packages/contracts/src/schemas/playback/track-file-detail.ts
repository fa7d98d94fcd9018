import { z } from 'zod';
import { lang, trackFileName } from './fields';
import { playbackGapSchema, playbackPointSchema } from './recorded';
import { trackFileSchema } from './track-file-lookup';

/** `GET /adsb/trackFile/detail?file_name=` — one track file's points. Answer: TrackFileDetail. */
export const trackFileDetailQuerySchema = z.object({
  file_name: trackFileName,
  lang,
});

export const trackFileDetailSchema = z.object({
  file: trackFileSchema,
  points: z.array(playbackPointSchema),
  gaps: z.array(playbackGapSchema),
});
export type TrackFileDetail = z.infer<typeof trackFileDetailSchema>;
