import { beforeEach, describe, expect, it } from 'vitest';
import { sanitiseFilter, useFilter } from './filter.store';

describe('filter store', () => {
  beforeEach(() => useFilter.getState().clear());

  it('adds valid input, refuses invalid input, and switches on and off with the conditions', () => {
    const store = useFilter.getState();
    expect(store.add({ key: 'airlines', text: 'MU-' }, 1000)).toBe(false);
    expect(useFilter.getState()).toMatchObject({ conditions: [], enabled: false });
    expect(store.add({ key: 'airlines', text: 'mu' }, 1000)).toBe(true);
    expect(store.add({ key: 'airport', text: 'PEK' }, 1000)).toBe(true);
    const { conditions, enabled } = useFilter.getState();
    expect(enabled).toBe(true);
    // Same millisecond, distinct ids.
    expect(conditions.map((c) => c.id)).toEqual([1000, 1001]);
    store.setEnabled(false);
    expect(useFilter.getState().enabled).toBe(false);
    store.setEnabled(true);
    store.remove(1000);
    store.remove(1001);
    expect(useFilter.getState()).toMatchObject({ conditions: [], enabled: false });
    store.setEnabled(true);
    expect(useFilter.getState().enabled).toBe(false);
  });

  it('opens a filter label and closes it when chosen again', () => {
    const store = useFilter.getState();
    store.toggleKey('speed');
    expect(useFilter.getState().openKey).toBe('speed');
    store.toggleKey('speed');
    expect(useFilter.getState().openKey).toBeNull();
  });

  it('keeps only valid stored conditions', () => {
    expect(
      sanitiseFilter({
        enabled: true,
        conditions: [
          { id: 1, key: 'airlines', value: ['mu', 'CZ'] },
          { id: 2, key: 'fservice', value: ['J'] },
          { id: 3, key: 'height', value: { min: 1000, max: null, unit: 'metre' } },
          { id: 4, key: 'height', value: { min: 1000, max: null, unit: 'furlong' } },
          { id: 5, key: 'airline', value: { org: 'PEK', dst: 'SHA' } },
          { id: 6, key: 'airport', value: 'PEK' },
          { key: 'fattr', value: ['M'] },
          { id: 7, key: 'fservice', value: ['Z'] },
          null,
        ],
      }),
    ).toEqual({
      enabled: true,
      conditions: [
        { id: 1, key: 'airlines', value: ['MU', 'CZ'] },
        { id: 2, key: 'fservice', value: ['J'] },
        { id: 3, key: 'height', value: { min: 1000, max: null, unit: 'metre' } },
        { id: 5, key: 'airline', value: { org: 'PEK', dst: 'SHA' } },
      ],
    });
    expect(sanitiseFilter({ enabled: true, conditions: [] })).toEqual({
      enabled: false,
      conditions: [],
    });
    expect(sanitiseFilter('x')).toEqual({});
  });
});
