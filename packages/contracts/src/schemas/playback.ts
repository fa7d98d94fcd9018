// Playback of recorded flights (spec §1, §2, §5, §7, §8, §9). Every REST call below lives under
// /api/v2 and answers the envelope {code, msg, data} (code 200 on success); every time is Unix
// seconds (UTC) unless a field says otherwise; altitude ft, speed kt, vertical rate ft/min.
// Login rule of spec §6: when the site config's flightDetailRequiresLogin is true, every call
// below answers 401 without a session (Bearer header, or `token` query for export URLs).
// An empty playback answers 404 with msg = playback.hasNoPlaybackData ("No Track Replay Data
// of the Flight" / "暂无该航班的回放数据").
import { z } from 'zod';
import { flightAirportSchema } from './reference';

/** Length of one streamed slice of an airport or area playback, seconds. */
export const PLAYBACK_SLICE_SECONDS = 300;
/** Longest window of an airport, area, aircraft or multi-flight playback, seconds (one day). */
export const PLAYBACK_MAX_WINDOW_SECONDS = 86_400;
/** Default radius around an airport within which a passing flight counts as using it, km. */
export const PLAYBACK_AIRPORT_RADIUS_KM = 30;
/** Most flights one multi-flight playback replays together. */
export const PLAYBACK_MULTI_MAX_FLIGHTS = 20;

const lang = z.enum(['zh', 'en']).optional();
const seconds = z.coerce.number().int().nonnegative();
const icaoHex = z.string().regex(/^[0-9A-F]{6}$/);
const compactDate = z.string().regex(/^\d{8}$/, 'validation.invalidFormat');

/**
 * A track file's name: `<icao hex>-<yyyymmdd>T<hhmmss>Z-<recorded flight id>` (first point,
 * UTC). Treat it as opaque: pass it back as given.
 */
export const TRACK_FILE_NAME = /^[0-9a-f]{6}-\d{8}T\d{6}Z-[1-9]\d{0,14}$/;

const trackFileName = z
  .string()
  .trim()
  .max(40, 'playback.trackFileNameInvalid')
  .regex(TRACK_FILE_NAME, 'playback.trackFileNameInvalid');

/**
 * One point of a recorded track (spec §3 trace point). Points missing a position, a time or an
 * update time are dropped by the server (spec §5), so every field below except the nullable
 * measurements is always present.
 */
export const playbackPointSchema = z.object({
  lat: z.number().describe('Degrees'),
  lon: z.number().describe('Degrees'),
  alt: z.number().nullable().describe('Barometric altitude, ft'),
  spd: z.number().nullable().describe('Ground speed, kt'),
  vspd: z.number().nullable().describe('Vertical rate, ft/min'),
  ang: z.number().nullable().describe('Track, degrees [0, 360)'),
  time: z.number().describe('Time of the position, seconds (0.1 s resolution)'),
  updateTime: z.number().describe('When the server received it, seconds'),
  onGround: z.boolean(),
  squawk: z
    .string()
    .regex(/^[0-7]{4}$/)
    .nullable()
    .describe('Mode A code, four octal digits ("7700"); null when none was heard yet'),
});
export type PlaybackPoint = z.infer<typeof playbackPointSchema>;

/** A stretch without points longer than PLAYBACK_GAP_SECONDS (300 s): "Signal missing" (§9). */
export const playbackGapSchema = z.object({
  afterIndex: z.number().int().describe('Index of the last point before the gap'),
  from: z.number().describe('Time of that point, seconds'),
  to: z.number().describe('Time of the next point, seconds'),
});
export type PlaybackGap = z.infer<typeof playbackGapSchema>;

/** Airline as flight info shows it. */
export const playbackAirlineSchema = z.object({
  IATA: z.string().nullable(),
  ICAO: z.string(),
  name: z.string(),
  cName: z.string().nullable(),
});

