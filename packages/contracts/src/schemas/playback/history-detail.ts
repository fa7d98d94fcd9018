import { z } from 'zod';
import { lang, seconds } from './fields';
import { playbackFlightInfoSchema } from './recorded';

/**
 * `GET /api/v2/business/dynamic/getFlightHistoryDetail?dynamicId=&time=` — one past flight's
 * info and figures, without points (`time`: any moment of the flight, seconds; optional).
 * `flightId` may be given instead of dynamicId. Answer: FlightHistoryDetail.
 */
export const flightHistoryDetailQuerySchema = z.object({
  dynamicId: z.string().trim().max(64).optional(),
  flightId: z.coerce.number().int().positive().optional(),
  time: seconds.optional(),
  lang,
});

export const flightHistoryDetailSchema = z.object({
  flight: playbackFlightInfoSchema,
  pointCount: z.number().int(),
  durationSeconds: z.number(),
  distanceKm: z.number().describe('Along the recorded track'),
  maxAltitude: z.number().nullable().describe('ft'),
  maxSpeed: z.number().nullable().describe('kt'),
});
export type FlightHistoryDetail = z.infer<typeof flightHistoryDetailSchema>;
