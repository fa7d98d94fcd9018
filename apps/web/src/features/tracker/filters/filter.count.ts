import { useSyncExternalStore } from 'react';
import { aircraftStore } from '../../../live/aircraft.store';
import { filterPredicate } from './filter';
import { useFilter } from './filter.store';

const subscribe = (listener: () => void) => aircraftStore.subscribe(listener);
const version = () => aircraftStore.version;

/** Aircraft passing the filter and all aircraft, recounted after every batch (one pass). */
export function useFilterCount(): { shown: number; total: number; active: boolean } {
  useSyncExternalStore(subscribe, version);
  const conditions = useFilter((state) => state.conditions);
  const enabled = useFilter((state) => state.enabled);
  const predicate = filterPredicate({ conditions, enabled });
  const total = aircraftStore.size;
  if (predicate === null) return { shown: total, total, active: false };
  let shown = 0;
  for (const aircraft of aircraftStore.values()) if (predicate(aircraft)) shown++;
  return { shown, total, active: true };
}