/** Who and what a recorded flight was (spec §3 flight base info, with actual times). */
export const playbackFlightInfoSchema = z.object({
  flightId: z.number().int().describe('Recorded flight id (stable; use it for multi and exports)'),
  partIds: z
    .array(z.number().int())
    .describe(
      'Recorded parts of the flight, in time order: more than one when a signal gap of over 30 min split the recording. Any of them names the whole flight; flightId is the first',
    ),
  dynamicId: z.string().nullable().describe('Scheduled flight instance <fnum>-<yyyymmdd UTC STD>'),
  icaoId: icaoHex.describe('ICAO address, 6 upper-case hex digits'),
  anum: z.string().nullable().describe('Registration'),
  fnum: z.string().nullable().describe('IATA flight number'),
  callsign: z.string().nullable().describe('Transmitted callsign (ICAO flight number)'),
  org: flightAirportSchema.nullable(),
  dst: flightAirportSchema.nullable(),
  STD: z.number().nullable(),
  STA: z.number().nullable(),
  ATD: z.number().nullable().describe('Take-off seen in the trace'),
  ATA: z.number().nullable().describe('Landing seen in the trace'),
  aircraftType: z.string().nullable().describe('ICAO type designator'),
  aircraftTypeName: z.string().nullable(),
  airline: playbackAirlineSchema.nullable(),
  firstSeen: z.number(),
  lastSeen: z.number(),
});
export type PlaybackFlightInfo = z.infer<typeof playbackFlightInfoSchema>;

/** One flight's full recorded path. */
export const flightPlaybackSchema = z.object({
  flight: playbackFlightInfoSchema,
  points: z.array(playbackPointSchema),
  gaps: z.array(playbackGapSchema),
});
export type FlightPlayback = z.infer<typeof flightPlaybackSchema>;

/**
 * `GET /api/v2/business/playback/flight` — one flight (route playback/{dynamicId}/{scheduledDeptime},
 * playback/{anum}/{fnum}/{org}/{dst}/{scheduledDeptime}, flight-playback/{fnum}/{org}/{dst}/…).
 * Give `flightId`, or `dynamicId`, or `fnum` (+ optional anum, org, dst) with `scheduledDeptime`
 * (STD, seconds, or any moment of that flight). Answer: FlightPlayback.
 */
export const flightPlaybackQuerySchema = z.object({
  flightId: z.coerce.number().int().positive().optional(),
  dynamicId: z.string().trim().max(64).optional(),
  anum: z.string().trim().max(16).optional(),
  fnum: z.string().trim().max(16).optional(),
  org: z.string().trim().max(4).optional(),
  dst: z.string().trim().max(4).optional(),
  scheduledDeptime: seconds.optional(),
  lang,
});
export type FlightPlaybackQuery = z.infer<typeof flightPlaybackQuerySchema>;

/**
 * `GET /api/v2/business/playback/aircraft` — one aircraft between two times (route
 * playbacksup/{anum}/{dynamicId}/{startTime?}/{endTime?}). `anum` is a registration or a
 * 6-digit ICAO hex address; window at most PLAYBACK_MAX_WINDOW_SECONDS. Answer: AircraftPlayback.
 */
export const aircraftPlaybackQuerySchema = z.object({
  anum: z.string().trim().min(1).max(16),
  startTime: seconds,
  endTime: seconds,
  lang,
});

/** Every point of one aircraft in the window, and the recorded flights they belong to. */
export const aircraftPlaybackSchema = z.object({
  icaoId: icaoHex,
  anum: z.string().nullable(),
  startTime: z.number(),
  endTime: z.number(),
  flights: z.array(playbackFlightInfoSchema),
  points: z.array(playbackPointSchema),
  gaps: z.array(playbackGapSchema),
});
export type AircraftPlayback = z.infer<typeof aircraftPlaybackSchema>;

/**
 * `GET /api/v2/business/playback/multi` — several flights on one clock (route
 * multi-playback/{startTime?}/{endTime?}). `ids`: comma-separated recorded flight ids or
 * dynamicIds (at most PLAYBACK_MULTI_MAX_FLIGHTS); optional window cuts the points.
 * Answer: MultiPlayback (startTime/endTime = the common clock's ends; flights not found omitted).
 */
export const multiPlaybackQuerySchema = z.object({
  ids: z.string().trim().min(1).max(2000),
  startTime: seconds.optional(),
  endTime: seconds.optional(),
  lang,
});

export const multiPlaybackSchema = z.object({
  startTime: z.number(),
  endTime: z.number(),
  flights: z.array(flightPlaybackSchema),
});
export type MultiPlayback = z.infer<typeof multiPlaybackSchema>;

/** How a flight used an airport in an airport playback. */
export const AIRPORT_USES = ['departure', 'arrival', 'overflight'] as const;

/** One flight's points inside one slice. */
export const sliceFlightSchema = z.object({
  flightId: z.number().int(),
  icaoId: icaoHex,
  fnum: z.string().nullable(),
  anum: z.string().nullable(),
  callsign: z.string().nullable(),
  org: z.string().nullable().describe('Origin IATA (else ICAO) code'),
  dst: z.string().nullable().describe('Destination IATA (else ICAO) code'),
  aircraftType: z.string().nullable(),
  use: z.enum(AIRPORT_USES).optional().describe('Airport playback only'),
  points: z.array(playbackPointSchema),
});
export type SliceFlight = z.infer<typeof sliceFlightSchema>;

