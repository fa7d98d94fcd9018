import { describe, expect, it } from 'vitest';
import type { LiveAircraft } from '../../../live/aircraft.store';
import { mapVisibility } from './visibility';

const aircraft = (icao: number) => ({ icao }) as LiveAircraft;
const shown = (predicate: ((a: LiveAircraft) => boolean) | null, icaos: number[]) =>
  icaos.filter((icao) => predicate === null || predicate(aircraft(icao)));

describe('map visibility', () => {
  const onlyEven = (a: LiveAircraft) => a.icao % 2 === 0;

  it('draws everything without filter or lock', () => {
    expect(mapVisibility(null, { selected: 3, multi: new Set(), locked: false })).toBeNull();
  });

  it('applies the filter but keeps the chosen flights', () => {
    const predicate = mapVisibility(onlyEven, { selected: 3, multi: new Set([5]), locked: false });
    expect(shown(predicate, [1, 2, 3, 4, 5])).toEqual([2, 3, 4, 5]);
  });

  it('keeps only the chosen flights while locked on one (spec §5)', () => {
    const locked = { selected: 3, multi: new Set([5]), locked: true };
    expect(shown(mapVisibility(null, locked), [1, 2, 3, 4, 5])).toEqual([3, 5]);
    expect(shown(mapVisibility(onlyEven, locked), [1, 2, 3, 4, 5])).toEqual([3, 5]);
    // A lock with nothing selected hides nothing.
    expect(mapVisibility(null, { selected: null, multi: new Set(), locked: true })).toBeNull();
  });
});
