import { z } from 'zod';

/** An airport in search results and map ranges. */
export const airportHitSchema = z.object({
  ICAO: z.string(),
  IATA: z.string().nullable(),
  name: z.string(),
  cName: z.string().nullable(),
  city: z.string().nullable(),
  cCity: z.string().nullable(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  zone: z.string().nullable(),
});
export type AirportHit = z.infer<typeof airportHitSchema>;

/** A live flight in search results. */
export const flightHitSchema = z.object({
  icaoId: z.string().describe('ICAO address, 6 hex digits'),
  callsign: z.string(),
  fnum: z.string().nullable().describe('IATA flight number'),
  anum: z.string().nullable().describe('Registration'),
  aircraftType: z.string().nullable(),
  org: z.string().nullable(),
  dst: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type FlightHit = z.infer<typeof flightHitSchema>;

/** Search text of the tracker's search box (flights and airports). */
export const searchQuerySchema = z.object({
  searchText: z.string().trim().min(1, { error: 'validation.required' }).max(32),
  lang: z.enum(['zh', 'en']).optional(),
});

/** `GET /business/dynamic/fuzzySearch`: live flights and airports matching the text. */
export const fuzzySearchSchema = z.object({
  flights: z.array(flightHitSchema),
  airports: z.array(airportHitSchema),
});

/** `GET /business/airport/range`: airports in a map box; interFlag 1 keeps major ones (§9). */
export const airportRangeQuerySchema = z.object({
  lon1: z.coerce.number().min(-180).max(180),
  lat1: z.coerce.number().min(-90).max(90),
  lon2: z.coerce.number().min(-180).max(180),
  lat2: z.coerce.number().min(-90).max(90),
  interFlag: z.coerce.number().int().min(0).max(1).default(1),
  lang: z.enum(['zh', 'en']).optional(),
});

/** One point of a flown track (spec §3 trace point): units of the live map. */
export const pathPointSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  alt: z.number().nullable().describe('Barometric altitude, ft'),
  spd: z.number().nullable().describe('Ground speed, kt'),
  ang: z.number().nullable().describe('Track, degrees'),
  vspd: z.number().nullable().describe('Vertical rate, ft/min'),
  onGround: z.boolean(),
  time: z.number().describe('Seconds since the Unix epoch'),
});

/** One point of a forecast track: where and when the aircraft is expected. */
export const forecastPointSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  flyOverTime: z.number().describe('Expected time over the point, seconds since the Unix epoch'),
  name: z.string().optional().describe('Airport code at the ends of the route'),
});

/** `GET /business/dynamic/flightPath`: flown track, forecast to destination, whole route. */
export const flightPathSchema = z.object({
  trace: z.object({ path: z.array(pathPointSchema) }),
  forecastTrace: z.object({ path: z.array(forecastPointSchema) }),
  fullForecastTrace: z.object({ path: z.array(forecastPointSchema) }),
});
export type FlightPath = z.infer<typeof flightPathSchema>;

/** The aircraft whose path is asked for. */
export const flightPathQuerySchema = z.object({
  icao: z.string().regex(/^[0-9a-fA-F]{6}$/, { error: 'validation.invalidFormat' }),
  lang: z.enum(['zh', 'en']).optional(),
});

/** `GET /business/dynamic/hot`: the live flights most viewed in the last 30 minutes. */
export const hotFlightSchema = flightHitSchema.extend({
  views: z.number().int().describe('Views in the last 30 minutes'),
  /** Clicks on it in the hot list in the last 30 minutes (`recommend/click`); ranks with views. */
  clicks: z.number().int().optional(),
  /**
   * Why it is hot, from the detected events of the last hour (issue 19): the latest event's
   * kind, the airport concerned (IATA, else ICAO) and, for an emergency, the squawk.
   */
  reason: z
    .object({ kind: z.string(), airport: z.string(), squawk: z.string() })
    .nullable()
    .optional(),
});