/**
 * One time slice of an airport or area playback: the points of every flight in [from, to).
 * Ask again with `cursor = nextCursor` for the next slice; nextCursor is null after the last.
 */
export const playbackSliceSchema = z.object({
  startTime: z.number().describe('Window start, seconds'),
  endTime: z.number().describe('Window end, seconds'),
  from: z.number().describe('Slice start, seconds'),
  to: z.number().describe('Slice end (exclusive), seconds'),
  nextCursor: z.number().nullable(),
  flights: z.array(sliceFlightSchema),
});
export type PlaybackSlice = z.infer<typeof playbackSliceSchema>;

/**
 * `GET /api/v2/business/playback/airport` — every flight that took off from, landed at or
 * passed within `radiusKm` of an airport (IATA or ICAO code) in [startTime, endTime] (routes
 * airport-paly, airport-tracker, airport-back). Answer: AirportPlaybackSlice, slices of
 * PLAYBACK_SLICE_SECONDS from `cursor` (default startTime).
 */
export const airportPlaybackQuerySchema = z.object({
  airport: z.string().trim().min(3).max(4),
  startTime: seconds,
  endTime: seconds,
  radiusKm: z.coerce.number().positive().max(200).default(PLAYBACK_AIRPORT_RADIUS_KM),
  cursor: seconds.optional(),
  lang,
});

export const airportPlaybackSliceSchema = playbackSliceSchema.extend({
  airport: flightAirportSchema,
});
export type AirportPlaybackSlice = z.infer<typeof airportPlaybackSliceSchema>;

/** A map box (degrees) and a time window (Unix seconds): area playback and track files. */
const boxAndWindow = {
  west: z.coerce.number().min(-180).max(180),
  south: z.coerce.number().min(-90).max(90),
  east: z.coerce.number().min(-180).max(180),
  north: z.coerce.number().min(-90).max(90),
  startTime: seconds,
  endTime: seconds,
};

/**
 * `GET /api/v2/business/playback/area` — every flight inside a map box in [startTime, endTime]
 * (route regional_back, day-tracker). Answer: PlaybackSlice from `cursor` (default startTime);
 * only points inside the box are returned.
 */
export const areaPlaybackQuerySchema = z.object({
  ...boxAndWindow,
  cursor: seconds.optional(),
  lang,
});

/** A past flight in search results and in a flight number's history. */
export const historyFlightSchema = z.object({
  flightId: z.number().int(),
  dynamicId: z.string().nullable(),
  date: compactDate.describe('yyyyMMdd of the departure (first seen) in the asked time zone'),
  icaoId: icaoHex,
  fnum: z.string().nullable(),
  callsign: z.string().nullable(),
  anum: z.string().nullable(),
  aircraftType: z.string().nullable(),
  org: flightAirportSchema.nullable(),
  dst: flightAirportSchema.nullable(),
  STD: z.number().nullable(),
  STA: z.number().nullable(),
  ATD: z.number().nullable(),
  ATA: z.number().nullable(),
  firstSeen: z.number(),
  lastSeen: z.number(),
});
export type HistoryFlight = z.infer<typeof historyFlightSchema>;

/**
 * `POST /api/v2/business/dynamic/search` (form or JSON) — past flights by flight number,
 * callsign, registration or ICAO hex on one local day: `searchDate` yyyyMMdd, `timeZone` the
 * offset of that day's clock from UTC in seconds (28800 for China). Answer: HistoryFlight[].
 */
export const historySearchSchema = z.object({
  searchText: z.string().trim().min(1, { error: 'validation.required' }).max(16),
  searchDate: compactDate,
  timeZone: z.coerce.number().int().min(-50_400).max(50_400).default(28_800),
  lang,
});
export type HistorySearch = z.infer<typeof historySearchSchema>;

/**
 * `GET /api/v2/business/dynamic/track?fnum=` — the flight number's recorded past flights, newest
 * first, for /track-data/{flight}/{date} (dates in China time, spec §9). Answer: HistoryFlight[].
 */
export const flightNumberHistoryQuerySchema = z.object({
  fnum: z.string().trim().min(1).max(16),
  lang,
});

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

/** File formats of a full-path export. */
export const PATH_EXPORT_FORMATS = ['kml', 'gpx', 'csv'] as const;

