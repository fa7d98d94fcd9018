// `/adsb/index/range` (spec §7): the community's coverage range for the home (index) map — the
// public receivers' measured polar outlines of one day and height band as one GeoJSON
// MultiPolygon (a fill draws their union; overlaps are drawn once) and the area of that union,
// counted on a 0.1° grid. Answers are kept a minute per day and height: the map asks for the
// same day on every visit.
import { EARTH_MEAN_RADIUS_M, type IndexRange } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { outlineRing, readDayOutlines } from './outlines';
import { insideOutline, type ReceiverOutline } from './siting';

const AREA_CELL_DEGREES = 0.1;
const CACHE_MS = 60_000;
const KM_PER_DEGREE = (Math.PI * EARTH_MEAN_RADIUS_M) / 180 / 1000;

/** Area (km²) of the union of the outlines: the 0.1° cells whose centre some outline holds. */
export function unionAreaKm2(outlines: readonly ReceiverOutline[]): number {
  const cells = new Set<number>();
  let area = 0;
  for (const outline of outlines) {
    if (outline.maxKm <= 0) continue;
    const dLat = outline.maxKm / KM_PER_DEGREE;
    const dLon = dLat / Math.max(0.05, Math.cos((outline.lat * Math.PI) / 180));
    const lat0 = Math.floor((outline.lat - dLat) / AREA_CELL_DEGREES);
    const lat1 = Math.floor((outline.lat + dLat) / AREA_CELL_DEGREES);
    const lon0 = Math.floor((outline.lon - dLon) / AREA_CELL_DEGREES);
    const lon1 = Math.floor((outline.lon + dLon) / AREA_CELL_DEGREES);
    for (let i = lat0; i <= lat1; i++) {
      const lat = (i + 0.5) * AREA_CELL_DEGREES;
      const side = AREA_CELL_DEGREES * KM_PER_DEGREE;
      const cellArea = side * side * Math.cos((lat * Math.PI) / 180);
      for (let j = lon0; j <= lon1; j++) {
        // Unique per cell: 3600 longitude columns of 0.1°, latitude shifted positive.
        const key = (i + 1000) * 4000 + (j + 2000);
        if (cells.has(key)) continue;
        if (!insideOutline(outline, lat, (j + 0.5) * AREA_CELL_DEGREES)) continue;
        cells.add(key);
        area += cellArea;
      }
    }
  }
  return Math.round(area);
}

export class IndexRangeService {
  private readonly cache = new Map<string, { at: number; answer: Promise<IndexRange> }>();

  constructor(private readonly db: Db) {}

  read(day: string, height: number): Promise<IndexRange> {
    const key = `${day}:${height}`;
    const now = performance.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < CACHE_MS) return hit.answer;
    for (const [old, entry] of this.cache) if (now - entry.at >= CACHE_MS) this.cache.delete(old);
    const answer = this.compute(day, height);
    this.cache.set(key, { at: now, answer });
    answer.catch(() => this.cache.delete(key));
    return answer;
  }

  private async compute(day: string, height: number): Promise<IndexRange> {
    const outlines = (await readDayOutlines(this.db, day, height)).filter(
      (outline) => outline.maxKm > 0,
    );
    return {
      day,
      height,
      receivers: outlines.length,
      areaKm2: unionAreaKm2(outlines),
      geojson: {
        type: 'Feature',
        properties: { receivers: outlines.length },
        geometry: {
          type: 'MultiPolygon',
          coordinates: outlines.map((outline) => [outlineRing(outline)]),
        },
      },
    };
  }
}
