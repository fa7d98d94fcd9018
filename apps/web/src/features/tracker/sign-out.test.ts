import { describe, expect, it } from 'vitest';
import { useFilter } from './filters/filter.store';
import { resetTrackerAfterSignOut } from './sign-out';
import { useSelection } from './tracker.store';

describe('tracker after sign-out', () => {
  it('clears the filter, its panel, the selection, multi mode and the lock', () => {
    expect(useFilter.getState().add({ key: 'aircraftType', text: 'A320' })).toBe(true);
    useFilter.getState().toggleKey('aircraftType');
    const selection = useSelection.getState();
    selection.setMode('multi');
    selection.toggleMulti(0x780a5c);
    selection.toggleMulti(0x780b11);
    selection.setLocked(true);
    expect(useFilter.getState().enabled).toBe(true);

    resetTrackerAfterSignOut();

    expect(useFilter.getState()).toMatchObject({ conditions: [], enabled: false, openKey: null });
    expect(useSelection.getState()).toMatchObject({
      selectedIcao: null,
      mode: 'single',
      multi: [],
      locked: false,
    });
  });
});
