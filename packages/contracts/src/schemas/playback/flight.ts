import { z } from 'zod';
import { lang, seconds } from './fields';

/**
 * `GET /api/v2/business/playback/flight` — one flight (route playback/{dynamicId}/{scheduledDeptime},
 * playback/{anum}/{fnum}/{org}/{dst}/{scheduledDeptime}, flight-playback/{fnum}/{org}/{dst}/…).
 * Give `flightId`, or `dynamicId`, or `fnum` (+ optional anum, org, dst) with `scheduledDeptime`
 * (STD, seconds, or any moment of that flight). Answer: FlightPlayback.
 */
export const flightPlaybackQuerySchema = z.object({
  flightId: z.coerce.number().int().positive().optional(),
  dynamicId: z.string().trim().max(64).optional(),
  anum: z.string().trim().max(16).optional(),
  fnum: z.string().trim().max(16).optional(),
  org: z.string().trim().max(4).optional(),
  dst: z.string().trim().max(4).optional(),
  scheduledDeptime: seconds.optional(),
  lang,
});
export type FlightPlaybackQuery = z.infer<typeof flightPlaybackQuerySchema>;
