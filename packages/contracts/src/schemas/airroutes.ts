// Navaids and observed routes (issue 19 item 6): `/adsb/frw/all/point`, `/adsb/frw/one/point/
// domestic`, `/business/airway/sea`, and the back office's seaway coverage (`/adsb/adsb/seaway`).
// Observed routes are the corridors recorded traffic flies between two airports, never official
// airways: OurAirports (the open source used) has navaids, not airway definitions.
import { z } from 'zod';
import { airwayQuerySchema, airwayRowSchema } from './coverage-rest';

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

/** A map view: south-west and north-east corners; at most 40° each way (a continent's view). */
export const navaidQuerySchema = z
  .object({ lat1: latitude, lon1: longitude, lat2: latitude, lon2: longitude })
  .refine((q) => q.lat2 >= q.lat1 && q.lon2 >= q.lon1, { message: 'lat1/lon1 is the south-west' })
  .refine((q) => q.lat2 - q.lat1 <= 40 && q.lon2 - q.lon1 <= 40, { message: 'box too large' });
export type NavaidQuery = z.infer<typeof navaidQuerySchema>;

export const NAVAID_TYPES = ['VOR', 'VOR-DME', 'VORTAC', 'TACAN', 'DME', 'NDB', 'NDB-DME'] as const;

export const navaidSchema = z.object({
  ident: z.string(),
  name: z.string(),
  /** OurAirports' type: VOR, VOR-DME, VORTAC, TACAN, DME, NDB, NDB-DME. */
  type: z.string(),
  /** kHz (a VOR at 114.7 MHz is 114700); null when not published. */
  frequencyKhz: z.number().nullable(),
  lat: z.number(),
  lon: z.number(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  /** ICAO code of the airport it serves, when any. */
  airport: z.string().nullable(),
});
export type Navaid = z.infer<typeof navaidSchema>;

/** At most this many navaids per answer (the densest view, eastern China, has ~300). */
export const NAVAID_LIMIT = 2_000;

export const navaidPointsSchema = z.object({
  points: z.array(navaidSchema),
  /** True when the box held more than {@link NAVAID_LIMIT}. */
  truncated: z.boolean(),
});
export type NavaidPoints = z.infer<typeof navaidPointsSchema>;

export const ROUTE_SETS = ['domestic', 'sea'] as const;
export type RouteSet = (typeof ROUTE_SETS)[number];

const routeEndSchema = z.object({
  icao: z.string(),
  iata: z.string().nullable(),
  name: z.string(),
  nameZh: z.string().nullable(),
  city: z.string().nullable(),
  cityZh: z.string().nullable(),
  country: z.string(),
});

export const observedRouteSchema = z.object({
  id: z.number(),
  set: z.enum(ROUTE_SETS),
  /** The two airports, in code order (both directions are one route). */
  from: routeEndSchema,
  to: routeEndSchema,
  /** Recorded flights on the pair in the window, both directions. */
  flights: z.number(),
  flightsPerDay: z.number(),
  /** Days of recorded traffic the route was built from. */
  windowDays: z.number(),
  /** Median lateral spread of the flights from the centreline at the 80th percentile, km. */
  widthKm: z.number(),
  /** Centreline [lon, lat] from `from` to `to`: the median of the flights per distance fraction. */
  points: z.array(z.tuple([z.number(), z.number()])),
  computedAt: z.string(),
});
export type ObservedRoute = z.infer<typeof observedRouteSchema>;

export const observedRoutesSchema = z.object({
  routes: z.array(observedRouteSchema),
  /** When the job last ran (ISO), null before its first run. */
  computedAt: z.string().nullable(),
});
export type ObservedRoutes = z.infer<typeof observedRoutesSchema>;

/** Filter of the route calls: an airport at either end (ICAO or IATA). */
export const observedRoutesQuerySchema = z.object({
  airport: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,4}$/)
    .transform((code) => code.toUpperCase())
    .optional(),
});

/** `/adsb/adsb/seaway`: the airway page's query over the Southeast Asia observed routes. */
export const seawayQuerySchema = airwayQuerySchema;

export const seawayRowSchema = airwayRowSchema.omit({ flightsPerWeek: true }).extend({
  /** Recorded flights a day on the route (both directions). */
  flightsPerDay: z.number(),
  /** [lon, lat, covered] every ~50 km along the centreline. */
  path: z.array(z.tuple([z.number(), z.number(), z.boolean()])),
});
export type SeawayRow = z.infer<typeof seawayRowSchema>;

export const seawayPageSchema = z.object({
  day: z.string(),
  total: z.number(),
  samples: z.number(),
  covered: z.number(),
  rows: z.array(seawayRowSchema),
});
export type SeawayPage = z.infer<typeof seawayPageSchema>;
