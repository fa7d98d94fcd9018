import { create } from 'zustand';
import { canonicalBounds, insideBounds, type ClientBounds } from '@skytrace/contracts';
import type { AircraftStore, LiveAircraft } from './aircraft.store';

// The map's actual viewport. The subscription's bounds are snapped outward to a grid (issue 22,
// contracts bounds-grid.ts) so nearby users share a view: the store then holds aircraft up to
// about a third of a screen past the edges. The map draws them (harmless, off screen); the
// counts the user reads are of the aircraft inside this viewport.

interface ViewportState {
  /** Canonical bounds of the map (longitudes in [-180, 180]); null before the map reports. */
  bounds: ClientBounds | null;
}

export const useLiveViewport = create<ViewportState>(() => ({ bounds: null }));

/** Called with the map's raw bounds after every move. */
export function setLiveViewport(bounds: ClientBounds): void {
  useLiveViewport.setState({ bounds: canonicalBounds(bounds) });
}

/** Whether an aircraft is on screen; every aircraft is while the viewport is unknown. */
export function inViewport(bounds: ClientBounds | null, aircraft: LiveAircraft): boolean {
  if (bounds === null) return true;
  // The store holds longitudes east of the batch's origin, past 180° across the antimeridian.
  const { lon } = aircraft;
  return insideBounds(bounds, aircraft.lat, lon > 180 ? lon - 360 : lon < -180 ? lon + 360 : lon);
}

/**
 * A React snapshot (useSyncExternalStore) of the aircraft on screen: recounted only when a
 * batch arrived or the viewport moved, since React reads snapshots several times a render.
 */
export function viewportCounter(store: AircraftStore): () => number {
  let version = -1;
  let counted: ClientBounds | null | undefined;
  let count = 0;
  return () => {
    const bounds = useLiveViewport.getState().bounds;
    if (store.version === version && bounds === counted) return count;
    version = store.version;
    counted = bounds;
    count = 0;
    for (const aircraft of store.values()) if (inViewport(bounds, aircraft)) count++;
    return count;
  };
}

/** Notified by a batch or a move of the viewport. */
export function subscribeViewportCount(store: AircraftStore, listener: () => void): () => void {
  const unsubscribeStore = store.subscribe(listener);
  const unsubscribeViewport = useLiveViewport.subscribe(listener);
  return () => {
    unsubscribeStore();
    unsubscribeViewport();
  };
}
