// The map view as the area playback call wants it (packages/contracts areaPlaybackQuerySchema):
// longitudes in [-180, 180] (west > east when the view crosses the antimeridian, which the
// server splits in two), latitudes in [-90, 90], rounded to 4 decimals (≈ 11 m) so a view that
// did not really move asks the same question again.

export interface ViewBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

const round = (value: number) => Number(value.toFixed(4));
const clampLatitude = (lat: number) => round(Math.min(90, Math.max(-90, lat)));

/** A longitude wrapped into [-180, 180). */
function wrapLongitude(lon: number): number {
  return round(((((lon + 180) % 360) + 360) % 360) - 180);
}

/** The box of a map view given by its edges (MapLibre bounds may run past ±180). */
export function viewBoxOf(bounds: ViewBox): ViewBox {
  const south = clampLatitude(Math.min(bounds.south, bounds.north));
  const north = clampLatitude(Math.max(bounds.south, bounds.north));
  if (bounds.east - bounds.west >= 360) return { west: -180, south, east: 180, north };
  const west = wrapLongitude(bounds.west);
  const east = wrapLongitude(bounds.east);
  // A view ending exactly on the antimeridian wraps its east edge to -180: keep it at 180.
  return { west, south, east: east === -180 && west > -180 ? 180 : east, north };
}

export function sameBox(a: ViewBox | null, b: ViewBox | null): boolean {
  if (a === null || b === null) return a === b;
  return a.west === b.west && a.south === b.south && a.east === b.east && a.north === b.north;
}
