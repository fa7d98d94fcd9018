import {
  API_V2_PATHS,
  type TrackFile,
  type TrackFileList,
  ADSB_PATHS,
  ADSB_ROOT,
} from '@skytrace/contracts';
import { exportUrl, flightLabel, postPlayback } from '../playback.api';
import { playbackPathOf } from '../playback.url';

// Spec §7 track-file lookup of the realtime host (POST /adsb/trackFile/lookup, form-encoded
// like every POST of the client wrapper; the token travels in the query on that root), and the
// links a track file offers: its downloads (the path export by file_name) and its playback.

/** Files shown per page of the panel. */
export const TRACK_FILE_PAGE_SIZE = 20;

/** The view and window a lookup asks about (degrees, Unix seconds). */
export interface TrackFileArea {
  west: number;
  south: number;
  east: number;
  north: number;
  startTime: number;
  endTime: number;
}

/** One page of the files passing through `area`, newest first. */
export function lookupTrackFiles(
  area: TrackFileArea,
  page: number,
  signal?: AbortSignal,
): Promise<TrackFileList> {
  return postPlayback<TrackFileList>(
    ADSB_PATHS.trackFileLookup,
    {
      west: area.west,
      south: area.south,
      east: area.east,
      north: area.north,
      startTime: area.startTime,
      endTime: area.endTime,
      page,
      pageSize: TRACK_FILE_PAGE_SIZE,
    },
    { root: ADSB_ROOT, signal },
  );
}

/** What a file is listed as: flight number, else callsign, registration, ICAO address. */
export const trackFileLabel = (file: TrackFile): string => flightLabel(file);

/** The download of one file in one format (the token rides in the query of a plain link). */
export const trackFileDownloadUrl = (file: TrackFile, format: 'kml' | 'gpx' | 'csv'): string =>
  exportUrl(API_V2_PATHS.exportFullPath, { file_name: file.file_name, format });

/** The file's own playback: its aircraft from its first to its last point. */
export const trackFilePlaybackPath = (file: TrackFile): string =>
  playbackPathOf({ ...file, dynamicId: null, STD: null });
