// Pure geometry of the bottom sheet (BottomSheet.tsx): its resting heights and where a drag or a
// tap leaves it.

/** Resting states of a bottom sheet: a summary strip, half the screen, or all of it. */
export type SheetSnap = 'peek' | 'half' | 'full';

export const SHEET_ORDER: readonly SheetSnap[] = ['peek', 'half', 'full'];

/**
 * Height of the peek state in CSS pixels, above the home-indicator inset (kept equal to
 * `--sheet-peek` in bottom-sheet.css): room for a title, a subtitle and one summary row.
 */
export const SHEET_PEEK_PX = 200;
/** Gap left above a full sheet so the map edge stays visible and the sheet reads as a layer. */
const FULL_GAP_PX = 8;
/** A pointer that moves less than this between down and up is a tap, not a drag. */
export const TAP_SLOP_PX = 6;
/** Release speed (px/ms) above which a flick moves one state in its direction. */
const FLICK_SPEED = 0.5;

/** Heights of the resting states for a sheet inside a container `containerPx` tall. */
export function snapHeights(containerPx: number): Record<SheetSnap, number> {
  const full = Math.max(containerPx - FULL_GAP_PX, 0);
  const peek = Math.min(SHEET_PEEK_PX, full);
  return { peek, half: Math.max(containerPx / 2, peek), full };
}

/**
 * The resting state after a drag released at `heightPx` moving at `velocity` px/ms (positive
 * grows the sheet): a flick goes one state further, otherwise the nearest height wins.
 */
export function settleSnap(
  heightPx: number,
  velocity: number,
  from: SheetSnap,
  containerPx: number,
): SheetSnap {
  const heights = snapHeights(containerPx);
  if (Math.abs(velocity) >= FLICK_SPEED) {
    const index = SHEET_ORDER.indexOf(from) + (velocity > 0 ? 1 : -1);
    return SHEET_ORDER[Math.min(Math.max(index, 0), SHEET_ORDER.length - 1)] ?? from;
  }
  let best: SheetSnap = from;
  for (const snap of SHEET_ORDER) {
    if (Math.abs(heights[snap] - heightPx) < Math.abs(heights[best] - heightPx)) best = snap;
  }
  return best;
}

/** The next state of a tap on the handle: peek → half → full → peek. */
export function nextSnap(snap: SheetSnap): SheetSnap {
  return SHEET_ORDER[(SHEET_ORDER.indexOf(snap) + 1) % SHEET_ORDER.length] ?? 'peek';
}
