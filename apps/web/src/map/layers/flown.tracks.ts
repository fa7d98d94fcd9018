import { PLAYBACK_GAP_SECONDS, type FlightPath, formatIcaoHex } from '@skytrace/contracts';
import { TrackLineBuilder, type TrackLine, type TrackPoint as LinePoint } from './track.lines';

// The flown tracks of the selected flights (one in single mode, up to 20 in multi mode): for
// each flight the history of its last path answer, then every live position as it arrives,
// drawn as lines coloured by altitude with the bands of the aircraft icons. Points more than
// PLAYBACK_GAP_SECONDS apart are not joined: a gap in coverage is not a straight flight. Lines
// grow point by point, so a live position costs one coordinate, not a rebuild of the track.

export interface TrackPoint extends LinePoint {
  /** Seconds since the Unix epoch. */
  time: number;
}

/** One line of one colour; `icao` (six hex digits) names the flight it belongs to. */
export type FlownLine = TrackLine<{ icao: string }>;

/** Where a live aircraft is now: the part of aircraft.store's LiveAircraft a track reads. */
export interface LivePosition {
  lon: number;
  lat: number;
  altitudeFt: number | null;
  onGround: boolean;
  /** Time of the position, ms since the Unix epoch. */
  positionTimeMs: number;
}

/** The lines of one flown track, built point by point (track.lines.ts). */
class FlownLineBuilder {
  private readonly builder: TrackLineBuilder<{ icao: string }>;

  constructor(icao: string, gapSeconds: number) {
    this.builder = new TrackLineBuilder(gapSeconds, { icao });
  }

  get lines(): FlownLine[] {
    return this.builder.lines;
  }

  push(point: TrackPoint): void {
    this.builder.push(point, point.time);
  }
}

/** The flown track of `points` (oldest first) as lines of one colour each. */
export function flownLines(
  points: readonly TrackPoint[],
  gapSeconds = PLAYBACK_GAP_SECONDS,
  icao = '',
): FlownLine[] {
  const builder = new FlownLineBuilder(icao, gapSeconds);
  for (const point of points) builder.push(point);
  return builder.lines;
}

/** The history of a path answer as track points (oldest first). */
export function historyPoints(path: FlightPath): TrackPoint[] {
  return path.trace.path
    .map((point) => ({
      lon: point.lon,
      lat: point.lat,
      altitudeFt: point.alt,
      onGround: point.onGround,
      time: point.time,
    }))
    .sort((a, b) => a.time - b.time);
}

interface FlownTrack {
  /** The path answer the history came from: the same object again changes nothing. */
  path: FlightPath;
  pointCount: number;
  last: TrackPoint | undefined;
  /** Live positions newer than the history, kept across refreshes of the path. */
  live: TrackPoint[];
  /** The history's lines: rebuilt only by a fresh path answer. */
  history: FlownLineBuilder;
  /** The live tail's lines, from the history's last point on: grown every batch. */
  tail: FlownLineBuilder;
}

/** The flown tracks of several flights, each from its path answer and its live positions. */
export class FlownTracks {
  private readonly tracks = new Map<number, FlownTrack>();

  constructor(private readonly gapSeconds = PLAYBACK_GAP_SECONDS) {}

  /**
   * Tracks exactly the flights of `paths`: new ones start from their history, a fresh answer
   * replaces a flight's history but keeps its live positions newer than it, the others go.
   * Returns true when anything changed.
   */
  setPaths(paths: ReadonlyMap<number, FlightPath>): boolean {
    let changed = false;
    for (const icao of this.tracks.keys()) {
      if (paths.has(icao)) continue;
      this.tracks.delete(icao);
      changed = true;
    }
    for (const [icao, path] of paths) {
      const existing = this.tracks.get(icao);
      if (existing?.path === path) continue;
      const history = historyPoints(path);
      const newest = history.at(-1)?.time ?? -Infinity;
      const live = (existing?.live ?? []).filter((point) => point.time > newest);
      const lines = new FlownLineBuilder(formatIcaoHex(icao), this.gapSeconds);
      for (const point of history) lines.push(point);
      // The tail starts at the history's last point, so the two sources meet without a hole.
      const tail = new FlownLineBuilder(formatIcaoHex(icao), this.gapSeconds);
      const joint = history.at(-1);
      if (joint !== undefined) tail.push(joint);
      for (const point of live) tail.push(point);
      const last = live.at(-1) ?? joint;
      this.tracks.set(icao, {
        path,
        pointCount: history.length + live.length,
        last,
        live,
        history: lines,
        tail,
      });
      changed = true;
    }
    return changed;
  }

  /** Appends each tracked flight's newest live position; true when a track grew. */
  appendLive(positionOf: (icao: number) => LivePosition | undefined): boolean {
    let grew = false;
    for (const [icao, track] of this.tracks) {
      const aircraft = positionOf(icao);
      if (aircraft === undefined) continue;
      const time = aircraft.positionTimeMs / 1000;
      const last = track.last;
      if (last !== undefined && time <= last.time) continue;
      if (last !== undefined && last.lon === aircraft.lon && last.lat === aircraft.lat) continue;
      const point: TrackPoint = {
        lon: aircraft.lon,
        lat: aircraft.lat,
        altitudeFt: aircraft.altitudeFt,
        onGround: aircraft.onGround,
        time,
      };
      track.live.push(point);
      track.tail.push(point);
      track.last = point;
      track.pointCount += 1;
      grew = true;
    }
    return grew;
  }

  /** Every line of every track: the histories, then the live tails. */
  lines(): FlownLine[] {
    return [...this.historyLines(), ...this.liveLines()];
  }

  /**
   * The lines of the path answers, one source that changes only with a fresh answer (at most
   * every 10 s per flight): the live tails grow each second in their own, small source, so a
   * batch does not send every selected flight's whole history to the map again.
   */
  historyLines(): FlownLine[] {
    const lines: FlownLine[] = [];
    for (const track of this.tracks.values()) lines.push(...track.history.lines);
    return lines;
  }

  /** The lines of the live positions since each flight's last path answer. */
  liveLines(): FlownLine[] {
    const lines: FlownLine[] = [];
    for (const track of this.tracks.values()) lines.push(...track.tail.lines);
    return lines;
  }

  /** Points of all tracks (history and live). */
  get pointCount(): number {
    let count = 0;
    for (const track of this.tracks.values()) count += track.pointCount;
    return count;
  }

  /** Points per tracked flight by ICAO address (six hex digits). */
  pointCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const [icao, track] of this.tracks) counts[formatIcaoHex(icao)] = track.pointCount;
    return counts;
  }
}
