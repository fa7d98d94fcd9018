// Time windows and map boxes of playback requests, checked once for every call.
import { PLAYBACK_MAX_WINDOW_SECONDS, METRES_PER_DEGREE } from '@skytrace/contracts';
import { HttpError } from '../http/errors';
import type { BoundingBox } from '../traces/traces.repo';

/** A checked window in ms: end after start, at most PLAYBACK_MAX_WINDOW_SECONDS long. */
export function checkedWindow(startTime: number, endTime: number): { from: number; to: number } {
  if (endTime <= startTime || endTime - startTime > PLAYBACK_MAX_WINDOW_SECONDS) {
    throw new HttpError(400, 'playback.windowInvalid', {
      hours: PLAYBACK_MAX_WINDOW_SECONDS / 3600,
    });
  }
  return { from: startTime * 1000, to: endTime * 1000 };
}

/** A map view as boxes: one, or two when it crosses the antimeridian (west > east). */
export function boxesOf(view: {
  west: number;
  south: number;
  east: number;
  north: number;
}): BoundingBox[] {
  const minLat = Math.min(view.south, view.north);
  const maxLat = Math.max(view.south, view.north);
  if (view.west <= view.east) {
    return [{ minLat, maxLat, minLon: view.west, maxLon: view.east }];
  }
  return [
    { minLat, maxLat, minLon: view.west, maxLon: 180 },
    { minLat, maxLat, minLon: -180, maxLon: view.east },
  ];
}

export const insideBoxes = (boxes: readonly BoundingBox[], lat: number, lon: number): boolean =>
  boxes.some(
    (box) => lat >= box.minLat && lat <= box.maxLat && lon >= box.minLon && lon <= box.maxLon,
  );

// The same sphere as the distances the box is then filtered by, or a place right at radiusKm
// due north would fall outside it.
const KM_PER_DEGREE_LAT = METRES_PER_DEGREE / 1000;

/** The box around a point that holds every place within `radiusKm` of it. */
export function boxAround(lat: number, lon: number, radiusKm: number): BoundingBox {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const cos = Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  const dLon = Math.min(180, radiusKm / (KM_PER_DEGREE_LAT * cos));
  return {
    minLat: Math.max(-90, lat - dLat),
    maxLat: Math.min(90, lat + dLat),
    minLon: Math.max(-180, lon - dLon),
    maxLon: Math.min(180, lon + dLon),
  };
}
