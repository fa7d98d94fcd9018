// Notable flight events (issue 19 items 2 and 3): what the detector finds in the live stream and
// in recorded traces, the spec §7 airport event calls (`airport/goAround`, `spiral`, `return`,
// `divert`, `/airport/api/goaround`, `/airport/api/spiral`) and the live event feed on the map.
import { z } from 'zod';

/**
 * Kinds of event: go-around, holding pattern, diversion, return to origin, emergency squawk
 * (7500/7600/7700), rapid descent, and an unusual number of go-arounds at one runway.
 */
export const EVENT_KINDS = [
  'goAround',
  'holding',
  'divert',
  'return',
  'emergency',
  'rapidDescent',
  'goAroundBurst',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** One detected event as the calls return it; times in seconds since the epoch. */
export const flightEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EVENT_KINDS),
  /** ICAO 24-bit address, six hex digits (upper case). */
  icao: z.string(),
  callsign: z.string(),
  /** Flight number from the timetable when identity knows it, else the callsign. */
  fnum: z.string(),
  /** ICAO code of the airport concerned ('' when none near). */
  airport: z.string(),
  /** IATA code of that airport ('' when none). */
  airportIata: z.string(),
  /** Runway by the final approach track, e.g. '36' ('' when not a runway event). */
  runway: z.string(),
  time: z.number(),
  lat: z.number(),
  lon: z.number(),
  /** Altitude in ft at the event, null when unknown. */
  altitude: z.number().nullable(),
  /**
   * Kind-specific facts: `squawk` (emergency), `plannedDestination`/`plannedIata` (divert),
   * `turnDegrees` (holding), `lowestAglFt` (go-around), `rateFpm` (rapid descent), `count` and
   * `windowMinutes` (go-around burst).
   */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type FlightEventView = z.infer<typeof flightEventSchema>;

/** Most events one feed or airport call returns. */
export const EVENTS_MAX_LIMIT = 500;

const kindsParam = z
  .string()
  .optional()
  .transform((value, context) => {
    if (value === undefined || value.trim() === '') return undefined;
    const kinds = value.split(',').map((kind) => kind.trim());
    for (const kind of kinds) {
      if (!(EVENT_KINDS as readonly string[]).includes(kind)) {
        context.addIssue({ code: 'custom', message: 'events.kindInvalid' });
        return z.NEVER;
      }
    }
    return kinds as EventKind[];
  });

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max);

/**
 * The live event feed: recent events (the last `minutes`, default 120), optionally of some
 * kinds (comma separated) and inside a map region (all four bbox corners or none).
 */
export const eventFeedQuerySchema = z
  .object({
    kinds: kindsParam,
    minutes: z.coerce.number().int().min(1).max(1_440).default(120),
    limit: z.coerce.number().int().min(1).max(EVENTS_MAX_LIMIT).default(100),
    lat1: coordinate(-90, 90).optional(),
    lon1: coordinate(-180, 180).optional(),
    lat2: coordinate(-90, 90).optional(),
    lon2: coordinate(-180, 180).optional(),
  })
  .refine(
    (query) =>
      [query.lat1, query.lon1, query.lat2, query.lon2].every((value) => value === undefined) ||
      [query.lat1, query.lon1, query.lat2, query.lon2].every((value) => value !== undefined),
    { message: 'events.bboxIncomplete' },
  );
export type EventFeedQuery = z.input<typeof eventFeedQuerySchema>;

/** A day `yyyy-MM-dd` (UTC). */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'events.dayInvalid');

/**
 * Spec §7 airport event calls: the events of one airport (IATA or ICAO code) on one UTC day
 * (default today).
 */
export const airportEventsQuerySchema = z.object({
  iata: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,4}$/, 'events.airportInvalid')
    .transform((value) => value.toUpperCase()),
  day: daySchema.optional(),
});
export type AirportEventsQuery = z.input<typeof airportEventsQuerySchema>;

export const eventListSchema = z.object({
  events: z.array(flightEventSchema),
});
export type EventList = z.infer<typeof eventListSchema>;
