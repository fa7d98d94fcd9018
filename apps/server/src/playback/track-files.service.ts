// Track files (spec §7, realtime host): the recorded parts of flights that passed through a box
// during a time range, and one part's points. A part is listed when one of its points lies in
// the box during the range: its bounding box meeting the box is only where the search starts
// (a long diagonal flight's box covers places it never flew over).
import {
  TRACK_FILE_MAX_RANGE_SECONDS,
  type FlightPlayback,
  type TrackFileDetail,
  type TrackFileList,
  type TrackFileLookup,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { findFlight, readFlightPoints, type FlightSummary } from '../traces/traces.repo';
import { findGaps, presentFlightInfo, presentPoints } from './playback.presenter';
import type { PlaybackService } from './playback.service';
import { boxesOf, insideBoxes } from './playback.window';
import { findFlightsMeeting, scanFlightChunks } from './track-files.repo';
import { namesTrackFile, presentTrackFile, trackFileId } from './track-files.presenter';

/** Most recorded parts one lookup checks (newest first); beyond, the answer says incomplete. */
export const TRACK_FILE_CANDIDATES = 2_000;

const fitsInside = (flight: FlightSummary, boxes: ReturnType<typeof boxesOf>): boolean =>
  boxes.some(
    (box) =>
      flight.minLat >= box.minLat &&
      flight.maxLat <= box.maxLat &&
      flight.minLon >= box.minLon &&
      flight.maxLon <= box.maxLon,
  );

export class TrackFileService {
  constructor(private readonly deps: { db: Db; playback: PlaybackService }) {}

  /** One page of the files passing through the box during the range, newest first. */
  async lookup(query: TrackFileLookup): Promise<TrackFileList> {
    const { startTime, endTime } = query;
    if (endTime <= startTime || endTime - startTime > TRACK_FILE_MAX_RANGE_SECONDS) {
      throw new HttpError(400, 'playback.trackFileRangeInvalid', {
        days: TRACK_FILE_MAX_RANGE_SECONDS / 86_400,
      });
    }
    const from = startTime * 1000;
    const to = endTime * 1000;
    const boxes = boxesOf(query);
    const candidates = await findFlightsMeeting(
      this.deps.db,
      boxes,
      from,
      to,
      TRACK_FILE_CANDIDATES,
    );
    // A part wholly inside the box passes; the others pass when a point in the range is inside.
    const passing = new Set(candidates.filter((f) => fitsInside(f, boxes)).map((f) => f.id));
    const crossing = candidates.filter((f) => !passing.has(f.id)).map((f) => f.id);
    await scanFlightChunks(this.deps.db, crossing, from, to, (flightId, points) => {
      const inside = points.some(
        (p) => p.time >= from && p.time <= to && insideBoxes(boxes, p.lat, p.lon),
      );
      if (inside) passing.add(flightId);
      return inside;
    });
    const found = candidates.filter((f) => passing.has(f.id));
    const directory = this.deps.playback.directory;
    await directory.ready();
    const first = (query.page - 1) * query.pageSize;
    return {
      total: found.length,
      page: query.page,
      pageSize: query.pageSize,
      complete: candidates.length < TRACK_FILE_CANDIDATES,
      files: found
        .slice(first, first + query.pageSize)
        .map((flight) => presentTrackFile(flight, directory.identify(flight))),
    };
  }

  /** The recorded part a file name names; 404 trackFileNotFound for any other name. */
  private async fileOf(name: string): Promise<FlightSummary> {
    const id = trackFileId(name);
    const flight = id === undefined ? undefined : await findFlight(this.deps.db, id);
    if (!flight || !namesTrackFile(name, flight)) {
      throw new HttpError(404, 'playback.trackFileNotFound');
    }
    return flight;
  }

  /** One file's points as a flight playback of that part alone (for exports). */
  async playbackOf(name: string): Promise<FlightPlayback> {
    return this.partPlayback(await this.fileOf(name));
  }

  private async partPlayback(flight: FlightSummary): Promise<FlightPlayback> {
    const { playback } = this.deps;
    const stored = await readFlightPoints(this.deps.db, flight.id);
    const points = presentPoints(playback.withRecent(flight, stored));
    if (points.length === 0) throw new HttpError(404, 'playback.hasNoPlaybackData');
    await playback.directory.ready();
    return {
      flight: presentFlightInfo(flight, playback.directory.identify(flight)),
      points,
      gaps: findGaps(points),
    };
  }

  /** One file and its points (same point shape as playback). */
  async detail(name: string): Promise<TrackFileDetail> {
    const flight = await this.fileOf(name);
    const { points, gaps } = await this.partPlayback(flight);
    return {
      file: presentTrackFile(flight, this.deps.playback.directory.identify(flight)),
      points,
      gaps,
    };
  }
}
