import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { Runway } from '@skytrace/contracts';

// The camera of airport playback's views and the runway geometry the map draws, from the runways
// of packages/contracts (GET /business/airport/runways). Pure: no map, no React.

/** Zoom of the whole terminal area around the airport. */
export const OVERVIEW_ZOOM = 9;
/** Zoom of the airport-point view of airports without runway data. */
export const AIRPORT_POINT_ZOOM = 13.5;
/** Runway-end view: close enough to see the runway, tilted to look along it (MapLibre's max 60°). */
export const RUNWAY_END_ZOOM = 14;
export const RUNWAY_END_PITCH = 60;

export interface Camera {
  center: [number, number];
  zoom: number;
  bearing: number;
  pitch: number;
}

/** One runway end a view can be taken from. */
export interface RunwayEndView {
  /** The end's designator (18L), unique within the airport; the link's `rwy` value. */
  ident: string;
  /** The runway it belongs to (18L/36R). */
  runway: string;
  /** Threshold, [lng, lat]. */
  center: [number, number];
  /** True heading down the runway from this end, 0–360°. */
  headingDeg: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Initial great-circle bearing from `a` to `b` ([lng, lat]), 0–360°. */
export function bearingBetween(a: readonly [number, number], b: readonly [number, number]): number {
  const [lon1, lat1] = [toRadians(a[0]), toRadians(a[1])];
  const [lon2, lat2] = [toRadians(b[0]), toRadians(b[1])];
  const y = Math.sin(lon2 - lon1) * Math.cos(lat2);
  const x =
    Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(lon2 - lon1);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/**
 * Every end with a designator and a direction, in runway order. The direction is the published
 * true heading, else the bearing towards the other threshold; an end with neither is left out.
 */
export function runwayEndViews(runways: readonly Runway[]): RunwayEndView[] {
  const views: RunwayEndView[] = [];
  const seen = new Set<string>();
  for (const runway of runways) {
    runway.ends.forEach((end, index) => {
      if (end.ident === null || seen.has(end.ident)) return;
      const center: [number, number] = [end.position.lng, end.position.lat];
      const other = runway.ends[1 - index];
      const headingDeg =
        end.headingDeg ??
        (other === undefined
          ? null
          : bearingBetween(center, [other.position.lng, other.position.lat]));
      if (headingDeg === null) return;
      seen.add(end.ident);
      views.push({ ident: end.ident, runway: runway.name, center, headingDeg });
    });
  }
  return views;
}

/** At the threshold, looking down the runway. */
export function runwayEndCamera(view: RunwayEndView): Camera {
  return {
    center: view.center,
    zoom: RUNWAY_END_ZOOM,
    bearing: view.headingDeg,
    pitch: RUNWAY_END_PITCH,
  };
}

/** North up and flat, centred on the airport. */
export function flatCamera(position: { lng: number; lat: number }, zoom: number): Camera {
  return { center: [position.lng, position.lat], zoom, bearing: 0, pitch: 0 };
}

/** The runway end named in a link (`?rwy=18L`), or null. */
export function runwayEndOfSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('rwy')?.trim().toUpperCase() ?? '';
  return /^[0-9A-Z]{1,4}$/.test(value) ? value : null;
}

/** Smallest angle between two bearings, degrees (MapLibre reports bearings in −180…180). */
export function bearingDifference(a: number, b: number): number {
  return Math.abs(((((a - b) % 360) + 540) % 360) - 180);
}

/** Runways with both thresholds as lines, every end as a point (the chosen one flagged). */
export function runwayFeatures(
  runways: readonly Runway[],
  chosenEnd: string | null,
): { lines: FeatureCollection<LineString>; ends: FeatureCollection<Point> } {
  const lines: Feature<LineString>[] = [];
  const ends: Feature<Point>[] = [];
  for (const runway of runways) {
    const coordinates = runway.ends.map((end) => [end.position.lng, end.position.lat]);
    if (coordinates.length === 2) {
      lines.push({
        type: 'Feature',
        geometry: { type: 'LineString', coordinates },
        properties: { name: runway.name, closed: runway.closed },
      });
    }
    for (const end of runway.ends) {
      ends.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [end.position.lng, end.position.lat] },
        properties: { ident: end.ident, chosen: end.ident !== null && end.ident === chosenEnd },
      });
    }
  }
  return {
    lines: { type: 'FeatureCollection', features: lines },
    ends: { type: 'FeatureCollection', features: ends },
  };
}
