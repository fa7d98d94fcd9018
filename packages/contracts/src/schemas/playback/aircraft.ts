import { z } from 'zod';
import { icaoHex, lang, seconds } from './fields';
import { playbackFlightInfoSchema, playbackGapSchema, playbackPointSchema } from './recorded';

/**
 * `GET /api/v2/business/playback/aircraft` — one aircraft between two times (route
 * playbacksup/{anum}/{dynamicId}/{startTime?}/{endTime?}). `anum` is a registration or a
 * 6-digit ICAO hex address; window at most PLAYBACK_MAX_WINDOW_SECONDS. Answer: AircraftPlayback.
 */
export const aircraftPlaybackQuerySchema = z.object({
  anum: z.string().trim().min(1).max(16),
  startTime: seconds,
  endTime: seconds,
  lang,
});

/** Every point of one aircraft in the window, and the recorded flights they belong to. */
export const aircraftPlaybackSchema = z.object({
  icaoId: icaoHex,
  anum: z.string().nullable(),
  startTime: z.number(),
  endTime: z.number(),
  flights: z.array(playbackFlightInfoSchema),
  points: z.array(playbackPointSchema),
  gaps: z.array(playbackGapSchema),
});
export type AircraftPlayback = z.infer<typeof aircraftPlaybackSchema>;
