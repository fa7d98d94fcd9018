// Flight lookups of spec §7 (issue 19, h19b): `dynamic/flightDetail {anum, onground}` (an
// airframe's flight by registration) and `dynamic/flight {fnum, time, forg, fdst}` (a flight
// number on one day), answered from the live table, the timetable and the recorded flights.
import { z } from 'zod';
import { historyFlightSchema } from './playback/history';
import { flightAirportSchema, flightBaseSchema } from './reference';

const airportCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{3,4}$/, 'flightLookup.airportInvalid')
  .transform((code) => code.toUpperCase());

export const flightDetailQuerySchema = z.object({
  /** Registration, e.g. B-1234 (dashes and case are ignored when matching). */
  anum: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{2,10}$/, 'flightLookup.registrationInvalid'),
  /**
   * 1: the aircraft is on the ground (the flight it is about to fly or just flew, from the
   * timetable); 0: airborne (the flight it is flying, which must be live). Absent: as it is now.
   */
  onground: z.coerce
    .number({ error: 'flightLookup.ongroundInvalid' })
    .int('flightLookup.ongroundInvalid')
    .min(0, 'flightLookup.ongroundInvalid')
    .max(1, 'flightLookup.ongroundInvalid')
    .optional(),
  lang: z.enum(['zh', 'en']).optional(),
});
export type FlightDetailQuery = z.infer<typeof flightDetailQuerySchema>;

/** Where a live aircraft is now (units of the live table: ft, kt, degrees, ft/min). */
export const livePositionSchema = z.object({
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  altitude: z.number().nullable(),
  groundSpeed: z.number().nullable(),
  track: z.number().nullable(),
  verticalRate: z.number().nullable(),
  squawk: z.string().nullable(),
  onGround: z.boolean(),
  /** Seconds since the epoch of the last message. */
  updateTime: z.number(),
});
export type LivePosition = z.infer<typeof livePositionSchema>;

export const flightDetailSchema = z.object({
  icaoId: z.string(),
  /** Null when the aircraft is not live (only on the ground, `onground` 1). */
  live: livePositionSchema.nullable(),
  base: flightBaseSchema,
});
export type FlightDetail = z.infer<typeof flightDetailSchema>;

export const flightQuerySchema = z.object({
  fnum: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{2}[0-9]{1,4}[A-Za-z]?$/, 'flightLookup.flightNumberInvalid')
    .transform((fnum) => fnum.toUpperCase()),
  /** The day: yyyy-MM-dd or yyyyMMdd (China time), or seconds since the epoch; today if absent. */
  time: z
    .string()
    .trim()
    .regex(/^(\d{4}-?\d{2}-?\d{2}|\d{9,10})$/, 'flightLookup.timeInvalid')
    .optional(),
  forg: airportCode.optional(),
  fdst: airportCode.optional(),
  lang: z.enum(['zh', 'en']).optional(),
});
export type FlightQuery = z.infer<typeof flightQuerySchema>;

export const flightAnswerSchema = z.object({
  fnum: z.string(),
  /** The day asked about, yyyyMMdd China time. */
  date: z.string(),
  /** Aircraft flying the number now (usually none or one). */
  live: z.array(z.object({ icaoId: z.string(), live: livePositionSchema, base: flightBaseSchema })),
  /** The timetable's instance nearest the day, when the timetable has the number. */
  schedule: z
    .object({
      std: z.number(),
      sta: z.number(),
      forg: flightAirportSchema.nullable(),
      fdst: flightAirportSchema.nullable(),
    })
    .nullable(),
  /** Recorded flights of the number that left on that day, for playback. */
  recorded: z.array(historyFlightSchema),
});
export type FlightAnswer = z.infer<typeof flightAnswerSchema>;
