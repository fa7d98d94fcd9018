import { useFilter } from './filters/filter.store';
import { useSelection } from './tracker.store';

/**
 * Spec §4 logout: "also clears filter panel, all-visible flags and selected label". The next
 * person at this browser starts from the plain live map: no filter, nothing selected or locked.
 */
export function resetTrackerAfterSignOut(): void {
  useFilter.getState().clear();
  useFilter.setState({ openKey: null });
  const selection = useSelection.getState();
  selection.setLocked(false);
  selection.setMode('single');
  selection.select(null);
}
