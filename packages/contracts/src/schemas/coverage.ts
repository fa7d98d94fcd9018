import { z } from 'zod';
import { recordIdSchema } from './ids';

/** Height bands of the coverage grid: lower bounds in metres (spec §9 default 1000). */
export const COVERAGE_HEIGHTS = [0, 1000, 3000, 6000] as const;
export const DEFAULT_COVERAGE_HEIGHT = 1000;
/** Receiver kinds of the coverage call (spec §9 default adsb): 1090 MHz ADS-B only today. */
export const COVERAGE_DEVICE_TYPES = ['adsb'] as const;
/** Bearing sectors of the polar outline, degrees. */
export const COVERAGE_SECTOR_DEGREES = 10;
/** Grid cell size, degrees. */
export const COVERAGE_CELL_DEGREES = 0.05;

/** A UTC+8 calendar day, `yyyy-MM-dd` or `yyyyMMdd` (the export calls' form), as yyyy-MM-dd. */
export const coverageDaySchema = z
  .string()
  .regex(/^\d{4}-?\d{2}-?\d{2}$/)
  .transform((text) =>
    text.includes('-') ? text : `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`,
  )
  .refine(
    (text) =>
      !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
      new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
    'not a date',
  );

export const deviceIdQuerySchema = z.object({ devId: recordIdSchema });

/** `GET /business/device/coverage` (spec §7 "ADS-B coverage {searchDate, devType}"). */
export const coverageQuerySchema = z.object({
  devId: recordIdSchema,
  /** Default: yesterday (UTC+8). */
  searchDate: coverageDaySchema.optional(),
  height: z.coerce
    .number()
    .refine((value) => (COVERAGE_HEIGHTS as readonly number[]).includes(value), 'not a height band')
    .default(DEFAULT_COVERAGE_HEIGHT),
  devType: z.enum(COVERAGE_DEVICE_TYPES).default('adsb'),
});

export const coveragePointSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  /** Lowest band heard in the cell (metres, lower bound). */
  height: z.number(),
  positions: z.number(),
});

export const coverageSchema = z.object({
  devId: z.number(),
  day: z.string(),
  height: z.number(),
  devType: z.enum(COVERAGE_DEVICE_TYPES),
  /** The receiver's position rounded to 0.1° (the outline's centre); null when unknown. */
  centre: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  points: z.array(coveragePointSchema),
  /** Farthest km per 10° sector clockwise from north (36 values; 0 = nothing heard). */
  outline: z.array(z.number()),
  positions: z.number(),
  uniquePositions: z.number(),
});
export type Coverage = z.infer<typeof coverageSchema>;

/** Rank fields of spec §3: rank ('1000+' beyond 1000), change, city rank and change. */
export const deviceRankSchema = z.object({
  rank: z.string(),
  change: z.number().nullable(),
  cityRank: z.string().nullable(),
  cityChange: z.number().nullable(),
  score: z.number(),
  day: z.string(),
});
export type DeviceRank = z.infer<typeof deviceRankSchema>;

export const cityNameSchema = z.object({ en: z.string(), zh: z.string().nullable() });

/** `GET /business/device/info` (spec §7 "device info"). */
export const deviceInfoSchema = z.object({
  devId: z.number(),
  alias: z.string().nullable(),
  online: z.boolean(),
  /** When it went offline (seconds), and for how many whole hours; null while online. */
  offTime: z.number().nullable(),
  offlineHours: z.number().nullable(),
  lastSeen: z.number().nullable(),
  city: cityNameSchema.nullable(),
  /** The owner's nickname or username masked (first and last character); null for the operator. */
  owner: z.string().nullable(),
  mine: z.boolean(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  messageRate: z.number(),
  messagesToday: z.number(),
  aircraftToday: z.number(),
  positionsToday: z.number(),
  maxRangeKm: z.number(),
  typicalRangeKm: z.number(),
  rank: deviceRankSchema.nullable(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/** `GET /business/device/flights` (spec §7 "flights of device"): a day, default today. */
export const deviceFlightsQuerySchema = z.object({
  devId: recordIdSchema,
  date: coverageDaySchema.optional(),
});

export const deviceFlightSchema = z.object({
  /** ICAO address, 6 hex digits. */
  icao: z.string(),
  callsign: z.string().nullable(),
  /** The recorded flight (playback id), when the traces hold one that day. */
  flightId: z.number().nullable(),
  firstSeen: z.number().nullable(),
  lastSeen: z.number().nullable(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  onGround: z.boolean(),
});
export type DeviceFlight = z.infer<typeof deviceFlightSchema>;
export const deviceFlightsSchema = z.object({
  day: z.string(),
  aircraft: z.number(),
  flights: z.array(deviceFlightSchema),
});
export type DeviceFlights = z.infer<typeof deviceFlightsSchema>;

/** `GET /business/device/liveFlights` (spec §7 "live flights of device"). */
export const deviceLiveFlightSchema = z.object({
  icao: z.string(),
  callsign: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  altitude: z.number().nullable(),
  groundSpeed: z.number().nullable(),
  track: z.number().nullable(),
  /** Seconds since this receiver last heard it. */
  heardAgo: z.number(),
});
export type DeviceLiveFlight = z.infer<typeof deviceLiveFlightSchema>;

/** `GET|POST /business/device/siting`: what a receiver at a point would add (siting advisor). */
export const sitingQuerySchema = z.object({
  lat: z.coerce.number().min(-85).max(85),
  lon: z.coerce.number().min(-180).max(180),
  /** Antenna height above ground, metres (default 10). */
  antennaHeight: z.coerce.number().min(1).max(300).default(10),
});

export const sitingSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  antennaHeight: z.number(),
  /** Radio horizon for aircraft at 3000 m and 10 000 m (4/3 Earth radius), km. */
  horizonKm: z.object({ low: z.number(), high: z.number() }),
  /** Area in the modelled reach that no receiver's measured outline covers, km². */
  newAreaKm2: z.number(),
  /** The modelled reach's whole area, km². */
  reachAreaKm2: z.number(),
  /** Recorded flights per day (over the sample days) passing through the new area. */
  newFlightsPerDay: z.number(),
  flightsPerDay: z.number(),
  sampleDays: z.number(),
  /** Receivers whose measured outline overlaps the modelled reach. */
  overlaps: z.array(
    z.object({
      devId: z.number(),
      alias: z.string().nullable(),
      distanceKm: z.number(),
      overlapKm2: z.number(),
    }),
  ),
  /** Milliseconds the server spent. */
  tookMs: z.number(),
});
export type Siting = z.infer<typeof sitingSchema>;
