import type { Feature, LineString } from 'geojson';
import { ALTITUDE_BANDS, altitudeBand, GROUND_COLOR } from '../map.theme';

// The one way a flown track becomes map lines, for the live map's selected flights
// (flown.tracks.ts) and for playback: each segment takes the colour of the altitude band of its
// start (the aircraft icons' bands, or "on ground"), consecutive segments of one colour share a
// line, and points more than the gap apart are not joined (spec §9: a gap in coverage is not a
// straight flight; playback draws it apart). Lines grow point by point, so a live position costs
// one coordinate, not a rebuild of the track.

export interface TrackPoint {
  lon: number;
  lat: number;
  /** Barometric altitude, ft; null when unknown. */
  altitudeFt: number | null;
  onGround: boolean;
}

/** One line of one colour, with the properties its builder was given. */
export type TrackLine<P extends object> = Feature<LineString, P & { color: string }>;

/** The colour of the segment that starts at `point`. */
export function trackColor(point: TrackPoint): string {
  return point.onGround
    ? GROUND_COLOR
    : (ALTITUDE_BANDS[altitudeBand(point.altitudeFt)]?.color ?? '');
}

/** A track's lines, grown one point at a time (oldest first). */
export class TrackLineBuilder<P extends object> {
  readonly lines: TrackLine<P>[] = [];
  /** The two ends of every gap left unjoined, oldest first. */
  readonly gaps: [TrackPoint, TrackPoint][] = [];
  private current: TrackLine<P> | null = null;
  private last: { point: TrackPoint; time: number } | undefined;

  /** `gap`: the longest step still joined, in the unit of the times given to `push`. */
  constructor(
    private readonly gap: number,
    private readonly properties: P,
  ) {}

  push(point: TrackPoint, time: number): void {
    const from = this.last;
    this.last = { point, time };
    if (from === undefined) return;
    if (time - from.time > this.gap) {
      this.current = null;
      this.gaps.push([from.point, point]);
      return;
    }
    const color = trackColor(from.point);
    if (this.current === null || this.current.properties.color !== color) {
      this.current = {
        type: 'Feature',
        properties: { ...this.properties, color },
        geometry: { type: 'LineString', coordinates: [[from.point.lon, from.point.lat]] },
      };
      this.lines.push(this.current);
    }
    this.current.geometry.coordinates.push([point.lon, point.lat]);
  }
}
