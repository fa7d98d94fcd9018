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
import { findFlight } from '../traces/recorded-flights.repo';
import { readFlightPoints } from '../traces/recorded-points.repo';
import { type FlightSummary } from '../traces/traces.repo';
import { findGaps, presentFlightInfo, presentPoints } from './playback.presenter';
import type { PlaybackService } from './playback.service';
import { boxesOf, insideBoxes } from './playback.window';
import { findFlightsMeeting } from '../traces/recorded-flights.repo';
import { scanFlightChunks } from '../traces/recorded-points.repo';
import { namesTrackFile, presentTrackFile, trackFileId } from './track-files.presenter';

/** Most recorded parts one lookup looks at (newest first); beyond, the answer says incomplete. */
export const TRACK_FILE_CANDIDATES = 2_000;
/** Candidates checked in the first round; each further round checks twice as many. */
const FIRST_BATCH = 32;

const fitsInside = (flight: FlightSummary, boxes: ReturnType<typeof boxesOf>): boolean =>
  boxes.some(
    (box) =>
      flight.minLat >= box.minLat &&
      flight.maxLat <= box.maxLat &&
      flight.minLon >= box.minLon &&
      flight.maxLon <= box.maxLon,
  );

export class TrackFileService {
  constructor(
    private readonly deps: {
      db: Db;
      playback: PlaybackService;
      /** Candidates of the first checking round (tests make it small to exercise the rounds). */
      firstBatch?: number;
    },
  ) {}

  /**
   * One page of the files passing through the box during the range, newest first. Candidates
   * (bounding box and time span meet the lookup's) are checked in rounds, newest first, only
   * until the page and one more file are found: a first page costs a few dozen flights' chunks
   * however busy the box is.
   */
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
    const first = (query.page - 1) * query.pageSize;
    // Files up to the end of the page, and one more to know whether a next page exists.
    const wanted = first + query.pageSize + 1;
    const found: FlightSummary[] = [];
    let checked = 0;
    for (
      let batch = this.deps.firstBatch ?? FIRST_BATCH;
      checked < candidates.length && found.length < wanted;
      batch *= 2
    ) {
      const flights = candidates.slice(checked, checked + batch);
      checked += flights.length;
      for (const flight of await this.passingThrough(flights, boxes, from, to)) {
        found.push(flight);
      }
    }
    const directory = this.deps.playback.directory;
    await directory.ready();
    return {
      page: query.page,
      pageSize: query.pageSize,
      hasMore: found.length > first + query.pageSize,
      complete: found.length >= wanted || candidates.length < TRACK_FILE_CANDIDATES,
      files: found
        .slice(first, first + query.pageSize)
        .map((flight) => presentTrackFile(flight, directory.identify(flight))),
    };
  }

  /**
   * The flights (in their order) with a point inside the boxes during [from, to]: a flight
   * wholly inside passes at once, the others when one of their points is found inside.
   */
  private async passingThrough(
    flights: readonly FlightSummary[],
    boxes: ReturnType<typeof boxesOf>,
    from: number,
    to: number,
  ): Promise<FlightSummary[]> {
    const passing = new Set(flights.filter((f) => fitsInside(f, boxes)).map((f) => f.id));
    const crossing = flights.filter((f) => !passing.has(f.id)).map((f) => f.id);
    await scanFlightChunks(this.deps.db, crossing, from, to, (flightId, points) => {
      const inside = points.some(
        (p) => p.time >= from && p.time <= to && insideBoxes(boxes, p.lat, p.lon),
      );
      if (inside) passing.add(flightId);
      return inside;
    });
    return flights.filter((f) => passing.has(f.id));
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
