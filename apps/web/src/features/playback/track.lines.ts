import { altitudeBand } from '../../map/map.theme';
import type { PlaybackPoint } from './track';

// A track segment cut into runs of one colour: the altitude band of the live map's legend, or
// "on ground". A run ends on the first point of the next one, so the drawn line has no holes.

export interface ColourRun {
  /** Index into ALTITUDE_BANDS; ignored when `ground`. */
  band: number;
  ground: boolean;
  coordinates: [number, number][];
}

export function colourRuns(segment: readonly PlaybackPoint[]): ColourRun[] {
  const runs: ColourRun[] = [];
  let current: ColourRun | null = null;
  for (const point of segment) {
    const band = altitudeBand(point.altitudeFt);
    const position: [number, number] = [point.lon, point.lat];
    if (current !== null && (current.band !== band || current.ground !== point.onGround)) {
      current.coordinates.push(position);
      if (current.coordinates.length >= 2) runs.push(current);
      current = null;
    }
    current ??= { band, ground: point.onGround, coordinates: [] };
    current.coordinates.push(position);
  }
  if (current !== null && current.coordinates.length >= 2) runs.push(current);
  return runs;
}
