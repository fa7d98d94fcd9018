// Airport weather (issue 19 item 4, spec §1 "airport status and weather", §7 `fweather`,
// `weather/weatherHistory`, `weather/airportReal`, `weather/chinaRadar`, `/index/satellite`):
// METAR and TAF reports decoded on the server into metric values the web converts to the
// user's display units.
import { z } from 'zod';

/** Back-office permission of the report upload page. */
export const WEATHER_PERMISSION = 'bms:weather';
/** The longest window `weatherHistory` answers (seconds): three days of half-hourly reports. */
export const WEATHER_HISTORY_MAX_SECONDS = 3 * 86_400;
/** A pasted batch of reports is at most this long (characters). */
export const WEATHER_UPLOAD_MAX_CHARS = 64_000;

/** FAA flight categories from ceiling and visibility (VFR ≥ 3000 ft and 5 SM, LIFR < 500 ft or 1 SM). */
export const FLIGHT_CATEGORIES = ['VFR', 'MVFR', 'IFR', 'LIFR'] as const;
export type FlightCategory = (typeof FLIGHT_CATEGORIES)[number];

const codeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{3,4}$/, 'weather.codeInvalid')
  .transform((value) => value.toUpperCase());

export const windSchema = z.object({
  /** True direction the wind blows from; null when variable (VRB). */
  directionDeg: z.number().nullable(),
  speedKt: z.number(),
  gustKt: z.number().nullable(),
  /** Direction varying between these two (`300V010`). */
  variableFromDeg: z.number().nullable(),
  variableToDeg: z.number().nullable(),
});

export const cloudLayerSchema = z.object({
  /** FEW, SCT, BKN, OVC (NSC, SKC, CLR, NCD as a single layer without base). */
  cover: z.string(),
  baseFt: z.number().nullable(),
  /** CB or TCU when reported. */
  type: z.string().nullable(),
});

export const runwayVisualRangeSchema = z.object({
  runway: z.string(),
  minM: z.number(),
  maxM: z.number().nullable(),
});

export const tafSchema = z.object({
  raw: z.string(),
  issuedAt: z.string().describe('ISO time'),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});
export type Taf = z.infer<typeof tafSchema>;

/** One decoded METAR: what the tracker's weather card shows. */
export const metarSchema = z.object({
  icao: z.string(),
  observedAt: z.string().describe('ISO time'),
  raw: z.string(),
  flightCategory: z.enum(FLIGHT_CATEGORIES),
  wind: windSchema.nullable(),
  /** Prevailing visibility, metres (9999 = 10 km or more); null when not reported. */
  visibilityM: z.number().nullable(),
  cavok: z.boolean(),
  clouds: z.array(cloudLayerSchema),
  verticalVisibilityFt: z.number().nullable(),
  temperatureC: z.number().nullable(),
  dewPointC: z.number().nullable(),
  qnhHpa: z.number().nullable(),
  /** Present weather groups as reported (`-RA`, `BR`, `+TSRA`, `FG`). */
  weather: z.array(z.string()),
  rvr: z.array(runwayVisualRangeSchema),
  /** Trend groups (`NOSIG`, `TEMPO …`, `BECMG …`). */
  trend: z.string().nullable(),
});
export type Metar = z.infer<typeof metarSchema>;

/** `POST /business/airport/fweather` body: an airport by ICAO or IATA code. */
export const airportWeatherQuerySchema = z.object({ code: codeSchema });

/** `fweather`: the airport's latest METAR and TAF (either may be missing). */
export const airportWeatherSchema = z.object({
  icao: z.string(),
  iata: z.string().nullable(),
  nameEn: z.string().nullable(),
  nameZh: z.string().nullable(),
  metar: metarSchema.nullable(),
  taf: tafSchema.nullable(),
});
export type AirportWeather = z.infer<typeof airportWeatherSchema>;

/** `GET /business/weather/weatherHistory`: an airport's METARs in [startTime, endTime] (seconds). */
export const weatherHistoryQuerySchema = z
  .object({
    code: codeSchema,
    startTime: z.coerce.number().int().nonnegative(),
    endTime: z.coerce.number().int().nonnegative(),
  })
  .refine(
    (query) =>
      query.endTime > query.startTime &&
      query.endTime - query.startTime <= WEATHER_HISTORY_MAX_SECONDS,
    { error: 'weather.windowInvalid', path: ['endTime'] },
  );

export const weatherHistorySchema = z.object({
  icao: z.string(),
  reports: z.array(metarSchema),
});
export type WeatherHistory = z.infer<typeof weatherHistorySchema>;

/** `GET /business/weather/airportReal`: every airport with a recent METAR and its category. */
export const airportCategorySchema = z.object({
  icao: z.string(),
  category: z.enum(FLIGHT_CATEGORIES),
  observedAt: z.string(),
});
export const airportRealSchema = z.object({
  airports: z.array(airportCategorySchema),
  updatedAt: z.string(),
});
export type AirportReal = z.infer<typeof airportRealSchema>;

/**
 * `GET /business/weather/chinaRadar` and `GET /index/satellite`: the layer's tile source and its
 * frame times. `available` false (with `reason`) when the operator configured no source.
 */
export const weatherTilesSchema = z.object({
  available: z.boolean(),
  reason: z.enum(['notConfigured']).nullable(),
  /** Tile URL template with {z}/{x}/{y}, and `{time}` (unix seconds) when it is per frame. */
  url: z.string().nullable(),
  attribution: z.string().nullable(),
  maxZoom: z.number().nullable(),
  /** Frame times (ISO), oldest first; the last is the one shown. */
  frames: z.array(z.string()),
});
export type WeatherTiles = z.infer<typeof weatherTilesSchema>;

/** `POST /adsb/weather/reports`: METAR/TAF text pasted by an administrator, one report a line. */
export const weatherUploadSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(WEATHER_UPLOAD_MAX_CHARS, 'weather.uploadTooLong'),
});
export const weatherUploadResultSchema = z.object({
  stored: z.number().int(),
  stations: z.array(z.string()),
});
export type WeatherUploadResult = z.infer<typeof weatherUploadResultSchema>;
