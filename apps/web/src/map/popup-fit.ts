import type { Map as MapLibreMap, Popup } from 'maplibre-gl';

// Keeps an open map popup inside the map. MapLibre picks a popup's side (above or below its
// point) only when it opens and when the map moves, from the height it has then, and never pans
// the map for it: a popup whose content grows afterwards (the airport popup's weather card loads
// asynchronously, then its raw METAR and 24-hour chart unfold) stays on the side chosen for the
// small popup and runs past the map's edge, where neither a finger nor a mouse can reach it.

/** Space (px) kept between a popup and the map's edges. */
const MARGIN = 12;
/** The popup's own chrome around its content: padding, tip and offset (map-options.css). */
const CHROME = 40;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function axisShift(start: number, end: number, roomStart: number, roomEnd: number): number {
  // Taller (wider) than the room: its start (title, close button) is the part kept in view.
  if (end - start > roomEnd - roomStart || start < roomStart) return start - roomStart;
  if (end > roomEnd) return end - roomEnd;
  return 0;
}

/**
 * The `map.panBy` offset that brings `popup` inside `map` less `margin` on every side ([0, 0]
 * when it already fits). A positive offset moves the map's content up or left on the screen.
 */
export function popupShift(popup: Box, map: Box, margin = MARGIN): [number, number] {
  return [
    axisShift(popup.left, popup.right, map.left + margin, map.right - margin),
    axisShift(popup.top, popup.bottom, map.top + margin, map.bottom - margin),
  ];
}

/**
 * Watches `popup` (just added to `map`) until it closes: whenever its size changes it is placed
 * again on the side that has room, its content is capped to the map's height (the
 * `--map-popup-room` custom property, read by the popups' CSS so a card taller than the map
 * scrolls inside instead), and the map pans so the whole popup is in view.
 */
export function keepPopupInView(map: MapLibreMap, popup: Popup): () => void {
  const element = popup.getElement();
  const container = map.getContainer();
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let frame = 0;
  const fit = () => {
    frame = 0;
    if (!popup.isOpen()) return;
    element.style.setProperty(
      '--map-popup-room',
      `${Math.max(0, container.clientHeight - 2 * MARGIN - CHROME)}px`,
    );
    // setLngLat re-runs MapLibre's placement, which measures the popup's height as it is now.
    popup.setLngLat(popup.getLngLat());
    const [dx, dy] = popupShift(element.getBoundingClientRect(), container.getBoundingClientRect());
    if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) {
      map.panBy([dx, dy], { duration: reducedMotion ? 0 : 250 });
    }
  };
  // One fit per frame however many size changes arrive (a card laying out fires several).
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(fit);
  };
  const observer = new ResizeObserver(schedule);
  observer.observe(element);
  map.on('resize', schedule);
  const stop = () => {
    observer.disconnect();
    map.off('resize', schedule);
    if (frame !== 0) cancelAnimationFrame(frame);
    frame = 0;
  };
  popup.once('close', stop);
  return stop;
}
