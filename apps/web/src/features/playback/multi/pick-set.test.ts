import { describe, expect, it } from 'vitest';
import { PLAYBACK_MULTI_MAX_FLIGHTS } from '@skytrace/contracts';
import {
  addPick,
  pickedOfSearch,
  relabel,
  removePick,
  searchWithPicked,
  togglePick,
  type PickedFlight,
} from './pick-set';

const flight = (id: number): PickedFlight => ({ id: String(id), label: `CA${id}` });
const setOf = (count: number) => Array.from({ length: count }, (_, i) => flight(i + 1));

describe('multi-playback pick set', () => {
  it('toggles: a first click adds, a second removes, in pick order', () => {
    const one = togglePick([], flight(7));
    expect(one).toEqual({ set: [flight(7)], outcome: 'added' });
    const two = togglePick(one.set, flight(3));
    expect(two.set.map((f) => f.id)).toEqual(['7', '3']);
    const back = togglePick(two.set, flight(7));
    expect(back).toEqual({ set: [flight(3)], outcome: 'removed' });
  });

  it('refuses a flight past the limit and leaves the set as it was', () => {
    const full = setOf(PLAYBACK_MULTI_MAX_FLIGHTS);
    const refused = togglePick(full, flight(99));
    expect(refused.outcome).toBe('full');
    expect(refused.set).toEqual(full);
    // Removing still works when full, and frees a place.
    const freed = togglePick(full, flight(1));
    expect(freed.outcome).toBe('removed');
    expect(togglePick(freed.set, flight(99)).outcome).toBe('added');
    expect(addPick(setOf(2), flight(5), 2).outcome).toBe('full');
  });

  it('adds a flight once, ignores ids that are not recorded flight ids', () => {
    expect(addPick([flight(1)], { id: '1', label: 'other' }).outcome).toBe('unchanged');
    expect(addPick([], { id: 'abc', label: 'x' })).toEqual({ set: [], outcome: 'unchanged' });
    expect(removePick([flight(1)], '2').outcome).toBe('unchanged');
  });

  it('relabels by the loaded flights and keeps the labels of the others', () => {
    const labelled = relabel(
      [
        { id: '1', label: '1' },
        { id: '2', label: 'CSN3102' },
      ],
      [{ key: '1', label: 'CA1331' }],
    );
    expect(labelled).toEqual([
      { id: '1', label: 'CA1331' },
      { id: '2', label: 'CSN3102' },
    ]);
  });

  it('reads the link: valid ids only, no repeats, at most the limit', () => {
    expect(pickedOfSearch('?ids=12,x,13,12,,14&t=5')).toEqual([
      { id: '12', label: '12' },
      { id: '13', label: '13' },
      { id: '14', label: '14' },
    ]);
    expect(pickedOfSearch('?c=1,2')).toEqual([]);
    const many = Array.from({ length: 30 }, (_, i) => i + 1).join(',');
    expect(pickedOfSearch(`?ids=${many}`)).toHaveLength(PLAYBACK_MULTI_MAX_FLIGHTS);
  });

  it('writes the set into the link and keeps the view', () => {
    expect(searchWithPicked('?t=5&c=116.5,40.1', [flight(12), flight(13)])).toBe(
      '?t=5&c=116.5,40.1&ids=12,13',
    );
    expect(searchWithPicked('?ids=12&z=9', [])).toBe('?z=9');
    expect(searchWithPicked('?ids=12', [])).toBe('');
    const written = searchWithPicked('', [flight(4), flight(5)]);
    expect(pickedOfSearch(written).map((f) => f.id)).toEqual(['4', '5']);
  });
});