/**
 * `GET /api/v2/business/dynamic/exportFullPath?flightId=|dynamicId=|file_name=&format=&token=`
 * — a file download (Content-Disposition attachment), not an envelope: the whole flight by
 * flightId or dynamicId, one track file by file_name. KML for Google Earth (absolute altitude,
 * LineString + timestamped points, squawk), GPX 1.1 (trk/trkseg/trkpt with ele and time), CSV
 * (header row; UTC and China times; ft, kt, m, km/h; squawk).
 */
export const exportFullPathQuerySchema = z.object({
  flightId: z.coerce.number().int().positive().optional(),
  dynamicId: z.string().trim().max(64).optional(),
  file_name: trackFileName.optional(),
  format: z.enum(PATH_EXPORT_FORMATS).default('kml'),
  token: z.string().optional(),
  lang,
});

/**
 * `GET /api/v2/business/dynamic/exportFnumDetail?fnum=&token=` — the flight number's past
 * flights as CSV (columns of HistoryFlight, times in UTC and China time).
 */
export const exportFlightNumberQuerySchema = z.object({
  fnum: z.string().trim().min(1).max(16),
  token: z.string().optional(),
  lang,
});

/** Socket `U3DFullPath` payload (spec §7): the latest recorded flight of one aircraft. */
export const fullPathPayloadSchema = z.object({
  anum: z.string().min(1).max(16),
});
// Socket acks (code 1 on success, else code 0 with msg): flightPath → FlightPlayback,
// adsbFlightPath → AircraftPlayback, U3DFullPath → FlightPlayback.

// Track files (spec §7, realtime host: "POST track-file lookup (bounding box, time range),
// file-detail {file_name}"). A track file is one recorded part of a flight (a flight split by a
// signal gap of over 30 min has several). These two calls sit at the host root, beside
// /adsb/socket.io/api, not under /api/v2; the login rule applies as to every playback call.

/** Longest time range of a track-file lookup, seconds (7 days). */
export const TRACK_FILE_MAX_RANGE_SECONDS = 7 * 86_400;
/** Most files in one page of a lookup. */
export const TRACK_FILE_MAX_PAGE_SIZE = 100;
/**
 * `POST /adsb/trackFile/lookup` (form or JSON) — the track files whose points pass through the
 * box (west/south/east/north degrees; west > east crosses the antimeridian) during
 * [startTime, endTime] (at most TRACK_FILE_MAX_RANGE_SECONDS), newest first (last point), one
 * page (`page` from 1, `pageSize` files) per call. Answer: TrackFileList.
 */
export const trackFileLookupSchema = z.object({
  ...boxAndWindow,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(TRACK_FILE_MAX_PAGE_SIZE).default(20),
  lang,
});
export type TrackFileLookup = z.infer<typeof trackFileLookupSchema>;

/** One track file: who flew it, when, how many points and where (its bounding box). */
export const trackFileSchema = z.object({
  file_name: z.string().describe('Opaque name for file-detail and downloads'),
  flightId: z.number().int().describe('Recorded flight id of this part'),
  icaoId: icaoHex,
  callsign: z.string().nullable(),
  fnum: z.string().nullable().describe('IATA flight number'),
  anum: z.string().nullable().describe('Registration'),
  aircraftType: z.string().nullable(),
  org: z.string().nullable().describe('Origin IATA (else ICAO) code'),
  dst: z.string().nullable().describe('Destination IATA (else ICAO) code'),
  firstSeen: z.number().describe('First point, seconds'),
  lastSeen: z.number().describe('Last point, seconds'),
  pointCount: z.number().int(),
  bbox: z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() }),
});
export type TrackFile = z.infer<typeof trackFileSchema>;

/**
 * One page of a lookup. There is no total: telling whether a track passes through the box means
 * reading its points, so a lookup reads only as far as the page asked for (and one file more).
 */
export const trackFileListSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean().describe('True when a next page holds at least one file'),
  complete: z
    .boolean()
    .describe(
      'False when the box and range hold more recorded flights than one lookup looks at: the pages end early; narrow the box or the range',
    ),
  files: z.array(trackFileSchema),
});
export type TrackFileList = z.infer<typeof trackFileListSchema>;

/** `GET /adsb/trackFile/detail?file_name=` — one track file's points. Answer: TrackFileDetail. */
export const trackFileDetailQuerySchema = z.object({
  file_name: trackFileName,
  lang,
});

export const trackFileDetailSchema = z.object({
  file: trackFileSchema,
  points: z.array(playbackPointSchema),
  gaps: z.array(playbackGapSchema),
});
export type TrackFileDetail = z.infer<typeof trackFileDetailSchema>;
