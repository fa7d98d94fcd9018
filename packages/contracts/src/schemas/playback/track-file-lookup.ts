// Track files (spec §7, realtime host: "POST track-file lookup (bounding box, time range),
// file-detail {file_name}"). A track file is one recorded part of a flight (a flight split by a
// signal gap of over 30 min has several). These two calls sit at the host root, beside
// /adsb/socket.io/api, not under /api/v2; the login rule applies as to every playback call.
import { z } from 'zod';
import { boxAndWindow, icaoHex, lang } from './fields';

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
