import { z } from 'zod';
import { flightAirportSchema } from '../reference';
import { lang, seconds } from './fields';
import { playbackSliceSchema } from './slices';

/** Default radius around an airport within which a passing flight counts as using it, km. */
export const PLAYBACK_AIRPORT_RADIUS_KM = 30;

/**
 * `GET /api/v2/business/playback/airport` — every flight that took off from, landed at or
 * passed within `radiusKm` of an airport (IATA or ICAO code) in [startTime, endTime] (routes
 * airport-paly, airport-tracker, airport-back). Answer: AirportPlaybackSlice, slices of
 * PLAYBACK_SLICE_SECONDS from `cursor` (default startTime).
 */
export const airportPlaybackQuerySchema = z.object({
  airport: z.string().trim().min(3).max(4),
  startTime: seconds,
  endTime: seconds,
  radiusKm: z.coerce.number().positive().max(200).default(PLAYBACK_AIRPORT_RADIUS_KM),
  cursor: seconds.optional(),
  lang,
});

export const airportPlaybackSliceSchema = playbackSliceSchema.extend({
  airport: flightAirportSchema,
});
export type AirportPlaybackSlice = z.infer<typeof airportPlaybackSliceSchema>;
