import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalBounds,
  gridCell,
  insideBounds,
  MIN_CELL_DEGREES,
  snapBounds,
} from './bounds-grid';
import { clientBoundsSchema, type ClientBounds } from './events';

// Map views as MapLibre reports them: a centre anywhere, spans from street level to more than
// the world, so west < -180 or east > 180 past the antimeridian.
const view = fc
  .record({
    lat: fc.double({ min: -85, max: 85, noNaN: true }),
    lon: fc.double({ min: -180, max: 180, noNaN: true }),
    height: fc.double({ min: 0.001, max: 170, noNaN: true }),
    width: fc.double({ min: 0.001, max: 400, noNaN: true }),
  })
  .map(({ lat, lon, height, width }) => ({
    north: Math.min(90, lat + height / 2),
    south: Math.max(-90, lat - height / 2),
    west: Math.max(-360, lon - width / 2),
    east: Math.min(360, lon + width / 2),
  }));

/** Longitudes evenly across the view, wrapped to [-180, 180] as the live table holds them. */
function sampleLongitudes(bounds: ClientBounds): number[] {
  const width = Math.min(360, bounds.east - bounds.west);
  return Array.from({ length: 21 }, (_, i) => {
    const lon = bounds.west + (width * i) / 20;
    return ((((lon + 180) % 360) + 360) % 360) - 180;
  });
}

function lonSpan(bounds: ClientBounds): number {
  return bounds.west > bounds.east ? bounds.east - bounds.west + 360 : bounds.east - bounds.west;
}

describe('snapBounds', () => {
  it('contains every position of the original view', () => {
    fc.assert(
      fc.property(view, (raw) => {
        const snapped = snapBounds(raw);
        for (const lat of [raw.south, (raw.south + raw.north) / 2, raw.north]) {
          for (const lon of sampleLongitudes(raw)) {
            expect(insideBounds(snapped, lat, lon)).toBe(true);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent and canonical (valid sub bounds, longitudes in [-180, 180])', () => {
    fc.assert(
      fc.property(view, (raw) => {
        const snapped = snapBounds(raw);
        expect(snapBounds(snapped)).toEqual(snapped);
        expect(clientBoundsSchema.safeParse(snapped).success).toBe(true);
        expect(snapped.west).toBeGreaterThanOrEqual(-180);
        expect(snapped.east).toBeLessThanOrEqual(180);
      }),
      { numRuns: 2000 },
    );
  });

  it('at most (9/7)² ≈ 1.65× the area, +2 minimum cells per axis on tiny views', () => {
    fc.assert(
      fc.property(view, (raw) => {
        const snapped = snapBounds(raw);
        const height = raw.north - raw.south;
        const width = Math.min(360, raw.east - raw.west);
        const grownHeight = snapped.north - snapped.south;
        const grownWidth = lonSpan(snapped);
        const bound = (span: number) =>
          span >= 8 * MIN_CELL_DEGREES ? (span * 9) / 7 : span + 2 * MIN_CELL_DEGREES;
        expect(grownHeight).toBeLessThanOrEqual(bound(height) + 1e-9);
        if (width < 360) expect(grownWidth).toBeLessThanOrEqual(bound(width) + 1e-9);
        if (height >= 8 * MIN_CELL_DEGREES && width >= 8 * MIN_CELL_DEGREES) {
          expect(grownHeight * grownWidth).toBeLessThan(1.66 * height * width);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same bounds to views panned by a small part of a cell', () => {
    // Two users at the same zoom looking at about the same place: the pan is small against the
    // cell, so most such pairs share; the rest differ by one cell on an edge.
    let same = 0;
    const runs = 1000;
    fc.assert(
      fc.property(
        view,
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        (raw, dx, dy) => {
          const panX = dx * 0.01 * gridCell(raw.east - raw.west);
          const panY = dy * 0.01 * gridCell(raw.north - raw.south);
          const panned = {
            north: Math.min(90, raw.north + panY),
            south: Math.max(-90, raw.south + panY),
            west: raw.west + panX,
            east: raw.east + panX,
          };
          if (JSON.stringify(snapBounds(panned)) === JSON.stringify(snapBounds(raw))) same++;
        },
      ),
      { numRuns: runs },
    );
    // Each of the four edges moves across a grid line with probability ≲ 1%.
    expect(same / runs).toBeGreaterThan(0.9);
  });

  it('writes a grid line at zero as 0, never -0', () => {
    const snapped = snapBounds({ north: 0.0005, south: -0.0005, west: -0.001, east: -1e-13 });
    expect(Object.is(snapped.east, 0)).toBe(true);
    expect(snapBounds(snapped)).toEqual(snapped);
  });

  it('snaps a viewport to fixed grid lines', () => {
    // Zoom ~6 over Beijing: 10° × 6°, cells 45/64 ≈ 0.70° (both axes after the padding).
    const a = snapBounds({ north: 42.1, south: 36.1, west: 111.2, east: 121.2 });
    const b = snapBounds({ north: 42.15, south: 36.15, west: 111.25, east: 121.25 });
    expect(a).toEqual(b);
    expect(a).toEqual({ north: 42.1875, south: 35.859375, west: 111.09375, east: 121.640625 });
  });

  it('crosses the antimeridian in canonical form, however MapLibre wraps it', () => {
    const unwrappedEast = snapBounds({ north: 10, south: -10, west: 170, east: 190 });
    const unwrappedWest = snapBounds({ north: 10, south: -10, west: -190, east: -170 });
    const wrapped = snapBounds({ north: 10, south: -10, west: 170, east: -170 });
    expect(unwrappedEast).toEqual(wrapped);
    expect(unwrappedWest).toEqual(wrapped);
    expect(wrapped.west).toBeGreaterThan(wrapped.east);
    expect(insideBounds(wrapped, 0, 179.9)).toBe(true);
    expect(insideBounds(wrapped, 0, -179.9)).toBe(true);
    expect(insideBounds(wrapped, 0, 0)).toBe(false);
  });

  it('keeps the poles and the whole world inside the valid ranges', () => {
    expect(snapBounds({ north: 90, south: 80, west: -360, east: 360 })).toEqual({
      north: 90,
      south: 79.453125,
      west: -180,
      east: 180,
    });
    // 300° wide: 0°…315°, east written as -45° (past the antimeridian).
    expect(snapBounds({ north: -80, south: -90, west: 0, east: 300 })).toEqual({
      north: -79.453125,
      south: -90,
      west: 0,
      east: -45,
    });
    expect(snapBounds({ north: 10, south: 0, west: -170, east: 170 })).toEqual({
      north: 10.546875,
      south: 0,
      west: -180,
      east: 180,
    });
    // A hostile south above north is the band between them, not an empty view.
    expect(snapBounds({ north: 10, south: 20, west: 0, east: 1 }).north).toBeGreaterThanOrEqual(20);
  });
});

describe('canonicalBounds', () => {
  it('is the same view with longitudes in [-180, 180]', () => {
    expect(canonicalBounds({ north: 1, south: 0, west: 170, east: 190 })).toEqual({
      north: 1,
      south: 0,
      west: 170,
      east: -170,
    });
    expect(canonicalBounds({ north: 1, south: 0, west: -400, east: 400 })).toEqual({
      north: 1,
      south: 0,
      west: -180,
      east: 180,
    });
    expect(canonicalBounds({ north: 1, south: 0, west: 10, east: 20 })).toEqual({
      north: 1,
      south: 0,
      west: 10,
      east: 20,
    });
  });
});
