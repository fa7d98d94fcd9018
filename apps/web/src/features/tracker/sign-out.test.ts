import { describe, expect, it, vi } from 'vitest';
import { signOut } from '../../session/sign-out';
import { useFilter } from './filters/filter.store';
import { resetTrackerAfterSignOut } from './sign-out';
import { useSelection } from './tracker.store';
// The feature's door registers the reset on the session's sign-out event.
import './index';

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

  it('runs on the sign-out of the session, registered by the index of the feature', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.resolve(new Response(JSON.stringify({ code: 200, data: [] })))),
    );
    useSelection.getState().select(0x780a5c);
    expect(useFilter.getState().add({ key: 'aircraftType', text: 'B738' })).toBe(true);

    await signOut();

    expect(useFilter.getState().conditions).toEqual([]);
    expect(useSelection.getState().selectedIcao).toBeNull();
    vi.unstubAllGlobals();
  });
});
