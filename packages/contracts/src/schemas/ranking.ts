import { z } from 'zod';
import { COVERAGE_DEVICE_TYPES, cityNameSchema, coverageDaySchema } from './coverage';

/** Rows per page of the ranking and device tables. */
export const RANK_PAGE_SIZES = [10, 20, 50, 100] as const;

const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (RANK_PAGE_SIZES as readonly number[]).includes(n), 'not a page size')
    .default(20),
  /** Alias, city or device number. */
  search: z.string().trim().max(50).optional(),
};

/** `GET /business/rank/deviceRank`: all devices, or (signed in) `scope=my` for one's own. */
export const deviceRankQuerySchema = z.object({
  ...pageFields,
  scope: z.enum(['all', 'my']).default('all'),
});

export const rankRowSchema = z.object({
  devId: z.number(),
  alias: z.string().nullable(),
  city: cityNameSchema.nullable(),
  owner: z.string().nullable(),
  online: z.boolean(),
  /** '1000+' beyond 1000 (spec §9). */
  rank: z.string(),
  /** Places gained since yesterday's ranking (positive = up); null when unranked then. */
  change: z.number().nullable(),
  cityRank: z.string().nullable(),
  cityChange: z.number().nullable(),
  score: z.number(),
  uniquePositions: z.number(),
  uniqueCells: z.number(),
  uptimeHours: z.number(),
  mine: z.boolean(),
});
export type RankRow = z.infer<typeof rankRowSchema>;

export const rankPageSchema = z.object({
  /** The ranking's day (UTC+8); the window is the 30 days before it. Null before the first run. */
  day: z.string().nullable(),
  total: z.number(),
  rows: z.array(rankRowSchema),
});
export type RankPage = z.infer<typeof rankPageSchema>;

/** `GET /business/rank/deviceAirportRank`: an airport by IATA or ICAO code. */
export const airportRankQuerySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,4}$/)
    .transform((code) => code.toUpperCase()),
});

export const airportRankRowSchema = z.object({
  devId: z.number(),
  alias: z.string().nullable(),
  city: cityNameSchema.nullable(),
  rank: z.number(),
  /** Cells within 30 km of the airport heard below 3000 m in the window (arrival and departure paths). */
  cells: z.number(),
  /** Share of all such cells any receiver heard, 0–1. */
  share: z.number(),
  positions: z.number(),
  distanceKm: z.number().nullable(),
});
export type AirportRankRow = z.infer<typeof airportRankRowSchema>;

export const airportRankSchema = z.object({
  airport: z.object({
    icao: z.string(),
    iata: z.string().nullable(),
    name: z.string(),
    nameZh: z.string().nullable(),
    lat: z.number(),
    lon: z.number(),
  }),
  from: z.string(),
  to: z.string(),
  /** Movements (recorded take-offs and landings) at the airport in the window. */
  movements: z.number(),
  rows: z.array(airportRankRowSchema),
});
export type AirportRank = z.infer<typeof airportRankSchema>;

/** `GET /business/device/all`: the public devices table with city and rank, paged. */
export const deviceAllQuerySchema = z.object({ ...pageFields });

export const deviceAllRowSchema = z.object({
  devId: z.number(),
  alias: z.string().nullable(),
  city: cityNameSchema.nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  online: z.boolean(),
  offTime: z.number().nullable(),
  messageRate: z.number(),
  aircraftToday: z.number(),
  maxRangeKm: z.number(),
  rank: z.string(),
});
export type DeviceAllRow = z.infer<typeof deviceAllRowSchema>;
export const deviceAllPageSchema = z.object({
  total: z.number(),
  rows: z.array(deviceAllRowSchema),
  /** Every listed device's position and status for the map (rounded to 0.1°). */
  map: z.array(
    z.object({ devId: z.number(), lat: z.number(), lon: z.number(), online: z.boolean() }),
  ),
});
export type DeviceAllPage = z.infer<typeof deviceAllPageSchema>;

/** `/adsb/rank/userrank`: users by their devices' best rank and summed score. */
export const userRankQuerySchema = z.object({ ...pageFields });
export const userRankRowSchema = z.object({
  userId: z.number(),
  username: z.string(),
  nickname: z.string().nullable(),
  devices: z.number(),
  bestRank: z.number(),
  score: z.number(),
});
export type UserRankRow = z.infer<typeof userRankRowSchema>;
export const userRankPageSchema = z.object({
  day: z.string().nullable(),
  total: z.number(),
  rows: z.array(userRankRowSchema),
});

/** Permission of the coverage and ranking back-office pages. */
export const COVERAGE_PERMISSION = 'bms:coverage';

/** `/adsb/adsb/data {searchDate, devType}`: every device's coverage figures of a day. */
export const coverageDataQuerySchema = z.object({
  searchDate: coverageDaySchema,
  devType: z.enum(COVERAGE_DEVICE_TYPES).default('adsb'),
  ...pageFields,
});
export const coverageDataRowSchema = z.object({
  devId: z.number(),
  alias: z.string().nullable(),
  owner: z.string().nullable(),
  day: z.string(),
  positions: z.number(),
  uniquePositions: z.number(),
  cells: z.number(),
  uniqueCells: z.number(),
  droppedPositions: z.number(),
  maxRangeKm: z.number(),
  typicalRangeKm: z.number(),
  onlineHours: z.number(),
});
export type CoverageDataRow = z.infer<typeof coverageDataRowSchema>;
export const coverageDataPageSchema = z.object({
  total: z.number(),
  rows: z.array(coverageDataRowSchema),
});

/** `/adsb/airport/coverRate {startDate, endDate}` (yyyyMMdd, UTC+8 days, at most 31). */
export const airportCoverRateQuerySchema = z.object({
  startDate: coverageDaySchema,
  endDate: coverageDaySchema,
  ...pageFields,
});
export const airportCoverRateRowSchema = z.object({
  icao: z.string(),
  iata: z.string().nullable(),
  name: z.string(),
  nameZh: z.string().nullable(),
  /** Recorded flights scheduled to land here, and those whose landing was heard. */
  arrivals: z.number(),
  landingsHeard: z.number(),
  /** Recorded flights scheduled from here, and those whose take-off was heard. */
  departures: z.number(),
  takeoffsHeard: z.number(),
  /** Heard runway movements over all movements, 0–1. */
  rate: z.number(),
});
export type AirportCoverRateRow = z.infer<typeof airportCoverRateRowSchema>;
export const airportCoverRatePageSchema = z.object({
  total: z.number(),
  rows: z.array(airportCoverRateRowSchema),
});

/** `/adsb/airport/landing {iata, date}`: the flights that landed at an airport on a day. */
export const airportLandingQuerySchema = z.object({
  iata: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,4}$/)
    .transform((code) => code.toUpperCase()),
  date: coverageDaySchema,
});
export const airportLandingRowSchema = z.object({
  flightId: z.number(),
  icao: z.string(),
  callsign: z.string().nullable(),
  origin: z.string().nullable(),
  /** When the landing was heard (seconds), else null (the flight's last position then). */
  landedAt: z.number().nullable(),
  lastSeen: z.number(),
  /** Public receivers that heard the aircraft that day. */
  devices: z.array(z.object({ devId: z.number(), alias: z.string().nullable() })),
});
export type AirportLandingRow = z.infer<typeof airportLandingRowSchema>;
export const airportLandingSchema = z.object({
  airport: z.object({ icao: z.string(), iata: z.string().nullable(), name: z.string() }),
  day: z.string(),
  rows: z.array(airportLandingRowSchema),
});
export type AirportLanding = z.infer<typeof airportLandingSchema>;
