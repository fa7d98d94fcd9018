// Holding (waiting) areas on the routes (issue 19, h19b): `/adsb/frw/route/wait`. The holds the
// event detector stored over recent days, grouped by position into areas with counts, typical
// altitude and time of day. Public map data like the other `/adsb/frw` layers.
import { z } from 'zod';

/** Days of detected holds an answer covers at most. */
export const WAIT_AREA_MAX_DAYS = 30;

export const waitAreasQuerySchema = z.object({
  /** The last `days` days (1–30, default 7). */
  days: z.coerce
    .number({ error: 'waitAreas.daysInvalid' })
    .int('waitAreas.daysInvalid')
    .min(1, 'waitAreas.daysInvalid')
    .max(WAIT_AREA_MAX_DAYS, 'waitAreas.daysInvalid')
    .default(7),
  /** Areas serving one airport (IATA or ICAO code). */
  airport: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,4}$/, 'waitAreas.airportInvalid')
    .transform((code) => code.toUpperCase())
    .optional(),
  /** An area needs at least this many holds to be listed (default 2: one hold is no pattern). */
  minHolds: z.coerce.number().int().min(1).max(1_000).default(2),
  lang: z.enum(['zh', 'en']).optional(),
});
export type WaitAreasQuery = z.infer<typeof waitAreasQuerySchema>;

export const waitAreaSchema = z.object({
  /** Stable within one answer: rank by holds, 1 the busiest. */
  id: z.number().int(),
  /** Centre: the mean position of the area's holds. */
  lat: z.number(),
  lon: z.number(),
  /** Distance from the centre within which 90 % of the holds lie, km (at least 3). */
  radiusKm: z.number(),
  /** Holding episodes detected (one per aircraft per 30 minutes of holding). */
  holds: z.number().int(),
  /** Distinct aircraft that held here. */
  aircraft: z.number().int(),
  /** The airport most of the holds were near (ICAO, IATA), '' when none within 150 km. */
  airport: z.string(),
  airportIata: z.string(),
  /** Median, lowest and highest altitude of the holds, ft (null when none reported one). */
  altitudeFt: z.number().nullable(),
  altitudeMinFt: z.number().nullable(),
  altitudeMaxFt: z.number().nullable(),
  /** Median turn of a hold, degrees (540 is one and a half laps). */
  turnDegrees: z.number().nullable(),
  /** Hour of day (UTC, 0–23) with the most holds: when the area is typically used. */
  peakHourUtc: z.number().int(),
  /** Holds per hour of day (UTC), 24 numbers. */
  hours: z.array(z.number().int()).length(24),
  /** First and last hold, seconds since the epoch. */
  firstTime: z.number(),
  lastTime: z.number(),
});
export type WaitArea = z.infer<typeof waitAreaSchema>;

export const waitAreasSchema = z.object({
  areas: z.array(waitAreaSchema),
  /** The window, seconds since the epoch. */
  from: z.number(),
  to: z.number(),
  /** Holds in the window before grouping (including those in areas below `minHolds`). */
  holds: z.number().int(),
});
export type WaitAreas = z.infer<typeof waitAreasSchema>;
