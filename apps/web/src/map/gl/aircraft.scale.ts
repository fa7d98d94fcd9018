// Aircraft icons shrink as the map zooms out: at zoom 4 some 1,600 full-size icons covered
// eastern China in one mass (issue 15). Full size from zoom 8, 45 % at zoom 3 and below.

const SMALLEST = 0.45;
const SMALL_ZOOM = 3;
const FULL_ZOOM = 8;

/** The icon's size at `zoom` as a fraction of its full size (0.45–1). */
export function aircraftIconScale(zoom: number): number {
  const t = Math.min(1, Math.max(0, (zoom - SMALL_ZOOM) / (FULL_ZOOM - SMALL_ZOOM)));
  return SMALLEST + (1 - SMALLEST) * t;
}
