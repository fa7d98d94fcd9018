// The remaining coverage calls of the back office (issue 17, h17-rest): any aircraft's recorded
// trajectory (`/adsb/trajectory/any`), one landing's detail (`/adsb/airport/landing/detail`),
// the community's range outline for the index map (`/adsb/index/range`) and the coverage of
// air routes (`/adsb/adsb/airway`).
import { z } from 'zod';
import { COVERAGE_HEIGHTS, DEFAULT_COVERAGE_HEIGHT, coverageDaySchema } from './coverage';

const heightSchema = z.coerce
  .number()
  .refine((value) => (COVERAGE_HEIGHTS as readonly number[]).includes(value), 'not a height band');

/** Longest window of one trajectory query: two days (a long-haul flight and its turnaround). */
export const TRAJECTORY_MAX_SECONDS = 2 * 86_400;

export const trajectoryQuerySchema = z
  .object({
    /** 24-bit address, six hex digits. */
    icao: z
      .string()
      .trim()
      .regex(/^[0-9A-Fa-f]{6}$/)
      .optional(),
    /** Flight number / callsign as broadcast (CCA1234). */
    flight: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{2,8}$/)
      .transform((text) => text.toUpperCase())
      .optional(),
    /** Seconds since epoch. */
    startTime: z.coerce.number().int().nonnegative(),
    endTime: z.coerce.number().int().nonnegative(),
  })
  .refine((query) => query.icao !== undefined || query.flight !== undefined, {
    message: 'icao or flight',
    path: ['icao'],
  })
  .refine(
    (query) =>
      query.endTime > query.startTime && query.endTime - query.startTime <= TRAJECTORY_MAX_SECONDS,
    { message: 'time range', path: ['endTime'] },
  );
export type TrajectoryQuery = z.infer<typeof trajectoryQuerySchema>;

export const trajectoryFlightSchema = z.object({
  flightId: z.number(),
  icao: z.string(),
  callsign: z.string().nullable(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  /** Seconds. */
  firstSeen: z.number(),
  lastSeen: z.number(),
  /** Points stored for the whole flight, before thinning. */
  recordedPoints: z.number(),
  /** [lon, lat, altitude ft or null, time s], thinned, in time order. */
  points: z.array(z.tuple([z.number(), z.number(), z.number().nullable(), z.number()])),
});
export type TrajectoryFlight = z.infer<typeof trajectoryFlightSchema>;
export const trajectorySchema = z.object({ flights: z.array(trajectoryFlightSchema) });
export type Trajectory = z.infer<typeof trajectorySchema>;

export const landingDetailQuerySchema = z.object({ flightId: z.coerce.number().int().positive() });

export const landingReceiverSchema = z.object({
  devId: z.number(),
  alias: z.string().nullable(),
  /** First and last approach point (seconds) within the receiver's measured outline that day. */
  firstHeard: z.number().nullable(),
  lastHeard: z.number().nullable(),
  /** Nearest and farthest of those points from the receiver, km. */
  minDistanceKm: z.number().nullable(),
  maxDistanceKm: z.number().nullable(),
  /** Receiver to the airport, km. */
  airportDistanceKm: z.number().nullable(),
});
export type LandingReceiver = z.infer<typeof landingReceiverSchema>;

export const landingDetailSchema = z.object({
  flight: z.object({
    flightId: z.number(),
    icao: z.string(),
    callsign: z.string().nullable(),
    origin: z.string().nullable(),
    destination: z.string().nullable(),
    firstSeen: z.number(),
    lastSeen: z.number(),
    landedAt: z.number().nullable(),
  }),
  airport: z.object({ icao: z.string(), iata: z.string().nullable(), name: z.string() }).nullable(),
  /** Runway end matched from the final approach's track and position; null when unknown. */
  runway: z.object({ ident: z.string(), headingDeg: z.number() }).nullable(),
  /** The approach drawn: [lon, lat, altitude ft or null, time s]. */
  approach: z.array(z.tuple([z.number(), z.number(), z.number().nullable(), z.number()])),
  receivers: z.array(landingReceiverSchema),
});
export type LandingDetail = z.infer<typeof landingDetailSchema>;

export const indexRangeQuerySchema = z.object({
  /** Default: yesterday (UTC+8). */
  date: coverageDaySchema.optional(),
  height: heightSchema.default(DEFAULT_COVERAGE_HEIGHT),
});

/** GeoJSON: one MultiPolygon, the receivers' outlines (a fill draws their union). */
export const indexRangeSchema = z.object({
  day: z.string(),
  height: z.number(),
  receivers: z.number(),
  /** Area of the union, counted on a 0.1° grid, km². */
  areaKm2: z.number(),
  geojson: z.object({
    type: z.literal('Feature'),
    properties: z.object({ receivers: z.number() }),
    geometry: z.object({
      type: z.literal('MultiPolygon'),
      coordinates: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
    }),
  }),
});
export type IndexRange = z.infer<typeof indexRangeSchema>;

/** Cruise: the air-route coverage counts outlines from this height band up (metres). */
export const AIRWAY_CRUISE_HEIGHT = 6000;

export const airwayFilterSchema = z.object({
  /** Default: yesterday (UTC+8). */
  searchDate: coverageDaySchema.optional(),
  /** An airport at either end, ICAO or IATA code. */
  search: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,4}$/)
    .transform((code) => code.toUpperCase())
    .optional(),
});
export const airwayQuerySchema = airwayFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

const airportEndSchema = z.object({
  icao: z.string(),
  iata: z.string().nullable(),
  name: z.string(),
  nameZh: z.string().nullable(),
});

export const airwayRowSchema = z.object({
  from: airportEndSchema,
  to: airportEndSchema,
  /** Great-circle length, km. */
  distanceKm: z.number(),
  /** Points every 10 km along the route, both ends included. */
  samples: z.number(),
  /** Of those, inside some receiver's outline at cruise height that day. */
  covered: z.number(),
  rate: z.number(),
  /** Scheduled flights a week on this pair, both directions. */
  flightsPerWeek: z.number(),
});
export type AirwayRow = z.infer<typeof airwayRowSchema>;

export const airwayPageSchema = z.object({
  day: z.string(),
  total: z.number(),
  /** Over every route of the filter, not only this page. */
  samples: z.number(),
  covered: z.number(),
  rows: z.array(
    airwayRowSchema.extend({
      /** The route for the map: [lon, lat] every 50 km, with whether each is covered. */
      path: z.array(z.tuple([z.number(), z.number(), z.boolean()])),
    }),
  ),
});
export type AirwayPage = z.infer<typeof airwayPageSchema>;

/** Filters of the runway data export: one airport's landings in a date range (≤ 31 days). */
export const runwayDataFilterSchema = z.object({
  iata: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,4}$/)
    .transform((code) => code.toUpperCase()),
  startDate: coverageDaySchema,
  endDate: coverageDaySchema,
});
