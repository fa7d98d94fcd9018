// Pure helpers of the device pages: the default coverage day (yesterday, UTC+8, spec §9), the
// polar outline as a ring of coordinates, the heat map's GeoJSON and rank changes.
import type { Coverage } from '@skytrace/contracts';

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The UTC+8 calendar day `days` before `now` (ms), yyyy-MM-dd. */
export function chinaDay(now: number, daysBefore = 0): string {
  return new Date(now + CHINA_OFFSET_MS - daysBefore * 86_400_000).toISOString().slice(0, 10);
}

const EARTH_KM = 6371.0088;

/** The point `km` away from (lat, lon) at `bearing` degrees (great circle). */
export function destination(
  lat: number,
  lon: number,
  bearing: number,
  km: number,
): [number, number] {
  const rad = Math.PI / 180;
  const d = km / EARTH_KM;
  const p1 = lat * rad;
  const b = bearing * rad;
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(b));
  const l2 =
    lon * rad +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  return [Math.round((l2 / rad) * 1e5) / 1e5, Math.round((p2 / rad) * 1e5) / 1e5];
}

/**
 * The outline as a closed ring: each sector drawn as an arc at its farthest range (two corners
 * per sector, so a 10° sector reads as a step, not a spike). Empty when nothing was heard.
 */
export function outlineRing(
  centre: { lat: number; lon: number },
  outline: readonly number[],
  sectorDegrees: number,
): [number, number][] {
  if (!outline.some((km) => km > 0)) return [];
  const ring: [number, number][] = [];
  outline.forEach((km, sector) => {
    const from = sector * sectorDegrees;
    ring.push(destination(centre.lat, centre.lon, from, km));
    ring.push(destination(centre.lat, centre.lon, from + sectorDegrees / 2, km));
    ring.push(destination(centre.lat, centre.lon, from + sectorDegrees, km));
  });
  const first = ring[0];
  if (first) ring.push(first);
  return ring;
}

/** The coverage cells as GeoJSON points weighted by log positions (a busy cell saturates). */
export function heatFeatures(coverage: Pick<Coverage, 'points'>): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: coverage.points.map((point) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
      properties: { weight: Math.log10(1 + point.positions), positions: point.positions },
    })),
  };
}

/** Bounds [[west, south], [east, north]] of points, or null. */
export function boundsOf(
  points: readonly { lat: number; lng: number }[],
): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let west = 180;
  let east = -180;
  let south = 90;
  let north = -90;
  for (const p of points) {
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** "▲3", "▼2", "–" (no change) or "" (no yesterday). */
export function changeText(change: number | null): string {
  if (change === null) return '';
  if (change > 0) return `▲${change}`;
  if (change < 0) return `▼${-change}`;
  return '–';
}
