import type { ClientBounds } from './events';

// Subscription bounds snapped outward to a grid (issue 22). The server shares one increment
// between the sockets of the same view (bounds + limit); raw map bounds are never the same for
// two users, so the web client snaps them before `sub` and the server snaps every `sub` again
// (old or hostile clients too). Users looking at about the same place at about the same zoom
// then send the same bounds and share a view.
//
// Each axis has its own cell: the largest of 45°, 22.5°, 11.25°, … (45° / 2^n, so every cell
// divides 90° and 360°: the poles and the antimeridian are grid lines) that is at most 1/8 of
// the axis' span, and never below MIN_CELL_DEGREES. Snapping adds less than two cells to an
// axis; when the padded span calls for the next cell up, the axis is snapped to that one
// (grids nest, so that is the same as snapping the snapped bounds again) and the result is a
// fixed point: snapping snapped bounds changes nothing.
//
// Padding bound (tested in bounds-grid.test.ts): a span S ≥ 8 × MIN_CELL_DEGREES grows by less
// than 2/7 of itself (cell c ≤ S/8 adds < 2c ≤ S/4; after one step up to 2c, S ≥ 14c and
// < 4c is added), so the area grows by less than (9/7)² ≈ 1.65×. Below 8 × MIN_CELL (zoom ≳ 12
// on a wide screen) an axis grows by less than 2 × MIN_CELL_DEGREES, about 600 m.
//
// Output is canonical: south ≤ north, longitudes in [-180, 180], west > east when the view
// crosses the antimeridian (as insideBounds and the live table read it), the whole world as
// west -180 / east 180.

const COARSEST_CELL_DEGREES = 45;
/** 45° / 2^14 ≈ 0.0027°, about 300 m. */
export const MIN_CELL_DEGREES = COARSEST_CELL_DEGREES / 2 ** 14;
/** A cell is at most this fraction of its axis' span. */
const CELLS_PER_SPAN = 8;

/** The grid cell for an axis spanning `span` degrees. */
export function gridCell(span: number): number {
  let cell = COARSEST_CELL_DEGREES;
  while (cell > MIN_CELL_DEGREES && cell * CELLS_PER_SPAN > span) cell /= 2;
  return cell;
}

/** [lo, hi] snapped outward: aligned to the cell of the padded span. */
function snapAxis(lo: number, hi: number): [number, number] {
  let cell = gridCell(hi - lo);
  for (;;) {
    const low = Math.floor(lo / cell) * cell;
    const high = Math.ceil(hi / cell) * cell;
    const next = gridCell(high - low);
    // `+ 0`: ceil of a small negative is -0; the same line, written as 0 so equal bounds are equal.
    if (next <= cell) return [low + 0, high + 0];
    cell = next;
  }
}

/** Longitude in [-180, 180). */
function wrapLongitude(lon: number): number {
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

/** Degrees from west eastward to east: MapLibre sends east > 180 or west < -180 past the antimeridian. */
function eastwardWidth(bounds: ClientBounds): number {
  return bounds.east >= bounds.west ? bounds.east - bounds.west : bounds.east - bounds.west + 360;
}

const WORLD = { west: -180, east: 180 } as const;

/** `bounds` in the canonical form above, not snapped (the viewport of the aircraft counter). */
export function canonicalBounds(bounds: ClientBounds): ClientBounds {
  const south = Math.min(bounds.south, bounds.north);
  const north = Math.max(bounds.south, bounds.north);
  const width = eastwardWidth(bounds);
  if (width >= 360) return { north, south, ...WORLD };
  const west = wrapLongitude(bounds.west);
  const east = west + width;
  return { north, south, west, east: east > 180 ? east - 360 : east };
}

/** `bounds` snapped outward to the shared grid (see above); idempotent. */
export function snapBounds(bounds: ClientBounds): ClientBounds {
  // A south above north is nobody's map: read it as the band between them.
  const [south, north] = snapAxis(
    Math.min(bounds.south, bounds.north),
    Math.max(bounds.south, bounds.north),
  );
  const width = eastwardWidth(bounds);
  if (width >= 360) return { north, south, ...WORLD };
  const west = wrapLongitude(bounds.west);
  const [low, high] = snapAxis(west, west + width);
  if (high - low >= 360) return { north, south, ...WORLD };
  return { north, south, west: low, east: high > 180 ? high - 360 : high };
}

/** Whether a position is inside canonical `bounds` (west > east: across the antimeridian). */
export function insideBounds(bounds: ClientBounds, lat: number, lon: number): boolean {
  if (Number.isNaN(lat) || lat > bounds.north || lat < bounds.south) return false;
  return bounds.west > bounds.east
    ? lon >= bounds.west || lon <= bounds.east
    : lon >= bounds.west && lon <= bounds.east;
}
