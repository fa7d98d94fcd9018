// Downloads of recorded paths: files, not envelopes.
import { z } from 'zod';
import { lang, trackFileName } from './fields';

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
