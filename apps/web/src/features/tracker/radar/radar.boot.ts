import { isMobileDevice, probeDevice } from '../../../lib/device';
import { firstView } from '../../../map/initial-view';
import { viewFromPath } from '../tracker.url';
import { startRadarCore, type RadarCore } from './radar.core';
import './radar.boot.css';

// The radar's bootstrap (issue 7: first aircraft ≤ 1.5 s, ≤ 400 KB of JavaScript before it).
// On a radar path the entry runs this before the React shell is even requested: the socket, the
// map and the aircraft layer start at once, full-window, and the shell (React, router, i18next,
// panels) loads after the first aircraft is painted. TrackerMap then adopts the running radar
// and moves it into the page, so nothing is drawn or fetched twice.

let booted: RadarCore | null = null;
/** Resolves the booted radar's wait for the page (placeRadar). */
let pageArrived: () => void = () => undefined;

/** Starts the radar in its own full-window element; null when the map cannot start (no WebGL). */
export function bootRadar(
  pathname: string,
  options: { landFirst?: boolean } = {},
): RadarCore | null {
  const container = document.createElement('div');
  // The page will have the compact bar on phones and narrow windows (PageLayout).
  const compact = isMobileDevice(probeDevice()) ? ' radar-core--compact' : '';
  container.className = `radar-core radar-core--boot${compact}`;
  // Decoration until the page adopts it: the page's map region carries the accessible name.
  container.setAttribute('aria-hidden', 'true');
  document.body.append(container);
  const view = viewFromPath(pathname) ?? firstView();
  try {
    // Batch-rate repaints until the page adopts it (placeRadar): the shell's start comes first.
    booted = startRadarCore(container, view, {
      animated: false,
      landFirst: options.landFirst,
      labelsAfter: new Promise<void>((arrived) => (pageArrived = arrived)),
    });
  } catch (error) {
    console.error('radar bootstrap: the map could not start', error);
    container.remove();
    booted = null;
  }
  return booted;
}

/** Hands the booted radar to the page (once); null if none is waiting. */
export function adoptBootedRadar(): RadarCore | null {
  const core = booted;
  booted = null;
  return core;
}

/** Stops a booted radar nobody adopted (the first route turned out not to be the radar). */
export function discardBootedRadar(): void {
  const core = adoptBootedRadar();
  if (core === null) return;
  core.destroy();
  core.container.remove();
}

/**
 * Moves the booted radar's element into `host`, the page's map region. The boot placed it where
 * that region is, so the view (the link's centre and zoom) stays as it was.
 */
export function placeRadar(core: RadarCore, host: HTMLElement): void {
  // classList, not className: MapLibre's own classes are on the same element.
  core.container.classList.remove('radar-core--boot', 'radar-core--compact');
  core.container.removeAttribute('aria-hidden');
  host.append(core.container);
  core.map.resize();
  pageArrived();
  void core.layer.then((layer) => layer.setAnimated(true));
}
