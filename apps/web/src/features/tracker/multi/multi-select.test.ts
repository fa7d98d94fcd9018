import { beforeEach, describe, expect, it } from 'vitest';
import { useSelection } from '../tracker.store';
import { MULTI_SELECT_LIMIT, shownAfter, toggleMultiSelection } from './multi-select';

describe('multi-select (spec §4)', () => {
  it('adds new flights, deselects a selected one', () => {
    let list = toggleMultiSelection([], 1);
    list = toggleMultiSelection(list, 2);
    list = toggleMultiSelection(list, 3);
    expect(list).toEqual([1, 2, 3]);
    expect(toggleMultiSelection(list, 2)).toEqual([1, 3]);
  });

  it('deselects the oldest when the limit of 20 is reached', () => {
    let list: number[] = [];
    for (let icao = 1; icao <= MULTI_SELECT_LIMIT; icao++) list = toggleMultiSelection(list, icao);
    expect(list).toHaveLength(20);
    list = toggleMultiSelection(list, 21);
    expect(list).toHaveLength(20);
    expect(list[0]).toBe(2);
    expect(list.at(-1)).toBe(21);
    expect(toggleMultiSelection([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
  });

  it('keeps the shown flight while selected, else shows the newest', () => {
    expect(shownAfter([1, 2, 3], 2)).toBe(2);
    expect(shownAfter([1, 3], 2)).toBe(3);
    expect(shownAfter([], 2)).toBeNull();
  });
});

describe('selection store in multi mode', () => {
  beforeEach(() => {
    useSelection.getState().setMode('single');
    useSelection.getState().select(null);
  });

  it('starts with the flight already shown, adds and removes clicked flights, leaves cleanly', () => {
    const store = useSelection.getState();
    store.select(7);
    store.setMode('multi');
    expect(useSelection.getState()).toMatchObject({ mode: 'multi', multi: [7], selectedIcao: 7 });
    store.toggleMulti(8);
    store.toggleMulti(9);
    expect(useSelection.getState()).toMatchObject({ multi: [7, 8, 9], selectedIcao: 9 });
    // Clicking a selected flight deselects it; the detail bar moves to the newest left.
    store.toggleMulti(9);
    expect(useSelection.getState()).toMatchObject({ multi: [7, 8], selectedIcao: 8 });
    store.toggleMulti(7);
    expect(useSelection.getState()).toMatchObject({ multi: [8], selectedIcao: 8 });
    // Showing another selected flight's detail keeps the selection.
    store.toggleMulti(10);
    store.select(8);
    expect(useSelection.getState()).toMatchObject({ multi: [8, 10], selectedIcao: 8 });
    store.setMode('single');
    expect(useSelection.getState()).toMatchObject({ mode: 'single', multi: [], selectedIcao: 8 });
  });

  it('in single mode a new selection replaces the old one', () => {
    const store = useSelection.getState();
    store.toggleMulti(1);
    store.toggleMulti(2);
    expect(useSelection.getState()).toMatchObject({ multi: [], selectedIcao: 2 });
  });
});
