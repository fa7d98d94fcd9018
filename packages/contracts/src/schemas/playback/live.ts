import { z } from 'zod';
import { icaoHex, lang } from './fields';

/**
 * `GET /api/v2/business/playback/live?icao=` — what to replay for an aircraft seen live: the
 * flight it is on (recorded rows and points not written yet), else its last completed flight of
 * the last two days. Behind the tracker's "Replay this flight" and a playback page's "Back to the
 * live flight". Answer: LivePlayback (both flights null when nothing is recorded).
 */
export const livePlaybackQuerySchema = z.object({
  icao: z
    .string()
    .trim()
    .transform((text) => text.toUpperCase())
    .pipe(icaoHex),
  lang,
});

/** One flight to replay, with what its link needs. */
export const playbackTargetSchema = z.object({
  flightId: z
    .number()
    .int()
    .nullable()
    .describe('Recorded flight id; null while every point is still in memory (first minutes)'),
  dynamicId: z.string().nullable().describe('Scheduled flight instance <fnum>-<yyyymmdd>'),
  fnum: z.string().nullable(),
  callsign: z.string().nullable(),
  anum: z.string().nullable(),
  STD: z.number().nullable().describe('Scheduled departure, seconds'),
  startTime: z.number().describe('First point, seconds'),
  endTime: z.number().describe('Last point, seconds'),
  landed: z.boolean().describe('A landing was seen: the flight is complete'),
});
export type PlaybackTarget = z.infer<typeof playbackTargetSchema>;

export const livePlaybackSchema = z.object({
  icaoId: icaoHex,
  live: z.boolean().describe('A position came in within STALE_FLIGHT_SECONDS'),
  current: playbackTargetSchema.nullable().describe('The flight the aircraft is on'),
  previous: playbackTargetSchema.nullable().describe('Its latest flight before `current`'),
});
export type LivePlayback = z.infer<typeof livePlaybackSchema>;
