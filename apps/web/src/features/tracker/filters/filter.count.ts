import { useSyncExternalStore } from 'react';
import { aircraftStore } from '../../../live/aircraft.store';
import { inViewport, useLiveViewport } from '../../../live/viewport';
import { filterPredicate } from './filter';
import { useFilter } from './filter.store';

const subscribe = (listener: () => void) => aircraftStore.subscribe(listener);
const version = () => aircraftStore.version;

/**
 * Aircraft on screen passing the filter and all aircraft on screen, recounted after every batch
 * and move (one pass). The store also holds the snapped subscription's margin (viewport.ts).
 */
export function useFilterCount(): { shown: number; total: number; active: boolean } {
  useSyncExternalStore(subscribe, version);
  const bounds = useLiveViewport((state) => state.bounds);
  const conditions = useFilter((state) => state.conditions);
  const enabled = useFilter((state) => state.enabled);
  const predicate = filterPredicate({ conditions, enabled });
  let total = 0;
  let shown = 0;
  for (const aircraft of aircraftStore.values()) {
    if (!inViewport(bounds, aircraft)) continue;
    total++;
    if (predicate?.(aircraft) ?? true) shown++;
  }
  return { shown, total, active: predicate !== null };
}
